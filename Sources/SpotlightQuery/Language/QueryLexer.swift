import LimelightCore

/// Splits a query string into tokens, reporting malformed strings, numbers and `$time` forms as diagnostics.
public struct QueryLexer {
    private let chars: [Character]
    private var index = 0
    /// Problems found while lexing.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ text: String) { self.chars = Array(text) }

    /// Every token of the text, ending with `.end`.
    public static func tokenize(_ text: String) -> (tokens: [QueryToken], diagnostics: [Diagnostic]) {
        var lexer = QueryLexer(text)
        var tokens: [QueryToken] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { break }
        }
        return (tokens, lexer.diagnostics)
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(line: 1, column: start + 1, length: end - start)
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    /// An error over characters `start..<end`; `replacement`, when given, is the text a fix-it writes there instead
    /// (its message is the suggestion).
    private mutating func error(_ start: Int, _ end: Int, _ code: String, _ message: String, suggestion: String? = nil,
                                replacement: String? = nil) {
        guard diagnostics.count < QueryParser.maxErrors else { return }
        let fix = zip([suggestion].compactMap { $0 }, [replacement].compactMap { $0 }).map { FixIt($0, replacing: range(start, end), with: $1) }
        diagnostics.append(Diagnostic(.error, range: range(start, end), code: code, message, suggestion: suggestion, fixIts: fix))
    }

    /// The next token.
    public mutating func next() -> QueryToken {
        while let c = peek(), c.isWhitespace { index += 1 }
        let start = index
        guard let c = peek() else { return QueryToken(.end, range(index, index)) }
        func single(_ kind: QueryToken.Kind, _ length: Int = 1) -> QueryToken {
            index += length
            return QueryToken(kind, range(start, index))
        }
        switch c {
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case ",": return single(.comma)
        case "[": return single(.leftBracket)
        case "]": return single(.rightBracket)
        case "&":
            if peek(1) == "&" { return single(.and, 2) }
            error(start, start + 1, "query-syntax", "'&' is not an operator", suggestion: "use '&&' for AND", replacement: "&&")
            return single(.and)
        case "|":
            if peek(1) == "|" { return single(.or, 2) }
            error(start, start + 1, "query-syntax", "'|' is not an operator", suggestion: "use '||' for OR", replacement: "||")
            return single(.or)
        case "=":
            if peek(1) == "=" { return single(.op(.equal), 2) }
            index += 1
            return QueryToken(.op(.equal), range(start, index), isSingleEquals: true)
        case "!":
            if peek(1) == "=" { return single(.op(.notEqual), 2) }
            return single(.not)
        case "<": return peek(1) == "=" ? single(.op(.lessOrEqual), 2) : single(.op(.less))
        case ">": return peek(1) == "=" ? single(.op(.greaterOrEqual), 2) : single(.op(.greater))
        case "*": return peek(1) == "*" ? single(.allText, 2) : single(.star)
        case "\"", "'": return lexString(quote: c)
        case "$": return lexTime()
        default:
            if c.isNumber || ((c == "-" || c == "." || c == "+") && (peek(1)?.isNumber ?? false)) { return lexNumber() }
            if c.isLetter || c == "_" {
                while let d = peek(), d.isLetter || d.isNumber || d == "_" { index += 1 }
                return QueryToken(.identifier(String(chars[start..<index])), range(start, index))
            }
            index += 1
            error(start, index, "query-syntax", "unexpected character '\(c)'")
            return QueryToken(.unknown(String(c)), range(start, index))
        }
    }

    private mutating func lexString(quote: Character) -> QueryToken {
        let start = index
        index += 1
        var pieces: [QueryPatternPiece] = []
        var literal = ""
        var closed = false
        while let c = peek() {
            index += 1
            if c == quote { closed = true; break }
            if c == "\\" {
                if let escaped = peek() { literal.append(escaped); index += 1 } else { literal.append("\\") }
            } else if c == "*" || c == "?" {
                pieces.append(.literal(literal)); literal = ""
                pieces.append(c == "*" ? .anyRun : .anyOne)
            } else {
                literal.append(c)
            }
        }
        pieces.append(.literal(literal))
        if !closed {
            error(start, index, "query-unterminated-string", "the string has no closing \(quote)", suggestion: "add \(quote) at the end of the value")
        }
        var modifiers = QueryModifiers()
        while closed, let c = peek(), c.isLetter || c.isNumber {
            if !modifiers.insert(letter: c) {
                error(index, index + 1, "query-unknown-modifier", "'\(c)' is not a string modifier",
                      suggestion: "modifiers are c (case), d (diacritics), w (words) and t (tokens)")
            }
            index += 1
        }
        return QueryToken(.string(QueryPattern(pieces: pieces), modifiers), range(start, index))
    }

