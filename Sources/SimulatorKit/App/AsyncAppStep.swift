import CSimulatedTime
import Foundation
import LimelightCore

/// Runs the async app code of one step of the command language — an async app action, or an App Intent's `perform()`
/// the system runs — without moving the simulated clock (the clock moves only when a step says so): the code runs on
/// its app's executor until it returns or waits; what is due at the step's instant (a completion handler the system
/// calls back at once) runs, and resumes it, inside the step. Then:
/// - the code returned: the step prints what it returned;
/// - it waits for something the simulation will do later (a callback into app code is scheduled: a completion, a
///   simulated `Task.sleep`; or it awaits a framework call): the step ends, and the code goes on when the clock gets
///   there (its lines are logged as `app.action`);
/// - nothing in the simulation will resume it: the step waits — blocked on a semaphore, no CPU — for another thread to
///   hand a piece of the code back (a `@MainActor` hop, a continuation resumed elsewhere); when none does within
///   `Simulation.appCodeTimeout`, the step fails with `AsyncAppStepError.stuck`: the action, where it is declared and
///   what it waits for.
/// When the step's thread owns the main queue, the `@MainActor` jobs of the code run on it (`MainQueueDriver`). A
/// question the code puts to the person (`SimQuestionBoard`) is a wait the simulation holds; the command that answers
/// it continues the same run (`AsyncAppStep.resume`).
public enum AsyncAppStep {
    /// Drives `body` as `context`'s app code in `simulation`; returns its lines, or nil when it waits for the simulated
    /// clock. `what` names the code (`clock's action 'note wait'`), `site` where it is declared.
    public static func run(_ body: @escaping () async throws -> [String], as context: AppContext, in simulation: Simulation,
                           what: String, site: String) throws -> [String]? {
        switch try drive(body, as: context, timeout: simulation.appCodeTimeout, what: what, site: site) {
        case .finished(let lines): lines
        case .waits: nil
        }
    }

    /// Drives `body` as `context`'s app code on its device's runtime (the system running app code outside a command's
    /// action: App Intents' `perform()`); `timeout` is the host time a wait nothing in the simulation will end may last.
    /// `kind` is the log's kind for the code's later end.
    public static func drive(_ body: @escaping () async throws -> [String], as context: AppContext, timeout: Duration,
                             what: String, site: String, kind: String = "app.action") throws -> AsyncAppStepOutcome {
        try DrivenAppCode(context: context, timeout: timeout, what: what, site: site, kind: kind).start(body)
    }

    /// Continues driving the code `driver` drives after `resume` (run as the app's code) resumed it — the person's
    /// answer to a question the code awaits (`SimQuestionBoard`) — as one more step: to its end or its next wait. Nil
    /// when no step driver runs that code (`resume` then runs alone).
    static func resume(_ driver: AsyncAppCode?, _ resume: @escaping () -> Void) throws -> AsyncAppStepOutcome? {
        guard let run = driver?.run else {
            resume()
            return nil
        }
        return try run.continueAfter(resume)
    }
}

/// One piece of async app code driven step by step (`AsyncAppStep`): started in one step, continued in the steps
/// that resume it.
// unchecked: it holds the app's `AppContext` (not `Sendable`): the driver keeps it (`AsyncAppCode.run`) only for
// the steps that continue the code, which run on the simulation's thread, one at a time; its own mutable state (`task`)
// is in a `LockedBox`.
final class DrivenAppCode: @unchecked Sendable {
    let driver = AsyncAppCode()
    let context: AppContext
    let executor: AppTaskExecutor
    let timeout: Duration
    let what: String
    let site: String
    let kind: String
    private let box = ResultBox<[String]>()
    private let handedBack = ReturnedFlag()
    private let task = LockedBox<Task<Void, Never>?>(nil)

    init(context: AppContext, timeout: Duration, what: String, site: String, kind: String) {
        self.context = context
        executor = context.app.taskExecutor
        self.timeout = timeout
        self.what = what
        self.site = site
        self.kind = kind
        driver.run = self
    }

    /// Starts `body` on the app's executor and drives it to its end or its first wait.
    func start(_ body: @escaping () async throws -> [String]) throws -> AsyncAppStepOutcome {
        try step {
            let current = CurrentApp(context: context)
            let code = AppCodeHandOff(body)
            let device = context.device.name, app = context.bundleIdentifier
            let (driver, box, handedBack, what, kind) = (driver, box, handedBack, what, kind)
            let started = executor.startTask(inZone: context.device.calendar.timeZoneIdentifier) {
                let outcome: Result<[String], Error>
                do {
                    outcome = .success(try await AsyncAppCode.$current.withValue(driver) {
                        try await CurrentApp.$value.withValue(current) { try await code.value() }
                    })
                } catch {
                    outcome = .failure(error)
                }
                box.set(outcome)
                driver.finish()
                // Finished after its first step ended: what it says goes to the log (of the runtime the app code runs
                // in: the task's later pieces run inside the simulation's steps).
                if handedBack.isSet, let runtime = current.runtime {
                    switch outcome {
                    case .success(let lines): runtime.record(device: device, app: app, kind, "\(what) finished" + (lines.isEmpty ? "" : ": " + lines.joined(separator: "; ")))
                    case .failure(let error): runtime.record(device: device, app: app, kind, "\(what) failed: \(error)")
                    }
                }
            }
            task.withLock { $0 = started }
        }
    }

