import Foundation

/// An event log as a value: what `EventLog.state` captures and `EventLog.restore(_:)` puts back. In memory it shares
/// the log's storage (copy-on-write); encoded, it is the list of events, which decoding appends to a fresh log.
public struct EventLogState: Codable, Equatable, Sendable {
    /// The log's compact storage (see `EventLog`).
    struct Storage: Sendable {
        /// The events in chunks of `EventLog.chunkSize`; only the last one is partly filled.
        var chunks: [EventChunk] = []
        /// How many events the log holds.
        var count = 0
        /// Every context an event refers to.
        var contexts: [EventContext] = []
        /// Recently used contexts and their index in `contexts`, so equal ones are stored once (bounded; cleared when
        /// full, after which a context seen again is stored again).
        var contextIDs: [EventContext: UInt32] = [:]
        /// Interned device, app and kind names.
        var names: [String] = []
        /// The index of each interned name.
        var nameIDs: [String: Int32] = [:]
        /// The last name interned per field, checked before the dictionary (bulk events repeat them). Named fields,
        /// not a tuple of optionals: that was copied through the runtime's generic tuple witnesses, at about a
        /// thousand instructions an event.
        var recentDevice = InternedName()
        var recentApp = InternedName()
        /// The last two kinds (a bulk step logs two kinds in turn, such as `spotlight.journaled` and `spotlight.indexed`).
        var recentKind = InternedName(), previousKind = InternedName()
        /// Every message tail a context refers to.
        var tailTexts: [String] = []
        /// Recently seen message tails and their index in `tailTexts`, so equal tails are stored once (bounded; cleared
        /// when full, after which a tail seen again is stored again).
        var tails: [String: Int32] = [:]
        /// The digests of full chunks, by chunk index (a full chunk never changes; see `EventLog.append`).
        var chunkDigests = DigestMemo()
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// The events the state holds, oldest first.
    public var events: EventLog.Events {
        EventLog.Events(chunks: storage.chunks, stored: storage.count, contexts: storage.contexts, names: storage.names, tails: storage.tailTexts)
    }

    /// One event as encoded: the event without its sequence (its position gives it).
    private struct Encoded: Codable {
        var instant: SimInstant
        var device: String?
        var app: String?
        var kind: String
        var message: String

        init(_ event: Event) {
            (instant, device, app, kind, message) = (event.instant, event.device, event.app, event.kind, event.message)
        }
    }

    public func encode(to encoder: Encoder) throws {
        if let mode = encoder.digestForm { return try DigestForm(self, mode: mode).encode(to: encoder) }
        if let splice = encoder.jsonSplice {
            var single = encoder.singleValueContainer()
            return try single.encode(splice.placeholder(for: try chunkJSON()))
        }
        var container = encoder.unkeyedContainer()
        for event in events { try container.encode(Encoded(event)) }
    }

    /// The chunks of `EventLog.chunkSize` events the snapshot and the digest cut the log into, oldest first.
    private var chunkRanges: [Range<Int>] {
        let count = storage.count, size = EventLog.chunkSize
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// The canonical JSON of the events in `range` (the list the snapshot holds for them).
    private func json(_ range: Range<Int>) throws -> Data {
        try CanonicalJSON.encoder.encode(events[range].map(Encoded.init))
    }

    /// The events as the canonical JSON of each chunk (the digest's chunks); a full chunk's digest is remembered on the
    /// way.
    func chunkJSON() throws -> [Data] {
        try chunkRanges.map { range in
            let data = try json(range)
            if range.count == EventLog.chunkSize, storage.chunkDigests.known(range.lowerBound / EventLog.chunkSize) == nil {
                _ = storage.chunkDigests.digest(range.lowerBound / EventLog.chunkSize) { SHA256Digest.of(data) }
            }
            return data
        }
    }

    /// The log as the world's digest sees it: how many events, and the SHA-256 of each chunk of `EventLog.chunkSize`
    /// events' canonical JSON (the list the snapshot holds for them), oldest first. A full chunk's digest is remembered.
    struct DigestForm: Encodable {
        var count: Int
        var chunks: [String]

        init(_ log: EventLogState, mode: DigestFormMode) throws {
            count = log.storage.count
            chunks = try log.chunkRanges.map { range in
                let compute = { SHA256Digest.of(try log.json(range)) }
                guard range.count == EventLog.chunkSize else { return try compute().hex }
                return try log.storage.chunkDigests.digest(range.lowerBound / EventLog.chunkSize, fromScratch: mode == .fromScratch, compute).hex
            }
        }
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let log = EventLog()
        while !container.isAtEnd {
            let event = try container.decode(Encoded.self)
            log.append(at: event.instant, device: event.device, app: event.app, kind: event.kind, event.message)
        }
        storage = log.state.storage
    }

    /// Two states are equal when they hold the same events.
    public static func == (a: EventLogState, b: EventLogState) -> Bool {
        a.storage.count == b.storage.count && a.events.elementsEqual(b.events)
    }
}
