import LimelightCore

extension LanguageServer {
    /// `textDocument/codeAction`: a quick fix (kind `quickfix`) for every fix-it of every diagnostic in the range. The
    /// fix-its travel as data (`data.fixIts`, made where the suggestion was made: `FixIt`), never read out of a
    /// message's words. Reads the diagnostics the client sends (which include a run's) and the current parse's, so a
    /// client that sends none still gets the parser's fixes.
    func codeActions(_ params: CodeActionParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let range = params.range
        if let only = params.context?.onlyKinds, !only.contains(where: { $0 == "quickfix" || $0.isEmpty }) {
            return []
        }
        let sent = params.context?.diagnostics ?? []
        let parsed = currentAnalysis(doc).diagnostics.filter { d in
            guard let r = LSPRange(json: d["range"]) else { return false }
            return !Self.before(r.end, range.start) && !Self.before(range.end, r.start)
        }
        var seen: Set<String> = []
        var actions: [(key: String, action: JSONValue)] = []
        for diagnostic in sent + parsed {
            let fixIts = diagnostic["data"]?["fixIts"]?.arrayValue ?? []
            for fixIt in fixIts {
                guard let edits = fixIt["edits"]?.arrayValue, !edits.isEmpty,
                      edits.allSatisfy({ LSPRange(json: $0["range"]) != nil && $0["newText"]?.stringValue != nil }) else { continue }
                let key = edits.map { ($0["range"]?.serialized ?? "") + "\u{0}" + ($0["newText"]?.stringValue ?? "") }.joined(separator: "\u{1}")
                guard seen.insert(key).inserted else { continue }
                let title = edits.count == 1 ? "Replace with '\(edits[0]["newText"]?.stringValue ?? "")'" : fixIt["message"]?.stringValue ?? "Apply fix"
                actions.append((key, ["title": .string(title), "kind": "quickfix", "isPreferred": .bool(fixIts.count == 1),
                                      "diagnostics": [diagnostic],
                                      "edit": ["changes": .object([doc.uri: .array(edits)])]]))
            }
        }
        return .array(actions.sorted { $0.key < $1.key }.map(\.action))
    }

    /// A core diagnostic's fix-its as LSP data: each a message and its edits (`range` in the negotiated encoding, `newText`).
    static func lspFixIts(_ fixIts: [FixIt], _ converter: PositionConverter) -> JSONValue {
        .array(fixIts.map { fix in
            ["message": .string(fix.message),
             "edits": .array(fix.edits.map { ["range": converter.range($0.range), "newText": .string($0.replacement)] })]
        })
    }

    /// Whether position `a` comes strictly before `b`.
    static func before(_ a: LSPPosition, _ b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}
