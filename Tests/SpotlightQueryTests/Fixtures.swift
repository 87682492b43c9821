import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Small builders shared by the query tests.
enum Fixtures {
    static let start = Runtime.defaultStart  // Monday 2026-01-05 09:00 UTC

    static func item(_ id: String, title: String? = nil, domain: String? = nil, _ values: [String: CSAttributeValue] = [:]) -> CSSearchableItem {
        var set = CSSearchableItemAttributeSet(contentType: "public.text")
        if let title { set.title = title }
        for (k, v) in values { set[k] = v }
        return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: set)
    }

    static func indexed(_ item: CSSearchableItem, app: String = "com.example", sequence: Int,
                        protection: CSFileProtection = .none, expires: SimInstant? = nil) -> IndexedItem {
        var copy = item
        copy.expirationDate = expires ?? (start + .days(30))
        return IndexedItem(app: app, item: copy, indexName: nil, protectionClass: protection, indexedAt: start, sequence: sequence)
    }

    /// Whether a query string matches one item, through the reference evaluator (fails the test on errors).
    static func matches(_ query: String, _ item: CSSearchableItem, now: SimInstant = start, calendar: SimCalendar = .utc) -> Bool? {
        let parsed = QueryChecker.analyze(query)
        guard !parsed.hasErrors, let e = parsed.expression else { return nil }
        return ReferenceEvaluator.matches(CompiledQuery.compile(e, time: QueryTimeContext(now: now, calendar: calendar)), item)
    }

    static func title(_ query: String, _ title: String) -> Bool? { matches(query, item("x", title: title)) }

    static func index(_ items: [CSSearchableItem]) -> QueryIndex {
        let index = QueryIndex()
        for (n, item) in items.enumerated() { index.insert(indexed(item, sequence: n + 1)) }
        return index
    }
}
