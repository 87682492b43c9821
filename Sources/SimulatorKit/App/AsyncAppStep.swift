import Foundation
import LimelightCore

/// Runs the async app code of one step of the command language — an async app action — without moving the simulated
/// clock (the clock moves only when a step says so): the code runs on its app's executor until it returns or waits;
/// what is due at the step's instant (a completion handler the system calls back at once) runs, and resumes it, inside
/// the step. Then:
/// - the code returned: the step prints what it returned;
/// - it waits for something the simulation will do later (a callback into app code is scheduled: a completion, a
///   simulated `Task.sleep`; or it awaits a framework call): the step ends, and the code goes on when the clock gets
///   there (its lines are logged as `app.action`);
/// - nothing in the simulation will resume it: the step waits — blocked on a semaphore, no CPU — for another thread to
///   hand a piece of the code back (a `@MainActor` hop, a continuation resumed elsewhere); when none does within
///   `Simulation.appCodeTimeout`, the step fails with `AsyncAppStepError.stuck`: the action, where it is declared and
///   what it waits for.
public enum AsyncAppStep {
    /// Drives `body` as `context`'s app code in `simulation`; returns its lines, or nil when it waits for the simulated
    /// clock. `what` names the code (`clock's action 'note wait'`), `site` where it is declared.
    public static func run(_ body: @escaping () async throws -> [String], as context: AppContext, in simulation: Simulation,
                           what: String, site: String) throws -> [String]? {
        let driver = AsyncAppCode()
        let executor = context.app.taskExecutor
        let current = CurrentApp(context: context)
        let box = ResultBox<[String]>()
        let code = AppCodeHandOff(body)
        let handedBack = ReturnedFlag()
        let runtime = simulation.runtime
        let device = context.device.name
        let app = context.bundleIdentifier
        let previous = executor.attach(driver)
        defer {
            executor.attach(previous)
            let late = driver.close()
            AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in late { executor.accept(job) } } }
        }
        let task = executor.startTask(inZone: context.device.calendar.timeZoneIdentifier) {
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
            // Finished after its step ended: what it says goes to the log (of the runtime the app code runs in: the
            // task's later pieces run inside the simulation's steps).
            if handedBack.isSet, let runtime = current.runtime {
                switch outcome {
                case .success(let lines): runtime.record(device: device, app: app, "app.action", "\(what) finished" + (lines.isEmpty ? "" : ": " + lines.joined(separator: "; ")))
                case .failure(let error): runtime.record(device: device, app: app, "app.action", "\(what) failed: \(error)")
                }
            }
        }
        while true {
            let jobs = driver.takeHanded()
            if !jobs.isEmpty {
                AppTimeZoneScope.run(for: context) { executor.runAsCurrent { for job in jobs { executor.accept(job) } } }
                continue
            }
            if driver.isFinished { return try box.get() }
            simulation.settle()
            if driver.isFinished { return try box.get() }
            // App code on the main actor runs on the host's main thread: wait for it, as for any other thread.
            if !executor.isAway, runtime.scheduler.waitingCallbacks > 0 || driver.awaitsFrameworkCall {
                handedBack.set()
                runtime.record(device: device, app: app, "app.action", "\(what) waits for the simulated clock")
                return nil
            }
            if !driver.waitSynchronously(timeout: simulation.appCodeTimeout) {
                task.cancel()
                throw AsyncAppStepError.stuck(what: what, site: site, waitsFor: driver.waitDescription(onMainActor: executor.isAway),
                                              timeout: simulation.appCodeTimeout, at: runtime.now)
            }
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
