import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where snapshot files are read and written: the one place the command language touches files. With a `root`
/// (a scenario's folder), paths are relative to it and may not leave it (no absolute paths, no `..` or symlink escape).
public struct SnapshotFiles: Sendable {
    /// The folder paths are confined to; nil means any path, relative to the working directory (the REPL).
    public var root: String?

    /// Why this access reads and writes no file at all (a server session whose client declared no workspace folder).
    public var refusal: String?

    /// Creates a file access confined to `root` (nil: unconfined), or refusing every path when `refusal` is given.
    public init(root: String?, refusal: String? = nil) {
        self.root = root
        self.refusal = refusal
    }

    /// The path to use for `path`, or an error when it escapes the root.
    public func resolve(_ path: String) throws -> String {
        guard !path.isEmpty else { throw SnapshotError("a snapshot needs a file name") }
        if let refusal { throw SnapshotError(refusal) }
        guard let root else { return path }
        guard !path.hasPrefix("/") else {
            throw SnapshotError("'\(path)' is an absolute path; a scenario reads and writes snapshots only in its own folder",
                                suggestion: "use a path relative to the scenario, e.g. 'snapshot save states/start.snapshot'")
        }
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: base + "/" + path).standardizedFileURL
        // Resolve symlinks in the folder that holds the file (the file itself may not exist yet).
        let folder = target.deletingLastPathComponent().resolvingSymlinksInPath().path
        let resolved = folder + "/" + target.lastPathComponent
        guard resolved.hasPrefix(base + "/") else {
            throw SnapshotError("'\(path)' leaves the scenario's folder", suggestion: "keep snapshots inside the scenario's folder")
        }
        return resolved
    }

    /// The text of a snapshot file.
    public func read(_ path: String) throws -> String {
        let resolved = try resolve(path)
        guard let handle = FileHandle(forReadingAtPath: resolved) else { throw SnapshotError("cannot read '\(path)': no such file") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: WorldSnapshot.maximumBytes + 1)) ?? nil
        guard let data else { return "" }
        guard data.count <= WorldSnapshot.maximumBytes else {
            throw SnapshotError("\(path): the snapshot is larger than the limit of \(WorldSnapshot.maximumBytes) bytes")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes atomically: a temporary file in the same folder, flushed to disk, then renamed over `path`.
    public func write(_ text: String, to path: String) throws {
        let resolved = try resolve(path)
        let url = URL(fileURLWithPath: resolved)
        let folder = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw SnapshotError("cannot create the folder of '\(path)': \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw SnapshotError("cannot write '\(path)'", suggestion: "check that the folder is writable")
        }
        try? handle.synchronize()
        try? handle.close()
        guard rename(temporary, resolved) == 0 else {
            unlink(temporary)
            throw SnapshotError("cannot write '\(path)': rename failed")
        }
    }
}
