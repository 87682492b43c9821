import Foundation

/// One worker child process and the three pipes to it: requests go to its stdin, answers come from its stdout, and
/// the tail of its stderr is kept to explain a crash.
final class WorkerProcess: WorkerChannel {
    private let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    /// Bytes read from stdout after the last whole line, and how far they were searched for a newline.
    private var pending: [UInt8] = []
    private var scanned = 0
    /// The last bytes the worker wrote to stderr.
    private var errorTail: [UInt8] = []
    private var ended: WorkerFailure?
    private static let tailLength = 2048

    init(executable: String, arguments: [String], environment: [String]) throws {
        var fds: [[Int32]] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                fds.joined().forEach { _ = Glibc.close($0) }
                throw WorkerSpawnError(description: "cannot create a pipe for a session worker: \(String(cString: strerror(errno)))")
            }
            // Close-on-exec, so no other worker inherits this one's pipes (its end of file would never come).
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            fds.append(pair)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[2][1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        Glibc.close(fds[0][0]); Glibc.close(fds[1][1]); Glibc.close(fds[2][1])
        guard status == 0 else {
            Glibc.close(fds[0][1]); Glibc.close(fds[1][0]); Glibc.close(fds[2][0])
            throw WorkerSpawnError(description: "cannot start a session worker (\(executable)): \(String(cString: strerror(status)))")
        }
        pid = child
        input = fds[0][1]
        output = fds[1][0]
        errors = fds[2][0]
    }

    deinit { close() }

    func call(_ request: JSONValue, timeout: Double, progress: (JSONValue) -> Void) throws -> JSONValue {
        if let ended { throw ended }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(timeout, 1e9)) * 1e9)
        guard send(Array((request.serialized + "\n").utf8)) else { throw end(waitingFor: nil) }
        while true {
            let line = try readLine(until: deadline, timeout: timeout)
            guard let message = try? JSONParser.parse(line), message.objectValue != nil else {
                throw end(waitingFor: .protocolError("an answer that is not a JSON object"))
            }
            if let p = message["progress"] { progress(p); continue }
            return message
        }
    }

    func close() {
        guard input >= 0 else { return }
        Glibc.close(input); input = -1
        if ended == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            ended = WorkerFailure(.protocolError("the worker was closed"))
        }
        Glibc.close(output); Glibc.close(errors)
        output = -1; errors = -1
    }

    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// The next line of stdout, reading stderr alongside so the worker never blocks on it; throws when the worker ends
    /// or the deadline passes (the worker is killed then).
    private func readLine(until deadline: UInt64, timeout: Double) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let newline = pending[scanned...].firstIndex(of: 10) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                scanned = 0
                return line
            }
            scanned = pending.count
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw end(waitingFor: .timedOut(seconds: timeout)) }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, errors >= 0 ? 2 : 1, Int32(min((deadline - now) / 1_000_000 + 1, 1000)))
            if ready < 0, errno != EINTR { throw end(waitingFor: .protocolError("poll failed: \(String(cString: strerror(errno)))")) }
            if errors >= 0, fds[1].revents != 0 { drainErrors(&buffer, once: true) }
            if fds[0].revents != 0 {
                let n = read(output, &buffer, buffer.count)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { throw end(waitingFor: nil) }
                pending.append(contentsOf: buffer[0..<n])
            }
        }
    }

    /// Reads stderr: one read when `once`, else until end of file (the worker is dead by then); keeps the tail.
    private func drainErrors(_ buffer: inout [UInt8], once: Bool) {
        while errors >= 0 {
            let n = read(errors, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { Glibc.close(errors); errors = -1; return }
            errorTail.append(contentsOf: buffer[0..<n])
            if errorTail.count > Self.tailLength { errorTail.removeFirst(errorTail.count - Self.tailLength) }
            if once { return }
        }
    }

    /// Ends the worker: kills it when `reason` is given (a timeout or a protocol error), else reaps what it died of.
    private func end(waitingFor reason: WorkerFailure.Reason?) -> WorkerFailure {
        if reason != nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        var buffer = [UInt8](repeating: 0, count: 4096)
        drainErrors(&buffer, once: false)
        let signal = status & 0x7f
        let died: WorkerFailure.Reason = signal != 0 ? .signal(signal) : .exited((status >> 8) & 0xff)
        let words = String(decoding: errorTail, as: UTF8.self).split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let failure = WorkerFailure(reason ?? died, lastWords: words.map(String.init) ?? "")
        ended = failure
        Glibc.close(input); input = -1
        Glibc.close(output); output = -1
        return failure
    }
}
