import LimelightCore
import Testing
@testable import Spotlight

@Suite struct BatchTests {
    @Test func batchOperationsApplyOnlyAtEndBatch() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "tasks")
        h.index([makeItem("gone")], through: index)
        index.beginBatch()
        var results: [IndexError?] = []
        index.indexSearchableItems([makeItem("a"), makeItem("b")]) { results.append($0) }
        index.deleteSearchableItems(withIdentifiers: ["gone"]) { results.append($0) }
        h.settle()
        #expect(results.count == 2 && results.allSatisfy { $0 == nil })
        #expect(h.ids() == ["gone"])
        index.endBatch(withClientState: bytes("page-2")) { results.append($0) }
        h.settle()
        #expect(results.count == 3 && results[2] == nil)
        #expect(h.ids() == ["a", "b"])
        #expect(h.service.clientState(app: "app", name: "tasks") == bytes("page-2"))
        #expect(h.messages("spotlight.batch.end") == ["batch committed on index \"tasks\": 2 operations, client state \"page-2\" (6 bytes)"])
    }

    @Test func batchingIsUnsupportedOnTheDefaultIndex() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        index.beginBatch()
        #expect(!index.isBatchOpen)
        index.indexSearchableItems([makeItem("a")])
        var error: IndexError?
        index.endBatch(withClientState: bytes("s")) { error = $0 }
        h.settle()
        #expect(h.ids() == ["a"])
        #expect(error?.code == .invalidClientStateError)
        #expect(error?.message == "batching is unsupported on the default index")
        #expect(h.messages("spotlight.error").count == 2)
    }

    @Test func theDefaultIndexBatchErrorCodeIsConfigurable() {
        let h = SpotlightHarness { $0.defaultIndexBatchErrorCode = .unknownError }
        var error: IndexError?
        h.service.searchableIndex(app: "app").endBatch(withClientState: []) { error = $0 }
        h.settle()
        #expect(error?.code == .unknownError)
    }

    @Test func aNestedBeginBatchIsLoggedAndIgnored() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.indexSearchableItems([makeItem("a")])
        index.beginBatch()
        index.indexSearchableItems([makeItem("b")])
        index.endBatch(withClientState: bytes("1"))
        h.settle()
        #expect(h.ids() == ["a", "b"])
        #expect(h.messages("spotlight.error") == ["beginBatch on index \"n\" ignored: a batch is already open (call endBatch first)"])
    }

    @Test func endBatchWithoutBeginFails() {
        let h = SpotlightHarness()
        var error: IndexError?
        h.service.searchableIndex(app: "app", name: "n").endBatch(withClientState: bytes("x")) { error = $0 }
        h.settle()
        #expect(error?.code == .unknownError)
        #expect(h.service.clientState(app: "app", name: "n") == nil)
    }

    @Test(arguments: [(250, true), (251, false), (0, true)])
    func clientStateLimitIsInclusive(size: Int, accepted: Bool) {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.indexSearchableItems([makeItem("a")])
        var error: IndexError?
        index.endBatch(withClientState: [UInt8](repeating: 65, count: size)) { error = $0 }
        h.settle()
        #expect((error == nil) == accepted)
        #expect(h.ids() == (accepted ? ["a"] : []))
        if !accepted {
            #expect(error?.code == .invalidClientStateError)
            #expect(error?.message == "client state is 251 bytes; at most 250 are allowed")
            #expect(h.service.clientState(app: "app", name: "n") == nil)
        }
    }

    @Test func fetchLastClientStateReturnsNilWhenNoneThenTheLastCommitted() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        var fetched: [[UInt8]?] = []
        index.fetchLastClientState { state, _ in fetched.append(state) }
        index.beginBatch()
        index.endBatch(withClientState: bytes("1"))
        index.beginBatch()
        index.endBatch(withClientState: bytes("2"))
        index.fetchLastClientState { state, _ in fetched.append(state) }
        h.service.searchableIndex(app: "app", name: "other").fetchLastClientState { state, _ in fetched.append(state) }
        h.settle()
        #expect(fetched == [nil, bytes("2"), nil])
    }

    @Test func fetchCanReturnEmptyBytesWhenNone() {
        let h = SpotlightHarness { $0.emptyClientStateWhenNone = true }
        var fetched: [UInt8]?
        h.service.searchableIndex(app: "app", name: "n").fetchLastClientState { state, _ in fetched = state }
        h.settle()
        #expect(fetched == [])
    }

    @Test func aMismatchedExpectedStateFailsAndPersistsNothing() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.endBatch(expectedClientState: nil, newClientState: bytes("v1"))
        index.beginBatch()
        index.indexSearchableItems([makeItem("a")])
        var error: IndexError?
        index.endBatch(expectedClientState: bytes("v0"), newClientState: bytes("v2")) { error = $0 }
        h.settle()
        #expect(error?.code == .mismatchedClientState)
        #expect(error?.description == "CSIndexErrorDomain -1006 (mismatchedClientState): expected client state \"v0\" (2 bytes) but the index holds \"v1\" (2 bytes)")
        #expect(h.service.clientState(app: "app", name: "n") == bytes("v1"))
        #expect(h.ids().isEmpty)
        #expect(!index.isBatchOpen)
    }

    @Test func aMatchingExpectedStateCommits() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.indexSearchableItems([makeItem("a")])
        var error: IndexError? = IndexError(.unknownError, "not called")
        index.endBatch(expectedClientState: [], newClientState: bytes("v1")) { error = $0 }
        h.settle()
        #expect(error == nil)
        #expect(h.ids() == ["a"])
    }

    @Test func aMismatchCanStillApplyTheBatchWhenConfigured() {
        let h = SpotlightHarness { $0.applyBatchOnStateMismatch = true }
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.indexSearchableItems([makeItem("a")])
        index.endBatch(expectedClientState: bytes("x"), newClientState: bytes("y"))
        h.settle()
        #expect(h.ids() == ["a"])
        #expect(h.service.clientState(app: "app", name: "n") == nil)
    }

    @Test func aCrashDiscardsTheOpenBatchAndTheAppResumesFromTheLastState() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        index.beginBatch()
        index.indexSearchableItems([makeItem("1")])
        index.endBatch(withClientState: bytes("after-1"))
        h.settle()
        index.beginBatch()
        index.indexSearchableItems([makeItem("2")])
        h.service.appCrashed(app: "app")
        #expect(h.messages("spotlight.batch.discarded") == ["batch on index \"n\" discarded (app crashed): 1 operation not applied"])
        let relaunched = h.service.searchableIndex(app: "app", name: "n")
        var resumed: [UInt8]?
        relaunched.fetchLastClientState { state, _ in resumed = state }
        h.settle()
        #expect(resumed == bytes("after-1"))
        #expect(h.ids() == ["1"])
    }

    @Test func batchesArePerHandleButClientStateIsPerName() {
        let h = SpotlightHarness()
        let first = h.service.searchableIndex(app: "app", name: "n")
        let second = h.service.searchableIndex(app: "app", name: "n")
        first.beginBatch()
        second.indexSearchableItems([makeItem("direct")])
        h.settle()
        #expect(h.ids() == ["direct"])
        first.endBatch(withClientState: bytes("s"))
        var state: [UInt8]?
        second.fetchLastClientState { s, _ in state = s }
        h.settle()
        #expect(state == bytes("s"))
    }

    @Test func domainDeletesInsideABatchAreNotBatched() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "n")
        h.index([makeItem("a", domain: "d")], through: index)
        index.beginBatch()
        index.deleteSearchableItems(withDomainIdentifiers: ["d"])
        h.settle()
        #expect(h.ids().isEmpty)
        #expect(index.isBatchOpen)
    }
}
