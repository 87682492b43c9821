import LimelightCore
import Testing
@testable import Spotlight

/// Docs/QueryLanguage.md: "expired items never appear" — also to a read at the very instant of expiry that runs before
/// the expiry run removes the item (a job scheduled for that instant earlier than the item was indexed, as an app's
/// timer or a widget reload can be). The expiry run and the read path must agree on the instant: at its expiration
/// date an item is expired (ExpiryTests: "an item is gone exactly at its expiration date").
@Suite struct ExpiryInstantTests {
    @Test func aReadAtTheInstantOfExpiryBeforeTheExpiryRunSeesNoItem() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let at = Runtime.defaultStart + .hours(1)
        var seen: (ids: [String], count: Int, one: Bool)?
        // Scheduled first, so it runs before the expiry job the indexing arms for the same instant.
        _ = h.runtime.scheduler.schedule(at: at, label: "reader") {
            seen = (h.ids(), h.service.visibleCount(app: "app"), h.service.item(app: "app", identifier: "a") != nil)
        }
        h.index([makeItem("a", expires: at), makeItem("b", expires: at + .seconds(1))], through: index)
        h.runtime.scheduler.advance(to: at - .seconds(1))
        #expect(h.ids() == ["a", "b"])
        h.runtime.scheduler.advance(to: at)
        #expect(seen?.ids == ["b"])
        #expect(seen?.count == 1)
        #expect(seen?.one == false)
        #expect(h.ids() == ["b"])
    }
}
