import LimelightCore
import SpotlightQuery

/// What a highlighted span of a scenario is.
public enum SyntaxKind: String, Sendable, CaseIterable {
    /// A command's words (`device add`).
    case command
    /// An `--option`.
    case option
    /// A quoted string, or a string inside a query.
    case string
    /// An operator of a query string (`==`, `&&`, `||`, `!`) or of an expectation's comparison (`==`, `contains`).
    case queryOperator
    /// A `# comment` (a whole line or the end of one).
    case comment
    /// The words of an `expect` command.
    case expectation
    /// A number or a duration (`3`, `1.5`, `31d`).
    case number
    /// A header key (`title:`).
    case headerKey
    /// A `## Section` heading.
    case section
    /// An attribute name inside a query string.
    case attribute
}

/// One highlighted span: 1-based line and character (grapheme) column, length in characters.
public struct SyntaxSpan: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var length: Int
    public var kind: SyntaxKind

    public init(line: Int, column: Int, length: Int, kind: SyntaxKind) {
        self.line = line
        self.column = column
        self.length = length
        self.kind = kind
    }
}

/// Classifies the text of a parsed scenario for highlighting with the one lexer, registry and query lexer the parser
/// uses: one pass, each line tokenized once, spans in order and never overlapping.
public struct SyntaxHighlighter {
    public let registry: CommandRegistry

    public init(registry: CommandRegistry) { self.registry = registry }

    /// Every span of the file, ordered by line and column.
    public func spans(_ file: ScriptFile) -> [SyntaxSpan] {
        var out: [SyntaxSpan] = []
        for (n, role) in file.lineRoles.enumerated() {
            let line = file.lines[n]
            let lineNo = n + 1
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let length = line.count - indent
            switch role {
            case .comment: out.append(SyntaxSpan(line: lineNo, column: indent + 1, length: length, kind: .comment))
            case .section: out.append(SyntaxSpan(line: lineNo, column: indent + 1, length: length, kind: .section))
            case .header:
                if let colon = line.firstIndex(of: ":") {
                    out.append(SyntaxSpan(line: lineNo, column: indent + 1, length: line[..<colon].count - indent + 1, kind: .headerKey))
                }
            case .command(let step):
                out += commandSpans(line, lineNo: lineNo, invocation: file.steps[step].invocation.flatMap { $0.line == lineNo ? $0 : nil },
                                    continued: line.hasSuffix("\\"))
            case .continuation: out += commandSpans(line, lineNo: lineNo, invocation: nil, continued: true, firstLine: false)
            case .blank, .output, .other: break
            }
        }
        return out
    }

