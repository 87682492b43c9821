import Dispatch
import LimelightCore
import Testing

@Suite struct LockedBoxTests {
    /// Threads that change the value at once lose no change: each change runs under the lock.
    @Test func concurrentChangesAreAllKept() {
        let box = LockedBox(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { box.withLock { $0 += 1 } }
        }
        #expect(box.withLock { $0 } == 80_000)
    }

    /// Copies share one value and one lock, and `withLock` returns what its body returns.
    @Test func copiesShareTheValue() {
        let box = LockedBox([String]())
        let copy = box
        copy.withLock { $0.append("a") }
        let count = box.withLock { values -> Int in
            values.append("b")
            return values.count
        }
        #expect(count == 2)
        #expect(copy.withLock { $0 } == ["a", "b"])
    }

    /// A throwing body's error comes out, and the lock is released (the next `withLock` does not wait forever).
    @Test func aThrowingBodyReleasesTheLock() {
        struct Refused: Error {}
        let box = LockedBox(1)
        #expect(throws: Refused.self) { try box.withLock { _ in throw Refused() } }
        #expect(box.withLock { $0 } == 1)
    }
}
