import Foundation

/// A value and the lock that guards it, as swift-nio's `NIOLockedValueBox` and the standard library's `Mutex` (which
/// needs macOS 15; the package supports macOS 13): the lock owns the value, so code reads and changes it only inside
/// `withLock`. As with `Mutex`, the box is `Sendable` whatever its value, and the compiler checks it: the value goes in
/// `sending` (nothing else keeps a reference to it), and `withLock` hands out only `sending` results. Copies share one
/// value and one lock.
public struct LockedBox<Value> {
    private final class Storage {
        let lock = NSLock()
        var value: Value
        init(_ value: sending Value) { self.value = value }
    }
    private let storage: Storage

    /// A box holding `value`.
    public init(_ value: sending Value) { storage = Storage(value) }

    /// Runs `body` with the value, holding the lock; what `body` returns is the result.
    public func withLock<T>(_ body: (inout sending Value) throws -> sending T) rethrows -> sending T {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.value)
    }

    /// Runs `body` with the value, holding the lock, without the compiler's checks on what goes in and out (as
    /// `OSAllocatedUnfairLock.withLockUnchecked`): for a value that is not `Sendable` and is handed from one thread
    /// to another in an order the compiler cannot see. Each use says why it is safe.
    public func withLockUnchecked<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.value)
    }
}

// unchecked: the one unchecked conformance locks need: every access to `storage.value` is under `storage.lock` (`withLock`), and
// the value crosses threads only as `sending`, which the compiler checks.
extension LockedBox: @unchecked Sendable {}
