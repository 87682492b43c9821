/// One thing that happened in the simulation, as the event log records it.
public struct Event: Sendable, Equatable {
    /// Position in the log, from 1.
    public let sequence: Int
    /// Simulated time at which it happened.
    public let instant: SimInstant
    /// The device it happened on, if any.
    public let device: String?
    /// The app (bundle identifier or short name) it concerns, if any.
    public let app: String?
    /// A dotted kind such as `spotlight.indexed`, `app.launched`, `activity.continued`.
    public let kind: String
    /// A human-readable one-line summary.
    public let message: String

    public init(sequence: Int, instant: SimInstant, device: String?, app: String?, kind: String, message: String) {
        self.sequence = sequence
        self.instant = instant
        self.device = device
        self.app = app
        self.kind = kind
        self.message = message
    }
}

/// The append-only record of everything the system and the apps did.
public final class EventLog {
    /// Every event, oldest first.
    public private(set) var events: [Event] = []

    public init() {}

    /// Appends an event stamped with the next sequence number.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, _ message: String) {
        events.append(Event(sequence: events.count + 1, instant: instant, device: device, app: app, kind: kind, message: message))
    }

    /// Events whose kind equals `kind` or starts with `kind.`.
    public func events(ofKind kind: String) -> [Event] {
        events.filter { $0.kind == kind || $0.kind.hasPrefix(kind + ".") }
    }
}
