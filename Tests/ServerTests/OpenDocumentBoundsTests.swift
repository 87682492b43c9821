import Testing
import Server

/// The open documents are bounded in number and in bytes: a `didOpen` past a bound is not kept and the client is told
/// why, and closing documents makes room again.
@Suite struct OpenDocumentBoundsTests {
    @Test func aDocumentPastTheMostOpenIsNotKeptAndTheClientIsTold() {
        let h = ServerHarness()
        for i in 0..<LanguageServer.mostOpenDocuments { _ = h.open("file:///d\(i).scenario", "device add phone\n") }
        let refused = h.open("file:///one-more.scenario", "device add phone\n")
        let message = refused.first { $0["method"] == "window/showMessage" }?["params"]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("Limelight did not open file:///one-more.scenario: 1000 documents are open"), "\(message)")
        // Opening a document again (same uri) is not a new one; closing one makes room.
        #expect(!h.open("file:///d0.scenario", "clock show\n").contains { $0["method"] == "window/showMessage" })
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": "file:///d1.scenario"]])
        #expect(!h.open("file:///one-more.scenario", "device add phone\n").contains { $0["method"] == "window/showMessage" })
    }
}
