/// A runtime as a value: the clock and job queue, the event log, and the states of the seeded generators.
public struct RuntimeState: Codable, Equatable, Sendable {
    /// The seed the runtime was created with.
    public var seed: UInt64
    /// The clock and the waiting jobs.
    public var scheduler: SchedulerState
    /// Every event so far.
    public var log: EventLogState
    /// The seeded generator's state.
    public var random: SeededRandom
    /// The identifier generator's state.
    public var ids: IdentifierGenerator
}

extension Runtime {
    /// The runtime as a value; nil while a callback into app code waits (see `Scheduler.state`).
    public var state: RuntimeState? {
        guard let scheduler = scheduler.state else { return nil }
        return RuntimeState(seed: seed, scheduler: scheduler, log: log.state, random: random, ids: ids)
    }

    /// Makes this runtime hold exactly `state` (its seed must be this runtime's; performers stay registered).
    public func restore(_ state: RuntimeState) {
        scheduler.restore(state.scheduler)
        log.restore(state.log)
        random = state.random
        ids = state.ids
    }
}
