import Foundation

extension LastFailed {
    /// The most entries a rerun state file may hold.
    public static let maxEntries = 100_000
    /// The longest line a rerun state file may hold, in bytes.
    public static let maxLineBytes = 4096
    /// The largest rerun state file read, in bytes.
    public static let maxFileBytes = 16 << 20

    /// One scenario path a rerun state file names, with its line.
    public struct Entry: Equatable, Sendable {
        /// The 1-based line it is on.
        public var line: Int
        /// The scenario path, as the run that failed was given it.
        public var path: String
    }

    /// What is wrong with a rerun state file, located: `FILE:LINE: message`.
    public struct StateError: Error, CustomStringConvertible, Equatable {
        /// The state file.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// What is wrong and what to do.
        public var message: String

        /// `FILE:LINE: message`.
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The entries of a state file's bytes, checked line by line: UTF-8 text, no control characters, at most
    /// `maxLineBytes` a line and `maxEntries` entries, each a path ending in `.scenario` (blank lines and `#` comments
    /// are skipped). The first problem is an error at its line.
    public static func entries(_ bytes: [UInt8], file: String) -> Result<[Entry], StateError> {
        let fix = "the file is damaged; delete it (the next run writes a fresh one) or run without --rerun-failed"
        var out: [Entry] = []
        var lineNumber = 0
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if raw.count > maxLineBytes {
                return .failure(StateError(file: file, line: lineNumber, message: "a line of \(raw.count) bytes (at most \(maxLineBytes)): \(fix)"))
            }
            guard let text = String(validating: raw, as: UTF8.self) else {
                return .failure(StateError(file: file, line: lineNumber, message: "not UTF-8 text: \(fix)"))
            }
            let line = text.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
                return .failure(StateError(file: file, line: lineNumber, message: "a control character in a path: \(fix)"))
            }
            guard line.hasSuffix(".scenario") else {
                let shown = line.count > 60 ? String(line.prefix(60)) + "…" : line
                return .failure(StateError(file: file, line: lineNumber, message: "'\(shown)' is not a scenario path (it must end in .scenario): \(fix)"))
            }
            if out.count == maxEntries {
                return .failure(StateError(file: file, line: lineNumber, message: "more than \(maxEntries) entries: \(fix)"))
            }
            out.append(Entry(line: lineNumber, path: line))
        }
        return .success(out)
    }
}
