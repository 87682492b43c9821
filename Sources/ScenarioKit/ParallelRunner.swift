import Foundation
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
    public var makeContext: () -> Context
    /// Asked before each scenario is taken and each outcome kept: once true (Ctrl-C), no scenario starts and outcomes
    /// that arrive later (scenarios the interrupt cut short) are dropped, so the run ends with what finished before it.
    public var shouldStop: () -> Bool = { false }

    /// Creates a runner; `jobs` below one is raised to one.
    public init(jobs: Int, failFast: Bool, makeContext: @escaping () -> Context) {
        self.jobs = max(1, jobs)
        self.failFast = failFast
        self.makeContext = makeContext
    }

    /// Runs `work` for indices `0..<count`; `emit` is called in index order (under a lock) as outcomes become contiguous.
    public func run(count: Int, work: @escaping (Context, Int) -> ScenarioOutcome,
                    emit: @escaping (ScenarioOutcome) -> Void) -> [ScenarioOutcome] {
        let state = SharedState(count: count)
        let workers = min(jobs, max(1, count))
        let body = { (_: Int) in
            let context = makeContext()
            while !shouldStop(), let i = state.take() {
                let outcome = work(context, i)
                if shouldStop() { break }
                state.record(i, outcome, isFailure: failFast && outcome.result.status.isFailure, emit: emit)
            }
        }
        if workers == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: body) }
        return state.emitted
    }
}

private final class SharedState: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var nextToEmit = 0
    var stopAfter: Int
    var slots: [ScenarioOutcome?]
    var emitted: [ScenarioOutcome] = []

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        stopAfter = count - 1
    }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next <= stopAfter, next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func record(_ i: Int, _ outcome: ScenarioOutcome, isFailure: Bool, emit: (ScenarioOutcome) -> Void) {
        lock.lock(); defer { lock.unlock() }
        slots[i] = outcome
        if isFailure { stopAfter = min(stopAfter, i) }
        while nextToEmit <= stopAfter, nextToEmit < slots.count, let ready = slots[nextToEmit] {
            emit(ready)
            emitted.append(ready)
            nextToEmit += 1
        }
    }
}
