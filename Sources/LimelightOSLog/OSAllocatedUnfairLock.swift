import Foundation

/// A lock that protects a state (Apple's `OSAllocatedUnfairLock`, in `os`). Copies share one lock, as Apple's do.
// unchecked: Apple declares `OSAllocatedUnfairLock` `@unchecked Sendable` whatever its state (the state is reached only
// under the lock); this is that lock, so it cannot be built from another one (`lock()`/`unlock()` need the raw lock).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    final class Box {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    let box: Box

    /// Whether the current code holds the lock (for `precondition(_:)`).
    public enum Ownership: Hashable, Sendable {
        /// The current code holds the lock.
        case owner
        /// The current code does not hold it.
        case notOwner
    }

    /// Creates a lock protecting a state that need not be `Sendable`.
    public init(uncheckedState initialState: State) { box = Box(initialState) }

    /// Runs `body` with the state, holding the lock.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body(&box.state)
    }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` if the lock is free; nil otherwise.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard box.lock.try() else { return nil }
        defer { box.lock.unlock() }
        return try body(&box.state)
    }

    /// Runs `body` if the lock is free; nil otherwise.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Checks who holds the lock. The simulator cannot tell owners apart, so this checks nothing.
    public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State: Sendable {
    /// Creates a lock protecting a `Sendable` state.
    public init(initialState: State) { self.init(uncheckedState: initialState) }
}

extension OSAllocatedUnfairLock where State == () {
    /// Creates a lock that protects no state.
    public init() { self.init(uncheckedState: ()) }
    /// Takes the lock.
    public func lock() { box.lock.lock() }
    /// Releases the lock.
    public func unlock() { box.lock.unlock() }
    /// Takes the lock if it is free.
    public func lockIfAvailable() -> Bool { box.lock.try() }
    /// Runs `body` holding the lock.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body()
    }
    /// Runs `body` holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R { try withLockUnchecked(body) }
}
