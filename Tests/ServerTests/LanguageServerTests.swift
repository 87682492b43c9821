import Testing
@testable import Server

@Suite struct LanguageServerTests {
    @Test func initializeAdvertisesCapabilitiesAndNegotiatesEncoding() {
        let plain = ServerHarness()
        #expect(plain.server.encoding == .utf16)
        let s = LanguageServer(catalog: .init([]))
        let out = s.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                     "params": ["capabilities": ["general": ["positionEncodings": ["utf-8", "utf-16"]]]]])
        let caps = out.last?["result"]?["capabilities"]
        #expect(caps?["positionEncoding"] == "utf-8")
        #expect(caps?["textDocumentSync"]?["change"] == 2)
        #expect(caps?["executeCommandProvider"]?["commands"] == ["limelight.runScenario"])
    }

    @Test func rpcErrorsAndTheServerGoesOn() {
        let s = LanguageServer(catalog: .init([]))
        #expect(s.handle(body: Array("{not json".utf8)).first?["error"]?["code"] == -32700)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "hover", "params": [:]]).first?["error"]?["code"] == -32002)
        _ = s.handle(message: ["jsonrpc": "2.0", "id": 2, "method": "initialize", "params": [:]])
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 3, "method": "no/such", "params": [:]]).first?["error"]?["code"] == -32601)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 4, "method": "limelight/eval", "params": ["sessionId": 5]]).first?["error"]?["code"] == -32602)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 5, "method": "limelight/eval", "params": "x"]).first?["error"]?["code"] == -32602)
        #expect(s.handle(message: [1, 2]).first?["error"]?["code"] == -32600)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": ["x": 1], "method": "shutdown"]).first?["error"]?["code"] == -32600)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 6, "method": "shutdown"]).first?["result"] == .null)
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 7, "method": "limelight/describe"]).first?["error"]?["code"] == -32600)
        _ = s.handle(message: ["jsonrpc": "2.0", "method": "exit"])
        #expect(s.exitCode == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        let h = ServerHarness()
        _ = h.notify("exit", [:])
        #expect(h.server.exitCode == 1)
    }

    @Test func diagnosticsSquiggleAMisspelledCommandInUTF16() {
        let h = ServerHarness()
        let diags = ServerHarness.diagnostics(h.open("file:///t.scenario", "title: Grüße 🎉\n\n\"🎉\" x\nhepl device\n"))
        #expect(diags.count == 2)
        #expect(diags[1]["range"] == ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 4]])
        #expect(diags[1]["severity"] == 1)
        #expect(diags[1]["message"]?.stringValue?.contains("did you mean 'help'") == true)
        #expect(diags[0]["range"]?["end"]?["character"] == 4)   // "🎉" with quotes: 4 UTF-16 units
        let fixed = h.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.scenario", "version": 2],
                                                        "contentChanges": [["text": "help\n"]]])
        #expect(ServerHarness.diagnostics(fixed).isEmpty)
        #expect(ServerHarness.diagnostics(h.notify("textDocument/didClose", ["textDocument": ["uri": "file:///t.scenario"]])).isEmpty)
    }

    @Test func utf8EncodingCountsBytes() {
        let h = ServerHarness(offer: ["utf-8"])
        let diags = ServerHarness.diagnostics(h.open("file:///t.scenario", "help ä\n\"ä\" hepl\n"))
        #expect(diags.first?["range"]?["end"]?["character"] == 4)   // "ä" with quotes: 4 bytes
    }

    @Test func completionHoverSymbolsAndLens() {
        let h = ServerHarness()
        _ = h.open("file:///c.scenario", "title: T\n## Setup\ndevice add phone\n## Use\nhe\n")
        let doc: JSONValue = ["uri": "file:///c.scenario"]
        let items = h.request("textDocument/completion", ["textDocument": doc, "position": ["line": 4, "character": 2]]).response["result"]?["items"]?.arrayValue ?? []
        let labels = items.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("help"))
        let header = h.request("textDocument/completion", ["textDocument": doc, "position": ["line": 0, "character": 2]]).response["result"]?["items"]?.arrayValue ?? []
        let headerLabels = header.compactMap { $0["label"]?.stringValue }
        #expect(headerLabels.contains("title:"))
        let hover = h.request("textDocument/hover", ["textDocument": doc, "position": ["line": 2, "character": 1]]).response["result"]
        #expect(hover?["contents"]?["value"]?.stringValue?.contains("usage: device add") == true)
        #expect(h.request("textDocument/hover", ["textDocument": doc, "position": ["line": 1, "character": 1]]).response["result"] == .null)
        let symbols = h.request("textDocument/documentSymbol", ["textDocument": doc]).response["result"]?.arrayValue ?? []
        let names = symbols.compactMap { $0["name"]?.stringValue }
        #expect(names == ["Setup", "Use"])
        #expect(symbols.first?["children"]?.arrayValue?.first?["name"] == "device add phone")
        let lens = h.request("textDocument/codeLens", ["textDocument": doc]).response["result"]?.arrayValue?.first
        #expect(lens?["command"]?["command"] == "limelight.runScenario")
        let notOpen = h.request("textDocument/hover", ["textDocument": ["uri": "file:///nope"], "position": ["line": 0, "character": 0]])
        #expect(notOpen.response["error"]?["code"] == -32602)
    }

    @Test func runScenarioPublishesPerStepResults() {
        let h = ServerHarness(files: ["/ws/disk.scenario": "device add phone\nexpect device state == locked\n"], root: "file:///ws")
        let run = h.request("workspace/executeCommand", ["command": "limelight.runScenario", "arguments": ["file:///ws/disk.scenario"]])
        #expect(run.response["result"]?["status"] == "failed")
        let diags = ServerHarness.diagnostics(run.notifications)
        #expect(diags.contains { $0["severity"] == 4 && $0["range"]?["start"]?["line"] == 0 })
        #expect(diags.contains { $0["severity"] == 1 && $0["range"]?["start"]?["line"] == 1 && $0["code"] == "step-failed" })
        _ = h.open("file:///ok.scenario", "help\n")
        let ok = h.request("workspace/executeCommand", ["command": "limelight.runScenario", "arguments": ["file:///ok.scenario"]])
        #expect(ok.response["result"]?["status"] == "passed")
        let bad = h.request("workspace/executeCommand", ["command": "limelight.other", "arguments": []])
        #expect(bad.response["error"]?["code"] == -32602)
    }

    @Test func sessionsOpenEvalCompleteDescribeClose() {
        let h = ServerHarness()
        let open = h.request("limelight/openSession", ["seed": 3]).response["result"]
        let id = open?["sessionId"] ?? .null
        #expect(id == "s1")
        let eval = h.request("limelight/eval", ["sessionId": id, "line": "device add phone"]).response["result"]
        #expect(eval?["state"]?["selectedDevice"] == "phone")
        #expect(eval?["status"] == ["done"])
        let failing = h.request("limelight/eval", ["sessionId": id, "line": "expect device state == locked"]).response["result"]
        #expect(failing?["expectationFailure"]?["message"]?.stringValue?.isEmpty == false)
        let many = h.request("limelight/eval", ["sessionId": id, "lines": ["help", "hepl", "help"]]).response["result"]
        #expect(many?["results"]?.arrayValue?.count == 2)
        #expect(many?["failed"] == true)
        let complete = h.request("limelight/complete", ["sessionId": id, "line": "he"]).response["result"]
        #expect(complete?["candidates"] == ["help"])
        let describe = h.request("limelight/describe", [:]).response["result"]
        #expect(describe?["commands"]?.arrayValue?.contains { $0["name"] == "help" } == true)
        #expect(h.request("limelight/interrupt", ["sessionId": id]).response["result"]?["interrupted"] == false)
        #expect(h.request("limelight/closeSession", ["sessionId": id]).response["result"]?["closed"] == true)
        #expect(h.request("limelight/eval", ["sessionId": id, "line": "help"]).response["error"]?["code"] == -32602)
        #expect(h.request("limelight/interrupt", ["sessionId": id]).response["error"]?["code"] == -32602)
    }

    @Test func interruptStopsAMultiLineEvalBetweenLines() {
        let h = ServerHarness()
        _ = h.request("limelight/openSession", [:])
        h.server.control.setRunning("s1", true)
        #expect(h.server.control.interrupt("s1") == .requested)
        // The eval marks the session running itself; a pending interrupt from before is cleared when it ends.
        let r = h.server.handleImmediately(["jsonrpc": "2.0", "id": 99, "method": "limelight/interrupt", "params": ["sessionId": "s1"]])
        #expect(r?.first?["result"]?["interrupted"] == true)
        h.server.control.setRunning("s1", false)
        #expect(h.server.handleImmediately(["jsonrpc": "2.0", "id": 1, "method": "shutdown"]) == nil)
    }

    @Test func cancelledRequestGetsTheCancelError() {
        let h = ServerHarness()
        _ = h.server.handleImmediately(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 50]])
        h.nextID = 50
        #expect(h.request("limelight/describe", [:]).response["error"]?["code"] == -32800)
    }
}

