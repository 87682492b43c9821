import Testing
import LimelightCore
@testable import Spotlight

/// The item table's any-size capacity (≤ 85% full, ≈ 60% after a rehash) and the store's scanning domain lookup.
@Suite struct ItemTableGrowthTests {
    func item(_ id: String, _ n: Int, domain: String? = nil) -> IndexedItem {
        var set = CSSearchableItemAttributeSet()
        set.title = "item \(n)"
        return IndexedItem(app: "com.a", item: CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: set),
                           indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: n)
    }

    @Test func loadStaysBetweenBoundsWhileGrowing() {
        var table = ItemTable()
        for n in 0..<50_000 {
            table.updateValue(item("k\(n)", n))
            #expect(table.count * 20 <= table.bucketCount * 17, "at \(n)")
        }
        #expect(table.bucketCount < 50_000 * 2, "not a doubling to a power of two: \(table.bucketCount)")
        for n in stride(from: 0, to: 50_000, by: 997) { #expect(table["k\(n)"]?.sequence == n) }
        #expect(table["k50000"] == nil)
    }

    @Test func reserveCapacityAvoidsRehashesAndKeepsItems() {
        var table = ItemTable()
        for n in 0..<10 { table.updateValue(item("a\(n)", n)) }
        table.reserveCapacity(10_000)
        let buckets = table.bucketCount
        #expect(buckets >= 10_000 * 20 / 17 && buckets <= 10_000 * 5 / 3 + 1)
        for n in 10..<10_000 { table.updateValue(item("a\(n)", n)) }
        #expect(table.bucketCount == buckets && table.count == 10_000)
        for n in 0..<10_000 { #expect(table["a\(n)"]?.sequence == n) }
        // Reserving less than held changes nothing.
        table.reserveCapacity(5)
        #expect(table.bucketCount == buckets)
    }

    @Test func replaceRemoveAndReinsertThroughTombstones() {
        var table = ItemTable()
        // A small table: many keys share a start bucket, so probes run through tombstones and wrap at the end.
        for round in 0..<40 {
            for n in 0..<12 { table.updateValue(item("k\(n)", round * 100 + n)) }
            #expect(table.count == 12)
            for n in 0..<12 where n % 3 != 0 { #expect(table.removeValue(forKey: "k\(n)")?.sequence == round * 100 + n) }
            #expect(table.count == 4)
            for n in 0..<12 { #expect((table["k\(n)"] != nil) == (n % 3 == 0), "round \(round), key \(n)") }
            #expect(table.removeValue(forKey: "k1") == nil)
            let old = table.updateValue(item("k0", -round))
            #expect(old?.sequence == round * 100)
        }
        #expect(table.bucketCount <= 12 * 5 / 3 + 1, "churn on few keys recycles tombstones instead of growing")
        #expect(table.values.map(\.sequence).sorted() == [-39, 3909, 3906, 3903].sorted())
    }

    @Test func unicodeAndEmptyIdentifiers() {
        var table = ItemTable()
        let ids = ["", "é", "e\u{301}", "Müller", "🙂🙂", String(repeating: "long-", count: 50)]
        for (n, id) in ids.enumerated() { table.updateValue(item(id, n)) }
        // "é" and "e\u{301}" are equal Strings, as in a dictionary: the second replaces the first.
        #expect(table.count == ids.count - 1)
        #expect(table["é"]?.sequence == 2 && table["e\u{301}"]?.sequence == 2)
        #expect(table[""]?.sequence == 0 && table[String(repeating: "long-", count: 50)]?.sequence == 5)
        #expect(table.removeValue(forKey: "🙂🙂")?.sequence == 4 && table["🙂🙂"] == nil)
    }

    @Test func domainLookupMatchesExactlyOrOnDotBoundaries() {
        var store = AppIndexStore()
        let domains: [String?] = ["a", "a.b", "a.b.c", "ab", "a.", nil, "b.a", "A", "é.x"]
        for (n, domain) in domains.enumerated() { store.put(item("i\(n)", n, domain: domain)) }
        func found(_ domain: String) -> [String] { store.identifiers(inDomain: domain).sorted() }
        #expect(found("a") == ["i0", "i1", "i2", "i4"])
        #expect(found("a.b") == ["i1", "i2"])
        #expect(found("ab") == ["i3"])
        #expect(found("b") == ["i6"])
        #expect(found("é") == ["i8"] && found("e\u{301}") == ["i8"])
        #expect(found("").isEmpty && found("missing").isEmpty)
        // Replacing an item's domain and removing items are seen at once.
        store.put(item("i3", 3, domain: "a.z"))
        #expect(found("a") == ["i0", "i1", "i2", "i3", "i4"] && found("ab").isEmpty)
        store.remove("i1")
        #expect(found("a.b") == ["i2"])
        #expect(store.remove("i1") == nil)
    }
}
