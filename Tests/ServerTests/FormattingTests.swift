import Foundation
import Script
import Testing
@testable import Server

@Suite struct FormattingTests {
    let uri = "file:///fmt.scenario"

    func format(_ h: ServerHarness) -> (edits: [JSONValue], notifications: [JSONValue]) {
        let r = h.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 4, "insertSpaces": true]])
        return (r.response["result"]?.arrayValue ?? [], r.notifications)
    }

    @Test func wholeDocumentEditInTheNegotiatedEncoding() {
        for (encodings, endCharacter) in [(nil as [String]?, 26), (["utf-8"], 32)] {
            let h = ServerHarness(offer: encodings)
            #expect(h.server.handle(message: ["jsonrpc": "2.0", "id": 99, "method": "initialize", "params": [:]]).isEmpty == false)
            _ = h.open(uri, "title:  日本 🎉\n\n\n  help    device   # 🎉 日本")   // no final newline: the edit ends after 日本
            let (edits, _) = format(h)
            #expect(edits.count == 1)
            #expect(edits.first?["range"] == ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": .int(endCharacter)]])
            #expect(edits.first?["newText"] == "title: 日本 🎉\n\nhelp device # 🎉 日本\n")
            _ = h.change(uri, version: 2, [["text": "title: 日本 🎉\n\nhelp device # 🎉 日本\n"]])
            #expect(format(h).edits.isEmpty)   // canonical already: idempotent
        }
    }

    @Test func aDocumentWithErrorsIsLeftUnchanged() {
        let h = ServerHarness()
        _ = h.open(uri, "hepl    device\n")
        let (edits, notes) = format(h)
        #expect(edits.isEmpty)
        // Shown to the user (not only logged), naming the first error's line.
        #expect(notes.contains { $0["method"] == "window/showMessage" && $0["params"]?["type"] == 2
            && $0["params"]?["message"]?.stringValue?.contains("1 error (line 1: unknown command 'hepl'") == true })
        let caps = LanguageServer(catalog: .init([])).handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]).last?["result"]?["capabilities"]
        #expect(caps?["documentFormattingProvider"] == true)
    }

    /// Every scenario of the repository prints to a text that parses to the same steps and prints to itself.
    @Test func theScenarioCorpusRoundTrips() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scenarios = root.appendingPathComponent("Scenarios")
        let runner = ServerHarness().server.runner
        var checked = 0
        let files = FileManager.default.enumerator(atPath: scenarios.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.sorted() ?? []
        for name in files {
            let text = try String(contentsOf: scenarios.appendingPathComponent(name), encoding: .utf8)
            let file = runner.check(text: text)
            guard let printed = ScenarioFormatter.format(file) else { continue }
            let again = runner.check(text: printed)
            #expect(!again.hasErrors, "\(name)")
            #expect(again.header == file.header, "\(name)")
            #expect(again.sections.map(\.name) == file.sections.map(\.name), "\(name)")
            #expect(again.steps.map(\.golden) == file.steps.map(\.golden), "\(name)")
            #expect(again.steps.map { Lexer.tokenize($0.source).tokens.map(\.text) } == file.steps.map { Lexer.tokenize($0.source).tokens.map(\.text) }, "\(name)")
            #expect(ScenarioFormatter.format(again) == printed, "\(name)")
            checked += 1
        }
        #expect(checked > 50)
    }
}
