import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Query input whose size once drove a deep tree, an unbounded number or work out of proportion to it.
@Suite struct QueryScaleTests {
    @Test func strayClosersKeepTheTreeFlat() throws {
        let text = String(repeating: "title == \"a\")", count: 50_000)
        let parsed = QueryParser.parse(text)
        let d = try #require(parsed.diagnostics.first)
        #expect(d.message == "')' has no matching '('" && d.range.start.column == 13)
        guard case .and(let parts) = try #require(parsed.expression) else { Issue.record("expected one flat &&"); return }
        #expect(parts.count == 50_000)
        #expect(parts.allSatisfy { if case .predicate = $0 { return true } else { return false } })
        #expect(parsed.expression?.predicates.count == 50_000)
    }

    @Test(arguments: ["1e308", "-1e16", "1e999", "99999999999999999999999999999", "1000000000000001"])
    func numbersPastTheBoundAreLocatedErrors(_ number: String) throws {
        let parsed = QueryChecker.analyze("rankingHint > \(number)")
        let d = try #require(parsed.diagnostics.first)
        #expect(d.code == "query-bad-number")
        #expect(d.message == "'\(number)' is outside the numbers a query compares (±1e15)")
        #expect(d.range.start.column == 15 && d.range.end.column == 15 + number.count)
    }

    @Test func numbersAtTheBoundAreAccepted() {
        #expect(QueryChecker.analyze("rankingHint > 1e15 && rankingHint < -1000000000000000").diagnostics.isEmpty)
        #expect(QueryChecker.analyze("InRange(rankingHint, -1e15, 1e15)").diagnostics.isEmpty)
    }

    /// The word-boundary matcher against a brute force over every pair of boundaries (what it replaced).
    @Test func wordBoundaryGlobAgreesWithEveryPairOfBoundaries() {
        var rng = SeededRandom(seed: 42)
        let alphabet: [UInt32] = [97, 98, 32, TextMatcher.anyOneCode, TextMatcher.anyRunCode]
        for _ in 0..<3_000 {
            let text = (0..<Int(rng.next() % 12)).map { _ in alphabet[Int(rng.next() % 3)] }
            let flat = (0..<Int(rng.next() % 6)).map { _ in alphabet[Int(rng.next() % 5)] }
            let boundary = { (i: Int) in i == 0 || i == text.count || (text[i - 1] == 32) != (text[i] == 32) }
            var expected = false
            for start in 0...text.count where boundary(start) {
                for end in start...text.count where boundary(end) && TextMatcher.glob(flat, text, start, end) { expected = true }
            }
            #expect(TextMatcher.globBetweenBoundaries(flat, text, isBoundary: boundary) == expected, "\(flat) in \(text)")
        }
    }

    @Test func wildcardWordMatchOnALongTitleIsLinear() {
        let title = Array(repeating: "a", count: 4_000).joined(separator: " ")
        let matcher = TextMatcher(QueryPattern(pieces: [.anyRun, .literal("b"), .anyRun]), QueryModifiers(wordBoundaries: true))
        #expect(!matcher.matches(title))
        #expect(TextMatcher(QueryPattern(pieces: [.anyRun, .literal("a a"), .anyRun]), QueryModifiers(wordBoundaries: true)).matches(title))
    }

    @Test func aPatternLongerThanTheTextFailsAtOnce() {
        let pattern = Array(repeating: UInt32(97), count: 1_000_000)
        #expect(!TextMatcher.glob(pattern, [97, 97], 0, 2))
        #expect(TextMatcher.glob([TextMatcher.anyRunCode, 97], [98, 97], 0, 2))
    }

    @Test func suggestionHighlightsPrintInOnePass() {
        let ranges = (0..<20_000).map { ($0 * 2)..<($0 * 2 + 1) }
        let text = String(repeating: "a ", count: 20_000)
        let printed = QuerySuggestion(localizedSuggestion: text, highlightRanges: ranges, itemCount: 1).description
        #expect(printed.hasPrefix("[a] [a] ") && printed.count == text.count + 40_000)
    }
}

/// The pure fuzz entry point holds its invariants on valid, malformed and hostile queries.
@Suite struct QueryFuzzEntryTests {
    @Test(arguments: [
        "title == \"Milk\"", "kMDItemTitle == \"milk\"c || size > 2", "dueDate > $time.today && !(title == \"x\")",
        "InRange(rankingHint, 1, 1e15)", "title ==[wcd] \"*room*\"", "milk", "title == \"a\"))", "rankingHint > 1e308",
        "dueDate > $time.today(-9223372036854775808)", "contentCreationDate > $time.iso(2024-01-15T00:00:00.000Z)", "",
    ])
    func invariantsHold(_ query: String) {
        #expect(QueryFuzzEntry.check(Array(query.utf8)) == nil)
    }

    @Test func hostileSizesHold() {
        for text in [String(repeating: "(", count: 20_000), String(repeating: "title == \"a\")", count: 5_000),
                     String(repeating: "milk ", count: 20_000), "title == \"" + String(repeating: "*a", count: 5_000) + "\"w"] {
            #expect(QueryFuzzEntry.check(Array(text.utf8)) == nil)
        }
        QueryFuzzEntry.run(Array([0xFF, 0xFE, 0x28, 0x00]))
    }
}

/// `MDItemNames.mapping` lists exactly the names the parser accepts.
@Suite struct MDItemMappingTests {
    @Test func everyListedNameIsAcceptedAndEveryPropertyListed() {
        let mapping = MDItemNames.mapping
        #expect(mapping.allSatisfy { MDItemNames.attributeName(for: $0.mdItem) == $0.property })
        #expect(mapping.contains { $0 == ("kMDItemDisplayName", "displayName") })
        #expect(mapping.contains { $0 == ("kMDItemFSName", "displayName") })
        // Every property but `authors`, whose regular name `kMDItemAuthors` is Apple's name of `authorNames`.
        #expect(Set(mapping.map(\.property)) == Set(CSAttributeCatalog.names).subtracting(["authors"]))
        for name in ["kMDItemTitle", "kMDItemContentCreationDate", "kMDItemTextContent", "kMDItemKeywords", "kMDItemAuthors",
                     "kMDItemContentType", "kMDItemContentModificationDate", "kMDItemLastUsedDate"] {
            #expect(mapping.contains { $0.mdItem == name }, "\(name)")
        }
    }
}

/// "Did you mean" on a very long unknown name considers only candidates of a close length.
@Suite struct LongNameSuggestionTests {
    @Test func aLongUnknownAttributeHasNoSuggestionAndIsLocated() throws {
        let name = String(repeating: "a", count: 300_000)
        let d = try #require(QueryChecker.analyze(name + " == 1").diagnostics.first)
        #expect(d.range.start.column == 1 && d.suggestion == nil)
        #expect(Suggestions.closest(to: name, in: CSAttributeCatalog.names) == nil)
    }

    @Test func closeNamesStillSuggest() {
        #expect(Suggestions.closest(to: "titel", in: CSAttributeCatalog.names) == "title")
        #expect(Suggestions.closest(to: "keywrds", in: CSAttributeCatalog.names) == "keywords")
        #expect(Suggestions.closest(to: "tit", in: ["title", "ti"]) == "title")
    }
}
