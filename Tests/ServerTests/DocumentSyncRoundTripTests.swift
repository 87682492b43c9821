import Foundation
import Testing
import LimelightCore
@testable import Server

/// Incremental sync, quick fixes and framing compared as the protocol needs them: bytes, not canonically equal text
/// (Docs/Server.md, "Document sync" and `textDocument/codeAction`; Docs/Limits.md, "The language server").
@Suite struct DocumentSyncRoundTripTests {
    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: l1, character: c1), end: LSPPosition(line: l2, character: c2))
    }

    @Test func aLineRewrittenInAnotherNormalFormIsReplacedByteForByte() throws {
        // "café" precomposed, then written with a combining accent: == says equal, the bytes differ.
        var d = Document(uri: "u", version: 1, text: "caf\u{E9}\ndevice list\ncaf\u{E9}")
        try d.replace(Self.range(0, 0, 0, 4), with: "cafe\u{301}", encoding: .utf16)
        #expect(Array(d.lines[0].utf8) == Array("cafe\u{301}".utf8))
        try d.replace(Self.range(1, 11, 2, 4), with: "\ncafe\u{301}", encoding: .utf16)
        #expect(Array(d.lines[2].utf8) == Array("cafe\u{301}".utf8))
        #expect(Array(d.text.utf8) == Array("cafe\u{301}\ndevice list\ncafe\u{301}".utf8))
    }

    @Test func theEndOfTheDocumentIsCharacterZeroOfTheLineAfterTheLastAndNothingPastIt() throws {
        var d = Document(uri: "u", version: 1, text: "device list\n")
        try d.replace(Self.range(2, 0, 2, 0), with: "x", encoding: .utf16)
        #expect(d.text == "device list\nx")
        var e = Document(uri: "u", version: 1, text: "device list\n")
        #expect(throws: DocumentEditError.self) { try e.replace(Self.range(2, 1, 2, 1), with: "x", encoding: .utf16) }
        #expect(e.text == "device list\n")
    }

    @Test func aHeaderBlockOf64KiBIsStillReadAndOneByteMoreIsRefused() {
        var f = MessageFramer()
        let head = Array("Content-Length: 5\r\nX-Junk: ".utf8)
        let at = head + [UInt8](repeating: UInt8(ascii: "a"), count: MessageFramer.longestHeader - head.count)
        #expect(f.append(at).isEmpty)
        #expect(f.append([UInt8(ascii: "a")]) == [.badHeader("a header block longer than \(MessageFramer.longestHeader) bytes with no blank line after it")])
    }
}
