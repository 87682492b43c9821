import LimelightCore
import Testing
@testable import Spotlight

@Suite struct ObserverAndErrorTests {
    @Test func observersSeeCommitsUpdatesAndExpiry() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app")
        h.index([makeItem("a", expires: Runtime.defaultStart + .hours(1))], through: index)
        h.index([makeItem("a", title: "t", update: true), makeItem("missing", update: true)], through: index)
        h.advance(.hours(1))
        #expect(h.observer.lines == ["commit app/a", "commit app/a", "remove app/a"])
    }

    @Test func aLateObserverGetsAReplayAndObserversAreWeak() {
        let h = SpotlightHarness()
        h.index([makeItem("a"), makeItem("b")], through: h.service.searchableIndex(app: "app"))
        let late = RecordingObserver()
        h.service.addObserver(late)
        #expect(late.lines == ["commit app/a", "commit app/b"])
        var temporary: RecordingObserver? = RecordingObserver()
        if let temporary { h.service.addObserver(temporary, replayExisting: false) }
        weak let weakTemporary = temporary
        temporary = nil
        #expect(weakTemporary == nil)
        h.service.removeObserver(late)
        h.index([makeItem("c")], through: h.service.searchableIndex(app: "app"))
        #expect(late.lines.count == 2)
    }

    @Test func errorCodesHaveApplesValuesAndNames() {
        let expected: [(IndexErrorCode, Int, String)] = [
            (.unknownError, -1, "unknownError"), (.indexUnavailableError, -1000, "indexUnavailableError"),
            (.invalidItemError, -1001, "invalidItemError"), (.invalidClientStateError, -1002, "invalidClientStateError"),
            (.remoteConnectionError, -1003, "remoteConnectionError"), (.quotaExceeded, -1004, "quotaExceeded"),
            (.indexingUnsupported, -1005, "indexingUnsupported"), (.mismatchedClientState, -1006, "mismatchedClientState"),
        ]
        for (code, raw, name) in expected {
            #expect(code.rawValue == raw)
            #expect(code.name == name)
            #expect(IndexErrorCode(name: name) == code)
            #expect(IndexErrorCode(name: String(raw)) == code)
        }
        #expect(IndexErrorCode(name: "nope") == nil)
        #expect(IndexErrorCode(name: "-7") == nil)
        let error = IndexError(.mismatchedClientState, "boom")
        #expect(error.description == "CSIndexErrorDomain -1006 (mismatchedClientState): boom")
        #expect(error.domain == "CSIndexErrorDomain")
    }

    @Test func clientStateRenderingIsDeterministic() {
        #expect(SpotlightText.clientState(nil) == "<none>")
        #expect(SpotlightText.clientState(bytes("ok")) == "\"ok\" (2 bytes)")
        #expect(SpotlightText.clientState([0, 255, 1]) == "0x00ff01 (3 bytes)")
        #expect(SpotlightText.list(["1", "2", "3", "4", "5", "6", "7"]) == "[1, 2, 3, 4, 5, … (+2 more)]")
    }

    @Test func pendingJournalDescribesWhatIsNotYetVisible() {
        let h = SpotlightHarness { $0.indexingLatency = .seconds(2) }
        h.service.searchableIndex(app: "app", name: "n").deleteSearchableItems(withDomainIdentifiers: ["a", "b"])
        #expect(h.service.pendingJournal.map(\.description)
            == ["#1 app: delete 2 domains [a, b] via index \"n\", visible at 2026-01-05T09:00:02Z"])
    }
}
