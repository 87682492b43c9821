import Script

/// `textDocument/semanticTokens/full`: the highlighter's spans in LSP's relative encoding, with the legend the server
/// advertises (standard token types, so every theme colours them).
enum SemanticTokens {
    /// The token type each kind is sent as.
    static func type(of kind: SyntaxKind) -> String {
        switch kind {
        case .command: return "function"
        case .option: return "parameter"
        case .string: return "string"
        case .queryOperator: return "operator"
        case .comment: return "comment"
        case .expectation: return "keyword"
        case .number: return "number"
        case .headerKey: return "property"
        case .section: return "namespace"
        case .attribute: return "variable"
        }
    }

    /// The legend's token types, in the order their indices refer to.
    static let tokenTypes: [String] = SyntaxKind.allCases.map(type(of:))

    /// The legend as advertised in `initialize`.
    static var legend: JSONValue {
        ["tokenTypes": .array(tokenTypes.map(JSONValue.string)), "tokenModifiers": []]
    }

    /// The spans (in line and column order) as LSP's flat `data`: for each, the line delta, the start delta (from the
    /// previous token on the same line), the length, the type and no modifiers; lengths and starts count in `encoding`.
    /// Walks each line once, however many spans it has.
    static func encode(_ spans: [SyntaxSpan], lines: [String], encoding: PositionEncoding) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(spans.count * 5)
        var previousLine = 0, previousStart = 0
        var i = 0
        while i < spans.count {
            let lineIndex = spans[i].line - 1
            let text = lineIndex >= 0 && lineIndex < lines.count ? lines[lineIndex] : ""
            var cursor = text.startIndex
            var column = 1, units = 0
            func advance(to target: Int) {
                while column < target, cursor < text.endIndex {
                    units += encoding.units(of: text[cursor])
                    cursor = text.index(after: cursor)
                    column += 1
                }
            }
            while i < spans.count, spans[i].line - 1 == lineIndex {
                let span = spans[i]
                i += 1
                advance(to: span.column)
                let start = units
                advance(to: span.column + span.length)
                guard units > start, let type = tokenTypes.firstIndex(of: type(of: span.kind)) else { continue }
                data += [lineIndex - previousLine, lineIndex == previousLine ? start - previousStart : start, units - start, type, 0]
                previousLine = lineIndex
                previousStart = start
            }
        }
        return data
    }
}

extension PositionEncoding {
    /// The number of code units one character takes in this encoding.
    func units(of character: Character) -> Int {
        switch self {
        case .utf16: return character.utf16.count
        case .utf8: return character.utf8.count
        case .utf32: return character.unicodeScalars.count
        }
    }
}

extension LanguageServer {
    /// `textDocument/semanticTokens/full`: commands, expectations, options, strings, numbers, comments, header keys,
    /// sections and the operators, strings and attributes inside query strings, from the current parse.
    func semanticTokens(_ params: TextDocumentParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let file = currentAnalysis(doc).file
        let spans = SyntaxHighlighter(registry: runner.registry).spans(file)
        return ["data": .array(SemanticTokens.encode(spans, lines: doc.lines, encoding: encoding).map(JSONValue.int))]
    }
}
