import CSimulatedTime
import Foundation
import LimelightCore

/// The executor async app code runs on in the simulator: a job runs at once, on the thread that enqueues it, so a task
/// started with it runs as part of the step that started it — up to its first wait — and each later piece runs inside
/// the simulator's step that resumes it (the system's completion arriving), never at the same time as the simulation.
///
/// Unchanged app code needs nothing: a `Task { }` app code starts, and a task it resumes, is put on this executor by the
/// interposer (`SimTimeInterposer`), and a `Task.sleep` in app code wakes at a simulated instant. Code may also name it,
/// `Task(executorPreference: AppTaskExecutor.current) { … }` (`current` is nil outside app code); then its child tasks
/// (`async let`, task groups) and the actors without an executor of their own it calls run here too, and a piece
/// another thread resumes (after a `@MainActor` hop) comes back here. The system runs `perform()` of App Intents on it.
///
/// While a driver runs the app's async code (`AsyncAppCode.run`), a job another thread enqueues is handed to the driver,
/// which runs it between two simulation steps.
public final class AppTaskExecutor: TaskExecutor {
    private struct State {
        var jobs = JobQueue()
        var running = false
        /// The driver stepping this app's async code, if one runs.
        var driver: AsyncAppCode?
        /// Jobs of app code that hopped from here to the main queue and have not run yet.
        var awayCount = 0
        /// `@MainActor` jobs of app code waiting for the app code running on this thread to return (`acceptMain`),
        /// opaque to Swift (not `Sendable`: read and written with `withLockUnchecked`, run on the thread that takes them).
        var mainJobs: [UnsafeMutableRawPointer] = []
        var runningMain = false
    }
    private let state = LockedBox(State())

    /// An executor (each installed app has one, `InstalledApp.taskExecutor`; a task does not keep its executor alive).
    public init() {}

    /// The running app's executor when app code is running (`AppContext.current`), nil otherwise.
    public static var current: AppTaskExecutor? { AppContext.current?.app.taskExecutor }

    /// Runs the job now, or — when a job of this executor is already running — right after it.
    public func enqueue(_ job: consuming ExecutorJob) {
        accept(UnownedJob(job))
    }

    /// Whether this thread runs this executor's code now (a job of it, or app code of its app).
    private var isCurrentThread: Bool {
        limelight_time_current_executor() == Unmanaged.passUnretained(self).toOpaque()
    }

    /// Takes a job: hands it to the driver when one runs and this is another thread; otherwise runs it (after the
    /// running job, if one runs).
    func accept(_ job: UnownedJob) {
        let mine = isCurrentThread
        enum Step { case handOff(AsyncAppCode), queued, start }
        let step: Step = state.withLock { state in
            if let driver = state.driver, !mine { return .handOff(driver) }
            state.jobs.append(job)
            if state.running { return .queued }
            state.running = true
            return .start
        }
        switch step {
        case .handOff(let driver): if !driver.handOff(job) { accept(job) }
        case .queued: break
        case .start: runAsCurrent { drain() }
        }
    }

    /// Runs queued jobs until none is left.
    private func drain() {
        while let next = state.withLock({ state -> UnownedJob? in
            guard let job = state.jobs.popFirst() else {
                state.running = false
                return nil
            }
            return job
        }) {
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Runs `body` with this thread as this executor's: tasks `body` starts or resumes run here, at once. When this
    /// thread owns the main queue, the `@MainActor` jobs `body` enqueued run before it returns (`acceptMain`).
    public func runAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let previous = limelight_time_set_current_executor(me)
        defer {
            if previous != me { runMainJobs() }
            limelight_time_set_current_executor(previous)
        }
        return try body()
    }

    /// Takes a `@MainActor` job app code enqueued on a thread that owns the main queue while no step driver holds it
    /// (`MainQueueDriver`): nothing else could run it before this thread returns to the main queue, which in
    /// `limelight run` it never does. It runs when the app code running now on this thread returns, as a device's main
    /// run loop runs it when the main thread is free.
    func acceptMain(_ job: UnsafeMutableRawPointer) {
        state.withLockUnchecked { $0.mainJobs.append(job) }
    }

    /// Runs the `@MainActor` jobs taken by `acceptMain`, and those they enqueue, on this thread (once: a job run here
    /// that enqueues more leaves them to this loop).
    private func runMainJobs() {
        guard state.withLock({ state -> Bool in
            if state.runningMain || state.mainJobs.isEmpty { return false }
            state.runningMain = true
            return true
        }) else { return }
        defer { state.withLock { $0.runningMain = false } }
        while true {
            let jobs = state.withLockUnchecked { state -> [UnsafeMutableRawPointer] in
                defer { state.mainJobs.removeAll() }
                return state.mainJobs
            }
            if jobs.isEmpty { return }
            for job in jobs { limelight_time_run_main_job(job) }
        }
    }

    /// Counts a job of app code that left for the main queue (+1) or ran there (-1); the driver is woken when one ran,
    /// and the `@MainActor` jobs it enqueued on this thread run (`acceptMain`).
    func away(_ delta: Int) {
        let driver = state.withLock { state -> AsyncAppCode? in
            state.awayCount += delta
            return delta < 0 ? state.driver : nil
        }
        if delta < 0, isCurrentThread { runMainJobs() }
        driver?.wake()
    }

    /// Whether app code runs on the main queue now, having hopped there from this executor.
    var isAway: Bool { state.withLock { $0.awayCount > 0 } }

    /// Makes `driver` the one jobs from other threads go to (nil: none); returns the previous one.
    @discardableResult
    func attach(_ driver: AsyncAppCode?) -> AsyncAppCode? {
        state.withLock { state in
            let previous = state.driver
            state.driver = driver
            return previous
        }
    }

    /// Starts `operation` as a task on this executor, with this thread as the executor's (so it runs at once, up to its
    /// first wait), in the time zone `zone` when one is given (`AppTimeZoneScope`). No closure wraps the task's start:
    /// one would capture `operation`, and the compiler could no longer see that it is handed to the task alone.
    func startTask(inZone zone: String?, _ operation: sending @escaping () async -> Void) -> Task<Void, Never> {
        if let zone { AppTimeZoneScope.enter(zone) }
        defer { if zone != nil { AppTimeZoneScope.leave() } }
        // As `runAsCurrent`: the `@MainActor` jobs the task's first piece enqueued on a thread that owns the main queue
        // run before this returns, in the zone.
        let me = Unmanaged.passUnretained(self).toOpaque()
        let previous = limelight_time_set_current_executor(me)
        defer {
            if previous != me { runMainJobs() }
            limelight_time_set_current_executor(previous)
        }
        return Task(executorPreference: self, operation: operation)
    }
}

/// A first-in first-out queue of jobs with constant-time removal from the front.
private struct JobQueue {
    private var items: [UnownedJob] = []
    private var head = 0

    mutating func append(_ job: UnownedJob) { items.append(job) }

    mutating func popFirst() -> UnownedJob? {
        guard head < items.count else { return nil }
        let job = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return job
    }
}
