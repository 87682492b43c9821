import Testing
import LimelightCore
@testable import Spotlight

@Suite struct IndexedItemTests {
    func sample() -> IndexedItem {
        var set = CSSearchableItemAttributeSet()
        set.title = "Buy milk"
        return IndexedItem(app: "com.a", item: CSSearchableItem(uniqueIdentifier: "1", domainIdentifier: "list", attributeSet: set),
                           indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 5), sequence: 1)
    }

    @Test func copiesAreIndependentValues() {
        let a = sample()
        var b = a
        b.indexedAt = SimInstant(secondsSinceReferenceDate: 9)
        b.item.attributeSet.title = "Sell milk"
        b.sequence = 2
        #expect(a.indexedAt == SimInstant(secondsSinceReferenceDate: 5))
        #expect(a.attributeSet.title == "Buy milk")
        #expect(a.sequence == 1)
        #expect(b.attributeSet.title == "Sell milk" && b.sequence == 2)
        #expect(a != b)
    }

    @Test func equalFieldsAreEqualAndHashAlike() {
        let a = sample(), b = sample()
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a.expirationDate == SimInstant(secondsSinceReferenceDate: 5))
        #expect(a.fetched(["title"]).attributeSet.title == "Buy milk")
        #expect(a.fetched([]).attributeSet.title == nil)
    }
}
