import Foundation
import LimelightCore
import SimulatorKit

/// What running one scenario produced for the console: its result, the lines to print, and the wall time it took.
public struct ScenarioOutcome: Sendable, Codable, Equatable {
    /// How the scenario ended.
    public var result: ScenarioResult
    /// The lines the console prints for it.
    public var lines: [String]
    /// Wall-clock time the scenario took to run.
    public var seconds: Double

    /// Creates an outcome from its parts.
    public init(result: ScenarioResult, lines: [String], seconds: Double) {
        self.result = result
        self.lines = lines
        self.seconds = seconds
    }
}

/// Runs scenarios on `jobs` threads, each thread with its own context (a worker process, or an in-process runner), and
/// every scenario on its own fresh simulation, emitting outcomes strictly in input order so the output is identical to a
/// serial run.
public struct ParallelRunner<Context> {
    /// How many worker threads run scenarios (at least one).
    public var jobs: Int
    /// Stop at the first failure in input order; outcomes after it are dropped even if they already ran.
    public var failFast: Bool
    /// Builds a context per worker thread (contexts share no state); it is released when its thread runs out of work.
    public var makeContext: @Sendable () -> Context
    /// Asked before each scenario is taken and each outcome kept: once true (Ctrl-C), no scenario starts and outcomes
    /// that arrive later (scenarios the interrupt cut short) are dropped, so the run ends with what finished before it.
    public var shouldStop: @Sendable () -> Bool = { false }

    /// Creates a runner; `jobs` below one is raised to one.
    public init(jobs: Int, failFast: Bool, makeContext: @escaping @Sendable () -> Context) {
        self.jobs = max(1, jobs)
        self.failFast = failFast
        self.makeContext = makeContext
    }

    /// Runs `work` for indices `0..<count` (on several threads at once); `emit` is called in index order, one call at a
    /// time (under the lock that owns it), as outcomes become contiguous.
    public func run(count: Int, work: @escaping @Sendable (Context, Int) -> ScenarioOutcome,
                    emit: sending @escaping (ScenarioOutcome) -> Void) -> [ScenarioOutcome] {
        let state = SharedState(count: count, emit: emit)
        let workers = min(jobs, max(1, count))
        let makeContext = makeContext, shouldStop = shouldStop, failFast = failFast
        let body = { @Sendable (_: Int) in
            let context = makeContext()
            while !shouldStop(), let i = state.take() {
                let outcome = work(context, i)
                if shouldStop() { break }
                state.record(i, outcome, isFailure: failFast && outcome.result.status.isFailure)
            }
        }
        if workers == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: body) }
        return state.emitted
    }
}

/// The scenarios taken and the outcomes waiting for their turn, and the `emit` that prints them, owned by one lock.
private final class SharedState: Sendable {
    private struct Progress {
        var next = 0
        var nextToEmit = 0
        var stopAfter: Int
        var slots: [ScenarioOutcome?]
        var emitted: [ScenarioOutcome] = []
        var emit: (ScenarioOutcome) -> Void
    }
    private let progress: LockedBox<Progress>

    init(count: Int, emit: sending @escaping (ScenarioOutcome) -> Void) {
        progress = LockedBox(Progress(stopAfter: count - 1, slots: Array(repeating: nil, count: count), emit: emit))
    }

    /// The outcomes emitted so far, in index order.
    var emitted: [ScenarioOutcome] { progress.withLock { $0.emitted } }

    func take() -> Int? {
        progress.withLock { p in
            guard p.next <= p.stopAfter, p.next < p.slots.count else { return nil }
            p.next += 1
            return p.next - 1
        }
    }

    func record(_ i: Int, _ outcome: ScenarioOutcome, isFailure: Bool) {
        progress.withLock { p in
            p.slots[i] = outcome
            if isFailure { p.stopAfter = min(p.stopAfter, i) }
            while p.nextToEmit <= p.stopAfter, p.nextToEmit < p.slots.count, let ready = p.slots[p.nextToEmit] {
                p.emit(ready)
                p.emitted.append(ready)
                p.nextToEmit += 1
            }
        }
    }
}
