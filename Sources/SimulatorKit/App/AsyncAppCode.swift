import CSimulatedTime
import Foundation
import LimelightCore

/// Runs `async` app code against a simulation: the code runs on its app's executor until it waits; then the
/// simulation runs to its next job — a framework's completion, a simulated sleep's end — which resumes the code inside
/// that step, and so on until the code returns. The app's code and the simulation never run at once, and nothing spins:
/// when the simulation has nothing left to run and the code still waits, the driver sleeps until another thread hands a
/// piece of the code back (after a `@MainActor` hop, a continuation resumed elsewhere) or the step timeout passes, and
/// then reports the code as stuck, with what it waits for.
public final class AsyncAppCode: Sendable {
    /// The driver of the async app code running now, if any.
    @TaskLocal public static var current: AsyncAppCode?

    private struct State {
        var handed: [UnownedJob] = []
        /// `@MainActor` jobs handed over while the driver owns the main queue (`MainQueueDriver`), opaque to Swift
        /// (not `Sendable`: read and written with `withLockUnchecked`, run by the driver's thread that takes them).
        var handedMain: [UnsafeMutableRawPointer] = []
        var finished = false
        var closed = false
        /// A wake that came while the driver was not waiting (the next wait returns at once).
        var pendingWake = false
        /// How many times the driver's loop went round (a stuck wait is one round, whatever its length: nothing spins).
        var rounds = 0
        /// The driver's suspended wait for a hand-off, and which wait it is (a timeout resumes only its own).
        var waiter: (generation: Int, continuation: CheckedContinuation<Bool, Never>)?
        var generation = 0
        /// The semaphore a step's synchronous wait blocks on (`AsyncAppStep`), signalled as the async wait is resumed.
        var blocked: DispatchSemaphore?
        /// The framework calls the code awaits now, by token.
        var awaits: [Int: String] = [:]
        /// What the code awaits now that only app code can end (`noting`), by token: named in a stuck report.
        var appWaits: [Int: String] = [:]
        var nextAwait = 0
        /// The step-driven run this driver drives, if any (`AsyncAppStep`), let go when the code finishes.
        var stepRun: DrivenAppCode?

        /// Takes the driver's wait to resume it (after the lock is released), and signals a step's blocked wait.
        mutating func takeWaiter() -> CheckedContinuation<Bool, Never>? {
            blocked?.signal()
            blocked = nil
            defer { waiter = nil }
            return waiter?.continuation
        }

        /// Whether a wait returns at once (clearing a pending wake); `main`: a handed `@MainActor` job counts too.
        mutating func isReady(main: Bool = false) -> Bool {
            guard finished || !handed.isEmpty || (main && !handedMain.isEmpty) || pendingWake else { return false }
            pendingWake = false
            return true
        }
    }
    private let state = LockedBox(State())

    /// How many times the driver's loop went round (a stuck wait is one round, whatever its length: nothing spins).
    var rounds: Int { state.withLock { $0.rounds } }

    /// The step-driven run this driver drives, if any (`AsyncAppStep`): the code's later steps continue it (let go
    /// when the code finishes).
    var run: DrivenAppCode? {
        get { state.withLock { $0.stepRun } }
        set { state.withLock { $0.stepRun = newValue } }
    }

    /// A driver.
    public init() {}

