import LimelightCore

extension FixIt {
    /// A fix-it writing `replacement` in place of a word as written at `range` (whose value is `text`), keeping the
    /// user's quoting: a quoted word keeps its quotes and only what is between them changes (escaped as the lexer reads
    /// it); a bare word stays bare unless the replacement needs quotes. `isQuoted` is nil when the caller does not know
    /// (a bound value): a range as wide as the text is a bare word, two characters wider a quoted one, and any other
    /// (an `--option=value`, escapes) gives no fix-it.
    public static func replacing(_ range: SourceRange, written text: String, isQuoted: Bool? = nil, with replacement: String,
                                 message: String) -> FixIt? {
        let width = range.start.line == range.end.line ? range.end.column - range.start.column : -1
        if isQuoted == nil, width != text.count, width != text.count + 2 { return nil }
        let quoted = isQuoted ?? (width == text.count + 2)
        if quoted, width >= 2 {
            let inner = SourceRange(start: SourceLocation(line: range.start.line, column: range.start.column + 1),
                                    end: SourceLocation(line: range.end.line, column: range.end.column - 1))
            return FixIt(message, replacing: inner, with: escaped(replacement))
        }
        return FixIt(message, replacing: range, with: Lexer.quoteIfNeeded(replacement))
    }

    /// A fix-it replacing a token of a line with `replacement`, keeping its quoting.
    public static func replacing(_ token: Token, line: Int, with replacement: String, message: String) -> FixIt {
        let range = token.range(line: line)
        guard token.isQuoted, token.length >= 2 else { return FixIt(message, replacing: range, with: Lexer.quoteIfNeeded(replacement)) }
        return FixIt(message, replacing: SourceRange(start: SourceLocation(line: line, column: token.column + 1),
                                                     end: SourceLocation(line: line, column: token.column + token.length - 1)),
                     with: escaped(replacement))
    }

    /// A fix-it replacing a value bound from a line (its range and text), keeping its quoting; nil when where its text
    /// sits in the range is not known (`replacing(_:written:isQuoted:with:message:)`).
    public static func replacing(_ value: BoundValue, with replacement: String, message: String) -> FixIt? {
        replacing(value.range, written: value.text, with: replacement, message: message)
    }

    /// The fix-it of a "did you mean 'X'?" about a bound value (a name looked up and not found): none without a guess,
    /// or when where the value's text sits is not known.
    public static func didYouMean(_ guess: String?, for value: BoundValue) -> [FixIt] {
        guard let guess, let fix = replacing(value, with: guess, message: "did you mean '\(guess)'?") else { return [] }
        return [fix]
    }

    /// `text` as it is written between quotes: backslashes, quotes, newlines and tabs escaped.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\"" || $0 == "'" || $0 == "\n" || $0 == "\t" }) else { return text }
        var out = ""
        for ch in text {
            switch ch {
            case "\\", "\"", "'": out += "\\" + String(ch)
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
        }
        return out
    }
}
