import Foundation

/// A value and the lock that guards it, as swift-nio's `NIOLockedValueBox`: the lock owns the value, so code reads and
/// changes it only inside `withLock`, and the compiler checks that what crosses threads is `Sendable` (the box is
/// `Sendable` when its value is). Copies share one value and one lock. The standard library's `Mutex` would do, but it
/// needs macOS 15 and the package supports macOS 13.
public struct LockedBox<Value> {
    private final class Storage {
        let lock = NSLock()
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    /// A box holding `value`.
    public init(_ value: Value) { storage = Storage(value) }

    /// Runs `body` with the value, holding the lock; what `body` returns is the result.
    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.value)
    }
}

// The one unchecked conformance locks need: every access to `storage.value` is under `storage.lock` (`withLock`).
extension LockedBox: @unchecked Sendable where Value: Sendable {}
