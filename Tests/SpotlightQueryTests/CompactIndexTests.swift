import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// The query index's compact storage: lazily made numeric columns, the earliest-expiry bound, per-slot facts read
/// from items, sequences that do not fit a UInt32 and apps past 65,534 give what the reference evaluator gives.
@Suite struct CompactIndexTests {
    /// Compiles a query string (records an issue when it does not parse).
    func compile(_ text: String, now: SimInstant = Fixtures.start) -> CompiledQuery? {
        let parsed = QueryChecker.analyze(text)
        guard let e = parsed.expression, !parsed.hasErrors else { Issue.record("bad query \(text)"); return nil }
        return CompiledQuery.compile(e, time: QueryTimeContext(now: now))
    }

    /// Identifiers the index finds, and those a plain filter over `items` finds, in sequence order.
    func both(_ index: QueryIndex, _ text: String, items: [IndexedItem], scope: SearchScope) -> ([String], [String]) {
        guard let q = compile(text, now: scope.now) else { return ([], []) }
        let fast = index.evaluate(q, scope: scope).map(\.uniqueIdentifier)
        let slow = items.filter {
            $0.expirationDate > scope.now && $0.isReadable(in: scope.protectionState) && (scope.app == nil || $0.app == scope.app)
                && ReferenceEvaluator.matches(q, $0.item)
        }.sorted { $0.sequence < $1.sequence }.map(\.uniqueIdentifier)
        return (fast, slow)
    }

    func dated(_ id: String, days: Double, hint: Double? = nil, seq: Int, expires: SimInstant? = nil, app: String = "com.example") -> IndexedItem {
        var values: [String: CSAttributeValue] = ["dueDate": .date(Fixtures.start + .days(days))]
        if let hint { values["rankingHint"] = .number(hint) }
        return Fixtures.indexed(Fixtures.item(id, title: "task \(id)", values), app: app, sequence: seq, expires: expires)
    }

    @Test func numericColumnsAreMadeOnFirstUseAndKeptCurrent() {
        let index = QueryIndex()
        var live: [String: IndexedItem] = [:]
        for n in 0..<50 {
            let item = dated("t\(n)", days: Double(n % 20) - 10, hint: Double(n % 7), seq: n + 1)
            index.insert(item); live[item.uniqueIdentifier] = item
        }
        #expect(index.numeric.isEmpty, "indexing makes no column")
        let scope = SearchScope(now: Fixtures.start)
        let range = "InRange(dueDate, $time.today(-3), $time.today(4))"
        var (fast, slow) = both(index, range, items: Array(live.values), scope: scope)
        #expect(fast == slow && !fast.isEmpty)
        #expect(index.numeric.keys.sorted() == ["dueDate"], "only the asked-for column exists")
        // Inserts, replacements and removals after the column was made.
        for n in 50..<80 {
            let item = dated("t\(n % 60)", days: Double(n % 9) - 4, seq: n + 1)
            index.insert(item); live[item.uniqueIdentifier] = item
        }
        for n in stride(from: 0, to: 80, by: 3) { index.remove(app: "com.example", identifier: "t\(n)"); live["t\(n)"] = nil }
        (fast, slow) = both(index, range, items: Array(live.values), scope: scope)
        #expect(fast == slow && !fast.isEmpty)
        index.purge()
        for text in [range, "dueDate == \"*\"", "rankingHint > 3", "rankingHint == \"*\"", "title == \"*\"", "completionDate < $time.now"] {
            (fast, slow) = both(index, text, items: Array(live.values), scope: scope)
            #expect(fast == slow, "\(text)")
        }
        #expect(index.numeric["completionDate"] == nil, "a field no item has gets no column")
    }

    @Test func presenceOfANumericFieldWhoseItemsWereRemoved() {
        let index = QueryIndex()
        let numeric = dated("n", days: 1, hint: 5, seq: 1)
        var textual = CSSearchableItemAttributeSet()
        textual.title = "plain"
        let plain = Fixtures.indexed(CSSearchableItem(uniqueIdentifier: "p", domainIdentifier: nil, attributeSet: textual), sequence: 2)
        index.insert(numeric); index.insert(plain)
        index.remove(app: "com.example", identifier: "n")
        let (fast, slow) = both(index, "rankingHint == \"*\" || dueDate >= $time.today", items: [plain], scope: SearchScope(now: Fixtures.start))
        #expect(fast == slow)
        #expect(fast.isEmpty)
    }

