import LimelightCore
import Synchronization
import Testing

/// `DeferredRelease` lets go of a value on its own queue: the value lives until the queue gets to it (never freed
/// while someone else holds it), is freed exactly once, and `drain` waits for everything handed over before it.
@Suite struct DeferredReleaseTests {
    final class Counter: Sendable {
        let freed = Atomic<Int>(0)
    }

    final class Tracked: Sendable {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        deinit { counter.freed.add(1, ordering: .sequentiallyConsistent) }
    }

    @Test func aValueIsFreedOnceAndDrainWaitsForIt() {
        let counter = Counter()
        weak var watched: Tracked?
        do {
            let values = (0..<1_000).map { _ in Tracked(counter) }
            watched = values.first
            #expect(watched != nil)
            DeferredRelease.release(values)
        }
        DeferredRelease.drain()
        #expect(counter.freed.load(ordering: .sequentiallyConsistent) == 1_000)
        #expect(watched == nil)
    }

    @Test func aValueStillHeldElsewhereIsNotFreed() {
        let counter = Counter()
        let kept = Tracked(counter)
        DeferredRelease.release([kept, kept])
        DeferredRelease.drain()
        #expect(counter.freed.load(ordering: .sequentiallyConsistent) == 0)
        withExtendedLifetime(kept) {}
    }
}
