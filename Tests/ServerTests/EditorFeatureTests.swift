import Testing
@testable import Server

/// Folding ranges, semantic tokens and signature help.
@Suite struct EditorFeatureTests {
    let uri = "file:///features.scenario"

    @Test func advertised() {
        let caps = LanguageServer(catalog: .init([])).handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]).last?["result"]?["capabilities"]
        #expect(caps?["foldingRangeProvider"] == true)
        #expect(caps?["semanticTokensProvider"]?["full"] == true)
        #expect(caps?["semanticTokensProvider"]?["legend"]?["tokenTypes"]?.arrayValue?.contains("operator") == true)
        #expect(caps?["signatureHelpProvider"]?["triggerCharacters"] == [" "])
    }

    @Test func foldsSectionsHeaderCommentsAndMultiLineCommands() {
        let h = ServerHarness()
        _ = h.open(uri, """
        title: T 🎉
        tags: a

        # one
        # two
        ## Setup
        device add "📱" \\
            --platform ios
        > added iOS 18.0 device '📱' (UTC)

        ## Check 日本
        expect spotlight count == 0

        """)
        let ranges = h.request("textDocument/foldingRange", ServerHarness.at(uri)).response["result"]?.arrayValue ?? []
        let pairs = ranges.map { [$0["startLine"]?.intValue ?? -1, $0["endLine"]?.intValue ?? -1] }
        #expect(pairs == [[0, 1], [3, 4], [5, 8], [6, 8], [10, 11]])
        #expect(ranges[1]["kind"] == "comment")
        #expect(ranges[2]["kind"] == "region")
    }

    /// Absolute (line, start, length, type name) tuples from the relative encoding.
    func decode(_ data: [Int]) -> [[String]] {
        var out: [[String]] = []
        var line = 0, start = 0
        for i in stride(from: 0, to: data.count - 4, by: 5) {
            if data[i] != 0 { start = 0 }
            line += data[i]
            start += data[i + 1]
            out.append([String(line), String(start), String(data[i + 2]), SemanticTokens.tokenTypes[data[i + 3]]])
        }
        return out
    }

    func tokens(_ h: ServerHarness) -> [[String]] {
        let data = h.request("textDocument/semanticTokens/full", ServerHarness.at(uri)).response["result"]?["data"]?.arrayValue ?? []
        return decode(data.compactMap(\.intValue))
    }

    @Test func semanticTokensInUTF16AndUTF8() {
        let text = "title: 日本 🎉\n## Setup\n# note\ndevice add \"📱 phone\" --platform ios # 日本\nclock advance 31d\n"
            + "expect query 'title == \"🎉\"c && n > 2' count == 1\nspotlight query title == \"日本\" --fetch title\n"
        for (encodings, phoneLength, commentStart, queryOffsets) in [(nil as [String]?, 10, 37, [14, 20, 23, 29, 32, 34, 36]),
                                                                      (["utf-8"], 12, 39, [14, 20, 23, 31, 34, 36, 38])] {
            let h = ServerHarness(offer: encodings)
            _ = h.open(uri, text)
            let found = tokens(h)
            #expect(found.contains(["0", "0", "6", "property"]))
            #expect(found.contains(["1", "0", "8", "namespace"]))
            #expect(found.contains(["2", "0", "6", "comment"]))
            #expect(found.contains(["3", "0", "6", "function"]) && found.contains(["3", "7", "3", "function"]))   // device add
            #expect(found.contains(["3", "11", String(phoneLength), "string"]))
            #expect(found.contains(["3", String(11 + phoneLength + 1), "10", "parameter"]))
            #expect(found.contains(["3", String(commentStart), encodings == nil ? "4" : "8", "comment"]))
            #expect(found.contains(["4", "14", "3", "number"]))             // 31d
            #expect(found.contains(["5", "0", "6", "keyword"]) && found.contains(["5", "7", "5", "keyword"]))     // expect query
            // Inside the quoted query: title == "🎉"c && n > 2, then count == 1 outside it.
            let line5 = found.filter { $0[0] == "5" }
            #expect(line5.map { Int($0[1]) ?? -1 }.dropFirst(2).prefix(7) == queryOffsets[...], "\(line5)")
            #expect(line5.map { $0[3] }.dropFirst(2).prefix(7) == ["variable", "operator", "string", "operator", "variable", "operator", "number"])
            #expect(line5.suffix(2).map { $0[3] } == ["operator", "number"])
            let line6 = found.filter { $0[0] == "6" }.map { $0[3] }
            #expect(line6 == ["function", "function", "variable", "operator", "string", "parameter"])
        }
    }

    func signature(_ h: ServerHarness, _ line: Int, _ character: Int) -> JSONValue? {
        h.request("textDocument/signatureHelp", ServerHarness.at(uri, line, character)).response["result"]
    }

    @Test func signatureHelpFromTheRegistry() {
        let h = ServerHarness()
        _ = h.open(uri, "device add 📱 --platform ios\n# device add\nhe\nexpect spotlight count == 0\n")
        let help = signature(h, 0, 11)
        let sig = help?["signatures"]?.arrayValue?.first
        #expect(sig?["label"] == "device add NAME [--platform ios|macos] [--os TEXT] [--timezone TEXT]")
        #expect(sig?["parameters"]?.arrayValue?.first?["label"] == [11, 15])
        #expect(sig?["parameters"]?.arrayValue?.count == 4)
        #expect(help?["activeParameter"] == 0)
        #expect(signature(h, 0, 14)?["activeParameter"] == 1)          // after the emoji (2 UTF-16 units): on --platform
        #expect(signature(h, 0, 26)?["activeParameter"] == 1)          // on its value
        #expect(signature(h, 0, 5) == .null)                           // inside the command words
        #expect(signature(h, 1, 5) == .null)                           // a comment
        #expect(signature(h, 2, 2) == .null)                           // not a command yet
        #expect(signature(h, 3, 24)?["activeParameter"] == 0)          // expect spotlight count [TEXT] [OP VALUE]…
        let expectSig = signature(h, 3, 24)?["signatures"]?.arrayValue?.first
        #expect(expectSig?["label"]?.stringValue?.contains("[OP VALUE]") == true)
    }

    @Test func signatureLabelOffsetsCountTheEncoding() {
        let h = ServerHarness(offer: ["utf-8"])
        _ = h.open(uri, "spotlight query title == \"x\" --fetch title\n")
        let sig = signature(h, 0, 16)?["signatures"]?.arrayValue?.first
        let label = sig?["label"]?.stringValue ?? ""
        // '[--fetch A,B,…]' holds a three-byte ellipsis: it ends, and the next parameter starts, two bytes later than in UTF-16.
        let params = sig?["parameters"]?.arrayValue ?? []
        #expect(label.hasPrefix("spotlight query QUERY [--device TEXT] [--app TEXT] [--fetch A,B,…] [--filter TEXT]"))
        #expect(params.first?["label"] == [16, 21])
        #expect(params.count == 6)
        #expect(params.count > 4 && params[3]["label"] == [51, 68] && params[4]["label"] == [69, 84])
        #expect(signature(h, 0, 16)?["activeParameter"] == 0)
        #expect(signature(h, 0, 32)?["activeParameter"] == 3)          // on --fetch: 1 argument, then device, app, fetch
    }
}

