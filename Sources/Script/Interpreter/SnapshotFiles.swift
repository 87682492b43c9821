import Foundation
import LimelightCore
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
        // The file itself may be a link, even a dangling one: where it leads must stay inside too (writes follow it).
        let linked = URL(fileURLWithPath: (try? AtomicFile.resolve(resolved)) ?? "/").standardizedFileURL
        let landing = linked.deletingLastPathComponent().resolvingSymlinksInPath().path + "/" + linked.lastPathComponent
        guard resolved.hasPrefix(base + "/"), landing.hasPrefix(base + "/") else {
            throw SnapshotError("'\(path)' leaves the scenario's folder", suggestion: "keep snapshots inside the scenario's folder")
        }
        return resolved
    }

    /// The text of a snapshot file. A folder, a pipe or a socket is refused before it is opened (opening a pipe would
    /// wait for a writer for ever); a device is read up to the size limit.
    public func read(_ path: String) throws -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// The bytes of the snapshot file at `path` (decompressed when gzip), under the same checks as `read(_:)`; a
    /// snapshot is read from them without a `String` of the whole file in between (`WorldSnapshot.decode(bytes:file:)`).
    public func readBytes(_ path: String) throws -> Data {
        let resolved = try resolve(path)
        var info = stat()
        guard stat(resolved, &info) == 0 else { throw SnapshotError("cannot read '\(path)': no such file") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw SnapshotError("cannot read '\(path)': it is a directory, not a snapshot file", suggestion: "give the snapshot file's name")
        case S_IFIFO, S_IFSOCK:
            throw SnapshotError("cannot read '\(path)': it is a pipe or a socket, not a snapshot file", suggestion: "save the snapshot to a file and load that")
        case S_IFREG where Int64(info.st_size) > Int64(WorldSnapshot.maximumBytes):
            // Refused from its size, before a byte is read.
            throw SnapshotError("\(path): the snapshot is larger than the limit of \(WorldSnapshot.maximumBytes) bytes (\(info.st_size) bytes)")
        default: break
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else { throw SnapshotError("cannot read '\(path)': permission denied") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: WorldSnapshot.maximumBytes + 1)) ?? nil
        guard let data else { return Data() }
        guard data.count <= WorldSnapshot.maximumBytes else {
            throw SnapshotError("\(path): the snapshot is larger than the limit of \(WorldSnapshot.maximumBytes) bytes")
        }
        guard Gzip.isCompressed(data) else { return data }
        // A compressed snapshot: the same limit holds for what it decompresses to, checked while it inflates.
        do { return Data(try Gzip.decompress(data, limit: WorldSnapshot.maximumBytes)) } catch let failure as Gzip.Failure {
            throw SnapshotError("\(path): the compressed snapshot cannot be read: \(failure.description)",
                                suggestion: failure.description.contains("limit") ? "a snapshot holds at most \(WorldSnapshot.maximumBytes >> 20) MiB; save a smaller world"
                                    : "the file is truncated or corrupt; save the snapshot again")
        }
    }

    /// How much of an existing file is read to tell whether it is a snapshot (its `"format"` key comes after the
    /// checkpoints and the digest).
    static let snapshotSniffBytes = 1 << 20

    /// Whether the file at `path` is a Limelight snapshot: its first MiB names the snapshot format.
    static func isSnapshot(_ path: String) -> Bool {
        guard var head = AtomicFile.prefix(of: path, limit: snapshotSniffBytes) else { return false }
        if Gzip.isCompressed(head) {
            guard let inflated = try? Gzip.decompress(Data(head), limit: snapshotSniffBytes, prefixOnly: true) else { return false }
            head = [UInt8](inflated)
        }
        // Version 3's header line is compact JSON; versions 1 and 2 are pretty-printed.
        let markers = ["\"format\":\"\(WorldSnapshot.formatName)\"", "\"format\" : \"\(WorldSnapshot.formatName)\""].map { Array($0.utf8) }
        guard head.first == UInt8(ascii: "{") else { return false }
        return markers.contains { marker in
            head.count >= marker.count
                && head.indices.dropLast(marker.count - 1).contains { head[$0..<($0 + marker.count)].elementsEqual(marker) }
        }
    }

    /// Writes atomically with `AtomicFile` (a temporary file in the same folder, fsync'd, renamed over `path`; a link is
    /// followed, a device written in place). An existing file that is not a snapshot is replaced only with `force`.
    public func write(_ text: String, to path: String, force: Bool = false) throws {
        try write(bytes: Array(text.utf8), to: path, force: force)
    }

    /// Writes bytes as `write(_:to:force:)` writes text.
    public func write(bytes: [UInt8], to path: String, force: Bool = false) throws {
        try write(to: path, force: force) { try $0.write(bytes) }
    }

    /// Writes what `produce` gives its sink as `write(_:to:force:)` writes text, as it is given (compressed on the way
    /// for a name ending in `.gz`): the file is never whole in memory. An error `produce` throws leaves the old file.
    public func write(to path: String, force: Bool = false, _ produce: (inout any ByteSink) throws -> Void) throws {
        let resolved = try resolve(path)
        var info = stat()
        if stat(resolved, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                throw SnapshotError("cannot write '\(path)': it is a directory", suggestion: "give a file name, e.g. '\(path)/world.snapshot'")
            }
            if kind == S_IFREG, !force, !Self.isSnapshot(resolved) {
                throw SnapshotError("'\(path)' exists and is not a Limelight snapshot; it was not replaced",
                                    suggestion: "add --force to overwrite it, or choose another name")
            }
        }
        let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw SnapshotError("cannot create the folder of '\(path)': \(error.localizedDescription)")
        }
        // A name ending in `.gz` is written compressed (gzip), as tools decide by the name (Docs/Snapshots.md).
        do {
            try AtomicFile.write(to: resolved) { file in
                if path.hasSuffix(".gz") {
                    try Gzip.compressing(into: &file) { gzip in
                        var sink: any ByteSink = gzip
                        try produce(&sink)
                        gzip = sink as? GzipSink<AtomicFile.FileSink> ?? gzip
                    }
                } else {
                    var sink: any ByteSink = file
                    try produce(&sink)
                }
            }
        } catch let error as AtomicFile.WriteError {
            throw SnapshotError("cannot write '\(path)': \(error.reason)", suggestion: "check that the folder is writable and the disk has room")
        } catch let error as Gzip.Failure {
            throw SnapshotError("cannot compress '\(path)': \(error)", suggestion: "save it without '.gz'")
        }
    }
}
