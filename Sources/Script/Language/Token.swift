import LimelightCore

/// One word of a command line: a bare word or a quoted string, with where it sits in the line.
public struct Token: Hashable, Sendable {
    /// The word's value: for quoted strings, the text between the quotes with escapes resolved.
    public let text: String
    /// Whether the word was written in quotes (so `"--x"` is an argument, never an option).
    public let isQuoted: Bool
    /// Whether the token is an option name such as `--platform` (quoted words never are); worked out once, when the
    /// token is made.
    public let isOption: Bool
    /// 1-based column (in characters) of the token's first character.
    public var column: Int
    /// Length of the token as written, in characters (quotes included).
    public var length: Int

    /// Creates a token from its parts.
    public init(text: String, isQuoted: Bool, column: Int, length: Int) {
        self.text = text
        self.isQuoted = isQuoted
        self.isOption = !isQuoted && Self.namesOption(text)
        self.column = column
        self.length = length
    }

    /// The token as written in `line` (its characters from `column`, `length` of them).
    public func raw(in line: [Character]) -> String {
        let start = min(column - 1, line.count)
        return String(line[start..<min(start + length, line.count)])
    }

    /// The token's range on a given line.
    public func range(line: Int) -> SourceRange { SourceRange(line: line, column: column, length: length) }

    /// Whether an unquoted word names an option: `--` and at least one more character.
    static func namesOption(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == 0x2D else { return false }
        return bytes[bytes.index(after: bytes.startIndex)] == 0x2D
    }
}
