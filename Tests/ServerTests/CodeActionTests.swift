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
            #expect(fix?["newText"] == "--platform=macos")
            #expect(fix?["range"]?["start"]?["character"] == .int(start))
        }
    }

    @Test func diagnosticsFromTheClientAreFixedToo() {
        let h = ServerHarness()
        _ = h.open(uri, "device select phne\ntask complete \"Einkaufn\"\n")
        let runtime: [JSONValue] = [
            ["range": ["start": ["line": 0, "character": 14], "end": ["line": 0, "character": 18]], "message": "no device named 'phne'",
             "data": ["suggestion": "did you mean 'phone'?"]],
            // A client that drops `data` still sends the message with the suggestion in it.
            ["range": ["start": ["line": 1, "character": 14], "end": ["line": 1, "character": 24]],
             "message": "no task \"Einkaufn\" (did you mean \"Einkaufen\"?)"],
            ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 4]], "message": "no suggestion here"],
        ]
        let found = actions(h, 0, 0, 1, 30, diagnostics: runtime)
        #expect(found.compactMap { edit($0)?["newText"]?.stringValue } == ["phone", "\"Einkaufen\""])
    }

    @Test func queryOperatorsInsideAQuotedQuery() {
        let h = ServerHarness()
        _ = h.open(uri, "expect query 'title = \"日本\" & n == 1' count == 1\n")
        let found = actions(h, 0, 0, 0, 40)
        // The first query error is the lexer's: a single '&' after '"日本"' (four UTF-16 units).
        #expect(found.compactMap { edit($0)?["newText"]?.stringValue } == ["&&"], "\(found)")
        #expect(edit(found.first)?["range"] == ["start": ["line": 0, "character": 27], "end": ["line": 0, "character": 28]])
    }

    @Test func suggestionsReadFromTheirText() {
        #expect(QuickFix.suggestedText("did you mean 'device'? (type 'help' for the list)") == "device")
        #expect(QuickFix.suggestedText("did you mean '**' (every searchable text attribute)?") == "**")
        #expect(QuickFix.suggestedText("did you mean 'Bob's list'?") == "Bob's list")
        #expect(QuickFix.suggestedText("did you mean \"日本 🎉\"?") == "日本 🎉")
        #expect(QuickFix.suggestedText("type 'help' to list the commands") == nil)
        #expect(QuickFix.suggestedText("use '=='") == "==")
        #expect(QuickFix.suggestedText("use '&&' for AND") == "&&")
        #expect(QuickFix.suggestedText("use '!=' (for example title != \"Paris\"), or enable allowsNot") == nil)
        #expect(QuickFix.replacement(suggested: "device list", replacing: "lsit", before: "device ") == "list")
        #expect(QuickFix.replacement(suggested: "help device", replacing: "devcie", before: "help  ") == "device")
        #expect(QuickFix.replacement(suggested: "widgets add", replacing: "wigdets", before: "") == "widgets add")
        #expect(QuickFix.replacement(suggested: "help", replacing: "help", before: "") == nil)
    }
}
