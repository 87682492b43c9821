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
        /// The last two contexts used (ids in `contexts`, `.max` for none), checked before the dictionary: a bulk
        /// step logs two contexts in turn (`spotlight.journaled` and `spotlight.indexed` at one instant).
        var recentContext = UInt32.max, previousContext = UInt32.max
        /// The last two message tails used, checked before the dictionary (`id` is the index in `tailTexts`).
        var recentTail = InternedName(), previousTail = InternedName()
        /// Every message tail a context refers to.
        var tailTexts: [String] = []
        /// Recently seen message tails and their index in `tailTexts`, so equal tails are stored once (bounded; cleared
        /// when full, after which a tail seen again is stored again).
        var tails: [String: Int32] = [:]
        /// The digests of full chunks, by chunk index (a full chunk never changes; see `EventLog.append`).
        var chunkDigests = DigestMemo()
        /// The chunks whose last heads a run lent (`EventLog.appendRun(…lending:)`): at most one run's, since the next
        /// lent run writes these out first, so the sources a log keeps are bounded by one delete's.
        var lentChunks: Range<Int> = 0..<0
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// The events the state holds, oldest first.
    public var events: EventLog.Events {
        EventLog.Events(chunks: storage.chunks, stored: storage.count, contexts: storage.contexts, names: storage.names, tails: storage.tailTexts)
    }

    /// One event as encoded: the event without its sequence (its position gives it).
    private struct Encoded: Codable, Sendable {
        var instant: SimInstant
        var device: String?
        var app: String?
        var kind: String
        var message: String

        init(_ event: Event) {
            (instant, device, app, kind, message) = (event.instant, event.device, event.app, event.kind, event.message)
        }

        init(instant: SimInstant, device: String?, app: String?, kind: String, message: String) {
            (self.instant, self.device, self.app, self.kind, self.message) = (instant, device, app, kind, message)
        }

        /// Reads `{["app":…,]["device":…,]"instant":…,"kind":…,"message":…}` as `json(_:)` writes it.
        static func readCanonical(_ r: inout CanonicalJSONReader) -> Encoded? {
            guard r.byte(UInt8(ascii: "{")) else { return nil }
            var app: String?, device: String?
            if r.literal("\"app\":") {
                guard let a = r.name(), r.byte(UInt8(ascii: ",")) else { return nil }
                app = a
            }
            if r.literal("\"device\":") {
                guard let d = r.name(), r.byte(UInt8(ascii: ",")) else { return nil }
                device = d
            }
            guard r.literal("\"instant\":"), let instant = r.number(), r.literal(",\"kind\":"), let kind = r.name(),
                  r.literal(",\"message\":"), let message = r.string(), r.byte(UInt8(ascii: "}")) else { return nil }
            return Encoded(instant: SimInstant(secondsSinceReferenceDate: instant), device: device, app: app, kind: kind, message: message)
        }
    }

    public func encode(to encoder: Encoder) throws {
        if let mode = encoder.digestForm { return try DigestForm(self, mode: mode).encode(to: encoder) }
        if try SplicedList.encode(to: encoder, chunks: chunkJSON) { return }
        var container = encoder.unkeyedContainer()
        for event in events { try container.encode(Encoded(event)) }
    }

    /// The chunks of `EventLog.chunkSize` events the snapshot and the digest cut the log into, oldest first.
    private var chunkRanges: [Range<Int>] {
        let count = storage.count, size = EventLog.chunkSize
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// The canonical JSON of the events in `range` (the list the snapshot holds for them): what `CanonicalJSON.encoder`
    /// writes for them as `Encoded` values, written by hand (`CanonicalJSONWriter`; keys in byte order, nil names left
    /// out), which `CanonicalJSONWriterTests` compares with the encoder's.
    private func json(_ range: Range<Int>) throws -> Data {
        var w = CanonicalJSONWriter(reserving: range.count * 160)
        w.byte(UInt8(ascii: "["))
        for (i, event) in events[range].enumerated() {
            w.raw(i == 0 ? "{" : ",{")
            if let app = event.app {
                w.raw("\"app\":")
                w.string(app)
                w.byte(UInt8(ascii: ","))
            }
            if let device = event.device {
                w.raw("\"device\":")
                w.string(device)
                w.byte(UInt8(ascii: ","))
            }
            w.raw("\"instant\":")
            w.number(event.instant.secondsSinceReferenceDate)
            w.raw(",\"kind\":")
            w.string(event.kind)
            w.raw(",\"message\":")
            w.string(event.message)
            w.byte(UInt8(ascii: "}"))
        }
        w.byte(UInt8(ascii: "]"))
        return Data(w.bytes)
    }

    /// The canonical JSON of the events in `range` as `JSONEncoder` writes it (what `json(_:)` must equal).
    func encoderJSON(_ range: Range<Int>) throws -> Data {
        try CanonicalJSON.encoder.encode(events[range].map(Encoded.init))
    }

    /// The canonical JSON of the events in `range` as the snapshot writes it (for tests against `encoderJSON(_:)`).
    func writerJSON(_ range: Range<Int>) throws -> Data { try json(range) }

    /// The events as the canonical JSON of each chunk (the digest's chunks); a full chunk's digest is remembered on the
    /// way.
    func chunkJSON() throws -> [Data] {
        try chunkRanges.concurrentMap { range in
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
            chunks = try log.chunkRanges.concurrentMap { range in
                let compute = { SHA256Digest.of(try log.json(range)) }
                guard range.count == EventLog.chunkSize else { return try compute().hex }
                return try log.storage.chunkDigests.digest(range.lowerBound / EventLog.chunkSize, fromScratch: mode == .fromScratch, compute).hex
            }
        }
    }

    /// Decodes the list of events, or in a version 4 snapshot the lines of the file a reference names
    /// (`SnapshotLines`), each read by the canonical reader when it can.
    public init(from decoder: Decoder) throws {
        let log = EventLog()
        if let read = try SplicedList.decodeLines(from: decoder, digests: true, fast: Encoded.readCanonical) {
            for line in read {
                for event in line.elements { log.append(at: event.instant, device: event.device, app: event.app, kind: event.kind, event.message) }
            }
            storage = log.state.storage
            // Each full line read as canonical is a full chunk's bytes, so its digest is remembered, while the lines
            // before it were full chunks too (the world's digest check catches bytes that only look canonical).
            for (k, line) in read.enumerated() {
                guard line.elements.count == EventLog.chunkSize else { break }
                if let digest = line.digest { _ = storage.chunkDigests.digest(k) { digest } }
            }
            return
        } else {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                let event = try container.decode(Encoded.self)
                log.append(at: event.instant, device: event.device, app: event.app, kind: event.kind, event.message)
            }
        }
        storage = log.state.storage
    }

    /// Two states are equal when they hold the same events.
    public static func == (a: EventLogState, b: EventLogState) -> Bool {
        a.storage.count == b.storage.count && a.events.elementsEqual(b.events)
    }
}
