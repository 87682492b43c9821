import Testing
import LimelightCore
@testable import SpotlightQuery

/// Docs/Limits.md, "Query strings": the errors one query reports, exactly at the bound.
@Suite struct QueryLimitTests {
    @Test func aQueryReportsItsFirst20Errors() {
        #expect(QueryParser.parse(String(repeating: "? ", count: 50)).diagnostics.count == QueryParser.maxErrors)
        #expect(QueryParser.parse(String(repeating: "? ", count: 20)).diagnostics.count == 20)
    }
}
