import LimelightCore

/// The result of parsing a query string: a tree (with `.invalid` placeholders where it recovered) and diagnostics.
public struct ParsedQuery: Sendable {
    /// The query text as given.
    public var text: String
    /// The syntax tree; nil only for an empty query.
    public var expression: QueryExpression?
    /// Lexer, parser (and, after checking, semantic) diagnostics, in order of position.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A recovering recursive-descent parser: `||` binds loosest, then `&&`, then `!`, then predicates and parentheses.
public struct QueryParser {
    private var tokens: [QueryToken]
    private var position = 0
    private var diagnostics: [Diagnostic]
    private let options: QueryLanguageOptions
    private let textLength: Int
    private var depth = 0

    /// Parses a query string into a tree plus diagnostics; never throws and never traps.
    public static func parse(_ text: String, options: QueryLanguageOptions = .standard) -> ParsedQuery {
        let (tokens, lexDiagnostics) = QueryLexer.tokenize(text)
        var parser = QueryParser(tokens: tokens, diagnostics: lexDiagnostics, options: options, textLength: text.count)
        let expression = parser.parseQuery()
        let sorted = parser.diagnostics.sorted { $0.range.start < $1.range.start }
        return ParsedQuery(text: text, expression: expression, diagnostics: sorted)
    }

    private init(tokens: [QueryToken], diagnostics: [Diagnostic], options: QueryLanguageOptions, textLength: Int) {
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.options = options
        self.textLength = textLength
    }

