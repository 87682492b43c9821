import LimelightCore
import Testing
@testable import Spotlight

@Suite struct ScaleTests {
    @Test func oneHundredThousandItemsIndexExpireAndDeleteByDomain() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "bulk")
        let items = (0..<100_000).map { i in
            makeItem("item-\(i)", domain: "acct.box\(i % 100)", title: "Item \(i)",
                     expires: Runtime.defaultStart + .seconds(Double(60 + i % 1000)))
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            index.indexSearchableItems(items)
            h.settle()
        }
        print("indexed 100k items in \(elapsed)")
        #expect(h.service.count(app: "app") == 100_000)
        #expect(h.runtime.scheduler.pending.filter { $0.label == "spotlight.expiry" }.count == 1)
        index.deleteSearchableItems(withDomainIdentifiers: ["acct.box7"])
        h.settle()
        #expect(h.service.count(app: "app") == 99_000)
        #expect(h.service.item(app: "app", identifier: "item-99999")?.uniqueIdentifier == "item-99999")
        h.advance(.seconds(60))
        #expect(h.service.count(app: "app") == 98_900)
    }
}
