import LimelightCore
import Testing
@testable import Spotlight

@Suite struct FaultTests {
    @Test func injectedFailuresHitTheNextCallsThenStop() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.service.injectFailure(app: "app", code: .remoteConnectionError, count: 2)
        var errors: [IndexError?] = []
        for id in ["a", "b", "c"] { index.indexSearchableItems([makeItem(id)]) { errors.append($0) } }
        h.settle()
        #expect(errors.map { $0?.code } == [.remoteConnectionError, .remoteConnectionError, nil])
        #expect(errors.first??.description == "CSIndexErrorDomain -1003 (remoteConnectionError): injected failure (1 left)")
        #expect(h.ids() == ["c"])
        #expect(h.messages("spotlight.fault") == ["the next 2 calls of app fail with -1003 (remoteConnectionError)"])
    }

    @Test func failuresForOneAppLeaveOthersAlone() {
        let h = SpotlightHarness()
        h.service.injectFailure(app: "one", code: .quotaExceeded, count: 1)
        h.service.injectFailure(app: "x", code: .unknownError, count: 0)
        #expect(h.index([makeItem("a")], through: h.service.searchableIndex(app: "two")) == .some(nil))
        #expect(h.index([makeItem("a")], through: h.service.searchableIndex(app: "one"))??.code == .quotaExceeded)
    }

    @Test func unsupportedAndUnavailableToggles() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.service.isIndexingSupported = false
        #expect(!index.isIndexingAvailable())
        #expect(h.index([makeItem("a")], through: index)??.code == .indexingUnsupported)
        h.service.isIndexingSupported = true
        h.service.isIndexerAvailable = false
        #expect(h.index([makeItem("a")], through: index)??.code == .indexUnavailableError)
        h.service.isIndexerAvailable = true
        #expect(h.index([makeItem("a")], through: index) == .some(nil))
    }

    @Test func aCrashedAppNeverHearsItsPendingCompletions() {
        let h = SpotlightHarness()
        var called = false
        h.service.searchableIndex(app: "app").indexSearchableItems([makeItem("a")]) { _ in called = true }
        h.service.appCrashed(app: "app")
        h.settle()
        #expect(!called)
        #expect(h.ids() == ["a"])
    }

    @Test func uninstallRemovesEverythingOfTheApp() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        h.index([makeItem("a"), makeItem("b")], through: index)
        index.beginBatch()
        index.endBatch(withClientState: bytes("s"))
        h.service.loseIndex(app: "app", fraction: 0.5)
        index.beginBatch()
        index.indexSearchableItems([makeItem("c")])
        h.index([makeItem("z")], through: h.service.searchableIndex(app: "keep"))
        h.service.searchableIndex(app: "app").indexSearchableItems([makeItem("d")])
        h.observer.lines = []
        h.service.appUninstalled(app: "app")
        h.settle()
        #expect(h.ids().isEmpty)
        #expect(h.service.clientState(app: "app", name: "n") == nil)
        #expect(h.service.pendingReindexRequests(app: "app").isEmpty)
        #expect(!index.isBatchOpen)
        #expect(h.service.apps == ["keep"])
        #expect(h.observer.lines == ["remove app/a"] || h.observer.lines == ["remove app/b"])
        #expect(h.messages("spotlight.uninstalled") == ["removed 1 item, 1 client state, 1 journaled call, 1 reindex request"])
    }
}
