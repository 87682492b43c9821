/// A job waiting on the simulated clock: it runs when the clock reaches its deadline.
public struct ScheduledJob: Codable, Hashable, Sendable {
    /// When the job becomes due.
    public let deadline: SimInstant
    /// Insertion order; breaks ties between jobs with the same deadline.
    public let sequence: Int
    /// A short description for `log` and debugging, e.g. `spotlight.apply com.example #4`.
    public let label: JobLabel
    /// What the job does when it runs.
    public let job: SimulationJob
}

/// The scheduler as a value: the clock and every waiting job (what a snapshot keeps of it).
public struct SchedulerState: Codable, Hashable, Sendable {
    /// The current simulated time.
    public var now: SimInstant
    /// The waiting jobs that were not cancelled, in the order they will run.
    public var jobs: [ScheduledJob]
    /// The sequence number the next job gets.
    public var nextSequence: Int
}

/// The simulated clock and its job queue: time moves only when told, and due jobs run in (deadline, sequence) order.
public final class Scheduler {
    /// The current simulated time.
    public private(set) var now: SimInstant
    private var jobs = JobHeap()
    private var nextSequence = 0
    /// Sequences of jobs that are waiting (not yet run), so `cancel` needs no search.
    private var waiting: Set<Int> = []
    private var cancelled: Set<Int> = []
    /// The closures of waiting `.callback` jobs, by sequence: app code, held only until the job runs or is cancelled.
    private var callbacks: [Int: () -> Void] = [:]
    /// The services that run data jobs, by the key a job names.
    private var performers: [JobPerformerKey: WeakPerformer] = [:]
    /// The key the last data job named and its performer: a bulk step's jobs name the same one in turn, and the key's
    /// hash reads its device name.
    private var lastPerformerKey: JobPerformerKey?
    private weak var lastPerformer: JobPerformer?

    /// Creates a scheduler with no jobs whose clock starts at `start`.
    public init(start: SimInstant) { self.now = start }

    /// Creates a scheduler from a saved state: its clock and waiting jobs (the performers register again).
    public init(state: SchedulerState) {
        now = state.now
        nextSequence = state.nextSequence
        for job in state.jobs {
            jobs.insert(job)
            waiting.insert(job.sequence)
        }
    }

    /// The scheduler as a value; nil while a callback into app code waits (a closure cannot be saved).
    public var state: SchedulerState? {
        guard callbacks.isEmpty else { return nil }
        return SchedulerState(now: now, jobs: jobs.ordered.filter { !cancelled.contains($0.sequence) }, nextSequence: nextSequence)
    }

    /// Makes the scheduler hold exactly `state`'s clock and jobs; waiting callbacks are dropped (their closures belong
    /// to a world that is gone). Registered performers stay.
    public func restore(_ state: SchedulerState) {
        now = state.now
        nextSequence = state.nextSequence
        jobs = JobHeap()
        waiting = []
        cancelled = []
        callbacks = [:]
        stop = nil
        for job in state.jobs {
            jobs.insert(job)
            waiting.insert(job.sequence)
        }
    }

    /// How many callbacks into app code are waiting.
    public var waitingCallbacks: Int { callbacks.count }

    /// Makes `performer` run the jobs addressed to `key` (a later registration under the same key replaces it).
    public func register(_ performer: JobPerformer, as key: JobPerformerKey) {
        performers[key] = WeakPerformer(performer: performer)
        lastPerformerKey = nil
    }

    /// The most jobs one `advance` (one step: a `clock advance`, or settling after a command) runs before it stops.
    public var jobsPerStep = 500_000
    /// Set when an `advance` stopped at `jobsPerStep` or on an interrupt; read and cleared by `takeStop()`.
    private var stop: StepBudgetStop?
    /// Asked every 256 jobs whether the person at the terminal pressed Ctrl-C; yes stops the advance between two jobs.
    public var shouldInterrupt: (() -> Bool)?
    /// Told every 4,096 jobs of a long advance where the clock is, where it is going and how many jobs ran (the REPL
    /// draws a progress line from it; nothing in the world depends on it).
    public var progress: ((_ now: SimInstant, _ target: SimInstant, _ jobs: Int) -> Void)?

    /// Why the last `advance` stopped early, if it did; clears it.
    public func takeStop() -> StepBudgetStop? {
        defer { stop = nil }
        return stop
    }

    /// The number of jobs still waiting.
    public var pendingCount: Int { jobs.count - cancelled.count }

