import LimelightCore

/// Applies fix-its to a text, as `limelight check --fix` does to scenario files: each fix-it's edits replace the
/// characters their ranges cover (1-based lines and character columns, as the parser counts them: a first line's
/// byte-order mark is not a column). Line ends (LF, CRLF, CR) and everything no edit covers stay byte for byte.
public enum FixItApplier {
    /// One fix-it applied: where (its first edit's start) and what it said.
    public struct Applied: Equatable, Sendable {
        public var location: SourceLocation
        public var message: String
    }

    /// `text` with `fixIts` applied, and the ones applied in source order. A fix-it whose edits overlap one before it,
    /// fall outside the text or span lines is left out (the next check reports its diagnostic again).
    public static func apply(_ fixIts: [FixIt], to text: String) -> (text: String, applied: [Applied]) {
        var lines = split(text)
        let ordered = fixIts.filter { !$0.edits.isEmpty }.sorted { ($0.edits.map(\.range.start).min() ?? SourceLocation(line: 0, column: 0))
            < ($1.edits.map(\.range.start).min() ?? SourceLocation(line: 0, column: 0)) }
        var taken: [SourceRange] = []
        var edits: [FixIt.Edit] = []
        var applied: [Applied] = []
        for fix in ordered {
            let fits = fix.edits.allSatisfy { edit in
                let r = edit.range
                guard r.start.line == r.end.line, r.start.line >= 1, r.start.line <= lines.count, r.start.column >= 1,
                      r.end.column - 1 <= lines[r.start.line - 1].content.count - lines[r.start.line - 1].mark else { return false }
                return !(taken + fix.edits.filter { $0 != edit }.map(\.range)).contains { overlaps($0, r) }
            }
            guard fits else { continue }
            taken += fix.edits.map(\.range)
            edits += fix.edits
            if let first = fix.edits.map(\.range.start).min() { applied.append(Applied(location: first, message: fix.message)) }
        }
        // From the last edit back, so the columns of the ones before stay true.
        for edit in edits.sorted(by: { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }) {
            let n = edit.range.start.line - 1
            let mark = lines[n].mark
            let from = edit.range.start.column - 1 + mark, to = edit.range.end.column - 1 + mark
            lines[n].content.replaceSubrange(from..<to, with: Array(edit.replacement))
        }
        return (lines.map { String($0.content) + $0.end }.joined(), applied)
    }

    /// Whether two ranges on one line share a character, or are the same insertion point.
    private static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
        guard a.start.line == b.start.line else { return false }
        if a.start == a.end || b.start == b.end { return a.start == b.start && a.end == b.end || (a.start < b.end && b.start < a.end) }
        return a.start < b.end && b.start < a.end
    }

    /// The text's lines: characters, line end as written, and whether a byte-order mark leads (first line only).
    private static func split(_ text: String) -> [(content: [Character], end: String, mark: Int)] {
        var out: [(content: [Character], end: String, mark: Int)] = []
        var current: [Character] = []
        for ch in text {
            if ch == "\n" || ch == "\r\n" || ch == "\r" {
                out.append((current, String(ch), 0))
                current = []
            } else {
                current.append(ch)
            }
        }
        out.append((current, "", 0))
        if out[0].content.first == "\u{FEFF}" { out[0].mark = 1 }
        return out
    }
}
