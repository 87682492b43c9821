import CSimulatedTime
import Foundation

/// The driver that holds the main queue while it waits for app code, if any.
///
/// A step's driver (`AsyncAppStep`) blocks the thread it runs on until the app code it drives returns or is stuck.
/// When that thread owns the main queue — the process's main thread, as in `limelight run` and the REPL, or a thread
/// running a `@MainActor` job, as in a `@MainActor` test — nothing else can run the main queue's jobs meanwhile, so a
/// `@MainActor` hop of the app code (`await MainActor.run { }`, a `@MainActor` method called from a task) would wait
/// forever. Such a driver registers here; the interposer offers it each job the Swift runtime puts on the main queue,
/// and the driver runs the job on its own thread between two simulation steps, as the main run loop of a device would.
///
/// Which jobs it takes: those app code enqueues (from its executor) always; any `@MainActor` job when the driver is on
/// the process's main thread (no one else could run it; a continuation resumed on another thread whose task is on the
/// main actor is one). On another thread that owns the main queue (a `@MainActor` test) a job some other code enqueued
/// is left to the main queue, so unrelated main-actor work is never run inside the driver's wait.
enum MainQueueDriver {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var owner: (driver: AsyncAppCode, onMainThread: Bool)?

    /// Makes `driver` the one that takes main-queue jobs while it runs, when this thread owns the main queue; returns
    /// what to pass to `restore` when the driver returns.
    static func register(_ driver: AsyncAppCode) -> Registration {
        guard limelight_time_owns_main_queue() != 0 else { return Registration(active: false, previous: nil) }
        let onMainThread = limelight_time_is_main_thread() != 0
        return lock.withLock {
            let previous = owner
            owner = (driver, onMainThread)
            return Registration(active: true, previous: previous)
        }
    }

    /// Undoes `register`.
    static func restore(_ registration: Registration) {
        guard registration.active else { return }
        lock.withLock { owner = registration.previous }
    }

    /// Offers a main-queue job; true when the owning driver took it.
    static func take(_ job: UnsafeMutableRawPointer, fromAppCode: Bool) -> Bool {
        guard let owner = lock.withLock({ owner }), fromAppCode || owner.onMainThread else { return false }
        return owner.driver.handOffMain(job)
    }

    struct Registration {
        let active: Bool
        let previous: (driver: AsyncAppCode, onMainThread: Bool)?
    }
}