    /// Runs `resume` as the app's code, then drives the code to its end or its next wait.
    func continueAfter(_ resume: @escaping () -> Void) throws -> AsyncAppStepOutcome {
        try step { CurrentApp.run(as: context, resume) }
    }

    /// One step: `begin` (starting or resuming the code) with this driver attached, then the driver's loop.
    private func step(_ begin: () -> Void) throws -> AsyncAppStepOutcome {
        driver.reopen()
        let previous = executor.attach(driver)
        let mainQueue = MainQueueDriver.register(driver, for: executor)
        defer {
            MainQueueDriver.restore(mainQueue)
            executor.attach(previous)
            let late = driver.close(for: executor)
            AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in late { executor.accept(job) } } }
        }
        begin()
        let runtime = context.runtime
        while true {
            // `@MainActor` jobs first: this thread owns the main queue (`MainQueueDriver`), so they run here.
            let main = driver.takeHandedMain()
            if !main.isEmpty {
                AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in main { limelight_time_run_main_job(job) } } }
                continue
            }
            let jobs = driver.takeHanded()
            if !jobs.isEmpty {
                AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in jobs { executor.accept(job) } } }
                continue
            }
            if driver.isFinished { return .finished(try box.get()) }
            runtime.scheduler.runDue()
            if driver.isFinished { return .finished(try box.get()) }
            // App code on the main actor runs on the thread that owns the main queue: wait for it, as for any other.
            if !executor.isAway, runtime.scheduler.waitingCallbacks > 0 || driver.awaitsFrameworkCall {
                handedBack.set()
                let waitsFor = runtime.scheduler.waitingCallbacks > 0 ? "the simulated clock" : driver.waitDescription(onMainActor: false)
                runtime.record(device: context.device.name, app: context.bundleIdentifier, kind, "\(what) waits for \(waitsFor)")
                return .waits(waitsFor)
            }
            if !driver.waitSynchronously(timeout: timeout) {
                task.withLock { $0 }?.cancel()
                throw AsyncAppStepError.stuck(what: what, site: site, waitsFor: driver.waitDescription(onMainActor: executor.isAway),
                                              timeout: timeout, at: runtime.now)
            }
        }
    }
}

/// How a step's async app code stopped.
public enum AsyncAppStepOutcome: Equatable, Sendable {
    /// It returned these lines.
    case finished([String])
    /// It waits for something the simulation holds and will end later: the simulated clock (a callback into app code
    /// is scheduled) or a framework call in flight, such as a question put to the person (named).
    case waits(String)

    /// What a run of `perform()` says: its lines, or what it waits for and what goes on with it.
    public var lines: [String] {
        switch self {
        case .finished(let lines):
            return lines
        case .waits(let what) where what.hasPrefix(SimQuestionBoard.confirmationPrefix):
            return ["perform() waits for the person: \(what.dropFirst(SimQuestionBoard.confirmationPrefix.count)); answer with 'intents confirm' or 'intents cancel'"]
        case .waits(let what):
            return ["perform() waits for \(what); it goes on when the simulation gets there"]
        }
    }
}

/// Why a step's async app code stopped.
public enum AsyncAppStepError: Error, CustomStringConvertible {
    /// The code waits, nothing in the simulation will resume it, and no other thread did within the timeout.
    case stuck(what: String, site: String, waitsFor: String, timeout: Duration, at: SimInstant)

    /// The report.
    public var description: String {
        switch self {
        case .stuck(let what, let site, let waitsFor, let timeout, let at):
            let declared = site.isEmpty ? "" : " (declared at \(site))"
            return "stuck: \(what)\(declared) waits for \(waitsFor), and no other thread resumed it within the step's "
                + "timeout; the simulated clock stands at \(at)"
        }
    }

    /// What to do about it.
    public var suggestion: String {
        "resume every continuation on every path (a completion handler the code never calls leaves its await waiting forever)"
    }

    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = Int((Double(seconds) + Double(attoseconds) / 1e18) * 10 + 0.5)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

/// Set once the step that started the code has returned without its result.
private final class ReturnedFlag: Sendable {
    private let value = LockedBox(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

extension InstalledApp {
    /// Runs async code of this app on `device` as one step of the command language (`AsyncAppStep`).
    public func runStep(on device: Device, in simulation: Simulation, what: String, site: String,
                        _ body: @escaping () async throws -> [String]) throws -> [String]? {
        try AsyncAppStep.run(body, as: AppContext(device: device, app: self), in: simulation, what: what, site: site)
    }
}
