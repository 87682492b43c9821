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

    /// Creates an event from its parts.
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
/// Events are kept compactly (device, app, kind and message tail interned as 4-byte ids; a record is 40 bytes) and become
/// `Event` values when read, so a bulk of 100,000 indexed items costs a few megabytes (Docs/Benchmark.md).
public final class EventLog {
    /// One stored event: interned names (-1 for none) and its message as head + tail (an index into `tailTexts`,
    /// -1 for none).
    struct Record {
        var head: String
        var instant: SimInstant
        var device: Int32
        var app: Int32
        var kind: Int32
        var tail: Int32
    }

    private var records: [Record] = []
    private var names: [String] = []
    private var nameIDs: [String: Int32] = [:]
    /// The last name interned per field, checked before the dictionary (bulk events repeat them).
    private var recent: (device: (String, Int32)?, app: (String, Int32)?, kind: (String, Int32)?)
    /// Every message tail a record refers to.
    private var tailTexts: [String] = []
    /// Recently seen message tails and their index in `tailTexts`, so equal tails are stored once (bounded; cleared
    /// when full, after which a tail seen again is stored again).
    private var tails: [String: Int32] = [:]

    /// Creates an empty log.
    public init() {}

    /// Every event, oldest first (a snapshot: later appends do not show in it).
    public var events: Events { Events(records: records, names: names, tails: tailTexts) }

    /// Appends an event stamped with the next sequence number.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, _ message: String) {
        append(at: instant, device: device, app: app, kind: kind, head: message, tail: "")
    }

    /// Appends an event whose message is `head + tail`; a tail repeated across events is stored once.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, head: String, tail: String) {
        var tailID: Int32 = -1
        if !tail.isEmpty {
            if let known = tails[tail] {
                tailID = known
            } else {
                if tails.count >= 1024 { tails.removeAll(keepingCapacity: true) }
                tailID = Int32(truncatingIfNeeded: tailTexts.count)
                tailTexts.append(tail)
                tails[tail] = tailID
            }
        }
        let d = intern(device, &recent.device)
        let a = intern(app, &recent.app)
        let k = intern(kind, &recent.kind)
        records.append(Record(head: head, instant: instant, device: d, app: a, kind: k, tail: tailID))
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
        let tails: [String]

        /// The first position (0).
        public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int { records.count }

        /// The event at `position` (its sequence is `position + 1`).
        public subscript(position: Int) -> Event {
            let r = records[position]
            return Event(sequence: position + 1, instant: r.instant, device: name(r.device), app: name(r.app),
                         kind: names[Int(r.kind)], message: r.tail < 0 ? r.head : r.head + tails[Int(r.tail)])
        }

        private func name(_ id: Int32) -> String? { id < 0 ? nil : names[Int(id)] }
    }
}
