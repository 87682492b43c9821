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
/// Events are kept compactly and become `Event` values when read, so a bulk of 100,000 indexed items costs under two
/// megabytes (Docs/Benchmark.md): an event is its message head's UTF-8 bytes, a 4-byte end offset and a 4-byte context
/// id, where a context (`EventContext`: instant, device, app, kind and message tail) is shared by every event that
/// agrees on it. Events live in chunks of 4,096, so the log carries no 2× growth slack.
public final class EventLog {
    /// Events per chunk (a power of two).
    static let chunkSize = 4096
    /// log2 of `chunkSize`.
    static let chunkShift = 12

    /// Everything the log holds (one value, so a capture is a copy-on-write copy).
    private var storage = EventLogState.Storage()
    /// How many events there are of each interned kind, for the first `kindCountsCover` events: derived from `storage`,
    /// never saved, caught up when read, so counting a kind costs the kinds, not the history (`expect log count`).
    private var kindCounts: [Int32: Int] = [:]
    private var kindCountsCover = 0

    /// Creates an empty log.
    public init() {}

    /// Every event, oldest first (a snapshot: later appends do not show in it).
    public var events: Events {
        Events(chunks: storage.chunks, stored: storage.count, contexts: storage.contexts, names: storage.names, tails: storage.tailTexts)
    }

