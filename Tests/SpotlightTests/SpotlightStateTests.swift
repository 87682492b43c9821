import Foundation
import LimelightCore
import Testing
@testable import Spotlight

@Suite struct SpotlightStateTests {
    @Test func restoreBringsBackEveryReadAfterTheWorldMoved() {
        let world = StateWorld()
        let service = world.h.service!
        let captured = service.state
        let seen = Observation(service)
        #expect(!seen.items.isEmpty && !seen.journal.isEmpty && !seen.reindex.isEmpty && !seen.activities.isEmpty)
        #expect(!seen.clientStates.isEmpty)

        // Move the world: write, delete, expire, fault, crash, uninstall, reconfigure.
        world.bulk.indexSearchableItems([makeItem("z", title: "Zed")])
        world.batching.endBatch(withClientState: bytes("v9"))
        world.h.advance(.hours(3))
        service.searchableIndex(app: "other").deleteAllSearchableItems()
        service.injectFailure(app: nil, code: .unknownError, count: 3)
        service.appCrashed(app: "app")
        service.appUninstalled(app: "other")
        service.isIndexerAvailable = false
        service.configuration.maxItemBytes = 10
        world.h.settle()
        #expect(Observation(service) != seen)
        #expect(service.state != captured)

        let logged = world.h.runtime.log.events.count
        service.restore(captured)
        #expect(world.h.runtime.log.events.count == logged)
        #expect(service.state == captured)
        // Stored items, not visible ones: the clock (the lead's to restore) has moved on.
        #expect(Observation(service).stored == seen.stored)
        #expect(Observation(service).journal == seen.journal)
        #expect(Observation(service).clientStates == seen.clientStates)
        #expect(Observation(service).reindex == seen.reindex)
        #expect(Observation(service).activities == seen.activities)
        #expect(Observation(service).apps == seen.apps)
        #expect(service.isIndexerAvailable && service.configuration == seen.configuration)
        // Uninstalling dropped the handle that had the open batch: the next handle made for that index takes it.
        #expect(!world.batching.isBatchOpen)
        #expect(service.searchableIndex(app: "other", name: "notes").isBatchOpen)
    }

    @Test func aRestoredWorldBehavesLikeTheOriginal() throws {
        // Reference: a world that never moved, continued from the checkpoint.
        let reference = StateWorld()
        let mark = reference.h.runtime.log.events.count
        // Checkpointed world: captured, moved, then rebuilt from the capture on a replica runtime.
        let world = StateWorld()
        let saved = world.h.service.state
        let schedule = try #require(world.h.runtime.scheduler.state)
        let random = world.h.runtime.random, ids = world.h.runtime.ids
        world.bulk.indexSearchableItems([makeItem("z")])
        world.h.advance(.days(3))
        world.h.service.appUninstalled(app: "app")

        let runtime = replicaRuntime(schedule, random: random, ids: ids)
        let rebuilt = SpotlightService(runtime: runtime, deviceName: "iPhone", protectionState: { .unlocked })
        rebuilt.restore(saved)
        #expect(Observation(rebuilt) == Observation(reference.h.service))
        #expect(rebuilt.state == reference.h.service.state)

        continueWorld(reference.h.service, reference.h.runtime, batching: reference.batching, delegate: reference.delegate)
        let delegate = RecordingDelegate()
        // The rebuilt world's handle is made again (as the REPL does) and takes the restored open batch.
        continueWorld(rebuilt, runtime, batching: rebuilt.searchableIndex(app: "other", name: "notes"), delegate: delegate)
        #expect(lines(runtime) == lines(reference.h.runtime, from: mark))
        #expect(Observation(rebuilt) == Observation(reference.h.service))
        #expect(rebuilt.state == reference.h.service.state)
        #expect(delegate.received == reference.delegate.received)
    }