    /// The labels and deadlines of waiting jobs, in the order they will run.
    public var pending: [(deadline: SimInstant, label: String)] {
        jobs.ordered.filter { !cancelled.contains($0.sequence) }.map { ($0.deadline, $0.label.description) }
    }

    /// The deadline of the next job that will run, nil when none waits (cancelled jobs at the front are dropped).
    public func nextDeadline() -> SimInstant? {
        while let first = jobs.firstKey, cancelled.contains(first.sequence) {
            _ = jobs.removeFirst()
            waiting.remove(first.sequence)
            cancelled.remove(first.sequence)
        }
        return jobs.firstKey?.deadline
    }

    /// Queues `job` to run at `deadline` (or at once, on the next `runDue`, if the deadline has passed); returns a token for `cancel`.
    @discardableResult
    public func schedule(at deadline: SimInstant, label: JobLabel, job: SimulationJob) -> Int {
        let scheduled = ScheduledJob(deadline: max(deadline, now), sequence: nextSequence, label: label, job: job)
        nextSequence += 1
        jobs.insert(scheduled)
        waiting.insert(scheduled.sequence)
        return scheduled.sequence
    }

    /// Queues a call into app code (a completion or query handler) to run at `deadline`; returns a token for `cancel`.
    @discardableResult
    public func schedule(at deadline: SimInstant, label: JobLabel, _ action: @escaping () -> Void) -> Int {
        let token = schedule(at: deadline, label: label, job: .callback(nextSequence))
        callbacks[token] = action
        return token
    }

    /// Queues `action` to run `delay` after now.
    @discardableResult
    public func schedule(after delay: SimDuration, label: JobLabel, _ action: @escaping () -> Void) -> Int {
        schedule(at: now + delay, label: label, action)
    }

    /// Cancels a job that has not run yet.
    public func cancel(_ token: Int) {
        if waiting.contains(token) {
            cancelled.insert(token)
            callbacks[token] = nil
        }
    }

    /// Runs every job whose deadline is at or before now, including jobs they schedule for now.
    public func runDue() {
        advance(to: now)
    }

    /// Moves the clock forward to `target`, running each due job at its own deadline, in order.
    public func advance(to target: SimInstant) {
        var ran = 0
        while let next = jobs.firstKey, next.deadline <= target {
            if ran == jobsPerStep {
                // Stop between two jobs: the world is consistent, the clock stands at the last job that ran.
                stop = StepBudgetStop(jobs: ran, stoppedAt: now, target: target)
                return
            }
            if ran & 255 == 255 {
                if let shouldInterrupt, shouldInterrupt() {
                    stop = StepBudgetStop(jobs: ran, stoppedAt: now, target: target, interrupted: true)
                    return
                }
                if ran & 4095 == 4095, let progress { progress(now, target, ran) }
            }
            ran += 1
            guard let first = jobs.removeFirst() else { break }  // the job `firstKey` named, moved out of the heap
            waiting.remove(first.sequence)
            if !cancelled.isEmpty, cancelled.remove(first.sequence) != nil { continue }
            if first.deadline > now { now = first.deadline }
            run(first.job)
        }
        if target > now { now = target }
    }

    /// Moves the clock forward by `duration`.
    public func advance(by duration: SimDuration) {
        advance(to: now + duration)
    }

    /// Runs one due job: a callback's closure, or the performer the job names (a job whose performer is gone does nothing,
    /// as a closure over a released service did).
    private func run(_ job: SimulationJob) {
        if case .callback(let token) = job {
            callbacks.removeValue(forKey: token)?()
        } else if let key = job.performer {
            if lastPerformerKey == key {
                lastPerformer?.perform(job)
                return
            }
            let found = performers[key]?.performer
            lastPerformerKey = key
            lastPerformer = found
            found?.perform(job)
        }
    }
}

/// A weak reference to a job performer.
private struct WeakPerformer {
    weak var performer: JobPerformer?
}

/// An `advance` that ran `jobsPerStep` jobs and stopped before its target: where the clock stands and where it was going.
public struct StepBudgetStop: Equatable, Sendable {
    /// How many jobs ran.
    public let jobs: Int
    /// The simulated time the clock stopped at (the last job's deadline).
    public let stoppedAt: SimInstant
    /// Where the step meant to move the clock.
    public let target: SimInstant
    /// Whether a Ctrl-C stopped it (rather than the job budget).
    public var interrupted = false

    public init(jobs: Int, stoppedAt: SimInstant, target: SimInstant, interrupted: Bool = false) {
        self.jobs = jobs
        self.stoppedAt = stoppedAt
        self.target = target
        self.interrupted = interrupted
    }
}