/// Lifecycle and logging as real clients drive them: null params, `window/logMessage` in place of stderr, trace levels.
@Suite struct ServerProtocolHygieneTests {
    private func message(_ id: Int, _ method: String, params: JSONValue?) -> JSONValue {
        var o: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { o["params"] = params }
        return .object(o)
    }

    @Test(arguments: [JSONValue.null, nil])
    func shutdownAndExitAcceptNullOrAbsentParams(params: JSONValue?) {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: message(1, "initialize", params: ["capabilities": [:]]))
        let out = s.handle(message: message(2, "shutdown", params: params))
        #expect(out.count == 1)
        #expect(out.first?["result"] == .null)
        #expect(out.first?["error"] == nil)
        var exit: [String: JSONValue] = ["jsonrpc": "2.0", "method": "exit"]
        if let params { exit["params"] = params }
        #expect(s.handle(message: .object(exit)).isEmpty)
        #expect(s.exitCode == 0)
    }

    @Test func exitWithNullParamsBeforeShutdownIsStatusOne() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: message(1, "initialize", params: ["capabilities": [:]]))
        _ = s.handle(message: ["jsonrpc": "2.0", "method": "exit", "params": .null])
        #expect(s.exitCode == 1)
    }

    @Test func initializeSendsTheReadyLineAsInfoLogMessageBeforeItsResponse() {
        var sink: [String] = []
        let s = LanguageServer(catalog: .init([]), log: { sink.append($0) })
        let out = s.handle(message: message(1, "initialize", params: ["capabilities": [:]]))
        #expect(out.count == 2)
        #expect(out.first?["method"] == "window/logMessage")
        #expect(out.first?["params"]?["type"] == 3)
        #expect(out.first?["params"]?["message"]?.stringValue?.contains("ready") == true)
        #expect(out.last?["id"] == 1)
        #expect(sink.count == 1)
    }

    @Test func chatterReachesTheClientOnlyWhileItTraces() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: message(1, "initialize", params: ["capabilities": [:], "trace": "off"]))
        #expect(s.trace == .off)
        #expect(s.handle(message: ["jsonrpc": "2.0", "method": "made/up"]).isEmpty)
        _ = s.handle(message: ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "verbose"]])
        #expect(s.trace == .verbose)
        let traced = s.handle(message: ["jsonrpc": "2.0", "method": "made/up"])
        #expect(traced.map { $0["method"] } == ["$/logTrace", "window/logMessage"])
        #expect(traced.last?["params"]?["type"] == 4)
        #expect(traced.last?["params"]?["message"] == "ignored notification made/up")
        _ = s.handle(message: ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "off"]])
        #expect(s.handle(message: ["jsonrpc": "2.0", "method": "made/up"]).isEmpty)
    }

    @Test func initializeTakesTheClientsTraceAndAnUnknownValueIsAWarning() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: message(1, "initialize", params: ["capabilities": [:], "trace": "messages"]))
        #expect(s.trace == .messages)
        let out = s.handle(message: ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "loud"]])
        #expect(out.first?["params"]?["type"] == 2)
        #expect(s.trace == .messages)
    }

    @Test func aFailedNotificationIsAnErrorLogMessageEvenWithoutTrace() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: message(1, "initialize", params: ["capabilities": [:]]))
        let out = s.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": 5]])
        #expect(out.first?["method"] == "window/logMessage")
        #expect(out.first?["params"]?["type"] == 1)
    }
}