    @Test func expiryIsReadFromItemsOnceTheEarliestHasPassed() {
        let index = QueryIndex()
        var live: [IndexedItem] = []
        for n in 0..<30 {
            let item = dated("e\(n)", days: 0, seq: n + 1, expires: Fixtures.start + .hours(Double(n)))
            index.insert(item); live.append(item)
        }
        let odd = dated("nan", days: 0, seq: 99, expires: SimInstant(secondsSinceReferenceDate: .nan))
        index.insert(odd); live.append(odd)
        for hours in [-1.0, 0, 0.5, 7, 29, 31] {
            let scope = SearchScope(now: Fixtures.start + .hours(hours))
            let (fast, slow) = both(index, "title == \"task*\"", items: live, scope: scope)
            #expect(fast == slow, "at \(hours) h")
            #expect(!fast.contains("nan"))
        }
        index.remove(app: "com.example", identifier: "nan")
        for n in 0..<10 { index.remove(app: "com.example", identifier: "e\(n)") }
        live.removeAll { $0.uniqueIdentifier == "nan" || Int($0.uniqueIdentifier.dropFirst()).map { $0 < 10 } == true }
        index.purge()
        for hours in [-1.0, 9.5, 10.5, 20] {
            let scope = SearchScope(now: Fixtures.start + .hours(hours))
            let (fast, slow) = both(index, "title == \"task*\"", items: live, scope: scope)
            #expect(fast == slow, "after purge, at \(hours) h")
        }
        let user = index.userQuery("task", scope: SearchScope(now: Fixtures.start + .hours(15)), filter: nil,
                                   maxResults: 100, maxSuggestions: 0, ranked: true)
        #expect(user.totalCount == 14)
    }

    @Test func sequencesOutsideUInt32KeepFirstIndexedOrder() {
        // Negative sequences do not fit the index's UInt32 column; `IndexedItem` keeps sequences in 32 signed bits.
        let index = QueryIndex()
        let sequences = [5, -7, Int(Int32.max), 3, Int(Int32.max) - 1, 0, -1]
        var live: [IndexedItem] = []
        for (n, seq) in sequences.enumerated() {
            let item = dated("s\(n)", days: Double(n), hint: 10, seq: seq)
            index.insert(item); live.append(item)
        }
        let scope = SearchScope(now: Fixtures.start)
        let (fast, slow) = both(index, "title == \"task*\"", items: live, scope: scope)
        #expect(fast == slow)
        #expect(fast == ["s1", "s6", "s5", "s3", "s0", "s4", "s2"])
        // Equal scores are ordered by sequence in both user-query paths.
        let pruned = index.userQuery("task", scope: scope, filter: nil, maxResults: 3, maxSuggestions: 0, ranked: true)
        index.pruningEnabled = false
        let exhaustive = index.userQuery("task", scope: scope, filter: nil, maxResults: 3, maxSuggestions: 0, ranked: true)
        #expect(pruned.items.map(\.indexed.uniqueIdentifier) == exhaustive.items.map(\.indexed.uniqueIdentifier))
        #expect(pruned.items.map(\.score) == exhaustive.items.map(\.score))
    }

    @Test func appsBeyondTheCompactIdRangeAreScopedByName() {
        let index = QueryIndex()
        let apps = Int(UInt16.max) + 3
        for n in 0..<apps {
            index.insert(Fixtures.indexed(Fixtures.item("x\(n)", title: "note"), app: "app\(n)", sequence: n + 1))
        }
        for n in [0, 65_533, 65_534, 65_535, apps - 1] {
            let scope = SearchScope(now: Fixtures.start, app: "app\(n)")
            guard let q = compile("title == \"note\"") else { return }
            #expect(index.evaluate(q, scope: scope).map(\.app) == ["app\(n)"], "app \(n)")
            let user = index.userQuery("note", scope: scope, filter: nil, maxResults: 5, maxSuggestions: 0, ranked: true)
            #expect(user.items.map(\.indexed.app) == ["app\(n)"], "app \(n)")
        }
    }

    @Test func aHintWarningNamesTheValueTheAppSetNotItsFloat() {
        let index = QueryIndex()
        index.insert(dated("a", days: 0, hint: 1e15, seq: 1))
        index.insert(dated("b", days: 0, hint: 100.25, seq: 2))
        let result = index.userQuery("task", scope: SearchScope(now: Fixtures.start), filter: nil, maxResults: 2,
                                     maxSuggestions: 0, ranked: true)
        #expect(result.warnings == ["com.example item 'a': rankingHint 1000000000000000.0 is outside Apple's 0–100 range; clamped",
                                    "com.example item 'b': rankingHint 100.25 is outside Apple's 0–100 range; clamped"])
    }

    @Test func engagementAndOutOfRangeHintsAreReadFromItems() {
        let index = QueryIndex()
        index.insert(dated("a", days: 0, hint: 150, seq: 1))
        index.insert(dated("b", days: 0, hint: 10, seq: 2))
        index.recordEngagement(app: "com.example", identifier: "b", weight: 40)
        let scope = SearchScope(now: Fixtures.start)
        let result = index.userQuery("task", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(result.items.map(\.indexed.uniqueIdentifier) == ["b"])
        #expect(result.totalCount == 2)
        #expect(result.warnings == ["com.example item 'a': rankingHint 150 is outside Apple's 0–100 range; clamped"])
        // A negative selection weight takes the engagement away again (the flag follows the summed weight).
        index.recordEngagement(app: "com.example", identifier: "b", weight: -40)
        let again = index.userQuery("task", scope: scope, filter: nil, maxResults: 1, maxSuggestions: 0, ranked: true)
        #expect(again.items.map(\.indexed.uniqueIdentifier) == ["a"])
    }
}
