import Foundation
import LimelightOSLog
import Testing

/// Apple's `os_unfair_lock`, as packages' `#if canImport(os)` branches use it (swift-argument-parser's Mutex).
#if canImport(Glibc)
import Glibc
#endif

@Suite struct OSUnfairLockTests {
    @Test func aFreshLockIsFreeAndTryLockTakesIt() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        defer { lock.deallocate() }
        lock.initialize(to: os_unfair_lock())
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_assert_owner(lock)
        #expect(!os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        os_unfair_lock_assert_not_owner(lock)
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
    }

    @Test func anotherThreadCannotTakeAHeldLock() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        defer { lock.deallocate() }
        lock.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(lock)
        let taken = LockedFlag()
        nonisolated(unsafe) let shared = lock
        let thread = Thread { taken.set(os_unfair_lock_trylock(shared)) }
        thread.start()
        taken.wait()
        #expect(taken.value == false)
        os_unfair_lock_unlock(lock)
    }

    @Test func contendedIncrementsAreNotLost() async {
        final class Counter: @unchecked Sendable {
            let lock = os_unfair_lock_t.allocate(capacity: 1)
            var value = 0
            init() { lock.initialize(to: os_unfair_lock()) }
            deinit { lock.deallocate() }
        }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<2_000 {
                        os_unfair_lock_lock(counter.lock)
                        counter.value += 1
                        os_unfair_lock_unlock(counter.lock)
                    }
                }
            }
        }
        #expect(counter.value == 16_000)
    }

    /// swift-argument-parser's Mutex hands the same storage to `pthread_mutex_destroy` under `#if canImport(Glibc)`.
    @Test func theLockIsTheCLibrarysMutex() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        defer { lock.deallocate() }
        lock.initialize(to: os_unfair_lock_s())
        os_unfair_lock_lock(lock)
        os_unfair_lock_unlock(lock)
        #expect(pthread_mutex_destroy(lock) == 0)
        lock.deinitialize(count: 1)
    }
}

/// A Boolean set once by another thread, waited for.
private final class LockedFlag: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Bool?
    var value: Bool? { condition.lock(); defer { condition.unlock() }; return result }
    func set(_ value: Bool) { condition.lock(); result = value; condition.broadcast(); condition.unlock() }
    func wait() { condition.lock(); while result == nil { condition.wait() }; condition.unlock() }
}
