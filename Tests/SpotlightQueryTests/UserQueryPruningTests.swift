import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// The pruned top-k user-query path must give exactly what scoring every match gives (the reference path).
@Suite struct UserQueryPruningTests {
    static let words = ["groceries", "grocer", "group", "meeting", "meet", "Paris", "parish", "café", "Cafe", "MyWindowClass",
                        "window", "budget", "buy", "butter", "report", "repair"]

    static func randomItem(_ n: Int, _ rng: inout SeededRandom) -> CSSearchableItem {
        func text() -> String {
            (0..<(1 + Int(rng.next() % 4))).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        var set = CSSearchableItemAttributeSet(contentType: "public.text")
        if rng.next() % 5 != 0 { set.title = text() }
        if rng.next() % 2 == 0 { set.contentDescription = text() }
        if rng.next() % 3 == 0 { set.keywords = [text()] }
        // Hints: mostly small whole numbers (many ties), sometimes out of Apple's range (warnings).
        switch rng.next() % 8 {
        case 0: break
        case 1: set.rankingHint = 150
        case 2: set.rankingHint = -3
        default: set.rankingHint = Double(rng.next() % 4)
        }
        if rng.next() % 2 == 0 { set.lastUsedDate = Fixtures.start - .days(Double(rng.next() % 30)) }
        return CSSearchableItem(uniqueIdentifier: "i\(n)", domainIdentifier: "d\(rng.next() % 3)", attributeSet: set)
    }

    static func query(_ rng: inout SeededRandom) -> String {
        (0..<(1 + Int(rng.next() % 2))).map { _ -> String in
            let w = words[Int(rng.next() % UInt64(words.count))]
            return String(w.prefix(1 + Int(rng.next() % 5)))
        }.joined(separator: " ")
    }

    @Test(arguments: [UInt64(11), 12, 13, 14])
    func prunedAgreesWithExhaustive(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let index = QueryIndex()
        var n = 0
        for _ in 0..<400 {
            n += 1
            let app = rng.next() % 4 == 0 ? "com.other" : "com.example"
            let protection: CSFileProtection = rng.next() % 6 == 0 ? .complete : .none
            let expires: SimInstant? = rng.next() % 10 == 0 ? Fixtures.start - .days(1) : nil
            index.insert(Fixtures.indexed(Self.randomItem(n, &rng), app: app, sequence: n, protection: protection, expires: expires))
            if rng.next() % 9 == 0 { index.remove(app: "com.example", identifier: "i\(Int(rng.next() % UInt64(n)) + 1)") }
            if rng.next() % 11 == 0 { index.recordEngagement(app: "com.example", identifier: "i\(Int(rng.next() % UInt64(n)) + 1)") }
        }
        for round in 0..<200 {
            // Change the index between queries at the same moment too, so the cached static scores are refreshed
            // slot by slot rather than rebuilt.
            if round % 4 == 0 {
                n += 1
                index.insert(Fixtures.indexed(Self.randomItem(n, &rng), sequence: n))
                index.recordEngagement(app: "com.example", identifier: "i\(Int(rng.next() % UInt64(n)) + 1)", weight: 0.25)
                if rng.next() % 2 == 0 { index.remove(app: "com.example", identifier: "i\(Int(rng.next() % UInt64(n)) + 1)") }
            }
            let text = Self.query(&rng)
            let scope = SearchScope(now: Fixtures.start + .hours(Double(rng.next() % 2)),
                                    protectionState: rng.next() % 3 == 0 ? .locked : .unlocked,
                                    app: rng.next() % 3 == 0 ? nil : "com.example")
            let k = 1 + Int(rng.next() % 12)
            let suggestions = Int(rng.next() % 3)
            index.pruningEnabled = true
            let fast = index.userQuery(text, scope: scope, filter: nil, maxResults: k, maxSuggestions: suggestions, ranked: true)
            index.pruningEnabled = false
            let slow = index.userQuery(text, scope: scope, filter: nil, maxResults: k, maxSuggestions: suggestions, ranked: true)
            index.pruningEnabled = true
            let context = "seed \(seed): \"\(text)\" k=\(k)"
            #expect(fast.items.map(\.indexed.uniqueIdentifier) == slow.items.map(\.indexed.uniqueIdentifier), "\(context)")
            #expect(fast.items.map(\.score) == slow.items.map(\.score), "\(context)")
            #expect(fast.totalCount == slow.totalCount, "\(context)")
            #expect(fast.warnings == slow.warnings, "\(context)")
            #expect(fast.suggestions.map(\.localizedSuggestion) == slow.suggestions.map(\.localizedSuggestion), "\(context)")
        }
    }

    @Test func staticScoresFollowEngagementAndTime() {
        let index = Fixtures.index([Fixtures.item("a", title: "alpha one"), Fixtures.item("b", title: "alpha two")])
        let scope = SearchScope(now: Fixtures.start)
        let before = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(before.items.map(\.indexed.uniqueIdentifier) == ["a"])
        #expect(before.totalCount == 2)
        // Engagement changes the cached static part: the engaged item must now win.
        index.recordEngagement(app: "com.example", identifier: "b")
        let after = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(after.items.map(\.indexed.uniqueIdentifier) == ["b"])
        // A removed item disappears even though the cache was built before.
        index.remove(app: "com.example", identifier: "b")
        let removed = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(removed.items.map(\.indexed.uniqueIdentifier) == ["a"])
        #expect(removed.totalCount == 1)
        // An item inserted after the cache was filled is scored; a hint that switches the app to the 0–100 scale
        // changes every cached score, and the pruned path must still agree with scoring everything.
        var set = CSSearchableItemAttributeSet()
        set.title = "alpha three"
        set.rankingHint = 0.9
        index.insert(Fixtures.indexed(CSSearchableItem(uniqueIdentifier: "c", domainIdentifier: nil, attributeSet: set), sequence: 3))
        let added = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(added.items.map(\.indexed.uniqueIdentifier) == ["c"])
        set.rankingHint = 50
        index.insert(Fixtures.indexed(CSSearchableItem(uniqueIdentifier: "d", domainIdentifier: nil, attributeSet: set), sequence: 4))
        let fast = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 2, maxSuggestions: 0, ranked: true)
        index.pruningEnabled = false
        let slow = index.userQuery("alpha", scope: scope, filter: nil, maxResults: 2, maxSuggestions: 0, ranked: true)
        #expect(fast.items.map(\.indexed.uniqueIdentifier) == slow.items.map(\.indexed.uniqueIdentifier))
        #expect(fast.items.map(\.score) == slow.items.map(\.score))
        #expect(fast.items.first?.indexed.uniqueIdentifier == "d")
    }
}