@Suite struct EditorFeatureScaleTests {
    /// Many filters on one line and many lines: every feature walks the text once (this would not finish if quadratic).
    @Test func largeDocumentsStayLinear() {
        let h = ServerHarness()
        let filters = (0..<3_000).map { "--filter 'title == \"n\($0) 日本\"c'" }.joined(separator: " ")
        let lines = (0..<5_000).map { "spotlight index n\($0) --title \"🎉 \($0)\"" }.joined(separator: "\n")
        _ = h.open("file:///big.scenario", "device add phone\napp install com.example.notes\n" + lines + "\nspotlight search x " + filters + "\n")
        let data = h.request("textDocument/semanticTokens/full", ServerHarness.at("file:///big.scenario")).response["result"]?["data"]?.arrayValue ?? []
        #expect(data.count > 5 * 3_000 * 3)
        let folds = h.request("textDocument/foldingRange", ServerHarness.at("file:///big.scenario")).response["result"]?.arrayValue
        #expect(folds?.isEmpty == true)
        let fix = h.request("textDocument/codeAction", ["textDocument": ["uri": "file:///big.scenario"], "context": ["diagnostics": []],
                                                         "range": ["start": ["line": 0, "character": 0], "end": ["line": 5_003, "character": 0]]])
        #expect(fix.response["result"]?.arrayValue?.isEmpty == true)
        let sections = "help\n" + (0..<3_000).map { "## S\($0) 🎉\nhelp\n# c\nhelp device" }.joined(separator: "\n") + "\n"
        _ = h.open("file:///sections.scenario", sections)
        let symbols = h.request("textDocument/documentSymbol", ServerHarness.at("file:///sections.scenario")).response["result"]?.arrayValue ?? []
        #expect(symbols.count == 3_001 && symbols.dropFirst().allSatisfy { $0["children"]?.arrayValue?.count == 2 })
        let help = h.request("textDocument/signatureHelp", ServerHarness.at("file:///big.scenario", 5_002, 30_000)).response["result"]
        #expect(help?["activeParameter"] == 5)   // a filter: TEXT, then device, app, max, suggestions, filter
    }
}
