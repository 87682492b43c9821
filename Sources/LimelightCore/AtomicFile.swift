import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way Limelight writes a file: a temporary file beside the target, written, fsync'd, renamed over the target,
/// and the folder fsync'd, so a crash, a kill or a full disk leaves either the old file or the new one, never a mix.
///
/// A symbolic link is followed and its target rewritten (the link stays a link); an existing file keeps its mode.
/// A target that exists but is not a regular file (a device such as `/dev/full`, a pipe) is written in place,
/// because renaming over it would replace the device. Every failure is an `AtomicFile.WriteError` naming the file
/// and the reason (the system's errno text).
public enum AtomicFile {
    /// How many symbolic links a path may pass through before the write is refused (the kernel's own limit is 40).
    public static let maxLinkHops = 32

    /// Why a write failed: the file, the step, and the system's reason.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        /// The file the caller asked to write.
        public var path: String
        /// The reason, e.g. `No space left on device`.
        public var reason: String
        /// The errno value, 0 when the failure is not a system call's.
        public var code: Int32

        /// Creates an error from its parts.
        public init(path: String, reason: String, code: Int32 = 0) {
            self.path = path
            self.reason = reason
            self.code = code
        }

        /// `cannot write PATH: REASON`.
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// A test-only hook: when the environment sets `LIMELIGHT_TEST_WRITE_STALL`, a write stops for good halfway through
    /// its temporary file (before the rename), so a test can kill the process mid-write and check the old file is intact.
    static let stallForTests = ProcessInfo.processInfo.environment["LIMELIGHT_TEST_WRITE_STALL"].map { !$0.isEmpty } ?? false

    /// Writes `text` (UTF-8) to `path`; see the type's summary for the guarantees.
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`; see the type's summary for the guarantees.
    public static func write(_ bytes: [UInt8], to given: String) throws {
        try write(to: given) { try $0.write(bytes) }
    }

    /// Writes to `path` what `produce` gives its sink, as it gives it (the file is never whole in memory); see the
    /// type's summary for the guarantees. An error `produce` throws leaves the old file as it was.
    public static func write(to given: String, _ produce: (inout FileSink) throws -> Void) throws {
        let target = try resolve(given)
        let path = target == given ? given : "\(given) (a link to \(target))"
        var info = stat()
        let exists = lstat(target, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw WriteError(path: path, reason: "it is a directory", code: EISDIR) }
        if exists, (info.st_mode & S_IFMT) != S_IFREG {
            try writeInPlace(to: target, reported: path, produce)
            return
        }
        let (folder, name) = target.pathSplit
        let (fd, temp) = try createTemporary(in: folder.isEmpty ? "." : folder, name: name, reported: path)
        var renamed = false
        defer {
            if !renamed { unlink(temp) }
        }
        do {
            if exists, fchmod(fd, info.st_mode & 0o7777) != 0 { throw failure(path) }
            var sink = FileSink(fd: fd, reported: path, stall: stallForTests)
            try produce(&sink)
            if fsync(fd) != 0 { throw failure(path) }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw failure(path) }
        if rename(temp, target) != 0 { throw failure(path) }
        renamed = true
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// Whether the file at `path` exists (a dangling link counts as not existing).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The first `limit` bytes of the file at `path`, nil when it cannot be read.
    public static func prefix(of path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: max(0, limit))
        var filled = 0
        while filled < buffer.count {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(fd, base + filled, raw.count - filled)
            }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            filled += n
        }
        return Array(buffer[..<filled])
    }

    /// The path a write to `path` lands on: symbolic links followed (a dangling link names the file to create).
    public static func resolve(_ path: String) throws -> String {
        var current = path
        for _ in 0...maxLinkHops {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            if n < 0 { throw failure(path) }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = current.pathSplit.folder
            current = link.hasPrefix("/") ? link : (base.isEmpty ? link : base == "/" ? "/" + link : base + "/" + link)
        }
        throw WriteError(path: path, reason: "more than \(maxLinkHops) symbolic links to follow", code: ELOOP)
    }

    private static func createTemporary(in folder: String, name: String, reported: String) throws -> (Int32, String) {
        let pid = getpid()
        for attempt in 0..<100 {
            let temp = folder + "/." + name + ".limelight-tmp-\(pid)-\(attempt)"
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temp) }
            let code = errno
            if code != EEXIST {
                throw WriteError(path: reported, reason: "cannot create a file in its folder \(folder): \(String(cString: strerror(code)))", code: code)
            }
        }
        throw WriteError(path: reported, reason: "could not create a temporary file beside it (100 names taken)", code: EEXIST)
    }

    private static func writeInPlace(to target: String, reported: String, _ produce: (inout FileSink) throws -> Void) throws {
        let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw failure(reported) }
        var sink = FileSink(fd: fd, reported: reported, stall: false)
        do { try produce(&sink) } catch { close(fd); throw error }
        if close(fd) != 0 { throw failure(reported) }
    }

    /// The sink of a file being written: each piece goes to the file descriptor at once (short writes and `EINTR`
    /// retried); a failed write is an error naming the file. Under `LIMELIGHT_TEST_WRITE_STALL` the first piece stops
    /// for good halfway through, so a test can kill the process mid-write.
    public struct FileSink: ByteSink {
        let fd: Int32
        let reported: String
        let stall: Bool

        public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            var offset = 0
            let stallAt = stall ? bytes.count / 2 : -1
            while offset < bytes.count {
                if offset >= stallAt, stallAt >= 0 {
                    fsync(fd)
                    while true { sleep(1000) }
                }
                let end = stallAt > offset ? stallAt : bytes.count
                let n = Glibc.write(fd, base + offset, end - offset)
                if n < 0, errno == EINTR { continue }
                if n < 0 { throw failure(reported) }
                if n == 0 { throw WriteError(path: reported, reason: "the system accepted no bytes", code: EIO) }
                offset += n
            }
        }
    }

    /// Opens `path` for appending (close-on-exec); the error names the file and the reason.
    public static func openForAppending(_ path: String) throws -> Int32 {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        return fd
    }

    /// Appends all of `text` to a file opened with `openForAppending`; the error names `path` and the reason.
    public static func append(_ text: String, to fd: Int32, path: String) throws {
        var sink = FileSink(fd: fd, reported: path, stall: false)
        try sink.write(Array(text.utf8))
    }

    /// Makes the rename durable; a folder that cannot be opened or synced (some filesystems refuse) is left as is.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private static func failure(_ path: String) -> WriteError {
        let code = errno
        return WriteError(path: path, reason: String(cString: strerror(code)), code: code)
    }
}
