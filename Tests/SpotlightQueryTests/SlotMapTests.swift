import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// The query index's keyless slot map, through the index: churn across apps that share identifiers, with purges.
@Suite struct SlotMapTests {
    func item(_ app: String, _ id: String, _ n: Int) -> IndexedItem {
        var set = CSSearchableItemAttributeSet()
        set.title = "note \(n)"
        return IndexedItem(app: app, item: CSSearchableItem(uniqueIdentifier: id, domainIdentifier: nil, attributeSet: set),
                           indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: n)
    }

    @Test func lookupsAgreeWithADictionaryUnderChurn() {
        var rng = SeededRandom(seed: 7)
        let index = QueryIndex()
        var reference: [String: IndexedItem] = [:]
        let apps = ["com.a", "com.b"]
        for n in 0..<12_000 {
            let app = apps[Int(rng.next() % 2)], id = "id-\(rng.next() % 2_000)"
            if rng.next() % 3 == 0 {
                index.remove(app: app, identifier: id)
                reference[app + "/" + id] = nil
            } else {
                let new = item(app, id, n)
                index.insert(new)
                reference[app + "/" + id] = new
            }
        }
        #expect(index.count == reference.count, "seed 7")
        for app in apps {
            for n in 0..<2_000 { #expect(index.item(app: app, identifier: "id-\(n)") == reference[app + "/id-\(n)"], "seed 7") }
        }
        #expect(index.item(app: "com.c", identifier: "id-1") == nil)
        index.remove(app: "com.c", identifier: "id-1")
        #expect(index.count == reference.count)
    }
}