    /// Appends an event stamped with the next sequence number.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, _ message: String) {
        append(at: instant, device: device, app: app, kind: kind, head: message, tail: "")
    }

    /// Appends an event whose message is `head + tail`; a tail repeated across events is stored once.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, head: String, tail: String) {
        append(at: instant, device: device, app: app, kind: kind, tail: tail) { $0.write(head) }
    }

    /// Appends an event whose message is its head, which `head` writes, and `tail` (stored once when repeated): the
    /// same event as `append(at:device:app:kind:head:tail:)` with the head's text, made without a `String`.
    public func append(at instant: SimInstant, device: String?, app: String?, kind: String, tail: String,
                       head: (inout EventHeadWriter) -> Void) {
        let contextID = contextID(at: instant, device: device, app: app, kind: kind, tail: tail)
        let c = storage.count >> Self.chunkShift
        openChunk(c)
        storage.chunks[c].append(context: contextID, writingHead: head)
        storage.count += 1
    }

    /// Appends a run of events that share one context — instant, device, app, kind and message tail — one per head of
    /// `source`, whose messages are `head + tail`: the log reads exactly as if they had been appended one by one (the
    /// same events, chunks, contexts and digests), but the context is looked up once and the heads stay the source's
    /// values until the events are first read (issue "The world at scale": events stored as values, formatted when
    /// read; a domain delete logs one `spotlight.deleted` per item: Docs/Benchmark.md, "Deletes by marking"). At most
    /// one run is lent at a time: this one writes the previous run's heads out first.
    public func appendRun(at instant: SimInstant, device: String?, app: String?, kind: String, tail: String,
                          lending source: some EventHeadSource) {
        let count = source.count
        guard count > 0 else { return }
        for c in storage.lentChunks where c < storage.chunks.count { storage.chunks[c].settle() }
        let context = contextID(at: instant, device: device, app: app, kind: kind, tail: tail)
        let first = storage.count >> Self.chunkShift
        var done = 0
        while done < count {
            let c = storage.count >> Self.chunkShift
            openChunk(c)
            let n = min(count - done, Self.chunkSize - (storage.count & (Self.chunkSize - 1)))
            storage.chunks[c].lend(LentHeads(source, range: done..<done + n), context: context)
            storage.count += n
            done += n
        }
        storage.lentChunks = first..<((storage.count - 1) >> Self.chunkShift) + 1
    }

    /// `appendRun(at:device:app:kind:tail:lending:)` with the heads in one array.
    public func appendRun(at instant: SimInstant, device: String?, app: String?, kind: String, heads: [String], tail: String) {
        appendRun(at: instant, device: device, app: app, kind: kind, tail: tail, lending: ArrayHeads(heads: heads))
    }

    /// Makes chunk `c` (the one the next event goes in) exist and be this log's own.
    private func openChunk(_ c: Int) {
        // A memo another log shares (a captured world's) keeps only the full chunks both logs hold alike.
        storage.chunkDigests.detach(keepingKeysBelow: c)
        if c == storage.chunks.count {
            // The first chunk grows as needed (most logs are small); later ones take their full size at once.
            if let last = storage.chunks.last { storage.chunks[c - 1] = last.trimmed() }
            storage.chunks.append(EventChunk(reserving: c > 0 ? Self.chunkSize : 0))
        }
    }

    /// The id of the context of an event with these parts, interning the tail and names on the way.
    private func contextID(at instant: SimInstant, device: String?, app: String?, kind: String, tail: String) -> UInt32 {
        let tailID: Int32 = tail.isEmpty ? -1 : internTail(tail)
        let (deviceID, lastDevice) = internName(device, last: storage.recentDevice)
        let (appID, lastApp) = internName(app, last: storage.recentApp)
        storage.recentDevice = lastDevice
        storage.recentApp = lastApp
        let context = EventContext(instant: instant, device: deviceID, app: appID, kind: internKind(kind), tail: tailID)
        return contextID(context)
    }

    /// Events whose kind equals `kind` or starts with `kind.`.
    public func events(ofKind kind: String) -> [Event] {
        let prefix = kind + "."
        var matching = Set<Int32>()
        for (i, name) in storage.names.enumerated() where name == kind || name.hasPrefix(prefix) { matching.insert(Int32(i)) }
        guard !matching.isEmpty else { return [] }
        let all = events
        return all.indices.filter { matching.contains(all.kindID(at: $0)) }.map { all[$0] }
    }

    /// The index of `context` in `storage.contexts`, appending it when not seen recently: the last two contexts used are
    /// compared before the dictionary is hashed (a bulk step logs two in turn; hashing was 400 instructions an event).
    private func contextID(_ context: EventContext) -> UInt32 {
        let recent = storage.recentContext, previous = storage.previousContext
        if recent != .max, storage.contexts[Int(recent)] == context { return recent }
        if previous != .max, storage.contexts[Int(previous)] == context {
            storage.previousContext = recent
            storage.recentContext = previous
            return previous
        }
        let id = storedContextID(context)
        storage.previousContext = recent
        storage.recentContext = id
        return id
    }

    /// The index of `context` in `storage.contexts` by the dictionary of recent ones, appending it when not there.
    private func storedContextID(_ context: EventContext) -> UInt32 {
        if let last = storage.contexts.last, last == context { return UInt32(truncatingIfNeeded: storage.contexts.count - 1) }
        if let known = storage.contextIDs[context] { return known }
        if storage.contextIDs.count >= 1024 { storage.contextIDs.removeAll(keepingCapacity: true) }
        let id = UInt32(truncatingIfNeeded: storage.contexts.count)
        storage.contexts.append(context)
        storage.contextIDs[context] = id
        return id
    }

    /// The index of a message tail in `storage.tailTexts`, adding it when not seen recently: the last two tails used
    /// are compared before the dictionary (bulk events share a few tails, usually the same string object).
    private func internTail(_ tail: String) -> Int32 {
        if storage.recentTail.id >= 0, storage.recentTail.text == tail { return storage.recentTail.id }
        if storage.previousTail.id >= 0, storage.previousTail.text == tail {
            let before = storage.previousTail
            storage.previousTail = storage.recentTail
            storage.recentTail = before
            return before.id
        }
        let id: Int32
        if let known = storage.tails[tail] {
            id = known
        } else {
            if storage.tails.count >= 1024 { storage.tails.removeAll(keepingCapacity: true) }
            id = Int32(truncatingIfNeeded: storage.tailTexts.count)
            storage.tailTexts.append(tail)
            storage.tails[tail] = id
        }
        storage.previousTail = storage.recentTail
        storage.recentTail = InternedName(text: tail, id: id)
        return id
    }

    /// The id of a device or app name (-1 for none) and the field's new last name: the last one is checked before the
    /// dictionary.
    private func internName(_ name: String?, last: InternedName) -> (id: Int32, last: InternedName) {
        guard let name else { return (-1, last) }
        if last.id >= 0, last.text == name { return (last.id, last) }
        let id = intern(name)
        return (id, InternedName(text: name, id: id))
    }

    /// The id of an event kind: the last two kinds are checked before the dictionary.
    private func internKind(_ kind: String) -> Int32 {
        if storage.recentKind.id >= 0, storage.recentKind.text == kind { return storage.recentKind.id }
        if storage.previousKind.id >= 0, storage.previousKind.text == kind {
            let before = storage.previousKind
            storage.previousKind = storage.recentKind
            storage.recentKind = before
            return before.id
        }
        storage.previousKind = storage.recentKind
        let id = intern(kind)
        storage.recentKind = InternedName(text: kind, id: id)
        return id
    }

    /// The index of `name` in the name table, added when new.
    private func intern(_ name: String) -> Int32 {
        if let known = storage.nameIDs[name] { return known }
        let id = Int32(storage.names.count)
        storage.names.append(name)
        storage.nameIDs[name] = id
        return id
    }

    /// The log as a value: a copy-on-write copy of its storage (constant time; the first append after it copies the
    /// last chunk's arrays and the small tables, never the older chunks' events).
    public var state: EventLogState { EventLogState(storage: storage) }

    /// Makes the log hold exactly what `state` holds.
    public func restore(_ state: EventLogState) {
        storage = state.storage
        kindCounts = [:]
        kindCountsCover = 0
    }

    /// How many events have the kind `kind` or one under it (`kind.…`); every event when `kind` is nil. Costs the
    /// number of kinds plus the events logged since the last count, however long the log.
    public func count(ofKind kind: String?) -> Int {
        guard let kind else { return storage.count }
        if kindCountsCover > storage.count { kindCounts = [:]; kindCountsCover = 0 }
        let all = events
        while kindCountsCover < storage.count {
            kindCounts[all.kindID(at: kindCountsCover), default: 0] += 1
            kindCountsCover += 1
        }
        let prefix = kind + "."
        var total = 0
        for (id, n) in kindCounts where id >= 0 && Int(id) < storage.names.count {
            let name = storage.names[Int(id)]
            if name == kind || name.hasPrefix(prefix) { total += n }
        }
        return total
    }

    /// The log's events as a random-access collection of `Event` values, made when read.
    public struct Events: RandomAccessCollection {
        let chunks: [EventChunk]
        let stored: Int
        let contexts: [EventContext]
        let names: [String]
        let tails: [String]

        /// The first position (0).
        public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int { stored }

        /// The event at `position` (its sequence is `position + 1`).
        public subscript(position: Int) -> Event {
            let chunk = chunks[position >> EventLog.chunkShift], i = position & (EventLog.chunkSize - 1)
            let c = contexts[Int(chunk.contexts[i])]
            let head = chunk.head(i)
            return Event(sequence: position + 1, instant: c.instant, device: name(c.device), app: name(c.app),
                         kind: names[Int(c.kind)], message: c.tail < 0 ? head : head + tails[Int(c.tail)])
        }

        /// The interned kind of the event at `position`.
        func kindID(at position: Int) -> Int32 {
            contexts[Int(chunks[position >> EventLog.chunkShift].contexts[position & (EventLog.chunkSize - 1)])].kind
        }

        private func name(_ id: Int32) -> String? { id < 0 ? nil : names[Int(id)] }
    }
}
