import Foundation
import Testing
@testable import Server

/// JSON at the sizes an editor sends: linear in its length and escapes, exact for integers.
@Suite struct JSONScaleTests {
    @Test func aFourMegabyteStringFullOfEscapesParses() throws {
        let line = #"spotlight index i --title \"a \\\"quoted\\\" title\"\n"#
        let body = "{\"text\":\"" + String(repeating: line, count: 80_000) + "\"}"
        let value = try JSONValue.parse(body)
        guard case .object(let o) = value, case .string(let text)? = o["text"] else { Issue.record("shape"); return }
        #expect(text.utf8.count > 3_000_000)
        #expect(text.hasPrefix("spotlight index i --title \"a \\\"quoted\\\" title\"\n"))
    }
}
