import Foundation

/// The REPL history on disk: plain UTF-8, one entry per line, oldest first.
///
/// Each accepted line is appended with `O_APPEND` (so concurrent sessions interleave instead of
/// overwriting each other); the file is compacted to the newest `limit` entries, atomically
/// (temporary file + rename), when it is loaded or grows past twice the limit.
struct HistoryFile {
    /// Where the history lives.
    let path: String
    /// The maximum number of entries kept.
    let limit: Int

    /// The header line of libedit's own history format, skipped when found.
    static let libeditHeader = "_HiStOrY_V2_"

    /// Splits file contents into entries, dropping blank lines and libedit's header.
    static func parse(_ text: String, limit: Int) -> [String] {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { sanitize(String($0)) }
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && $0 != libeditHeader }
        return Array(lines.suffix(max(limit, 0)))
    }

    /// Renders entries as file contents.
    static func render(_ entries: [String]) -> String {
        entries.map { $0 + "\n" }.joined()
    }

    /// Makes an entry storable on one line: newlines become spaces, trailing whitespace is dropped.
    static func sanitize(_ line: String) -> String {
        var text = String(line.map { $0.isNewline ? " " : $0 })
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }

    /// Reads the entries (a missing file is empty); compacts the file if it holds more than `limit`.
    func load() throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let text = String(decoding: data, as: UTF8.self)
        let entries = Self.parse(text, limit: limit)
        if text.split(whereSeparator: \.isNewline).count > entries.count {
            try rewrite(entries)
        }
        return entries
    }

    /// Appends one entry, creating the file (mode 0600) and its parent directory if needed.
    func append(_ entry: String) throws {
        try createParentDirectory()
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw HistoryFileError.cannotWrite(path: path, errno: errno) }
        defer { close(descriptor) }
        let bytes = Array((Self.sanitize(entry) + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw HistoryFileError.cannotWrite(path: path, errno: errno) }
    }

    /// Replaces the file's contents atomically with `entries`.
    func rewrite(_ entries: [String]) throws {
        try createParentDirectory()
        let data = Data(Self.render(entries.map(Self.sanitize)).utf8)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            _ = chmod(path, 0o600)
        } catch {
            throw HistoryFileError.cannotWrite(path: path, errno: errno)
        }
    }

    private func createParentDirectory() throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) else { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw HistoryFileError.cannotCreateDirectory(path: parent)
        }
    }
}

/// Why the history file could not be read or written.
public enum HistoryFileError: Error, Equatable, CustomStringConvertible {
    /// The history file could not be written.
    case cannotWrite(path: String, errno: Int32)
    /// The directory that should hold the history file could not be created.
    case cannotCreateDirectory(path: String)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case let .cannotWrite(path, code):
            return "cannot write history file \(path): \(String(cString: strerror(code)))"
        case let .cannotCreateDirectory(path):
            return "cannot create history directory \(path)"
        }
    }
}