    /// Awaits a framework call that completes through a handler (`what`: the awaiting API, named in a stuck report).
    public static func awaiting(_ what: String = #function, _ call: (@escaping (Error?) -> Void) -> Void) async throws {
        let token = current?.beginAwait(what)
        defer { if let token { current?.endAwait(token) } }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            call { error in if let error { continuation.resume(throwing: error) } else { continuation.resume() } }
        }
    }

    /// Awaits a framework call that completes with a value through a handler.
    public static func awaitingValue<T: Sendable>(_ what: String = #function, _ call: (@escaping (Result<T, Error>) -> Void) -> Void) async throws -> T {
        let token = current?.beginAwait(what)
        defer { if let token { current?.endAwait(token) } }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            call { continuation.resume(with: $0) }
        }
    }

    /// Runs `body`, naming what it awaits for a stuck report (`what`: "the completion handler of
    /// getTimeline(in:completion:), which MyProvider has not called"). Unlike `awaiting`, the wait is app code's own:
    /// nothing in the simulation holds it, so a wait nobody ends is stuck.
    public static func noting<T>(_ what: String, _ body: () async throws -> T) async rethrows -> T {
        let driver = current
        let token = driver?.beginAppWait(what)
        defer { if let token { driver?.endAppWait(token) } }
        return try await body()
    }

    private func beginAppWait(_ what: String) -> Int {
        state.withLock { state in
            state.nextAwait += 1
            state.appWaits[state.nextAwait] = what
            return state.nextAwait
        }
    }

    private func endAppWait(_ token: Int) { state.withLock { $0.appWaits[token] = nil } }

    private func beginAwait(_ what: String) -> Int {
        state.withLock { state in
            state.nextAwait += 1
            state.awaits[state.nextAwait] = what
            return state.nextAwait
        }
    }

    private func endAwait(_ token: Int) { state.withLock { $0.awaits[token] = nil } }

    /// Takes a job of the driven code from another thread, which the driver runs between two steps; false when the
    /// driver has returned (the executor runs the job itself).
    func handOff(_ job: UnownedJob) -> Bool {
        let (taken, wake) = state.withLock { state -> (Bool, CheckedContinuation<Bool, Never>?) in
            if state.closed { return (false, nil) }
            state.handed.append(job)
            return (true, state.takeWaiter())
        }
        wake?.resume(returning: true)
        return taken
    }

    /// Takes jobs again for another step of the same code.
    func reopen() { state.withLock { $0.closed = false } }

    /// Takes a `@MainActor` job while the driver owns the main queue; false when the driver has returned.
    func handOffMain(_ job: UnsafeMutableRawPointer) -> Bool {
        let (taken, wake) = state.withLockUnchecked { state -> (Bool, CheckedContinuation<Bool, Never>?) in
            if state.closed { return (false, nil) }
            state.handedMain.append(job)
            return (true, state.takeWaiter())
        }
        wake?.resume(returning: true)
        return taken
    }

    /// The `@MainActor` jobs handed over and not run yet.
    func takeHandedMain() -> [UnsafeMutableRawPointer] {
        state.withLockUnchecked { state in
            defer { state.handedMain.removeAll() }
            return state.handedMain
        }
    }

    /// Stops taking jobs; returns those handed over and not run (the main-queue ones go back to the main queue, or —
    /// when this thread owns it, so nothing else would run them — to `executor`, which runs them on this thread).
    func close(for executor: AppTaskExecutor? = nil) -> [UnownedJob] {
        let (jobs, main) = state.withLockUnchecked { state in
            state.closed = true
            defer {
                state.handed.removeAll()
                state.handedMain.removeAll()
            }
            return (state.handed, state.handedMain)
        }
        let ownsMainQueue = executor != nil && !main.isEmpty && limelight_time_owns_main_queue() != 0
        for job in main {
            if let executor, ownsMainQueue { executor.acceptMain(job) } else { limelight_time_requeue_main_job(job) }
        }
        return jobs
    }

    /// Wakes the driver's wait (a `@MainActor` job of the code has run).
    func wake() {
        let wake = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            if state.waiter == nil, state.blocked == nil { state.pendingWake = true }
            return state.takeWaiter()
        }
        wake?.resume(returning: true)
    }

    func finish() {
        let wake = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.finished = true
            state.stepRun = nil
            return state.takeWaiter()
        }
        wake?.resume(returning: true)
    }

    var isFinished: Bool { state.withLock { $0.finished } }

    /// Whether the code awaits a framework call that completes through a handler (the simulation will call it back).
    var awaitsFrameworkCall: Bool { state.withLock { !$0.awaits.isEmpty } }

    /// Blocks this thread (no CPU: a semaphore) until a job is handed over, a main-actor job ran or the code finished
    /// (true), or `timeout` passed (false).
    func waitSynchronously(timeout: Duration) -> Bool {
        let semaphore = DispatchSemaphore(value: 0)
        let ready = state.withLock { state -> Bool in
            if state.isReady(main: true) { return true }
            state.blocked = semaphore
            return false
        }
        if ready { return true }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = max(0, seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
        // On the host's clock, also when the step runs inside app code (the system running an intent's `perform()`).
        // With the app-code lock let go: the pieces of code it waits for may run on other threads.
        let woken = CurrentApp.$value.withValue(nil) {
            AppTimeZoneScope.released { semaphore.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success }
        }
        state.withLock { state in
            if state.blocked === semaphore { state.blocked = nil }
            state.pendingWake = false
        }
        return woken
    }

    func takeHanded() -> [UnownedJob] {
        state.withLock { state in
            defer { state.handed.removeAll() }
            return state.handed
        }
    }

    /// Suspends (no thread busy) until a job is handed over, a main-actor job ran or the code finishes (true), or
    /// `timeout` passes (false).
    private func waitForHandOff(timeout: Duration) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.isReady() { return true }
                state.generation += 1
                state.waiter = (state.generation, continuation)
                let mine = state.generation
                let (seconds, attoseconds) = timeout.components
                let nanoseconds = max(0, seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
                DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds))) { [self] in
                    let late = self.state.withLock { state -> CheckedContinuation<Bool, Never>? in
                        guard let waiter = state.waiter, waiter.generation == mine else { return nil }
                        return state.takeWaiter()
                    }
                    late?.resume(returning: false)
                }
                return false
            }
            if ready { continuation.resume(returning: true) }
        }
    }

    /// What the stuck code waits for, for the report.
    func waitDescription(onMainActor: Bool) -> String {
        if onMainActor { return "a @MainActor job the host's main thread has not run" }
        let names = state.withLock { state in
            state.awaits.merging(state.appWaits) { first, _ in first }.sorted { $0.key < $1.key }.map(\.value)
        }
        if names.isEmpty { return "a continuation, task or stream nothing in the simulation resumes" }
        return names.joined(separator: ", ")
    }

    /// Runs `body` as `context`'s app code, stepping `simulation` whenever the code waits for it; throws what the code
    /// throws, or `AsyncAppCodeError.stuck` when the code still waits, the simulation has nothing left to run and no
    /// other thread handed a piece of the code back within `timeout` (host time). `fileID`/`line`: the call site, named
    /// in the report.
    public static func run<T>(_ body: @escaping () async throws -> T, as context: AppContext, in simulation: Simulation,
                              timeout: Duration = .seconds(10), fileID: String = #fileID, line: Int = #line) async throws -> T {
        let driver = AsyncAppCode()
        let executor = context.app.taskExecutor
        let current = CurrentApp(context: context)
        let box = ResultBox<T>()
        let code = AppCodeHandOff(body)
        let previous = executor.attach(driver)
        defer {
            executor.attach(previous)
            let late = driver.close()
            AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in late { executor.accept(job) } } }
        }
        let task = executor.startTask(inZone: context.device.calendar.timeZoneIdentifier) {
            do {
                let value = try await AsyncAppCode.$current.withValue(driver) {
                    try await CurrentApp.$value.withValue(current) { try await code.value() }
                }
                box.set(.success(value))
            } catch {
                box.set(.failure(error))
            }
            driver.finish()
        }
        let scheduler = simulation.runtime.scheduler
        while true {
            driver.state.withLock { $0.rounds += 1 }
            let jobs = driver.takeHanded()
            if !jobs.isEmpty {
                AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in jobs { executor.accept(job) } } }
                continue
            }
            if driver.isFinished {
                _ = await task.result
                return try box.get()
            }
            // App code on the main actor runs on the host's main thread: wait for it before the simulation moves.
            if !executor.isAway, let next = scheduler.nextDeadline() {
                simulation.advance(to: max(next, simulation.runtime.now))
                continue
            }
            if await !driver.waitForHandOff(timeout: timeout) {
                task.cancel()
                throw AsyncAppCodeError.stuck(StuckAppCode(site: "\(fileID):\(line)", app: context.app.shortName,
                                                           waitsFor: driver.waitDescription(onMainActor: executor.isAway), at: simulation.runtime.now))
            }
        }
    }
}

