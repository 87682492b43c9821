import Foundation

/// The executor async app code runs on in the simulator: a job runs at once, on the thread that enqueues it, so a task
/// started with it runs as part of the step that started it — up to its first wait — and each later piece runs inside
/// the simulator's step that resumes it (the system's completion arriving), never at the same time as the simulation.
///
/// App code starts such work with Swift's own API, `Task(executorPreference: AppTaskExecutor.current) { … }`
/// (`current` is nil outside app code, which makes it a plain `Task`); the system runs `perform()` of App Intents
/// on it too. Child tasks (`async let`, task groups) inherit it; an unstructured `Task { }` does not, and a wait that
/// something other than the simulated system resumes (`Task.sleep`) resumes on that thing's thread.
public final class AppTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var running = false

    /// An executor (each installed app has one, `InstalledApp.taskExecutor`; a task does not keep its executor alive).
    public init() {}

    /// The running app's executor when app code is running (`AppContext.current`), nil otherwise.
    public static var current: AppTaskExecutor? { AppContext.current?.app.taskExecutor }

    /// Runs the job now, or — when a job of this executor is already running on this thread — right after it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let start = lock.withLock {
            jobs.append(unowned)
            if running { return false }
            running = true
            return true
        }
        guard start else { return }
        while let next = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
        lock.withLock { running = false }
    }

    /// Runs `body` as a task on this executor and returns its result when it finished without waiting on anything
    /// still pending, or nil when it is waiting (the rest runs when the system resumes it).
    public func runToFirstWait<T>(_ body: @escaping () async throws -> T) -> Result<T, Error>? {
        let box = OutcomeBox<T>()
        Task(executorPreference: self) {
            do { box.value = .success(try await body()) } catch { box.value = .failure(error) }
        }
        return box.value
    }
}

/// The outcome of a task run to its first wait, written and read on the simulator's thread.
private final class OutcomeBox<T>: @unchecked Sendable {
    var value: Result<T, Error>?
}
