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

    @Test func itemPartsRoundTripThroughTheBox() {
        var set = CSSearchableItemAttributeSet()
        set.title = "x"
        let explicit = CSSearchableItem(uniqueIdentifier: "a", domainIdentifier: nil, attributeSet: set,
                                        expirationDate: SimInstant(secondsSinceReferenceDate: 50), isUpdate: true)
        var a = IndexedItem(app: "com.a", item: explicit, indexName: "ix", protectionClass: .complete,
                            indexedAt: SimInstant(secondsSinceReferenceDate: 5), sequence: Int(Int32.max) + 10)
        #expect(a.item == explicit && a.domainIdentifier == nil && a.expirationDate == SimInstant(secondsSinceReferenceDate: 50))
        #expect(a.sequence == Int(Int32.max), "sequences saturate at 32 bits")
        a.item.domainIdentifier = "inbox.work"
        a.item.expirationDate = nil
        #expect(a.domainIdentifier == "inbox.work" && a.item.domainIdentifier == "inbox.work")
        #expect(a.item.expirationDate == nil && a.expirationDate == a.indexedAt, "no date: the box's expiry is the indexing time")
        #expect(a.item.isUpdate && a.indexName == "ix" && a.protectionClass == .complete && a.app == "com.a")
    }

    @Test func originsAreSharedPerDomainAndReplacedWhenTheDomainDiffers() {
        let origin = IndexedItem.Origin(app: "com.a", indexName: nil, protectionClass: .none, domainIdentifier: "list.1")
        let set = CSSearchableItemAttributeSet()
        let inList1 = IndexedItem(origin: origin, item: CSSearchableItem(uniqueIdentifier: "1", domainIdentifier: "list.1", attributeSet: set),
                                  indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 1)
        let inList2 = IndexedItem(origin: origin, item: CSSearchableItem(uniqueIdentifier: "2", domainIdentifier: "list.2", attributeSet: set),
                                  indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 2)
        #expect(inList1.origin === origin && inList2.origin !== origin)
        #expect(inList1.domainIdentifier == "list.1" && inList2.domainIdentifier == "list.2" && inList2.app == "com.a")
    }
}
