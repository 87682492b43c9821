import LimelightCore
import Testing
@testable import Server

@Suite struct IncrementalSyncTests {
    let uri = "file:///inc.scenario"
    let text = "title: Grüße 🎉\n\n\"🎉\" 日本 x\nhepl device\n"

    @Test func advertisesIncrementalSync() {
        let h = ServerHarness()
        let caps = LanguageServer(catalog: .init([])).handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]).last?["result"]?["capabilities"]
        #expect(caps?["textDocumentSync"]?["change"] == 2)
        #expect(h.server.encoding == .utf16)
    }

    @Test func rangesCountUTF16UnitsByDefault() {
        let h = ServerHarness()
        #expect(ServerHarness.diagnostics(h.open(uri, text)).count == 2)
        // '"🎉' is three UTF-16 units: insert after the emoji, inside the quotes; then fix the typo on line 3.
        _ = h.change(uri, version: 2, [ServerHarness.edit(2, 3, 2, 3, "!")])
        #expect(h.server.documents[uri]?.lines[2] == "\"🎉!\" 日本 x")
        // '"🎉!" 日本 ' is 9 units: replace 'x' with a CJK word.
        _ = h.change(uri, version: 3, [ServerHarness.edit(2, 9, 2, 10, "語")])
        #expect(h.server.documents[uri]?.lines[2] == "\"🎉!\" 日本 語")
        let fixed = h.change(uri, version: 4, [ServerHarness.edit(3, 0, 3, 4, "help")])
        #expect(h.server.documents[uri]?.text == "title: Grüße 🎉\n\n\"🎉!\" 日本 語\nhelp device\n")
        #expect(fixed.last?["params"]?["version"] == 4)
        #expect(ServerHarness.diagnostics(fixed).count == 1)   // only the bare string on line 2 is left
    }

    @Test func rangesCountBytesWhenUTF8IsNegotiated() {
        let h = ServerHarness(offer: ["utf-8"])
        _ = h.open(uri, text)
        // '"🎉' is five bytes; 'Grüße ' ends at byte 15 of line 0.
        _ = h.change(uri, version: 2, [ServerHarness.edit(2, 5, 2, 5, "!"), ServerHarness.edit(0, 7, 0, 15, "Hallo ")])
        #expect(h.server.documents[uri]?.lines[0] == "title: Hallo 🎉")
        #expect(h.server.documents[uri]?.lines[2] == "\"🎉!\" 日本 x")
        // '"🎉!" ' is eight bytes and 日 three: delete it.
        _ = h.change(uri, version: 3, [ServerHarness.edit(2, 8, 2, 11, "")])
        #expect(h.server.documents[uri]?.lines[2] == "\"🎉!\" 本 x")
    }

    @Test func multiLineEditsAndFullTextChanges() {
        let h = ServerHarness()
        _ = h.open(uri, "a\nb\nc\n")
        _ = h.change(uri, version: 2, [ServerHarness.edit(0, 1, 2, 0, "X\r\nY\n")])   // across lines; CRLF normalised
        #expect(h.server.documents[uri]?.text == "aX\nY\nc\n")
        _ = h.change(uri, version: 3, [ServerHarness.edit(2, 0, 3, 0, "")])          // delete the last line
        #expect(h.server.documents[uri]?.text == "aX\nY\n")
        _ = h.change(uri, version: 4, [ServerHarness.edit(2, 0, 2, 0, "help\n")])    // append at the very end
        #expect(h.server.documents[uri]?.text == "aX\nY\nhelp\n")
        let full = h.change(uri, version: 5, [["text": "help\n"], ServerHarness.edit(0, 4, 0, 4, " device")])
        #expect(h.server.documents[uri]?.text == "help device\n")
        #expect(ServerHarness.diagnostics(full).isEmpty)
    }

    @Test func everyLineEndEndsALine() {
        #expect(Document.lines(of: "a\rb\r\nc🎉\n") == ["a", "b", "c🎉", ""])
        #expect(Document.lines(of: "") == [""])
        #expect(Document(uri: "u", version: nil, text: "x\r\ny").text == "x\ny")
    }

    @Test func aBadChangeIsALocatedErrorAndLeavesTheDocumentAlone() {
        let h = ServerHarness()
        _ = h.open(uri, text)
        let before = h.server.documents[uri]?.text
        let cases: [(JSONValue, String)] = [
            (ServerHarness.edit(2, 2, 2, 2, "x"), "inside a character"),                   // between the halves of 🎉
            (ServerHarness.edit(9, 0, 9, 1, "x"), "past the end of the document"),
            (ServerHarness.edit(3, 0, 3, 40, "x"), "past the end of line 3"),
            (ServerHarness.edit(3, 4, 3, 1, "x"), "before it starts"),
            (["range": ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 0]], "text": "x"], "non-negative"),
            (["range": ServerHarness.edit(0, 0, 0, 0, "")["range"] ?? .null], "no 'text'"),
        ]
        for (change, reason) in cases {
            // A good change first: nothing of the notification is applied when a later one is bad.
            let out = h.change(uri, version: 7, [ServerHarness.edit(0, 0, 0, 0, "zzz"), change])
            let log = out.first { $0["method"] == "window/logMessage" }?["params"]?["message"]?.stringValue ?? ""
            #expect(log.contains("-32602") && log.contains("contentChanges[1]") && log.contains(reason), "\(log)")
            #expect(out.contains { $0["method"] == "window/showMessage" })
            #expect(!out.contains { $0["method"] == "textDocument/publishDiagnostics" })
            #expect(h.server.documents[uri]?.text == before)
            #expect(h.server.documents[uri]?.version == 1)
        }
        // The server goes on: a good change still applies.
        _ = h.change(uri, version: 8, [ServerHarness.edit(3, 0, 3, 4, "help")])
        #expect(h.server.documents[uri]?.lines[3] == "help device")
    }

    @Test func queuedEditsAreParsedOnceAtTheNewestVersion() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        #expect(!h.open(uri, "device add phone\nhe\n").contains { $0["method"] == "textDocument/publishDiagnostics" })
        #expect(h.server.analyzePending().count == 1)
        var out: [JSONValue] = []
        for v in 2...40 { out += h.change(uri, version: v, [ServerHarness.edit(1, 2, 1, 2, v % 2 == 0 ? "p" : "")]) }
        out += h.change(uri, version: 41, [ServerHarness.edit(1, 0, 1, 2, "hepl")])
        #expect(!out.contains { $0["method"] == "textDocument/publishDiagnostics" })
        // Completion answers from the last parse without parsing (no diagnostics published with it).
        let completion = h.request("textDocument/completion", ServerHarness.at(uri, 0, 3))
        #expect(completion.notifications.isEmpty)
        #expect(completion.response["result"]?["items"]?.arrayValue?.isEmpty == false)
        let published = h.server.analyzePending()
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == 41)
        #expect(ServerHarness.diagnostics(published).first?["code"] == "unknown-command")
        #expect(h.server.analyzePending().isEmpty)
        // A request that answers with positions parses the current text first and publishes it before its answer.
        _ = h.change(uri, version: 42, [ServerHarness.edit(1, 0, 1, 4, "help")])
        let symbols = h.request("textDocument/documentSymbol", ServerHarness.at(uri))
        #expect(symbols.notifications.first?["params"]?["version"] == 42)
        #expect(h.server.analyzePending().isEmpty)
    }

    @Test func parseJobsRunOffTheServerThreadAndOnlyTheNewestIsPublished() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        _ = h.open(uri, "device add phone\nhepl\n")
        #expect(h.server.analyzePending().count == 1)
        _ = h.change(uri, version: 2, [ServerHarness.edit(1, 0, 1, 4, "help")])
        let older = h.server.pendingAnalysisJobs()
        #expect(older.count == 1)
        _ = h.change(uri, version: 3, [ServerHarness.edit(1, 0, 1, 4, "hepl")])
        #expect(older.first?.run() == nil)                       // an edit came since: that parse is skipped
        // Completion answers from the last parse while the new one has not finished.
        let completion = h.request("textDocument/completion", ServerHarness.at(uri, 0, 3))
        #expect(completion.notifications.isEmpty)
        let jobs = h.server.pendingAnalysisJobs()
        let result = jobs.first?.run()                           // on another thread in serve
        let published = h.server.finishAnalysis(result)
        #expect(published.first?["params"]?["version"] == 3)
        #expect(ServerHarness.diagnostics(published).count == 1)
        #expect(h.server.finishAnalysis(result).isEmpty)          // handed back twice: kept once
        // A request that needs the current parse makes it now; the background one that finishes later is dropped.
        _ = h.change(uri, version: 4, [ServerHarness.edit(1, 0, 1, 4, "help")])
        let late = h.server.pendingAnalysisJobs().first?.run()
        let symbols = h.request("textDocument/documentSymbol", ServerHarness.at(uri))
        #expect(symbols.notifications.first?["params"]?["version"] == 4)
        #expect(h.server.finishAnalysis(late).isEmpty)
        // Closed and opened again: a parse of the old document is never taken for the new one.
        _ = h.change(uri, version: 5, [ServerHarness.edit(1, 0, 1, 4, "hepl")])
        let closedJob = h.server.pendingAnalysisJobs().first
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        _ = h.open(uri, "help\n")
        #expect(closedJob?.run() == nil)
        let stale = h.server.finishAnalysis(closedJob?.runNow())
        #expect(stale.isEmpty)
        #expect(ServerHarness.diagnostics(h.server.analyzePending()).isEmpty)
    }

    @Test func shutdownPublishesWhatIsStillUnparsed() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        _ = h.open(uri, "hepl\n")
        let inFlight = h.server.pendingAnalysisJobs().first?.run()
        let shutdown = h.request("shutdown", [:])
        #expect(shutdown.response["result"] == .null)
        #expect(ServerHarness.diagnostics(shutdown.notifications).first?["code"] == "unknown-command")
        #expect(h.server.finishAnalysis(inFlight).isEmpty)
    }

    @Test func randomEditsMatchAReferenceString() {
        var random = SeededRandom(seed: 15)
        let alphabet: [String] = ["a", "b", " ", "\n", "é", "🎉", "日", "👨‍👩‍👧", "\r\n"]
        for encoding in [PositionEncoding.utf16, .utf8, .utf32] {
            var doc = Document(uri: "u", version: 1, text: "start 🎉\nnext 日本\n")
            var reference = doc.text
            for _ in 0..<300 {
                // A range between two scalar boundaries of the reference text, in the encoding's units per line.
                let scalars = Array(reference.unicodeScalars)
                var a = Int.random(in: 0...scalars.count, using: &random), b = Int.random(in: 0...scalars.count, using: &random)
                if a > b { swap(&a, &b) }
                func position(_ offset: Int) -> LSPPosition {
                    let before = String(String.UnicodeScalarView(scalars[..<offset]))
                    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
                    return LSPPosition(line: lines.count - 1, character: encoding.units(lines.last ?? ""))
                }
                let insert = (0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }.joined()
                try? doc.replace(LSPRange(start: position(a), end: position(b)), with: insert, encoding: encoding)
                reference = String(String.UnicodeScalarView(scalars[..<a])) + insert.replacingOccurrences(of: "\r\n", with: "\n")
                    + String(String.UnicodeScalarView(scalars[b...]))
                #expect(doc.text == reference)
                if doc.text != reference { break }
            }
        }
    }
}
