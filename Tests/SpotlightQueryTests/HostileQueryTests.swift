import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Query strings at the limits: located errors, never a trap or a stack overflow.
@Suite struct HostileQueryTests {
    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "1000000001", "99999999999999999999999"])
    func timeOffsetsAtIntegerLimitsAreErrors(_ offset: String) throws {
        let parsed = QueryChecker.analyze("dueDate > $time.today(\(offset))")
        let d = try #require(parsed.diagnostics.first)
        #expect(d.code == "query-bad-time-offset")
        #expect(d.range.start.column == 23)
    }

    @Test func deepNestingIsALocatedError() throws {
        for opener in ["(", "!"] {
            let text = String(repeating: opener, count: 100_000) + "title == \"x\"" + (opener == "(" ? String(repeating: ")", count: 100_000) : "")
            let parsed = QueryParser.parse(text, options: QueryLanguageOptions(allowsNot: true))
            let d = try #require(parsed.diagnostics.first { $0.code == "query-too-deep" })
            #expect(d.range.start.column == QueryParser.maxDepth + 1)
            #expect(parsed.diagnostics.count <= QueryParser.maxErrors)
        }
        let fine = String(repeating: "(", count: QueryParser.maxDepth) + "title == \"x\"" + String(repeating: ")", count: QueryParser.maxDepth)
        #expect(QueryParser.parse(fine).diagnostics.isEmpty)
    }

    @Test func manyErrorsAreCapped() {
        let text = String(repeating: "? ", count: 50_000)
        #expect(QueryParser.parse(text).diagnostics.count <= QueryParser.maxErrors)
    }

    @Test func mdItemNamesMapToProperties() throws {
        #expect(MDItemNames.attributeName(for: "kMDItemTitle") == "title")
        #expect(MDItemNames.attributeName(for: "kMDItemContentCreationDate") == "contentCreationDate")
        #expect(MDItemNames.attributeName(for: "kMDItemDescription") == "contentDescription")
        #expect(MDItemNames.attributeName(for: "kMDItemNoSuchThing") == "kMDItemNoSuchThing")
        let a = try #require(QueryParser.parse("kMDItemDisplayName == \"x\"c").expression)
        let b = try #require(QueryParser.parse("displayName == \"x\"c").expression)
        #expect(a == b)
        #expect(MDItemNames.mapping.allSatisfy { CSAttributeCatalog.descriptor(named: $0.property) != nil })
    }

    @Test func fractionalSecondsInISODates() {
        #expect(QueryChecker.analyze("contentCreationDate > $time.iso(2024-01-15T00:00:00.000Z)").diagnostics.isEmpty)
    }

    @Test func topKWithAHugeLimitSortsInsteadOfInserting() {
        let list = Array((0..<50_000).reversed())
        let top = QueryIndex.top(list, 1_000_000, by: <)
        #expect(top.count == 50_000 && top.first == 0 && top.last == 49_999)
        #expect(QueryIndex.top(list, 3, by: <) == [0, 1, 2])
    }
}
