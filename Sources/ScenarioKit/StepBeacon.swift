import Foundation

/// One shared word of memory in which a scenario worker keeps the line of the step it is running, so the run that
/// started it can name that step after a crash or a timeout without a message per step (a pipe write per step cost a
/// sixth of a bulk scenario's time).
///
/// The parent creates it on an unlinked temporary file and hands the descriptor to the worker as `fileDescriptor` in
/// the child (`WorkerProcess.spawn`); both map the same page, and what the worker stored survives the worker's death.
public final class StepBeacon {
    /// The descriptor number the worker finds the beacon at.
    public static let childFileDescriptor: Int32 = 3
    /// The beacon's descriptor in this process.
    public let fileDescriptor: Int32
    private let word: UnsafeMutablePointer<Int64>

    private init(fileDescriptor: Int32, word: UnsafeMutablePointer<Int64>) {
        self.fileDescriptor = fileDescriptor
        self.word = word
    }

    deinit {
        munmap(UnsafeMutableRawPointer(word), Self.size)
        close(fileDescriptor)
    }

    /// A new beacon for a parent to give to a worker (close-on-exec here; `spawn` gives the child its own copy), or nil
    /// when no temporary file can be made (the worker then reports each step on its stdout instead).
    public static func create() -> StepBeacon? {
        var template = Array((NSTemporaryDirectory() + "/limelight-beacon-XXXXXX").utf8CString)
        // Made close-on-exec under the spawn lock, so no other worker starting meanwhile inherits it.
        WorkerProcess.spawnLock.lock()
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            let fd = mkstemp(base)
            if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return fd
        }
        WorkerProcess.spawnLock.unlock()
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        guard ftruncate(fd, off_t(size)) == 0, let beacon = map(fd) else {
            close(fd)
            return nil
        }
        return beacon
    }

    /// The beacon a worker was given at `fileDescriptor`, or nil when that descriptor is not one.
    public static func adopt(fileDescriptor fd: Int32) -> StepBeacon? {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size >= off_t(size) else { return nil }
        return map(fd)
    }

    private static let size = MemoryLayout<Int64>.size

    private static func map(_ fd: Int32) -> StepBeacon? {
        let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let address, address != MAP_FAILED else { return nil }
        return StepBeacon(fileDescriptor: fd, word: address.bindMemory(to: Int64.self, capacity: 1))
    }

    /// The line of the step the worker is in; 0 before its first step.
    public var line: Int {
        get { Int(word.pointee) }
        set { word.pointee = Int64(newValue) }
    }
}
