import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// CSSearchQuery and CSUserQuery running on a real simulated Spotlight store.
@Suite struct SearchQueryTests {
    final class Device {
        let runtime = Runtime()
        var state: DataProtectionState = .unlocked
        lazy var service = SpotlightService(runtime: runtime, deviceName: "phone", protectionState: { [unowned self] in self.state })
        lazy var engine = SearchEngine(service: service)

        func index(_ items: [CSSearchableItem], app: String = "com.example", protection: CSFileProtection = .none, name: String? = nil) {
            service.searchableIndex(app: app, name: name, protectionClass: protection).indexSearchableItems(items)
            runtime.scheduler.runDue()
        }
    }

    static func tasks(_ n: Int) -> [CSSearchableItem] {
        (1...n).map { i in Fixtures.item("t\(i)", title: "Task \(i) groceries", ["dueDate": .date(Fixtures.start + .days(Double(i)))]) }
    }

    @Test func batchesCountAndCompletion() {
        let device = Device()
        device.index(Self.tasks(250))
        let query = CSSearchQuery(queryString: "title == \"groceries\"wc", queryContext: SearchQueryContext(fetchAttributes: ["title"]),
                                  engine: device.engine, app: "com.example")
        var batches: [Int] = []
        var counts: [Int] = []
        var completions: [SearchQueryError?] = []
        query.foundItemsHandler = { [unowned query] batch in batches.append(batch.count); counts.append(query.foundItemCount) }
        query.completionHandler = { completions.append($0) }
        query.start()
        #expect(batches.isEmpty)  // delivered through scheduler jobs, not inside start()
        device.runtime.scheduler.runDue()
        #expect(batches == [100, 100, 50])
        #expect(counts == [100, 200, 250])
        #expect(completions.count == 1)
        #expect(completions.first.flatMap { $0 } == nil)
        query.start()
        device.runtime.scheduler.runDue()
        #expect(completions.count == 1)  // start() only once
    }

    @Test func fetchAttributesAndOrder() {
        let device = Device()
        device.index(Self.tasks(3))
        let result = device.engine.search("dueDate > $time.now", context: SearchQueryContext(fetchAttributes: ["title"]),
                                          scope: device.engine.scope(app: "com.example"))
        let items = (try? result.get()) ?? []
        #expect(items.map(\.uniqueIdentifier) == ["t1", "t2", "t3"])
        #expect(items.first?.attributeSet.attributeNames == ["title"])
        #expect(items.first?.attributeSet.dueDate == nil)
    }

    @Test func cancelGivesCancelledError() {
        let device = Device()
        device.index(Self.tasks(10))
        let query = CSSearchQuery(queryString: "title == \"*\"", queryContext: nil, engine: device.engine, app: "com.example")
        var delivered = 0
        var error: SearchQueryError?
        query.foundItemsHandler = { delivered += $0.count }
        query.completionHandler = { error = $0 }
        query.start()
        query.cancel()
        device.runtime.scheduler.runDue()
        #expect(delivered == 0)
        #expect(error?.code == .cancelled)
        #expect(error?.code.rawValue == -2003)
    }

    @Test func invalidQueryMapsToMinus2002() {
        let device = Device()
        var error: SearchQueryError?
        let query = CSSearchQuery(queryString: "title == ", queryContext: nil, engine: device.engine, app: "com.example")
        query.completionHandler = { error = $0 }
        query.start()
        device.runtime.scheduler.runDue()
        #expect(error?.code.rawValue == -2002)
        #expect(error?.diagnostics.isEmpty == false)
    }

