import LimelightCore
import Testing
@testable import Server

@Suite struct PositionTests {
    let line = "title: Grüße 🎉 x👨‍👩‍👧y"

    @Test func graphemeColumnsBecomeUTF16Units() {
        let e = PositionEncoding.utf16
        #expect(e.character(ofColumn: 1, in: line) == 0)
        #expect(e.character(ofColumn: 14, in: line) == 13)   // the emoji starts at UTF-16 unit 13
        #expect(e.character(ofColumn: 15, in: line) == 15)   // 🎉 is two units
        #expect(e.character(ofColumn: 17, in: line) == 17)
        #expect(e.character(ofColumn: 18, in: line) == 25)   // the family emoji is 8 units, one grapheme
    }

    @Test func utf8AndUTF32Counting() {
        #expect(PositionEncoding.utf8.character(ofColumn: 14, in: line) == 15)   // ü and ß are two bytes each
        #expect(PositionEncoding.utf8.character(ofColumn: 15, in: line) == 19)
        #expect(PositionEncoding.utf32.character(ofColumn: 15, in: line) == 14)
    }

    @Test func charactersBackToColumnsRoundTrip() {
        for e in PositionEncoding.allCases {
            for column in 1...(line.count + 1) {
                #expect(e.column(ofCharacter: e.character(ofColumn: column, in: line), in: line) == column)
            }
        }
        // An offset inside a surrogate pair maps to that grapheme.
        #expect(PositionEncoding.utf16.column(ofCharacter: 14, in: line) == 14)
    }

    @Test func pastTheEndIsClampedOrCounted() {
        #expect(PositionEncoding.utf16.character(ofColumn: 30, in: "ab") == 29)
        let c = PositionConverter(lines: ["ab"], encoding: .utf16)
        #expect(c.position(SourceLocation(line: 1, column: 30)) == LSPPosition(line: 0, character: 2))
        #expect(c.position(SourceLocation(line: 9, column: 1)) == LSPPosition(line: 0, character: 2))
        #expect(c.position(SourceLocation(line: 0, column: 0)) == LSPPosition(line: 0, character: 0))
    }

    @Test func negotiationPrefersUTF8WhenOfferedElseUTF16() {
        #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(offered: ["utf-32"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-32"], preferred: [.utf32]) == .utf32)
    }

    @Test func fileURIsBecomePaths() {
        #expect(Document.path(ofURI: "file:///tmp/a%20b/%C3%BC.scenario") == "/tmp/a b/ü.scenario")
        #expect(Document.path(ofURI: "untitled:1") == "untitled:1")
        #expect(Document(uri: "u", version: 1, text: "a\r\nb\r\n").lines == ["a", "b", ""])
    }
}
