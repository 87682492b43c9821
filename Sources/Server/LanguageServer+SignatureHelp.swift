import LimelightCore
import Script

extension LanguageServer {
    /// `textDocument/signatureHelp`: the usage line of the command on the cursor's line (from the one registry) as the
    /// signature, its arguments, `[OP VALUE]` of an expectation and its options as parameters, and the one the cursor
    /// is on (or about to type) as active. Null off a command line or before its words name a command.
    func signatureHelp(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let position = params.position.value
        guard position.line < doc.lines.count else { return .null }
        let lineText = doc.lines[position.line]
        let trimmed = lineText.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix(">") { return .null }
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let cursor = converter.location(position).column
        let tokens = Lexer.tokenize(lineText, lineNumber: position.line + 1).tokens
        // A comment after the words: no help inside it.
        if let last = tokens.last, cursor > last.column + last.length, lineText.dropFirst(last.column + last.length - 1).prefix(cursor - last.column - last.length).contains("#") {
            return .null
        }
        guard case .success(let resolved) = runner.registry.resolve(tokens, line: position.line + 1),
              let lastWord = tokens.prefix(resolved.consumed).last, cursor > lastWord.column + lastWord.length - 1 else { return .null }
        let spec = resolved.spec
        let (label, parameters) = Self.signature(spec)
        let active = Self.activeParameter(spec, tokens: Array(tokens.dropFirst(resolved.consumed)), cursor: cursor)
        let parameterInfo: [JSONValue] = parameters.map { p in
            ["label": [.int(encoding.units(label[..<p.range.lowerBound])), .int(encoding.units(label[..<p.range.upperBound]))],
             "documentation": .string(p.help)]
        }
        var signature: [String: JSONValue] = ["label": .string(label), "documentation": .string(spec.summary), "parameters": .array(parameterInfo)]
        if let active { signature["activeParameter"] = .int(active) }
        var result: [String: JSONValue] = ["signatures": [.object(signature)], "activeSignature": 0]
        if let active { result["activeParameter"] = .int(active) }
        return .object(result)
    }

    /// The usage line and where each parameter sits in it: arguments, `[OP VALUE]` for an expectation, then options.
    static func signature(_ spec: CommandSpec) -> (label: String, parameters: [(range: Range<String.Index>, help: String)]) {
        let label = spec.usage
        var parts: [(String, String)] = spec.arguments.map { ($0.usage, $0.help) }
        if spec.takesComparison { parts.append(("[OP VALUE]", "a comparison: ==, !=, <, <=, >, >=, contains or excludes, and the value")) }
        parts += spec.options.map { ($0.usage, $0.help) }
        var from = label.index(label.startIndex, offsetBy: spec.name.count, limitedBy: label.endIndex) ?? label.endIndex
        var parameters: [(range: Range<String.Index>, help: String)] = []
        for (usage, help) in parts {
            guard let found = label.range(of: usage, range: from..<label.endIndex) else { continue }
            parameters.append((found, help))
            from = found.upperBound
        }
        return (label, parameters)
    }

    /// The index of the parameter the cursor (1-based column) is on or about to type, given the tokens after the
    /// command's words: an option's name or value is that option; otherwise the positional argument by count (the last
    /// variadic one keeps counting); nil past the last argument.
    static func activeParameter(_ spec: CommandSpec, tokens: [Token], cursor: Int) -> Int? {
        let optionBase = spec.arguments.count + (spec.takesComparison ? 1 : 0)
        var positional = 0
        var i = 0
        var pendingOption: Int?
        while i < tokens.count {
            let token = tokens[i]
            // Is the cursor at or before this token's end (on it), or before it (in the gap)?
            if cursor <= token.column + token.length {
                if cursor < token.column, let pending = pendingOption { return pending }
                if token.isOption { return optionIndex(spec, token, base: optionBase) }
                if let pending = pendingOption { return pending }
                break
            }
            if token.isOption {
                let index = optionIndex(spec, token, base: optionBase)
                let takesValue = spec.options.first { "--" + $0.name == token.text.split(separator: "=").first.map(String.init) }?.kind != nil
                pendingOption = takesValue && !token.text.contains("=") ? index : nil
            } else if pendingOption != nil {
                pendingOption = nil
            } else {
                positional += 1
            }
            i += 1
        }
        if i == tokens.count, let pending = pendingOption { return pending }
        if spec.takesComparison, positional >= spec.arguments.count { return spec.arguments.count }
        if positional < spec.arguments.count { return positional }
        if let last = spec.arguments.last, last.isVariadic { return spec.arguments.count - 1 }
        return nil
    }

    private static func optionIndex(_ spec: CommandSpec, _ token: Token, base: Int) -> Int? {
        let name = token.text.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        return spec.options.firstIndex { $0.name == name }.map { base + $0 }
    }
}
