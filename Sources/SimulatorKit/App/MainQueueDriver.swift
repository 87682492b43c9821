import CSimulatedTime
import Foundation
import LimelightCore

/// The driver that holds the main queue while it waits for app code, if any.
///
/// A step's driver (`AsyncAppStep`) blocks the thread it runs on until the app code it drives returns or is stuck.
/// When that thread owns the main queue — the process's main thread, as in `limelight run` and the REPL, or a thread
/// running a `@MainActor` job, as in a `@MainActor` test — nothing else can run the main queue's jobs meanwhile, so a
/// `@MainActor` hop of the app code (`await MainActor.run { }`, a `@MainActor` method called from a task) would wait
/// forever. Such a driver registers here; the interposer offers it each job the Swift runtime puts on the main queue,
/// and the driver runs the job on its own thread between two simulation steps, as the main run loop of a device would.
///
/// Which jobs it takes: those its app's code enqueues (from the app's executor) always; any `@MainActor` job when the driver is on
/// the process's main thread (no one else could run it; a continuation resumed on another thread whose task is on the
/// main actor is one). On another thread that owns the main queue (a `@MainActor` test) a job some other code enqueued
/// is left to the main queue, so unrelated main-actor work is never run inside the driver's wait.
///
/// With no driver holding the main queue, a `@MainActor` job app code enqueues on a thread that owns it (a task
/// resumed by `clock advance` in `limelight run`) runs when that app code returns (`AppTaskExecutor.acceptMain`).
enum MainQueueDriver {
    private static let owner = LockedBox<Owner?>(nil)

    /// The driver holding the main queue, the executor of the app whose code it drives, and whether it runs on the
    /// process's main thread.
    struct Owner: Sendable {
        let driver: AsyncAppCode
        let executor: AppTaskExecutor
        let onMainThread: Bool
    }

    /// Makes `driver` the one that takes main-queue jobs while it runs, when this thread owns the main queue; returns
    /// what to pass to `restore` when the driver returns.
    static func register(_ driver: AsyncAppCode, for executor: AppTaskExecutor) -> Registration {
        guard limelight_time_owns_main_queue() != 0 else { return Registration(active: false, previous: nil) }
        let onMainThread = limelight_time_is_main_thread() != 0
        return owner.withLock { owner in
            let previous = owner
            owner = Owner(driver: driver, executor: executor, onMainThread: onMainThread)
            return Registration(active: true, previous: previous)
        }
    }

    /// Undoes `register`.
    static func restore(_ registration: Registration) {
        guard registration.active else { return }
        owner.withLock { $0 = registration.previous }
    }

    /// Offers a main-queue job (`executor`: the app executor whose code enqueued it, nil when another thread did); true
    /// when the owning driver took it, or — no driver holding the main queue — the app's executor, when this thread
    /// owns the main queue (the job runs as the app code running now returns: `AppTaskExecutor.acceptMain`).
    static func take(_ job: UnsafeMutableRawPointer, executor: UnsafeMutableRawPointer?) -> Bool {
        if let owner = owner.withLock({ $0 }), executor == Unmanaged.passUnretained(owner.executor).toOpaque() || owner.onMainThread,
           owner.driver.handOffMain(job) { return true }
        guard let executor, limelight_time_owns_main_queue() != 0 else { return false }
        Unmanaged<AppTaskExecutor>.fromOpaque(executor).takeUnretainedValue().acceptMain(job)
        return true
    }

    struct Registration: Sendable {
        let active: Bool
        let previous: Owner?
    }
}