    /// The spans of one command line: command (or expectation) words, options, strings, numbers, comparison
    /// operators, query strings split into their own tokens, and a trailing comment.
    func commandSpans(_ line: String, lineNo: Int, invocation: CommandInvocation?, continued: Bool, firstLine: Bool = true) -> [SyntaxSpan] {
        let tokens = Lexer.tokenize(line, lineNumber: lineNo).tokens
        var spans: [SyntaxSpan] = []
        var consumed = 0
        var isExpectation = false
        if firstLine, let invocation {
            // The parse already resolved the command: its words are the line's first tokens.
            consumed = invocation.spec.path.count
            isExpectation = invocation.spec.path.first == "expect"
        } else if firstLine, case .success(let resolved) = registry.resolve(tokens, line: lineNo) {
            consumed = resolved.consumed
            isExpectation = resolved.spec.path.first == "expect"
        } else if firstLine {
            consumed = registry.commandWords(of: tokens).count
            isExpectation = tokens.first?.text == "expect"
        }
        // Query strings: a `.rest` query after the command words, a `query` argument, every `--filter`.
        var queries: [(text: String, placement: QueryPlacement)] = []
        if let invocation, !continued {
            // The line's characters, split once and only for a line that has a query.
            var characters: [Character]?
            func source() -> [Character] {
                if let characters { return characters }
                let split = Array(invocation.source)
                characters = split
                return split
            }
            if let rest = invocation.spec.arguments.first(where: { $0.kind == .rest }), let value = invocation.argument(rest.name),
               let split = try? QueryLine.split(value, line: lineNo, known: invocation.spec.options) {
                queries.append((split.query, QueryPlacement(column: split.column, quoted: split.quoted, in: invocation.source)))
                for filter in split.options["filter"] ?? [] { queries.append((filter.text, QueryPlacement(of: filter, in: source()))) }
            } else if let value = invocation.argument("query") {
                queries.append((value.text, QueryPlacement(of: value, in: source())))
            }
            // Any command's `--filter` is a query (`spotlight query`, `spotlight search`, `expect query`).
            for filter in invocation.declaredOptionValues(named: "filter") { queries.append((filter.text, QueryPlacement(of: filter, in: source()))) }
        }
        let inQueries = queries.flatMap { querySpans($0.text, $0.placement, lineNo: lineNo) }
        let comparison = invocation?.comparison.map(\.opRange.start.column)
        for (i, token) in tokens.enumerated() {
            let kind: SyntaxKind?
            if i < consumed {
                kind = isExpectation ? .expectation : .command
            } else if token.isOption {
                kind = .option
            } else if token.column == comparison || (isExpectation && invocation == nil && !token.isQuoted && ComparisonOperator(rawValue: token.text) != nil) {
                kind = .queryOperator
            } else if token.isQuoted {
                kind = .string
            } else if Self.isNumber(token.text) {
                kind = .number
            } else {
                kind = nil
            }
            if let kind { spans.append(SyntaxSpan(line: lineNo, column: token.column, length: token.length, kind: kind)) }
        }
        let end = tokens.last.map { $0.column + $0.length } ?? 1
        let rest = line.dropFirst(end - 1)
        if let hash = rest.firstIndex(of: "#") {
            let column = end + rest.distance(from: rest.startIndex, to: hash)
            spans.append(SyntaxSpan(line: lineNo, column: column, length: rest[hash...].count, kind: .comment))
        }
        return Self.merge(spans, finer: inQueries)
    }

    /// The spans of a line in column order without overlaps: where a query's own tokens fall inside a word (the quoted
    /// query string), the query's tokens replace the word's span.
    static func merge(_ words: [SyntaxSpan], finer: [SyntaxSpan]) -> [SyntaxSpan] {
        let all = (finer.map { ($0, 0) } + words.map { ($0, 1) }).sorted { ($0.0.column, $0.1) < ($1.0.column, $1.1) }
        var kept: [(span: SyntaxSpan, rank: Int)] = []
        for (span, rank) in all where span.length > 0 {
            if let last = kept.last, span.column < last.span.column + last.span.length {
                guard rank < last.rank else { continue }
                kept.removeLast()
            }
            kept.append((span, rank))
        }
        return kept.map(\.span)
    }

    /// The spans of a query string placed in the line: operators, strings, numbers and attribute names. A quoted
    /// query with `\` escapes (whose columns differ from the line's) stays one string: mapping every token through
    /// the escapes would cost the query's length per token.
    func querySpans(_ text: String, _ placement: QueryPlacement, lineNo: Int) -> [SyntaxSpan] {
        if placement.quoted {
            let end = min(placement.source.count, placement.start + text.count)
            guard placement.start <= end, !placement.source[placement.start..<end].contains("\\") else { return [] }
        }
        return QueryLexer.tokenize(text).tokens.compactMap { token in
            let kind: SyntaxKind
            switch token.kind {
            case .op, .and, .or, .not: kind = .queryOperator
            case .string: kind = .string
            case .number, .time, .iso: kind = .number
            case .identifier, .allText: kind = .attribute
            default: return nil
            }
            return SyntaxSpan(line: lineNo, column: placement.start + token.range.start.column,
                              length: token.range.end.column - token.range.start.column, kind: kind)
        }
    }

    /// Whether a bare word is a number or a duration (`3`, `-1.5`, `31d`, `1h30m`).
    static func isNumber(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "-" || ("0"..."9").contains(first) else { return false }
        return Double(text) != nil || SimDuration.parse(text) != nil
    }
}
