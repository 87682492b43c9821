import LimelightCore
import Testing
@testable import Spotlight

@Suite struct ExpiryTests {
    @Test func defaultTimeToLiveIsThirtyDaysFromJournaling() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("a")], through: index)
        let expected = Runtime.defaultStart + .days(30)
        #expect(h.service.item(app: "app", identifier: "a")?.expirationDate == expected)
        h.runtime.scheduler.advance(to: expected - .seconds(1))
        #expect(h.ids() == ["a"])
        h.runtime.scheduler.advance(to: expected)
        #expect(h.ids().isEmpty)
        #expect(h.messages("spotlight.expired") == ["a expired at 2026-02-04T09:00:00Z"])
        #expect(h.runtime.log.events(ofKind: "spotlight.expired").first?.instant == expected)
    }

    @Test func anItemIsGoneExactlyAtItsExpirationDate() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let at = Runtime.defaultStart + .hours(1)
        h.index([makeItem("a", expires: at), makeItem("b", expires: at + .hours(1))], through: index)
        h.runtime.scheduler.advance(to: at)
        #expect(h.ids() == ["b"])
        #expect(h.observer.lines.last == "remove app/a")
    }

    @Test func oneExpiryJobIsArmedAndReArmedForTheEarliest() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let items = (0..<1000).map { makeItem("i\($0)", expires: Runtime.defaultStart + .hours(Double(2 + $0))) }
        h.index(items, through: index)
        #expect(h.runtime.scheduler.pending.filter { $0.label == "spotlight.expiry" }.count == 1)
        h.index([makeItem("early", expires: Runtime.defaultStart + .hours(1))], through: index)
        let expiryJobs = h.runtime.scheduler.pending.filter { $0.label == "spotlight.expiry" }
        #expect(expiryJobs.map(\.deadline) == [Runtime.defaultStart + .hours(1)])
        h.advance(.hours(3))
        #expect(h.service.count(app: "app") == 998)
        #expect(h.runtime.scheduler.pending.filter { $0.label == "spotlight.expiry" }.count == 1)
    }

    @Test func reindexingExtendsAnExpiry() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("a", expires: Runtime.defaultStart + .hours(1))], through: index)
        h.index([makeItem("a", expires: Runtime.defaultStart + .hours(5))], through: index)
        h.advance(.hours(2))
        #expect(h.ids() == ["a"])
        #expect(h.messages("spotlight.expired").isEmpty)
        h.advance(.hours(3))
        #expect(h.ids().isEmpty)
    }

    @Test func anUpdateWithoutExpiryKeepsTheOldOne() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        let at = Runtime.defaultStart + .hours(1)
        h.index([makeItem("a", title: "t", expires: at)], through: index)
        h.index([makeItem("a", title: "u", update: true)], through: index)
        #expect(h.service.item(app: "app", identifier: "a")?.expirationDate == at)
        h.advance(.hours(1))
        #expect(h.ids().isEmpty)
    }

    @Test func anAlreadyExpiredItemNeverBecomesVisible() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("old", expires: Runtime.defaultStart - .days(1))], through: index)
        #expect(h.ids().isEmpty)
        #expect(h.observer.lines.isEmpty)
        #expect(h.messages("spotlight.expired") == ["old expired before it became visible (expiration 2026-01-04T09:00:00Z)"])
    }
}
