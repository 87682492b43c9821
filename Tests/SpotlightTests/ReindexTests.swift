import LimelightCore
import Testing
@testable import Spotlight

@Suite struct ReindexTests {
    func seeded(seed items: Int = 10) -> SpotlightHarness {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        h.index((1...items).map { makeItem("t\($0)") }, through: index)
        index.beginBatch()
        index.endBatch(withClientState: bytes("s"))
        h.settle()
        return h
    }

    @Test func totalLossEmptiesTheIndexAndAsksForEverything() {
        let h = seeded()
        h.service.loseIndex(app: "app", fraction: 1)
        #expect(h.ids().isEmpty)
        #expect(h.service.clientState(app: "app", name: "n") == nil)
        #expect(h.service.pendingReindexRequests(app: "app").map(\.scope) == [.all])
        #expect(h.messages("spotlight.index-lost") == ["lost all 10 items and client states (index lost)"])
    }

    @Test func partialLossIsASeededSubsetAndAsksForThoseIdentifiers() {
        func lost() -> [String] {
            let h = seeded()
            h.service.loseIndex(app: "app", fraction: 0.3, reason: "OS update")
            guard case .identifiers(let ids)? = h.service.pendingReindexRequests(app: "app").first?.scope else { return [] }
            #expect(Set(ids).isDisjoint(with: h.ids()))
            #expect(h.ids().count == 7)
            #expect(h.service.clientState(app: "app", name: "n") == bytes("s"))
            return ids
        }
        let first = lost()
        #expect(first.count == 3)
        #expect(first == lost())
    }

    @Test func requestsAreRedeliveredUntilAcknowledged() {
        let h = seeded()
        let delegate = RecordingDelegate()
        h.service.searchableIndex(app: "app", name: "n").indexDelegate = delegate
        h.service.loseIndex(app: "app", fraction: 1)
        h.service.deliverReindexRequests(app: "app")
        #expect(delegate.received == ["all"])
        h.service.deliverReindexRequests(app: "app")
        #expect(delegate.received == ["all", "all"])
        delegate.acknowledgements.first?()
        delegate.acknowledgements.first?()
        #expect(h.service.pendingReindexRequests(app: "app").isEmpty)
        #expect(h.messages("spotlight.reindex.acknowledged") == ["#1 reindex all (index lost)"])
        h.service.deliverReindexRequests(app: "app")
        #expect(delegate.received.count == 2)
    }

    @Test func withoutADelegateRequestsStayPending() {
        let h = seeded()
        h.service.loseIndex(app: "app", fraction: 1)
        h.service.deliverReindexRequests(app: "app")
        #expect(h.service.pendingReindexRequests(app: "app").count == 1)
        #expect(h.messages("spotlight.reindex.undelivered") == ["1 pending request not delivered: app has no index delegate"])
        let delegate = RecordingDelegate()
        delegate.acknowledgeAtOnce = true
        h.service.setIndexDelegate(delegate, app: "app")
        h.service.deliverReindexRequests(app: "app")
        #expect(h.service.pendingReindexRequests(app: "app").isEmpty)
    }

    @Test func aFullRequestSubsumesIdentifierRequests() {
        let h = seeded()
        h.service.loseIndex(app: "app", fraction: 0.2)
        h.service.loseIndex(app: "app", fraction: 1)
        h.service.loseIndex(app: nil, fraction: 0.5)
        #expect(h.service.pendingReindexRequests(app: "app").map(\.scope) == [.all])
    }

    @Test func failedIndexingAsksForTheIdentifiers() {
        let h = SpotlightHarness()
        let delegate = RecordingDelegate()
        let index = h.service.searchableIndex(app: "app")
        index.indexDelegate = delegate
        h.service.injectIndexingFailure(app: "app", count: 1)
        #expect(h.index([makeItem("a"), makeItem("b")], through: index) == .some(nil))
        #expect(h.ids().isEmpty)
        h.service.deliverReindexRequests(app: "app")
        #expect(delegate.received == ["a,b"])
        #expect(h.index([makeItem("a")], through: index) == .some(nil))
        #expect(h.ids() == ["a"])
    }

    @Test func lossTellsObserversAndOddFractionsAreSafe() {
        let h = seeded(seed: 2)
        h.observer.lines = []
        h.service.loseIndex(app: "app", fraction: .nan)
        h.service.loseIndex(app: "app", fraction: -3)
        #expect(h.ids().count == 2)
        h.service.loseIndex(app: "app", fraction: 7)
        #expect(h.observer.lines == ["remove app/t1", "remove app/t2"])
    }

    @Test func clearingTheDelegateStopsDelivery() {
        let h = seeded()
        let delegate = RecordingDelegate()
        h.service.setIndexDelegate(delegate, app: "app")
        h.service.setIndexDelegate(nil, app: "app")
        h.service.loseIndex(app: "app", fraction: 1)
        h.service.deliverReindexRequests(app: "app")
        #expect(delegate.received.isEmpty)
        #expect(h.service.pendingReindexRequests(app: "app").count == 1)
    }
}