    private var current: QueryToken { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    /// `replacement`, when given, is the text a fix-it writes over `range` (its message is the suggestion).
    private mutating func error(_ range: SourceRange, _ code: String, _ message: String, suggestion: String? = nil, replacement: String? = nil) {
        // One error per location: recovery would otherwise repeat the same complaint. Errors come in source order, so
        // only the last one can share a location; past `maxErrors` the rest are left out (one error is enough to fix).
        if let last = diagnostics.last, last.severity == .error, last.range.start == range.start { return }
        guard diagnostics.count < Self.maxErrors else { return }
        let fix = zip([suggestion].compactMap { $0 }, [replacement].compactMap { $0 }).map { FixIt($0, replacing: range, with: $1) }
        diagnostics.append(Diagnostic(.error, range: range, code: code, message, suggestion: suggestion, fixIts: fix))
    }

    /// The most diagnostics one query string reports.
    public static let maxErrors = 20
    /// How deeply parentheses and `!` may nest in a query string (SQLite allows 1,000 levels of expression; a
    /// Spotlight query needs a handful).
    public static let maxDepth = 128

    /// Enters one level of nesting; past `maxDepth` it reports a located error, skips the rest of the query and returns false.
    private mutating func enterNesting() -> Bool {
        depth += 1
        guard depth > Self.maxDepth else { return true }
        error(current.range, "query-too-deep", "the query nests deeper than \(Self.maxDepth) levels of '(' or '!'",
              suggestion: "remove redundant parentheses; a query needs only a few levels")
        while current.kind != .end { advance() }
        return false
    }

    private static func describe(_ kind: QueryToken.Kind) -> String {
        switch kind {
        case .identifier(let s): return "'\(s)'"
        case .allText: return "'**'"
        case .star: return "'*'"
        case .string: return "a string"
        case .number: return "a number"
        case .time, .iso: return "a $time value"
        case .op(let o): return "'\(o.rawValue)'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .and: return "'&&'"
        case .or: return "'||'"
        case .not: return "'!'"
        case .unknown(let s): return "'\(s)'"
        case .end: return "the end of the query"
        }
    }

    private mutating func parseQuery() -> QueryExpression? {
        if current.kind == .end {
            error(SourceRange(line: 1, column: 1, length: 1), "query-empty", "the query is empty",
                  suggestion: "write a predicate such as title == \"Paris\"c")
            return nil
        }
        // What follows a stray ')' or a missing operator is parsed on and kept side by side in one flat `.and`: nesting
        // one level per recovery would make the tree as deep as the query is long (and every walk of it recursive).
        var parts = [parseOr()]
        while current.kind != .end {
            if current.kind == .rightParen {
                error(current.range, "query-syntax", "')' has no matching '('")
            } else {
                error(current.range, "query-syntax", "expected '&&' or '||' before \(Self.describe(current.kind))")
            }
            advance()
            if current.kind != .end { parts.append(parseOr()) }
        }
        if parts.count == 1 { return parts[0] }
        return .and(parts.flatMap { if case .and(let inner) = $0 { return inner } else { return [$0] } })
    }

    private mutating func parseOr() -> QueryExpression {
        var items = [parseAnd()]
        while current.kind == .or {
            advance()
            items.append(parseAnd())
        }
        return items.count == 1 ? items[0] : .or(items.flatMap { if case .or(let inner) = $0 { return inner } else { return [$0] } })
    }

    private mutating func parseAnd() -> QueryExpression {
        var items = [parseUnary()]
        while current.kind == .and {
            advance()
            items.append(parseUnary())
        }
        return items.count == 1 ? items[0] : .and(items.flatMap { if case .and(let inner) = $0 { return inner } else { return [$0] } })
    }

    private mutating func parseUnary() -> QueryExpression {
        guard current.kind == .not else { return parsePrimary() }
        let bang = current.range
        guard enterNesting() else { return .invalid(bang) }
        defer { depth -= 1 }
        advance()
        if !options.allowsNot {
            error(bang, "query-no-not", "Spotlight's query language has no NOT operator",
                  suggestion: "use '!=' (for example title != \"Paris\"), or enable allowsNot")
        }
        let inner = parseUnary()
        if case .not(let e) = inner { return e }
        return .not(inner)
    }

    private mutating func parsePrimary() -> QueryExpression {
        let start = current.range
        switch current.kind {
        case .leftParen:
            guard enterNesting() else { return .invalid(start) }
            defer { depth -= 1 }
            advance()
            if current.kind == .rightParen {
                error(current.range, "query-syntax", "empty parentheses", suggestion: "put a predicate between '(' and ')'")
                advance()
                return .invalid(start)
            }
            let inner = parseOr()
            if current.kind == .rightParen { advance() } else {
                error(current.range, "query-syntax", "expected ')' to close the '(' at column \(start.start.column), found \(Self.describe(current.kind))")
            }
            return inner
        case .identifier(let name) where name.lowercased() == "inrange" && tokens[min(position + 1, tokens.count - 1)].kind == .leftParen:
            return parseInRange()
        case .identifier, .allText, .star:
            return parseComparison()
        default:
            error(current.range, "query-syntax", "expected a predicate such as title == \"Paris\", found \(Self.describe(current.kind))")
            return recover(from: start)
        }
    }

    /// Skips to the next `&&`, `||`, `)` or the end, and returns a placeholder covering what was skipped.
    private mutating func recover(from start: SourceRange) -> QueryExpression {
        var end = start
        var depth = 0
        while true {
            switch current.kind {
            case .end: return .invalid(SourceRange(start: start.start, end: end.end))
            case .and where depth == 0, .or where depth == 0: return .invalid(SourceRange(start: start.start, end: end.end))
            case .rightParen where depth == 0: return .invalid(SourceRange(start: start.start, end: end.end))
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            default: break
            }
            end = current.range
            advance()
        }
    }

    private mutating func parseAttribute() -> (QueryAttribute, SourceRange)? {
        let token = current
        switch token.kind {
        case .identifier(let name): advance(); return (.named(MDItemNames.attributeName(for: name)), token.range)
        case .allText: advance(); return (.allText, token.range)
        case .star:
            error(token.range, "query-syntax", "'*' is not an attribute", suggestion: "did you mean '**' (every searchable text attribute)?", replacement: "**")
            advance()
            return (.allText, token.range)
        default:
            error(token.range, "query-syntax", "expected an attribute name, found \(Self.describe(token.kind))")
            return nil
        }
    }

    private mutating func parseComparison() -> QueryExpression {
        let start = current.range
        guard let (attribute, attributeRange) = parseAttribute() else { return recover(from: start) }
        guard case .op(let op) = current.kind else {
            error(current.range, "query-syntax", "expected a comparison operator (==, !=, <, >, <=, >=) after '\(attribute)', found \(Self.describe(current.kind))")
            return recover(from: start)
        }
        if current.isSingleEquals, !options.allowsSingleEquals {
            error(current.range, "query-syntax", "'=' is not an operator", suggestion: "use '=='", replacement: "==")
        }
        advance()
        var bracketModifiers = QueryModifiers()
        if current.kind == .leftBracket {
            let open = current.range
            advance()
            if case .identifier(let letters) = current.kind {
                for letter in letters where !bracketModifiers.insert(letter: letter) {
                    error(current.range, "query-unknown-modifier", "'\(letter)' is not a string modifier",
                          suggestion: "modifiers are c (case), d (diacritics), w (words) and t (tokens)")
                }
                advance()
            }
            if current.kind == .rightBracket { advance() } else {
                error(current.range, "query-syntax", "expected ']' to close the modifiers opened at column \(open.start.column)")
            }
        }
        guard let (value, valueRange) = parseValue() else { return recover(from: start) }
        var finalValue = value
        if !bracketModifiers.isEmpty {
            if case .string(let pattern, let modifiers) = value {
                finalValue = .string(pattern, modifiers.union(bracketModifiers))
            } else {
                error(valueRange, "query-modifier-on-non-string", "modifiers apply only to quoted strings")
            }
        }
        let range = SourceRange(start: start.start, end: valueRange.end)
        return .predicate(QueryPredicate(attribute: attribute, test: .compare(op, finalValue), attributeRange: attributeRange,
                                         valueRange: valueRange, range: range))
    }

    private mutating func parseValue() -> (QueryValue, SourceRange)? {
        let token = current
        switch token.kind {
        case .string(let pattern, let modifiers): advance(); return (.string(pattern, modifiers), token.range)
        case .number(let n): advance(); return (.number(n), token.range)
        case .time(let anchor, let offset): advance(); return (.time(anchor, offset: offset), token.range)
        case .iso(let text): advance(); return (.iso(text), token.range)
        case .identifier(let word):
            error(token.range, "query-unquoted-string", "the value '\(word)' must be quoted", suggestion: "write \"\(word)\"", replacement: "\"\(word)\"")
            advance()
            return (.string(QueryPattern(literal: word), QueryModifiers()), token.range)
        default:
            error(token.range, "query-syntax", "expected a value (a quoted string, a number or $time), found \(Self.describe(token.kind))")
            return nil
        }
    }

    private mutating func parseInRange() -> QueryExpression {
        let start = current.range
        advance()  // InRange
        advance()  // (
        guard let (attribute, attributeRange) = parseAttribute() else { return recover(from: start) }
        var bounds: [(QueryValue, SourceRange)] = []
        for _ in 0..<2 {
            guard current.kind == .comma else {
                error(current.range, "query-syntax", "InRange takes an attribute, a minimum and a maximum separated by ','",
                      suggestion: "write InRange(\(attribute), min, max)")
                return recover(from: start)
            }
            advance()
            guard let bound = parseValue() else { return recover(from: start) }
            bounds.append(bound)
        }
        guard current.kind == .rightParen else {
            error(current.range, "query-syntax", "expected ')' to close InRange, found \(Self.describe(current.kind))")
            return recover(from: start)
        }
        let end = current.range
        advance()
        let valueRange = SourceRange(start: bounds[0].1.start, end: bounds[1].1.end)
        return .predicate(QueryPredicate(attribute: attribute, test: .inRange(bounds[0].0, bounds[1].0), attributeRange: attributeRange,
                                         valueRange: valueRange, range: SourceRange(start: start.start, end: end.end)))
    }
}
