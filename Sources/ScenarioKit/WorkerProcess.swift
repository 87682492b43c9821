import Foundation

/// How to start a worker process: the executable, its arguments and its environment (`KEY=VALUE`).
public struct WorkerCommand: Sendable {
    /// The executable's path.
    public var executable: String
    /// The arguments after the program name.
    public var arguments: [String]
    /// The whole environment, as `KEY=VALUE` strings.
    public var environment: [String]

    /// Creates a command from its parts.
    public init(executable: String, arguments: [String], environment: [String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }
}

/// One child process with pipes on its stdin, stdout and stderr: lines go in, lines come out, and its end is observed.
public final class WorkerProcess {
    /// What waiting for the next line of the child's stdout produced.
    public enum Event: Equatable {
        /// A whole line (without its newline).
        case line(String)
        /// The child closed its stdout and ended with this `waitpid` status.
        case exited(Int32)
        /// The deadline passed first.
        case timedOut
        /// A line grew past `lineLimit` (the child is killed).
        case tooLong
    }

    /// How long a child that closed its stdout gets to exit before it is killed, in milliseconds.
    static let exitGraceMilliseconds = 5000

    /// The most stderr bytes kept (the latest ones), for a crash report.
    static let stderrTailLimit = 8192
    /// The longest line accepted from the child's stdout (a whole scenario's result is one line).
    public static let lineLimit = 64 << 20

    let pid: pid_t
    private var input: Int32
    private let output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    private var outputOpen = true
    private var errorsOpen = true
    /// The latest stderr bytes (at most `stderrTailLimit`).
    private(set) var stderrTail: [UInt8] = []
    private var reaped = false

    private init(pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
    }

    deinit {
        finish()
        close(output)
        close(errors)
    }

    /// Serialises pipe creation and spawning, so no child inherits another worker's pipe before it is close-on-exec.
    static let spawnLock = NSLock()

    /// Starts the child; every pipe end is close-on-exec (the child gets its three by dup2), so workers share nothing.
    /// A `beacon` is handed to the child as descriptor `StepBeacon.childFileDescriptor`.
    public static func spawn(_ command: WorkerCommand, beacon: StepBeacon? = nil) throws -> WorkerProcess {
        spawnLock.lock(); defer { spawnLock.unlock() }
        var stdinPipe: [Int32] = [0, 0], stdoutPipe: [Int32] = [0, 0], stderrPipe: [Int32] = [0, 0]
        guard makePipe(&stdinPipe) else { throw spawnError() }
        guard makePipe(&stdoutPipe) else { closeAll(stdinPipe); throw spawnError() }
        guard makePipe(&stderrPipe) else { closeAll(stdinPipe + stdoutPipe); throw spawnError() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        if let beacon { posix_spawn_file_actions_adddup2(&actions, beacon.fileDescriptor, StepBeacon.childFileDescriptor) }
        let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
        let envp = command.environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, command.executable, &actions, nil, argv, envp)
        close(stdinPipe[0]); close(stdoutPipe[1]); close(stderrPipe[1])
        guard rc == 0 else {
            closeAll([stdinPipe[1], stdoutPipe[0], stderrPipe[0]])
            throw WorkerError("cannot start \(command.executable): \(String(cString: strerror(rc)))")
        }
        return WorkerProcess(pid: pid, input: stdinPipe[1], output: stdoutPipe[0], errors: stderrPipe[0])
    }

    /// Writes one line to the child's stdin; false when the child no longer reads (it ended).
    public func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(input, base + offset, raw.count - offset)
            }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// The next line of the child's stdout, its end, or `.timedOut` once `deadline` (uptime nanoseconds) passes.
    public func next(deadline: UInt64?) -> Event {
        var scanned = 0
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count > Self.lineLimit {
                kill()
                return .tooLong
            }
            if !outputOpen {
                drainErrors()
                return .exited(reapExiting())
            }
            var wait: Int32 = -1
            if let deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                if now >= deadline { return .timedOut }
                wait = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
            }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errorsOpen ? errors : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, wait)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { continue }
            if fds[1].revents != 0 { readErrors() }
            if fds[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let n = chunk.withUnsafeMutableBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    return read(output, base, raw.count)
                }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { outputOpen = false } else { buffer += chunk[..<n] }
            }
        }
    }

    /// Kills the child at once (SIGKILL) and waits for it.
    public func kill() {
        if !reaped { Foundation.kill(pid, SIGKILL) }
        _ = reap()
    }

    /// Closes the child's stdin (a worker then ends) and waits for it.
    public func finish() {
        if input >= 0 { close(input); input = -1 }
        _ = reap()
    }

    /// The stderr text kept so far.
    public var stderrText: String { String(decoding: stderrTail, as: UTF8.self) }

    private var reapedStatus: Int32 = 0

    private func reap() -> Int32 {
        if reaped { return reapedStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped = true
        reapedStatus = status
        return status
    }

    /// Waits for a child that closed its stdout to exit, killing it after `exitGraceMilliseconds`.
    private func reapExiting() -> Int32 {
        for _ in 0..<(Self.exitGraceMilliseconds / 10) {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                reaped = true
                reapedStatus = status
                return status
            }
            if done < 0, errno != EINTR { break }
            usleep(10_000)
        }
        kill()
        return reapedStatus
    }

    private func readErrors() {
        var chunk = [UInt8](repeating: 0, count: 16384)
        let n = chunk.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return read(errors, base, raw.count)
        }
        if n < 0, errno == EINTR { return }
        if n <= 0 { errorsOpen = false; return }
        stderrTail += chunk[..<n]
        if stderrTail.count > Self.stderrTailLimit { stderrTail.removeFirst(stderrTail.count - Self.stderrTailLimit) }
    }

    /// Reads what the child wrote to stderr before it ended (it has closed stdout, so this ends promptly).
    private func drainErrors() {
        var budget = 64
        while errorsOpen, budget > 0 {
            budget -= 1
            var fds = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 1, 2000) <= 0 { return }
            readErrors()
        }
    }

    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func closeAll(_ fds: [Int32]) { for fd in fds { close(fd) } }

    private static func spawnError() -> WorkerError { WorkerError("cannot create a pipe: \(String(cString: strerror(errno)))") }
}

/// Why a worker process could not be started or talked to.
public struct WorkerError: Error, CustomStringConvertible {
    public var description: String
    init(_ message: String) { description = message }
}
