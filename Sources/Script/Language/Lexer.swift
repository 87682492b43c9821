import LimelightCore

/// Splits one command line into tokens: bare words, `"…"`/`'…'` strings with `\` escapes, and a trailing `#` comment.
public enum Lexer {
    /// The tokens of a line and any diagnostics (an unterminated string), all on `lineNumber`.
    public static func tokenize(_ line: String, lineNumber: Int = 1) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        // Most lines are ASCII: then a byte is a character (and a column), and bytes are far cheaper than graphemes.
        var line = line
        let fast = line.withUTF8 { bytes -> (tokens: [Token], diagnostics: [Diagnostic])? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            return tokenizeASCII(bytes, lineNumber: lineNumber)
        }
        return fast ?? tokenizeCharacters(Array(line), lineNumber: lineNumber)
    }

    /// `tokenize` over characters (any text).
    static func tokenizeCharacters(_ chars: [Character], lineNumber: Int) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var tokens: [Token] = []
        var diagnostics: [Diagnostic] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "#" { break }
            let start = i
            if c == "\"" || c == "'" {
                var text = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\\", i + 1 < chars.count {
                        let e = chars[i + 1]
                        switch e {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(e)
                        }
                        i += 2
                        continue
                    }
                    if d == c { closed = true; i += 1; break }
                    text.append(d)
                    i += 1
                }
                if !closed {
                    diagnostics.append(Self.unterminated(line: lineNumber, start: start, end: chars.count, quote: c, lastIsBackslash: chars.last == "\\"))
                }
                tokens.append(Token(text: text, isQuoted: true, column: start + 1, length: i - start))
                continue
            }
            // A bare word; a quoted part inside it (key="two words") joins the word, as in a shell.
            var text = ""
            while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r" {
                let q = chars[i]
                if (q == "\"" || q == "'"), let close = chars[(i + 1)...].firstIndex(of: q) {
                    text += String(chars[(i + 1)..<close])
                    i = close + 1
                    continue
                }
                text.append(q)
                i += 1
            }
            tokens.append(Token(text: text, isQuoted: false, column: start + 1, length: i - start))
        }
        return (tokens, diagnostics)
    }

    /// `tokenize` over the bytes of an ASCII line without carriage returns: the same tokens, columns and diagnostics.
    static func tokenizeASCII(_ bytes: [UInt8], lineNumber: Int) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { tokenizeASCII($0, lineNumber: lineNumber) }
    }

    /// `tokenize` over the bytes of an ASCII line without carriage returns, read in place: a word or string with no
    /// escapes and no quotes inside is one string made straight from its bytes (the common case), anything else is
    /// built byte by byte.
    static func tokenizeASCII(_ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        let double = UInt8(ascii: "\""), single = UInt8(ascii: "'")
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func text(_ slice: ArraySlice<UInt8>) -> String { String(decoding: slice, as: UTF8.self) }
        var tokens: [Token] = []
        tokens.reserveCapacity(12)
        var diagnostics: [Diagnostic] = []
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == space || c == tab { i += 1; continue }
            if c == hash { break }
            let start = i
            if c == double || c == single {
                // A string with no escapes: its text is its bytes between the quotes.
                var end = i + 1
                while end < bytes.count, bytes[end] != c, bytes[end] != backslash { end += 1 }
                if end == bytes.count || bytes[end] == c {
                    let closed = end < bytes.count
                    i = closed ? end + 1 : end
                    if !closed {
                        diagnostics.append(Self.unterminated(line: lineNumber, start: start, end: bytes.count, quote: Character(Unicode.Scalar(c)),
                                                             lastIsBackslash: bytes.last == backslash))
                    }
                    tokens.append(Token(text: text((start + 1)..<end), isQuoted: true, column: start + 1, length: i - start))
                    continue
                }
                var value: [UInt8] = []
                i += 1
                var closed = false
                while i < bytes.count {
                    let d = bytes[i]
                    if d == backslash, i + 1 < bytes.count {
                        let e = bytes[i + 1]
                        switch e {
                        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): value.append(tab)
                        default: value.append(e)
                        }
                        i += 2
                        continue
                    }
                    if d == c { closed = true; i += 1; break }
                    value.append(d)
                    i += 1
                }
                if !closed {
                    diagnostics.append(Self.unterminated(line: lineNumber, start: start, end: bytes.count, quote: Character(Unicode.Scalar(c)),
                                                             lastIsBackslash: bytes.last == backslash))
                }
                tokens.append(Token(text: text(value[...]), isQuoted: true, column: start + 1, length: i - start))
                continue
            }
            // A bare word with no quotes in it: its text is its bytes as written.
            var end = i
            while end < bytes.count, bytes[end] != space, bytes[end] != tab, bytes[end] != double, bytes[end] != single { end += 1 }
            if end == bytes.count || bytes[end] == space || bytes[end] == tab {
                let word = text(start..<end)
                tokens.append(Token(text: word, isQuoted: false, column: start + 1, length: end - start))
                i = end
                continue
            }
            var value: [UInt8] = []
            while i < bytes.count, bytes[i] != space, bytes[i] != tab {
                let q = bytes[i]
                if q == double || q == single, let close = bytes[(i + 1)...].firstIndex(of: q) {
                    value += bytes[(i + 1)..<close]
                    i = close + 1
                    continue
                }
                value.append(q)
                i += 1
            }
            tokens.append(Token(text: text(value[...]), isQuoted: false, column: start + 1, length: i - start))
        }
        return (tokens, diagnostics)
    }

    /// The error for a string opened at 0-based `start` that runs to the end of the line (`end` characters), with the
    /// fix-it that closes it there (none when the line ends in a backslash, which would escape the quote).
    static func unterminated(line: Int, start: Int, end: Int, quote: Character, lastIsBackslash: Bool) -> Diagnostic {
        let range = SourceRange(line: line, column: start + 1, length: end - start)
        let help = "add a closing \(quote) at the end of the string"
        let fix = FixIt(help, replacing: SourceRange(start: range.end, end: range.end), with: String(quote))
        return Diagnostic(range: range, code: "unterminated-string", "unterminated string", suggestion: help, fixIts: lastIsBackslash ? [] : [fix])
    }

    /// Quotes a value for the command language only when it needs it (spaces, quotes, `#`, or empty).
    public static func quoteIfNeeded(_ value: String) -> String {
        let needs = value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "#" || $0 == "\\" || $0 == "\t" || $0 == "\n" }
        guard needs else { return value }
        var escaped = ""
        for ch in value {
            switch ch {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(ch)
            }
        }
        return "\"" + escaped + "\""
    }
}