    private mutating func lexNumber() -> QueryToken {
        let start = index
        if peek() == "-" || peek() == "+" { index += 1 }
        while let c = peek(), c.isNumber || c == "." { index += 1 }
        if peek() == "e" || peek() == "E", let n = peek(1), n.isNumber || ((n == "-" || n == "+") && (peek(2)?.isNumber ?? false)) {
            index += 2
            while let c = peek(), c.isNumber { index += 1 }
        }
        let text = String(chars[start..<index])
        guard text.allSatisfy({ $0.isASCII }), let value = Double(text) else {
            error(start, index, "query-bad-number", "'\(text.prefix(40))' is not a number")
            return QueryToken(.number(0), range(start, index))
        }
        // The bound the command language puts on numbers (`InputNumber`): past 10^15 a Double no longer holds every
        // whole number, so `==` on such a value would compare neighbours; `1e999` (infinity) lands here too.
        guard value.isFinite, value.magnitude <= InputNumber.largestNumber else {
            error(start, index, "query-bad-number", "'\(text.prefix(40))' is outside the numbers a query compares (±1e15)",
                  suggestion: "write a number from -1e15 to 1e15")
            return QueryToken(.number(0), range(start, index))
        }
        return QueryToken(.number(value), range(start, index))
    }

    private mutating func lexTime() -> QueryToken {
        let start = index
        index += 1
        while let d = peek(), d.isLetter || d.isNumber || d == "_" || d == "." { index += 1 }
        let word = String(chars[(start + 1)..<index])
        let anchors = QueryTimeAnchor.allCases.map { "time." + $0.rawValue } + ["time.iso"]
        guard word.hasPrefix("time.") else {
            error(start, index, "query-unknown-variable", "'$\(word)' is not a variable", suggestion: "the only variable is $time, e.g. $time.today")
            return QueryToken(.time(.now, offset: nil), range(start, index))
        }
        let name = String(word.dropFirst(5))
        if name == "iso" { return lexISO(start: start) }
        guard let anchor = QueryTimeAnchor(rawValue: name) else {
            let guess = Suggestions.closest(to: word, in: anchors)
            error(start, index, "query-unknown-time", "'$\(word)' is not a $time value",
                  suggestion: guess.map { "did you mean '$\($0)'?" } ?? "use $time.now, today, yesterday, this_week, last_week, this_month, this_year or iso(...)",
                  replacement: guess.map { "$" + $0 })
            return QueryToken(.time(.now, offset: nil), range(start, index))
        }
        guard peek() == "(" else { return QueryToken(.time(anchor, offset: nil), range(start, index)) }
        let open = index
        index += 1
        let argStart = index
        while let d = peek(), d != ")", d != "&", d != "|" { index += 1 }
        let arg = String(chars[argStart..<index]).trimmingWhitespace()
        guard peek() == ")" else {
            error(open, index, "query-syntax", "'$time.\(name)(' has no closing ')'")
            return QueryToken(.time(anchor, offset: nil), range(start, index))
        }
        index += 1
        guard let offset = Int(arg.hasPrefix("+") ? String(arg.dropFirst()) : arg), offset.magnitude <= 1_000_000_000 else {
            let digits = arg.drop { $0 == "-" || $0 == "+" }
            let outside = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            error(argStart, max(argStart + 1, index - 1), "query-bad-time-offset",
                  outside ? "'\(arg.prefix(40))' is outside the offsets $time takes (±1,000,000,000)" : "'\(arg.prefix(40))' is not a whole-number offset",
                  suggestion: "write e.g. $time.today(-10)")
            return QueryToken(.time(anchor, offset: nil), range(start, index))
        }
        return QueryToken(.time(anchor, offset: offset), range(start, index))
    }

    private mutating func lexISO(start: Int) -> QueryToken {
        guard peek() == "(" else {
            error(start, index, "query-syntax", "$time.iso needs a date in parentheses", suggestion: "write $time.iso(2026-01-05T09:00:00Z)")
            return QueryToken(.iso(""), range(start, index))
        }
        index += 1
        var text = ""
        var quote: Character?
        if let q = peek(), q == "\"" || q == "'" { quote = q; index += 1 }
        while let d = peek(), d != ")" || quote != nil {
            index += 1
            if let q = quote, d == q { quote = nil; continue }
            text.append(d)
        }
        guard peek() == ")" else {
            error(start, index, "query-syntax", "'$time.iso(' has no closing ')'")
            return QueryToken(.iso(text), range(start, index))
        }
        index += 1
        return QueryToken(.iso(text.trimmingWhitespace()), range(start, index))
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        let chars = Array(self)
        guard let first = chars.firstIndex(where: { !$0.isWhitespace }), let last = chars.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(chars[first...last])
    }
}
