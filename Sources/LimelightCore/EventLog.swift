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
///
/// Events are kept compactly (device, app and kind interned; a message as a head plus a shared tail) and become
/// `Event` values when read, so a bulk of 100,000 indexed items costs a few megabytes (Docs/Benchmark.md).
public final class EventLog {
    /// One stored event: interned names (-1 for none) and its message as head + tail.
    struct Record {
        var head: String
        var tail: String
        var instant: SimInstant
        var device: Int32
        var app: Int32
        var kind: Int32
    }

    private var records: [Record] = []
    private var names: [String] = []
    private var nameIDs: [String: Int32] = [:]
    /// The last name interned per field, checked before the dictionary (bulk events repeat them).
    private var recent: (device: (String, Int32)?, app: (String, Int32)?, kind: (String, Int32)?)
    /// Recently seen message tails, so equal tails share one string buffer (bounded; cleared when full).
    private var tails: [String: String] = [:]

    public init() {}

    /// Every event, oldest first (a snapshot: later appends do not show in it).
    public var events: Events { Events(records: records, names: names) }

    /// Appends an event stamped with the next sequence number.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, _ message: String) {
        append(at: instant, device: device, app: app, kind: kind, head: message, tail: "")
    }

    /// Appends an event whose message is `head + tail`; a tail repeated across events is stored once.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, head: String, tail: String) {
        var sharedTail = tail
        if !tail.isEmpty {
            if let known = tails[tail] {
                sharedTail = known
            } else {
                if tails.count >= 1024 { tails.removeAll(keepingCapacity: true) }
                tails[tail] = tail
            }
        }
        let d = intern(device, &recent.device)
        let a = intern(app, &recent.app)
        let k = intern(kind, &recent.kind)
        records.append(Record(head: head, tail: sharedTail, instant: instant, device: d, app: a, kind: k))
    }

    /// Events whose kind equals `kind` or starts with `kind.`.
    public func events(ofKind kind: String) -> [Event] {
        let prefix = kind + "."
        var matching = Set<Int32>()
        for (i, name) in names.enumerated() where name == kind || name.hasPrefix(prefix) { matching.insert(Int32(i)) }
        guard !matching.isEmpty else { return [] }
        let all = events
        return all.indices.filter { matching.contains(records[$0].kind) }.map { all[$0] }
    }

    private func intern(_ name: String?, _ last: inout (String, Int32)?) -> Int32 {
        guard let name else { return -1 }
        if let last, last.0 == name { return last.1 }
        let id: Int32
        if let known = nameIDs[name] {
            id = known
        } else {
            id = Int32(names.count)
            names.append(name)
            nameIDs[name] = id
        }
        last = (name, id)
        return id
    }

    /// The log's events as a random-access collection of `Event` values, made when read.
    public struct Events: RandomAccessCollection {
        let records: [Record]
        let names: [String]

        /// The first position (0).
        public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int { records.count }

        /// The event at `position` (its sequence is `position + 1`).
        public subscript(position: Int) -> Event {
            let r = records[position]
            return Event(sequence: position + 1, instant: r.instant, device: name(r.device), app: name(r.app),
                         kind: names[Int(r.kind)], message: r.tail.isEmpty ? r.head : r.head + r.tail)
        }

        private func name(_ id: Int32) -> String? { id < 0 ? nil : names[Int(id)] }
    }
}
