import Foundation
import LimelightCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock a `record FILE` holds while it records (Docs/Limits.md, "Writes"): an exclusive `flock` on the
/// file `.FILE.lock` beside it (a lock on FILE itself would not survive the atomic rewrites that replace its inode).
/// A second session that starts recording to FILE, or `save`s over it, is refused while the first records; the lock
/// goes when the recording stops or its process ends (a lock file left behind holds no lock and is taken over).
public final class RecordingLock {
    /// The lock file.
    public let lockPath: String
    private var descriptor: Int32

    /// The lock file for `path`: `.NAME.lock` in the same folder.
    public static func lockPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock").path
    }

    /// Takes the lock for recording `path`; throws when another session holds it.
    public init(recording path: String) throws {
        lockPath = Self.lockPath(for: path)
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // A folder where no lock file can be made (read-only) cannot be recorded to either; the write says why.
            return
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            descriptor = -1
            throw AtomicFile.WriteError(path: path, reason: "another Limelight session is recording to it (it holds \(lockPath)); stop that recording first, or choose another name", code: EBUSY)
        }
    }

    /// Whether another session is recording to `path` now (its lock is held).
    public static func isHeld(for path: String) -> Bool {
        let fd = open(lockPath(for: path), O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 { return true }
        flock(fd, LOCK_UN)
        return false
    }

    /// Gives the lock up and removes the lock file.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(lockPath)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

extension RecordedFile {
    /// The rule for files `reduce --output` and `explore -o` write, the same as `save`'s: a new file is fine; an existing
    /// one is replaced only when Limelight wrote it (recorded, reduced or found by explore: its first lines say so) or
    /// with `force`; a folder never, and a file another session is recording to never.
    public static func checkOutputOverwrite(_ path: String, force: Bool) throws {
        if RecordingLock.isHeld(for: path) {
            throw AtomicFile.WriteError(path: path, reason: "another Limelight session is recording to it; stop that recording first, or choose another name", code: EBUSY)
        }
        guard AtomicFile.exists(path) else { return }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw AtomicFile.WriteError(path: path, reason: "it is a directory; give a file name", code: EISDIR)
        }
        guard !force, !isRecorded(path), !isLimelightOutput(path) else { return }
        throw AtomicFile.WriteError(path: path,
                                    reason: "the file exists and Limelight did not write it; add --force to overwrite it, or choose another name",
                                    code: EEXIST)
    }

    /// Whether the file's first 4 KiB hold the line `reduce` or `explore` starts what they write with.
    static func isLimelightOutput(_ path: String) -> Bool {
        guard let head = AtomicFile.prefix(of: path, limit: 4096) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("# Reduced by `limelight reduce`") || text.contains("# Found by `limelight explore")
    }
}
