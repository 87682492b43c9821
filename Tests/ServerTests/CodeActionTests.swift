import Testing
@testable import Server

@Suite struct CodeActionTests {
    let uri = "file:///fix.scenario"

    func actions(_ h: ServerHarness, _ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, diagnostics: [JSONValue] = [], only: [String]? = nil) -> [JSONValue] {
        var context: [String: JSONValue] = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = .array(only.map(JSONValue.string)) }
        let params: JSONValue = ["textDocument": ["uri": .string(uri)], "context": .object(context),
                                 "range": ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]]]
        return h.request("textDocument/codeAction", params).response["result"]?.arrayValue ?? []
    }

    func edit(_ action: JSONValue?) -> JSONValue? { action?["edit"]?["changes"]?[uri]?.arrayValue?.first }

    @Test func advertised() {
        let caps = LanguageServer(catalog: .init([])).handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]).last?["result"]?["capabilities"]
        #expect(caps?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
    }

    @Test func misspelledCommandGetsAQuickFix() {
        let h = ServerHarness()
        _ = h.open(uri, "title: Grüße 🎉\nhepl device\n")
        let found = actions(h, 1, 0, 1, 0)
        #expect(found.count == 1)
        #expect(found.first?["kind"] == "quickfix")
        #expect(found.first?["title"] == "Replace with 'help'")
        #expect(found.first?["diagnostics"]?.arrayValue?.first?["code"] == "unknown-command")
        #expect(edit(found.first) == ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 4]], "newText": "help"])
        #expect(actions(h, 0, 0, 0, 3).isEmpty)                 // nothing to fix on the header line
        #expect(actions(h, 1, 0, 1, 0, only: ["refactor"]).isEmpty)
        #expect(actions(h, 1, 0, 1, 0, only: ["quickfix"]).count == 1)
    }

    @Test func optionAfterAnEmojiInBothEncodings() {
        for (encodings, start) in [(nil as [String]?, 14), (["utf-8"], 16)] {
            let h = ServerHarness(offer: encodings)
            _ = h.open(uri, "device add 📱 --platfrm=macos\n")
            let fix = edit(actions(h, 0, 16, 0, 16).first)
            #expect(fix?["newText"] == "--platform")   // the name only: "=macos" stays as written
            #expect(fix?["range"]?["start"]?["character"] == .int(start))
        }
    }

    @Test func diagnosticsFromTheClientAreFixedFromTheirFixItsNotTheirWords() {
        let h = ServerHarness()
        _ = h.open(uri, "device select phne\ntask complete \"Einkaufn\"\n")
        func fixIt(_ l: Int, _ c1: Int, _ c2: Int, _ text: String) -> JSONValue {
            ["fixIts": [["message": "whatever the words", "edits": [["range": ["start": ["line": .int(l), "character": .int(c1)],
                                                                               "end": ["line": .int(l), "character": .int(c2)]],
                                                                     "newText": .string(text)]]]]]
        }
        let runtime: [JSONValue] = [
            // Reworded: the message says nothing of a suggestion, the fix-it is still offered.
            ["range": ["start": ["line": 0, "character": 14], "end": ["line": 0, "character": 18]], "message": "gibt es nicht",
             "data": fixIt(0, 14, 18, "phone")],
            // A message that reads like a suggestion, with no fix-it: no quick fix (the text is never read).
            ["range": ["start": ["line": 1, "character": 14], "end": ["line": 1, "character": 24]],
             "message": "no task \"Einkaufn\" (did you mean \"Einkaufen\"?)", "data": ["suggestion": "did you mean 'Einkaufen'?"]],
            ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 4]], "message": "no suggestion here"],
        ]
        let found = actions(h, 0, 0, 1, 30, diagnostics: runtime)
        #expect(found.compactMap { edit($0)?["newText"]?.stringValue } == ["phone"])
    }

    @Test func theParsersFixItsTravelAsDataWithTheSameWords() {
        let h = ServerHarness()
        let out = h.open(uri, "device add phone --platfrm=macos\n")
        let d = ServerHarness.diagnostics(out).first
        #expect(d?["message"] == "unknown option '--platfrm' for 'device add' (did you mean '--platform'?)")
        #expect(d?["data"]?["fixIts"]?.arrayValue?.first?["message"] == "did you mean '--platform'?")
        #expect(d?["data"]?["fixIts"]?.arrayValue?.first?["edits"] == [["range": ["start": ["line": 0, "character": 17], "end": ["line": 0, "character": 26]],
                                                                           "newText": "--platform"]])
    }

    @Test func closingADocumentLeavesNoTrace() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        _ = h.open(uri, "hepl\n")
        _ = h.open("file:///other.scenario", "help\n")
        _ = h.server.analyzePending()
        _ = h.change(uri, version: 2, [ServerHarness.edit(0, 0, 0, 0, "x")])   // stale again, an edition bumped
        #expect(h.server.documents.record(uri)?.parse != nil)
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(h.server.documents.record(uri) == nil)
        #expect(h.server.documents.editions.latest(uri) == nil)
        #expect(h.server.documents.uris == ["file:///other.scenario"])
        #expect(h.server.pendingAnalysisJobs().isEmpty)   // the closed one is not stale any more
    }

    @Test func badParamsAreLocatedInvalidParamsErrors() {
        let h = ServerHarness()
        _ = h.open(uri, "help\n")
        let missing = h.request("textDocument/hover", ["textDocument": ["uri": .string(uri)]]).response["error"]
        #expect(missing?["code"] == -32602)
        #expect(missing?["message"] == "Invalid params: 'position' must be an object")
        let wrong = h.request("textDocument/documentSymbol", ["textDocument": ["uri": 3]]).response["error"]
        #expect(wrong?["message"] == "Invalid params: 'uri' must be a string")
        let range = h.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": "x"]).response["error"]
        #expect(range?["message"] == "Invalid params: 'range' needs 'start' and 'end' with non-negative whole 'line' and 'character'")
    }

    @Test func queryOperatorsInsideAQuotedQuery() {
        let h = ServerHarness()
        _ = h.open(uri, "expect query 'title = \"日本\" & n == 1' count == 1\n")
        let found = actions(h, 0, 0, 0, 40)
        // The first query error is the lexer's: a single '&' after '"日本"' (four UTF-16 units).
        #expect(found.compactMap { edit($0)?["newText"]?.stringValue } == ["&&"], "\(found)")
        #expect(edit(found.first)?["range"] == ["start": ["line": 0, "character": 27], "end": ["line": 0, "character": 28]])
    }
}
