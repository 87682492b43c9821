import Testing
@testable import Server

/// The editor flags a bad query string as soon as it is typed, at the column inside the query.
@Suite struct QueryDiagnosticsTests {
    @Test func aBadQueryIsSquiggledWithoutRunning() throws {
        let h = ServerHarness()
        let text = "device add phone\nspotlight query \"title == \\\"a\\\" && title ?? 1\"\nexpect query 'dueDate > $time.today(-9223372036854775808)'\n"
        let diags = ServerHarness.diagnostics(h.open("file:///q.scenario", text))
        let query = try #require(diags.first { $0["range"]?["start"]?["line"] == 1 })
        #expect(query["code"] == "invalid-query")
        // `spotlight query "title == \"a\" && title ` is 41 characters: the `?` is at character 41 (0-based).
        #expect(query["range"]?["start"]?["character"] == 41)
        let time = try #require(diags.first { $0["range"]?["start"]?["line"] == 2 })
        #expect(time["message"]?.stringValue?.contains("outside the offsets") == true)
    }
}
