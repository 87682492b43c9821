import LimelightCore

extension LanguageServer {
    /// `textDocument/codeAction`: a quick fix (kind `quickfix`) for every diagnostic in the range that carries a
    /// "did you mean …" suggestion, replacing the diagnostic's range. Reads the diagnostics the client sends (which
    /// include a run's) and the current parse's, so a client that sends none still gets the parser's fixes.
    func codeActions(_ params: Params) throws -> JSONValue {
        let doc = try document(params)
        guard let range = LSPRange(json: params.value["range"]) else {
            throw RPCError.invalidParams("'range' needs 'start' and 'end' with non-negative whole 'line' and 'character'")
        }
        if let only = params.value["context"]?["only"]?.arrayValue?.compactMap(\.stringValue),
           !only.contains(where: { $0 == "quickfix" || $0.isEmpty }) {
            return []
        }
        let sent = params.value["context"]?["diagnostics"]?.arrayValue ?? []
        let parsed = currentAnalysis(doc).diagnostics.filter { d in
            guard let r = LSPRange(json: d["range"]) else { return false }
            return !Self.before(r.end, range.start) && !Self.before(range.end, r.start)
        }
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        var seen: Set<String> = []
        var actions: [(key: String, action: JSONValue)] = []
        for diagnostic in sent + parsed {
            guard let fix = quickFix(for: diagnostic, in: doc, converter) else { continue }
            let key = fix.range.serialized + "\u{0}" + fix.newText
            guard seen.insert(key).inserted else { continue }
            let edit: JSONValue = ["range": fix.range, "newText": .string(fix.newText)]
            actions.append((key, ["title": .string("Replace with '\(fix.newText)'"), "kind": "quickfix", "isPreferred": true,
                                  "diagnostics": [diagnostic],
                                  "edit": ["changes": .object([doc.uri: [edit]])]]))
        }
        return .array(actions.sorted { $0.key < $1.key }.map(\.action))
    }

    /// The edit a diagnostic's suggestion makes: its one-line range and the replacement text; nil when it has none.
    private func quickFix(for diagnostic: JSONValue, in doc: Document, _ converter: PositionConverter) -> (range: JSONValue, newText: String)? {
        guard let suggestion = diagnostic["data"]?["suggestion"]?.stringValue ?? diagnostic["message"]?.stringValue,
              let suggested = QuickFix.suggestedText(suggestion),
              let rangeValue = diagnostic["range"], let range = LSPRange(json: rangeValue),
              range.start.line == range.end.line, range.start.line < doc.lines.count else { return nil }
        let line = doc.lines[range.start.line]
        let start = converter.location(range.start).column, end = converter.location(range.end).column
        guard start <= end, end <= line.count + 1 else { return nil }
        let before = String(line.prefix(start - 1))
        let original = String(line.dropFirst(start - 1).prefix(end - start))
        guard let newText = QuickFix.replacement(suggested: suggested, replacing: original, before: before) else { return nil }
        return (rangeValue, newText)
    }

    /// Whether position `a` comes strictly before `b`.
    static func before(_ a: LSPPosition, _ b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}
