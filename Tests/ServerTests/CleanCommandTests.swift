import Testing
@testable import Server

/// The server's scan makes no step of a command without diagnostics (`ScriptParser.scan`'s `cleanCommand`): such a
/// command is kept as its lines and made again when a feature needs it. Every feature answers as it does on a parse
/// that made every step, before and after edits, whatever the line ends.
@Suite struct CleanCommandTests {
    /// A document with continuations, golden output, sections, an error, comments and blank lines, its lines ended by `end`.
    static func text(_ end: String) -> String {
        ["title: lazy", "", "device add phone", "app install focusblox", "## setup",
         "spotlight index n1 --title \"One\" \\", "   --keywords a,b", "> indexed n1", "clock advance 1s", ">  now: later", ">",
         "spotlight serch x", "# a comment", "## later", "spotlight search \"One\" --max 3", "expect spotlight count >= 0", ""]
            .joined(separator: end)
    }

    /// What the features say of a document, as text.
    static func answers(_ h: ServerHarness, _ uri: String, lines: Int) -> [String] {
        var out: [String] = []
        for method in ["textDocument/semanticTokens/full", "textDocument/documentSymbol", "textDocument/foldingRange",
                       "textDocument/formatting", "textDocument/codeLens"] {
            var params = ServerHarness.at(uri)
            if method == "textDocument/formatting", case .object(var o) = params {
                o["options"] = ["tabSize": 4, "insertSpaces": true]
                params = .object(o)
            }
            out.append("\(method) \(h.request(method, params).response["result"]?.serialized ?? "none")")
        }
        for line in 0..<lines {
            for character in [0, 2, 12, 22] {
                let hover = h.request("textDocument/hover", ServerHarness.at(uri, line, character)).response["result"]
                let completion = h.request("textDocument/completion", ServerHarness.at(uri, line, character)).response["result"]?["items"]?.arrayValue
                let help = h.request("textDocument/signatureHelp", ServerHarness.at(uri, line, character)).response["result"]
                out.append("\(line):\(character) hover \(hover?.serialized ?? "none") completion \(completion?.count ?? -1) help \(help?.serialized ?? "none")")
            }
        }
        let actions = h.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "context": ["diagnostics": []],
                                                            "range": ["start": ["line": 0, "character": 0], "end": ["line": .int(lines), "character": 0]]])
        out.append("actions \(actions.response["result"]?.serialized ?? "none")")
        return out
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func featuresOnCommandsKeptAsTheirLinesAnswerAsAFreshParseDoes(end: String) throws {
        let uri = "file:///lazy.scenario"
        let h = ServerHarness()
        let opened = ServerHarness.diagnostics(h.open(uri, Self.text(end)))
        #expect(opened.count == 1 && opened.first?["range"]?["start"]?["line"] == 11, "\(opened)")
        let record = try #require(h.server.documents.record(uri))
        let parsed = try #require(record.analysis?.parsed)
        // Every command but the misspelt one is kept as its lines.
        let kept = parsed.chunks.flatMap { $0.run.items }.filter { $0.isStep }
        #expect(kept.count == 7 && kept.filter { $0.kept == nil }.count == 6)
        IncrementalParseTests.expectSameAsFullParse(parsed, record.document, h, "opened")

        let first = Self.answers(h, uri, lines: 17)
        #expect(first.contains { $0.hasPrefix("5:2 hover") && $0.contains("usage: spotlight index") }, "hover on a kept command")
        #expect(first.contains { $0.hasPrefix("actions") && $0.contains("spotlight search") }, "the misspelt command's fix")
        #expect(first.contains { $0.hasPrefix("textDocument/documentSymbol") && $0.contains("clock advance 1s") })

        // Edits: a kept command's line changed (and its output), a line added above the others, the error fixed.
        _ = h.change(uri, version: 2, [ServerHarness.edit(8, 14, 8, 16, "2s")])
        _ = h.change(uri, version: 3, [ServerHarness.edit(2, 0, 2, 0, "clock advance 5s" + end)])
        let fixed = ServerHarness.diagnostics(h.change(uri, version: 4, [ServerHarness.edit(12, 10, 12, 15, "search")]))
        #expect(fixed.isEmpty, "\(fixed)")
        let edited = try #require(h.server.documents[uri])
        let now = try #require(h.server.documents.record(uri)?.analysis?.parsed)
        #expect(now.chunks.flatMap { $0.run.items }.allSatisfy { !$0.isStep || $0.kept == nil }, "every command kept as its lines")
        IncrementalParseTests.expectSameAsFullParse(now, edited, h, "edited")

        // The same text opened whole in a fresh server answers alike.
        let fresh = ServerHarness()
        _ = fresh.open(uri, edited.text)
        #expect(Self.answers(h, uri, lines: 18) == Self.answers(fresh, uri, lines: 18))
        #expect(edited.lines[9] == "clock advance 2s")
    }
}