    @Test func jsonRoundTripGivesAnEqualStateThatBehavesTheSame() throws {
        let reference = StateWorld()
        let mark = reference.h.runtime.log.events.count
        let saved = reference.h.service.state
        let schedule = try #require(reference.h.runtime.scheduler.state)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(saved)
        let decoded = try JSONDecoder().decode(SpotlightState.self, from: data)
        #expect(decoded == saved)
        #expect(try encoder.encode(decoded) == data)

        let runtime = replicaRuntime(schedule, random: reference.h.runtime.random, ids: reference.h.runtime.ids)
        let rebuilt = SpotlightService(runtime: runtime, deviceName: "iPhone", protectionState: { .unlocked })
        rebuilt.restore(decoded)
        #expect(Observation(rebuilt) == Observation(reference.h.service))
        continueWorld(reference.h.service, reference.h.runtime, batching: reference.batching, delegate: reference.delegate)
        continueWorld(rebuilt, runtime, batching: rebuilt.searchableIndex(app: "other", name: "notes"), delegate: RecordingDelegate())
        #expect(lines(runtime) == lines(reference.h.runtime, from: mark))
        #expect(rebuilt.state == reference.h.service.state)
    }

    @Test func capturingSharesItemsInsteadOfCopyingThem() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "bulk")
        index.indexSearchableItems((0..<100_000).map { makeItem("item-\($0)", domain: "d\($0 % 10)", title: "Item \($0)") })
        h.settle()
        let first = h.service.state
        let second = h.service.state
        let live = h.service.data.stores["app"]?.items
        #expect(first.storedItemCount == 100_000)
        // Both captures and the service share one table: nothing was copied, not even the buckets.
        #expect(first.stores["app"]?.items.sharesStorage(with: second.stores["app"]?.items ?? ItemTable()) == true)
        #expect(live?.sharesStorage(with: first.stores["app"]?.items ?? ItemTable()) == true)
        // A write copies the table the service writes to, never an item: every unchanged item is the same object.
        index.indexSearchableItems([makeItem("item-0", title: "Changed")])
        h.settle()
        let after = h.service.data.stores["app"]?.items
        #expect(after?.sharesStorage(with: first.stores["app"]?.items ?? ItemTable()) == false)
        // …and only the one segment holding the changed item: memory grows with what changed.
        #expect(after?.sharedSegments(with: first.stores["app"]?.items ?? ItemTable()) == ItemTable.segmentCount - 1)
        var shared = 0
        first.stores["app"]?.items.forEach { item in
            if let now = after?[item.uniqueIdentifier], now.storage === item.storage { shared += 1 }
        }
        #expect(shared == 99_999)
        #expect(first == second)
        #expect(after != first.stores["app"]?.items)
        #expect(h.service.state != first)
        h.service.restore(first)
        #expect(h.service.state == first)
        #expect(h.service.item(app: "app", identifier: "item-0")?.attributeSet.title == "Item 0")
    }

    @Test func aBatchRestoredWithoutItsHandleGoesToTheNextMatchingHandle() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "notes")
        index.beginBatch()
        index.indexSearchableItems([makeItem("n")])
        let saved = h.service.state
        let other = SpotlightHarness()
        other.service.restore(saved)
        #expect(other.service.state == saved)
        let wrong = other.service.searchableIndex(app: "app", name: "todo")
        let taken = other.service.searchableIndex(app: "app", name: "notes")
        #expect(!wrong.isBatchOpen && taken.isBatchOpen)
        taken.endBatch(withClientState: bytes("s"))
        other.settle()
        #expect(other.ids() == ["n"])
    }

    @Test func restoreDropsObserversAndKeepsDelegates() {
        let world = StateWorld()
        let saved = world.h.service.state
        world.h.service.restore(saved)
        world.h.observer.lines = []
        world.h.service.searchableIndex(app: "app").indexSearchableItems([makeItem("q")])
        world.h.advance(.seconds(5))
        #expect(world.h.observer.lines.isEmpty)
        world.h.service.deliverReindexRequests(app: "other")
        #expect(!world.delegate.received.isEmpty)
    }
}
