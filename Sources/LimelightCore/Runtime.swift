/// The shared substrate of a simulation: the clock and scheduler, seeded randomness, identifiers and the event log.
public final class Runtime {
    /// The simulated clock and its queue of jobs.
    public let scheduler: Scheduler
    /// The append-only record of what happened.
    public let log: EventLog
    /// The seed this runtime was created with.
    public let seed: UInt64
    /// Seeded randomness: the only randomness allowed inside a simulation.
    public var random: SeededRandom
    /// Deterministic identifier source.
    public var ids: IdentifierGenerator
    /// How long (host time) the simulator waits for async app code that nothing in the simulation will resume before it
    /// reports the code stuck (`Simulation.appCodeTimeout`); not part of the simulated world.
    public var appCodeTimeout: Duration = .seconds(10)

    /// The default start of every simulation: Monday 2026-01-05 09:00 UTC.
    public static let defaultStart = SimInstant(secondsSinceReferenceDate: 789_296_400)
    /// The end of the simulated calendar, 2200-01-01T00:00:00Z: the clock is never moved past it.
    public static let latest = SimInstant(secondsSinceReferenceDate: 6_279_811_200)

    /// Creates a runtime seeded with `seed` whose clock starts at `start`.
    public init(seed: UInt64 = 42, start: SimInstant = Runtime.defaultStart) {
        self.seed = seed
        self.scheduler = Scheduler(start: start)
        self.log = EventLog()
        self.random = SeededRandom(seed: seed)
        self.ids = IdentifierGenerator(seed: seed)
    }

    /// The current simulated time.
    public var now: SimInstant { scheduler.now }

    /// Records an event at the current time.
    public func record(device: String? = nil, app: String? = nil, _ kind: String, _ message: String) {
        log.append(at: now, device: device, app: app, kind: kind, message)
    }

    /// Records an event whose message is `head + tail` at the current time (a tail repeated across events is shared).
    public func record(device: String? = nil, app: String? = nil, _ kind: String, head: String, tail: String) {
        log.append(at: now, device: device, app: app, kind: kind, head: head, tail: tail)
    }

    /// Records an event whose message is the head `head` writes and `tail`, at the current time (no `String` is made
    /// for the head).
    public func record(device: String? = nil, app: String? = nil, _ kind: String, tail: String, head: (inout EventHeadWriter) -> Void) {
        log.append(at: now, device: device, app: app, kind: kind, tail: tail, head: head)
    }

    /// Records one event per head of `source` at the current time, all sharing a kind, device, app and message tail,
    /// keeping the heads as the source's values until the events are read (`EventLog.appendRun(…lending:)`).
    public func recordRun(device: String? = nil, app: String? = nil, _ kind: String, tail: String, lending source: some EventHeadSource) {
        log.appendRun(at: now, device: device, app: app, kind: kind, tail: tail, lending: source)
    }

    /// A fresh deterministic UUID string.
    public func uuid() -> String { ids.uuid() }
}
