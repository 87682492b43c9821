import LimelightCore
import Testing
@testable import Spotlight

@Suite struct DeletionTests {
    func seeded() -> (SpotlightHarness, IndexHandle) {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "main")
        h.index([makeItem("1", domain: "a"), makeItem("2", domain: "a.b"), makeItem("3", domain: "a.b.c"),
                  makeItem("4", domain: "ab"), makeItem("5"), makeItem("6", domain: "b.a")], through: index)
        return (h, index)
    }

    @Test func deleteByIdentifiersIgnoresUnknownOnes() {
        let (h, index) = seeded()
        index.deleteSearchableItems(withIdentifiers: ["2", "nope", "5"])
        #expect(h.ids().count == 6)
        h.settle()
        #expect(h.ids() == ["1", "3", "4", "6"])
        #expect(h.messages("spotlight.deleted") == ["2 by identifier", "5 by identifier"])
    }

    @Test func domainDeleteIsRecursiveOnDotComponentsOnly() {
        let (h, index) = seeded()
        index.deleteSearchableItems(withDomainIdentifiers: ["a"])
        h.settle()
        #expect(h.ids() == ["4", "5", "6"])
    }

    @Test func deletingAChildDomainKeepsTheParent() {
        let (h, index) = seeded()
        index.deleteSearchableItems(withDomainIdentifiers: ["a.b"])
        h.settle()
        #expect(h.ids() == ["1", "4", "5", "6"])
        #expect(h.service.items(app: "app", inDomain: "a").map(\.uniqueIdentifier) == ["1"])
        #expect(h.service.items(app: nil, inDomain: "b").map(\.uniqueIdentifier) == ["6"])
    }

    @Test func domainDeleteFollowsAReplacedItemsNewDomain() {
        let (h, index) = seeded()
        h.index([makeItem("4", domain: "a.z")], through: index)
        index.deleteSearchableItems(withDomainIdentifiers: ["ab", "a"])
        h.settle()
        #expect(h.ids() == ["5", "6"])
    }

    @Test func deleteAllRemovesEveryItemOfTheAppAndResetsClientStates() {
        let (h, index) = seeded()
        let other = h.service.searchableIndex(app: "app", name: "other")
        other.beginBatch()
        other.endBatch(withClientState: bytes("s1"))
        index.beginBatch()
        index.endBatch(withClientState: bytes("s2"))
        let stranger = h.service.searchableIndex(app: "stranger")
        h.index([makeItem("x")], through: stranger)
        h.service.searchableIndex(app: "app").deleteAllSearchableItems()
        #expect(h.service.clientState(app: "app", name: "other") == nil)
        h.settle()
        #expect(h.ids().isEmpty)
        #expect(h.ids("stranger") == ["x"])
        #expect(h.messages("spotlight.client-state.reset") == ["client states reset by deleteAllSearchableItems: [main, other]"])
    }

    @Test func deleteAllCanBeScopedToOneIndexName() {
        let h = SpotlightHarness { $0.deleteAllScope = .indexName }
        let main = h.service.searchableIndex(app: "app", name: "main")
        let other = h.service.searchableIndex(app: "app", name: "other")
        h.index([makeItem("m")], through: main)
        h.index([makeItem("o")], through: other)
        other.beginBatch()
        other.endBatch(withClientState: bytes("keep"))
        main.beginBatch()
        main.endBatch(withClientState: bytes("drop"))
        main.deleteAllSearchableItems()
        h.settle()
        #expect(h.ids() == ["o"])
        #expect(h.service.clientState(app: "app", name: "main") == nil)
        #expect(h.service.clientState(app: "app", name: "other") == bytes("keep"))
    }

    @Test func observersSeeEveryRemoval() {
        let (h, index) = seeded()
        h.observer.lines = []
        index.deleteSearchableItems(withIdentifiers: ["5"])
        index.deleteSearchableItems(withDomainIdentifiers: ["a.b"])
        index.deleteAllSearchableItems()
        h.settle()
        #expect(h.observer.lines == ["remove app/5", "remove app/2", "remove app/3", "remove app/1", "remove app/4", "remove app/6"])
    }
}
