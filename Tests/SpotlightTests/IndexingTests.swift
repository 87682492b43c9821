import LimelightCore
import Testing
@testable import Spotlight

@Suite struct IndexingTests {
    @Test func journaledWorkIsNeverVisibleInsideTheCall() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        var completed = false
        index.indexSearchableItems([makeItem("a", title: "Milk")]) { error in
            completed = true
            #expect(error == nil)
        }
        #expect(!completed)
        #expect(h.ids().isEmpty)
        #expect(h.service.pendingJournal.count == 1)
        h.settle()
        #expect(completed)
        #expect(h.ids() == ["a"])
        #expect(h.service.pendingJournal.isEmpty)
        #expect(h.messages("spotlight.journaled") == ["#1 index 1 item [a] via default index"])
    }

    @Test func latencyDelaysVisibilityButNotTheCompletion() {
        let h = SpotlightHarness { $0.indexingLatency = .seconds(5) }
        let index = h.service.searchableIndex(app: "app")
        var completed = false
        index.indexSearchableItems([makeItem("a")]) { _ in completed = true }
        h.settle()
        #expect(completed)
        #expect(h.ids().isEmpty)
        #expect(h.service.pendingJournal.map(\.visibleAt) == [Runtime.defaultStart + .seconds(5)])
        h.advance(.seconds(4))
        #expect(h.ids().isEmpty)
        h.advance(.seconds(1))
        #expect(h.ids() == ["a"])
    }

    @Test func reindexingAnIdentifierReplacesTheWholeItem() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("a", domain: "d1", title: "Old", keywords: ["k"]), makeItem("b")], through: index)
        h.index([makeItem("a", domain: "d2", title: "New")], through: index)
        let a = h.service.item(app: "app", identifier: "a")
        #expect(a?.attributeSet.title == "New")
        #expect(a?.attributeSet.keywords == nil)
        #expect(a?.domainIdentifier == "d2")
        #expect(a?.sequence == 1)
        #expect(h.ids() == ["a", "b"])
        #expect(h.service.items(app: "app", inDomain: "d1").isEmpty)
        #expect(h.messages("spotlight.indexed").last?.contains("(replaced)") == true)
    }

    @Test func updatesMergeAndNilRemovesAnAttribute() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        var set = CSSearchableItemAttributeSet()
        set.title = "Einkaufen"
        set.contentDescription = "Milch"
        set.keywords = ["Brot"]
        h.index([CSSearchableItem(uniqueIdentifier: "t", domainIdentifier: "d", attributeSet: set)], through: index)
        var patch = CSSearchableItemAttributeSet()
        patch.title = "Einkaufen!"
        patch.contentDescription = nil
        h.index([CSSearchableItem(uniqueIdentifier: "t", domainIdentifier: nil, attributeSet: patch, isUpdate: true)], through: index)
        let t = h.service.item(app: "app", identifier: "t")
        #expect(t?.attributeSet.title == "Einkaufen!")
        #expect(t?.attributeSet.contentDescription == nil)
        #expect(t?.attributeSet.keywords == ["Brot"])
        #expect(t?.domainIdentifier == "d")
        #expect(t?.item.isUpdate == false)
        #expect(h.messages("spotlight.updated") == ["t merged: set title; removed contentDescription"])
    }

    @Test func anUpdateOfAMissingItemIsDroppedNotAnError() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let result = h.index([makeItem("ghost", title: "x", update: true)], through: index)
        #expect(result == .some(nil))
        #expect(h.ids().isEmpty)
        #expect(h.messages("spotlight.dropped") == ["update of ghost dropped: no such item in the index"])
    }

    @Test func anEmptyIdentifierFailsTheWholeCall() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let result = h.index([makeItem("ok"), makeItem("")], through: index)
        #expect(result??.code == .invalidItemError)
        #expect(result??.message == "item at position 1 has an empty uniqueIdentifier")
        #expect(h.ids().isEmpty)
        #expect(h.messages("spotlight.error").count == 1)
    }

    @Test func anItemOverTheSizeLimitIsInvalid() {
        let h = SpotlightHarness { $0.maxItemBytes = 100 }
        let index = h.service.searchableIndex(app: "app")
        var set = CSSearchableItemAttributeSet()
        set.thumbnailData = [UInt8](repeating: 1, count: 99)
        let result = h.index([CSSearchableItem(uniqueIdentifier: "big", domainIdentifier: nil, attributeSet: set)], through: index)
        #expect(result??.code == .invalidItemError)
        #expect(result??.message == "item \"big\" is 102 bytes; the limit is 100")
        #expect(h.index([makeItem("small", title: "x")], through: index) == .some(nil))
    }

    @Test func overlongTextIsTruncatedByDefault() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let long = String(repeating: "x", count: 5000)
        h.index([makeItem("a", title: long, keywords: ["short", long])], through: index)
        let a = h.service.item(app: "app", identifier: "a")
        #expect(a?.attributeSet.title?.count == 4096)
        #expect(a?.attributeSet.keywords?.map(\.count) == [5, 4096])
        #expect(h.messages("spotlight.truncated").count == 2)
    }

    @Test func overlongTextCanBeRejected() {
        let h = SpotlightHarness { $0.overlongAttributePolicy = .reject; $0.maxAttributeCharacters = 10 }
        let index = h.service.searchableIndex(app: "app")
        let result = h.index([makeItem("a", title: "12345678901")], through: index)
        #expect(result??.code == .invalidItemError)
        #expect(result??.message == "attribute title of item \"a\" has 11 characters; the limit is 10")
        #expect(h.index([makeItem("a", title: "1234567890")], through: index) == .some(nil))
    }

    @Test func quotaCountsStoredAndJournaledItems() {
        let h = SpotlightHarness { $0.quotaItemsPerApp = 2 }
        let index = h.service.searchableIndex(app: "app")
        var errors: [IndexError?] = []
        index.indexSearchableItems([makeItem("a")]) { errors.append($0) }
        index.indexSearchableItems([makeItem("b")]) { errors.append($0) }
        index.indexSearchableItems([makeItem("c")]) { errors.append($0) }
        index.indexSearchableItems([makeItem("a", title: "again")]) { errors.append($0) }
        h.settle()
        #expect(errors.map { $0?.code } == [nil, nil, .quotaExceeded, nil])
        #expect(h.ids() == ["a", "b"])
        #expect(h.service.searchableIndex(app: "other").isIndexingAvailable())
    }

    @Test func appsAreSeparateAndReadsAreOrderedByFirstIndexing() {
        let h = SpotlightHarness()
        let one = h.service.searchableIndex(app: "one"), two = h.service.searchableIndex(app: "two")
        h.index([makeItem("z"), makeItem("y")], through: two)
        h.index([makeItem("z", title: "mine")], through: one)
        #expect(h.ids("two") == ["z", "y"])
        #expect(h.ids(nil) == ["z", "y", "z"])
        #expect(h.service.items(app: nil).map(\.app) == ["two", "two", "one"])
        #expect(h.service.apps == ["one", "two"])
        #expect(h.service.count(app: "one") == 1)
    }

    @Test func textMatchesIgnoresCaseAndDiacriticsAndSearchesKeywords() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("a", title: "Café Crème"), makeItem("b", keywords: ["Milch", "Brot"]), makeItem("c", title: "Tea")],
                through: index)
        #expect(h.service.textMatches(app: "app", text: "cafe").map(\.uniqueIdentifier) == ["a"])
        #expect(h.service.textMatches(app: nil, text: "BROT").map(\.uniqueIdentifier) == ["b"])
        #expect(h.service.textMatches(app: "app", text: "").isEmpty)
    }
}