/// Where driven async app code stopped without finishing.
public struct StuckAppCode: Sendable, Equatable, CustomStringConvertible {
    /// The call site that ran the code (`File.swift:12`).
    public let site: String
    /// The app's short name.
    public let app: String
    /// What the code waits for: the framework calls it awaits, or a continuation, task or stream nothing resumes.
    public let waitsFor: String
    /// The simulated time it got stuck at.
    public let at: SimInstant

    /// The report.
    public var description: String {
        "stuck: \(app)'s async code run at \(site) waits for \(waitsFor); the simulation has nothing left to run at \(at)"
    }
}

/// Why driven async app code stopped.
public enum AsyncAppCodeError: Error, CustomStringConvertible {
    /// The code waits, and neither the simulation nor another thread will resume it.
    case stuck(StuckAppCode)

    /// What happened.
    public var description: String {
        switch self {
        case .stuck(let stuck): stuck.description
        }
    }
}

/// The outcome of driven code, set once from its task.
// unchecked: `T` need not be Sendable: the value is handed once from the finished task to the thread that ran it.
final class ResultBox<T>: @unchecked Sendable {
    private let outcome = LockedBox<Result<T, Error>?>(nil)

    func set(_ value: Result<T, Error>) { outcome.withLockUnchecked { $0 = value } }

    /// The outcome, if the task finished.
    var result: Result<T, Error>? { outcome.withLockUnchecked { $0 } }

    func get() throws -> T {
        guard let result else {
            throw AsyncAppCodeError.stuck(StuckAppCode(site: "?", app: "?", waitsFor: "its own end", at: SimInstant(secondsSinceReferenceDate: 0)))
        }
        return try result.get()
    }
}

extension InstalledApp {
    /// Runs async app code of this app on `device`, stepping `simulation` whenever the code awaits the system.
    public func run<T>(on device: Device, in simulation: Simulation, timeout: Duration = .seconds(10), fileID: String = #fileID,
                       line: Int = #line, _ body: @escaping () async throws -> T) async throws -> T {
        try await AsyncAppCode.run(body, as: AppContext(device: device, app: self), in: simulation, timeout: timeout,
                                   fileID: fileID, line: line)
    }
}
