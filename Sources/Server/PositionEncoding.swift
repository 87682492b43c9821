import LimelightCore

/// How LSP `Position.character` counts: UTF-16 code units (the LSP default), UTF-8 bytes or Unicode scalars (UTF-32).
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
    case utf32 = "utf-32"

    /// The encoding to use given the client's `general.positionEncodings`: UTF-8 when offered, else UTF-16 (mandatory default).
    public static func negotiate(offered: [String]?, preferred: [PositionEncoding] = [.utf8, .utf16]) -> PositionEncoding {
        guard let offered, !offered.isEmpty else { return .utf16 }
        for candidate in preferred where offered.contains(candidate.rawValue) { return candidate }
        return .utf16
    }

    /// The number of code units `text` takes in this encoding.
    public func units(_ text: Substring) -> Int {
        switch self {
        case .utf16: return text.utf16.count
        case .utf8: return text.utf8.count
        case .utf32: return text.unicodeScalars.count
        }
    }

    /// The LSP character offset of a 1-based character (grapheme) column in `line`; columns past the end count one unit each.
    public func character(ofColumn column: Int, in line: String) -> Int {
        let graphemes = max(0, column - 1)
        let inside = min(graphemes, line.count)
        let prefix = line.prefix(inside)
        return units(prefix) + (graphemes - inside)
    }

    /// The 1-based character (grapheme) column of an LSP character offset in `line`; an offset inside a grapheme maps to that grapheme.
    public func column(ofCharacter character: Int, in line: String) -> Int {
        var used = 0
        var column = 1
        for ch in line {
            if used >= character { return column }
            used += units(Substring(String(ch)))
            if used > character { return column }
            column += 1
        }
        return column + max(0, character - used)
    }
}

/// An LSP position (0-based line, character in the negotiated encoding).
public struct LSPPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position as JSON.
    public var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    /// The position as messages show it: `line 3, character 5` (both 0-based, as in the protocol).
    public var description: String { "line \(line), character \(character)" }

    /// The position in a JSON object `{line, character}`, or nil unless both are non-negative whole numbers.
    public init?(json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// An LSP range: from `start` up to (not including) `end`.
public struct LSPRange: Equatable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// The range in a JSON object `{start, end}`, or nil unless both are valid positions.
    public init?(json: JSONValue?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// The range as JSON.
    public var json: JSONValue { ["start": start.json, "end": end.json] }
}

/// Converts the core's 1-based line and grapheme-column locations into LSP positions for one document's lines.
public struct PositionConverter: Sendable {
    public let lines: [String]
    public let encoding: PositionEncoding

    public init(lines: [String], encoding: PositionEncoding) {
        self.lines = lines
        self.encoding = encoding
    }

    /// The LSP position of a source location (a line past the end maps to the end of the text).
    public func position(_ location: SourceLocation) -> LSPPosition {
        let index = location.line - 1
        guard index >= 0 else { return LSPPosition(line: 0, character: 0) }
        guard index < lines.count else {
            return LSPPosition(line: max(0, lines.count - 1), character: lines.last.map { encoding.units(Substring($0)) } ?? 0)
        }
        let line = lines[index]
        let column = min(location.column, line.count + 1)
        return LSPPosition(line: index, character: encoding.character(ofColumn: column, in: line))
    }

    /// The LSP range (JSON) of a source range; an empty range is widened to one character where the line allows.
    public func range(_ range: SourceRange) -> JSONValue {
        let start = position(range.start)
        var end = position(range.end)
        if end.line < start.line || (end.line == start.line && end.character < start.character) { end = start }
        return ["start": start.json, "end": end.json]
    }

    /// The 1-based line and grapheme column of an LSP position.
    public func location(_ p: LSPPosition) -> SourceLocation {
        let line = p.line >= 0 && p.line < lines.count ? lines[p.line] : ""
        return SourceLocation(line: p.line + 1, column: encoding.column(ofCharacter: max(0, p.character), in: line))
    }
}