/// `$/logTrace` follows the trace level the client set.
@Suite struct ServerTraceTests {
    @Test func receivedMessagesAreTracedOnlyWhileTracing() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:], "trace": "messages"]])
        let traced = s.handle(message: ["jsonrpc": "2.0", "id": 2, "method": "limelight/listSessions"])
        #expect(traced.first?["method"] == "$/logTrace")
        #expect(traced.first?["params"]?["message"] == "received request 'limelight/listSessions' (id 2)")
        #expect(traced.first?["params"]?["verbose"] == nil)
        #expect(traced.last?["id"] == 2)
        _ = s.handle(message: ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "off"]])
        #expect(s.handle(message: ["jsonrpc": "2.0", "id": 3, "method": "limelight/listSessions"]).count == 1)
    }

    @Test func verboseTracesCarryTheParamsCutToFourKiBOnACharacterBoundary() {
        let s = LanguageServer(catalog: .init([]))
        _ = s.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:], "trace": "verbose"]])
        let small = s.handle(message: ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        #expect(small.first?["params"]?["verbose"] == "{}")
        let text = String(repeating: "é", count: 10_000)
        let big = s.handle(message: ["jsonrpc": "2.0", "method": "made/up", "params": ["text": .string(text)]])
        let verbose = big.first { $0["method"] == "$/logTrace" }?["params"]?["verbose"]?.stringValue ?? ""
        #expect(verbose.hasSuffix(" …"))
        #expect(verbose.utf8.count <= LanguageServer.traceParamsLimit + " …".utf8.count)
        #expect(verbose.hasPrefix("{\"text\":\"éé"))
    }
}
