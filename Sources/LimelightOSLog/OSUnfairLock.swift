#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif
import Foundation

#if canImport(Glibc) || canImport(Musl) || canImport(Bionic)
/// Apple's `os_unfair_lock_s` (os/lock.h). On Linux it is the C library's `pthread_mutex_t`: a zeroed one is a free
/// mutex there (`PTHREAD_MUTEX_INITIALIZER`), so `os_unfair_lock()` makes a free lock as on Apple platforms. It is the
/// mutex itself, not a 32-bit word of its own, because packages whose `#if canImport(os)` branch locks with
/// `os_unfair_lock` also hand the same storage to `pthread_mutex_destroy` under `#if canImport(Glibc)` (swift-argument-
/// parser's `Mutex` does): on Linux both branches are compiled, and both must accept it (Docs/AppleAPI.md).
public typealias os_unfair_lock_s = pthread_mutex_t
/// Apple's `os_unfair_lock` type name.
public typealias os_unfair_lock = os_unfair_lock_s
/// Apple's `os_unfair_lock_t`: a pointer to a lock.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Takes the lock, waiting while another thread holds it. Apple traps when the thread already holds it; so does this.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    Swift.precondition(!UnfairLockOwners.shared.isOwnedByCurrentThread(lock), "BUG IN CLIENT OF LIBPLATFORM: Trying to recursively lock an os_unfair_lock")
    pthread_mutex_lock(lock)
    UnfairLockOwners.shared.take(lock)
}

/// Takes the lock if it is free; `false` if another thread holds it.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    guard pthread_mutex_trylock(lock) == 0 else { return false }
    UnfairLockOwners.shared.take(lock)
    return true
}

/// Releases a lock the current thread holds. Apple traps on an unlock by another thread; so does this.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    Swift.precondition(UnfairLockOwners.shared.isOwnedByCurrentThread(lock), "BUG IN CLIENT OF LIBPLATFORM: Unlock of an os_unfair_lock not owned by current thread")
    UnfairLockOwners.shared.release(lock)
    pthread_mutex_unlock(lock)
}

/// Traps unless the current thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
    Swift.precondition(UnfairLockOwners.shared.isOwnedByCurrentThread(lock), "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly not owned by current thread")
}

/// Traps if the current thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
    Swift.precondition(!UnfairLockOwners.shared.isOwnedByCurrentThread(lock), "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly owned by current thread")
}

/// The thread that holds each taken `os_unfair_lock`, by the lock's address: an entry lives from lock to unlock, so
/// the owner checks Apple makes can be made here too.
final class UnfairLockOwners: Sendable {
    static let shared = UnfairLockOwners()
    /// The owner of each taken lock, by the lock's address.
    private let owners = OSAllocatedUnfairLock(initialState: [UInt: pthread_t]())

    func take(_ lock: UnsafePointer<os_unfair_lock_s>) {
        let key = UInt(bitPattern: lock), owner = pthread_self()
        owners.withLock { $0[key] = owner }
    }

    func release(_ lock: UnsafePointer<os_unfair_lock_s>) {
        let key = UInt(bitPattern: lock)
        owners.withLock { $0[key] = nil }
    }

    func isOwnedByCurrentThread(_ lock: UnsafePointer<os_unfair_lock_s>) -> Bool {
        let key = UInt(bitPattern: lock), current = pthread_self()
        return owners.withLock { owners in
            guard let owner = owners[key] else { return false }
            return pthread_equal(owner, current) != 0
        }
    }
}
#endif
