/// A position in a source text: 1-based line and 1-based column counted in characters (grapheme clusters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int

    /// Creates a location from its line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location as `line:column`, e.g. `3:14`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open span of a source text, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    /// The first character of the range.
    public var start: SourceLocation
    /// The position just past the range's last character.
    public var end: SourceLocation

    /// Creates a range from its ends; an `end` before `start` is moved to `start`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = max(start, end)
    }

    /// A range on one line from `column` spanning `length` characters (at least one).
    public init(line: Int, column: Int, length: Int) {
        self.start = SourceLocation(line: line, column: column)
        self.end = SourceLocation(line: line, column: column + max(1, length))
    }

    /// The same range moved to another line (columns unchanged): used when a REPL line becomes part of a file.
    public func onLine(_ line: Int) -> SourceRange {
        let delta = line - start.line
        return SourceRange(start: SourceLocation(line: start.line + delta, column: start.column),
                           end: SourceLocation(line: end.line + delta, column: end.column))
    }

    /// The same range with every column shifted by `offset` characters.
    public func shifted(columns offset: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: start.line, column: start.column + offset),
                    end: SourceLocation(line: end.line, column: end.column + offset))
    }
}