    @Test func lockExpiryAndDeletesAreRespected() {
        let device = Device()
        device.index([Fixtures.item("open", title: "Paris notes")])
        device.index([Fixtures.item("secret", title: "Paris secret")], protection: .complete, name: "vault")
        let scope = { device.engine.scope(app: "com.example") }
        func ids() -> [String] { ((try? device.engine.search("title == \"paris\"wc", scope: scope()).get()) ?? []).map(\.uniqueIdentifier) }
        #expect(ids() == ["open", "secret"])
        device.state = .locked
        #expect(ids() == ["open"])
        device.state = .unlocked
        device.service.searchableIndex(app: "com.example").deleteSearchableItems(withIdentifiers: ["open"])
        device.runtime.scheduler.runDue()
        #expect(ids() == ["secret"])
        device.runtime.scheduler.advance(by: .days(31))
        #expect(ids() == [])
    }

    @Test func filterQueries() {
        let device = Device()
        device.index([Fixtures.item("a", title: "Paris", domain: "work"), Fixtures.item("b", title: "Paris", domain: "home")])
        let context = SearchQueryContext(filterQueries: ["domainIdentifier == 'work'"])
        let items = (try? device.engine.search("title == \"Paris\"", context: context, scope: device.engine.scope(app: nil)).get()) ?? []
        #expect(items.map(\.uniqueIdentifier) == ["a"])
    }

    @Test func userQueryPrefixDiacriticsAndRanking() {
        let device = Device()
        device.index([
            Fixtures.item("low", title: "Café meeting", ["rankingHint": .number(0.2)]),
            Fixtures.item("high", title: "Cafe planning", ["rankingHint": .number(0.9)]),
            Fixtures.item("body", title: "Notes", ["contentDescription": .string("met at the café"), "rankingHint": .number(1)]),
            Fixtures.item("none", title: "Groceries"),
        ])
        let context = UserQueryContext(maxResultCount: 10, maxSuggestionCount: 3)
        let result = try? device.engine.userSearch("CAF", context: context, scope: device.engine.scope(app: "com.example")).get()
        #expect(result?.items.map(\.indexed.uniqueIdentifier) == ["high", "low", "body"])  // title beats description; hint orders equals
        #expect(result?.suggestions.first?.localizedSuggestion == "cafe")
        #expect(result?.suggestions.first?.highlightRanges == [0..<3])
        let two = try? device.engine.userSearch("caf meet", context: context, scope: device.engine.scope(app: nil)).get()
        #expect(two?.items.map(\.indexed.uniqueIdentifier) == ["low"])
        #expect(two?.suggestions.first?.description == "[caf] [meet]ing")
    }

    @Test func outOfRangeHintIsReportedAndEngagementCounts() {
        let device = Device()
        device.index([Fixtures.item("a", title: "alpha report", ["rankingHint": .number(150)]), Fixtures.item("b", title: "alpha plan")])
        let scope = device.engine.scope(app: "com.example")
        let first = try? device.engine.userSearch("alpha", scope: scope).get()
        #expect(first?.warnings.count == 1)
        #expect(first?.items.first?.indexed.uniqueIdentifier == "a")
        let query = CSUserQuery(userQueryString: "alpha", userQueryContext: nil, engine: device.engine, app: "com.example")
        for _ in 0..<20 { query.userEngaged(Fixtures.item("b"), visibleItems: []) }
        let second = try? device.engine.userSearch("alpha", scope: scope).get()
        #expect(second?.items.first?.indexed.uniqueIdentifier == "b")
    }

    @Test func userQueryDeliversSuggestionsThenItems() {
        let device = Device()
        device.index(Self.tasks(5))
        let query = CSUserQuery(userQueryString: "groc", userQueryContext: UserQueryContext(maxResultCount: 2, maxSuggestionCount: 1),
                                engine: device.engine, app: "com.example")
        var events: [String] = []
        query.foundSuggestionsHandler = { events.append("suggestions \($0.map(\.localizedSuggestion))") }
        query.foundItemsHandler = { events.append("items \($0.count)") }
        query.completionHandler = { events.append("done \($0 == nil)") }
        query.start()
        device.runtime.scheduler.runDue()
        #expect(events == ["suggestions [\"groceries\"]", "items 2", "done true"])
        #expect(query.foundItemCount == 2)
        #expect(query.foundSuggestionCount == 1)
    }
}
