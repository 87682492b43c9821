/// Up to `EventLog.chunkSize` consecutive events of an `EventLog`: their message heads as UTF-8 bytes back to back, where
/// each head ends, and their context ids. The last events' heads may be lent (`lent`): kept as values and written as
/// text when first read.
struct EventChunk: Sendable {
    /// The written heads' UTF-8 bytes, in order.
    private(set) var bytes: [UInt8] = []
    /// Per event whose head is written: the offset in `bytes` just past its head.
    private(set) var ends: [UInt32] = []
    /// Per event: its index in the log's contexts.
    private(set) var contexts: [UInt32] = []
    /// The heads of the events after the written ones, when a run lent them (`lend`); written into `bytes` by the next
    /// append to this chunk (`settle`), read from the source's text before that.
    private var lent: LentHeads?

    /// Creates an empty chunk with room for `capacity` events.
    init(reserving capacity: Int) {
        ends.reserveCapacity(capacity)
        contexts.reserveCapacity(capacity)
    }

    /// How many events the chunk holds.
    var count: Int { contexts.count }

    /// Adds `heads.count` events of context `context` whose heads stay with their source until read.
    mutating func lend(_ heads: LentHeads, context: UInt32) {
        settle()
        contexts.append(contentsOf: repeatElement(context, count: heads.count))
        lent = heads
    }

    /// Writes lent heads into the chunk's own bytes (before anything is appended after them, or another run lends).
    mutating func settle() {
        guard let heads = lent else { return }
        lent = nil
        let text = heads.text()
        let base = UInt32(truncatingIfNeeded: bytes.count)
        bytes.append(contentsOf: text.bytes)
        ends.append(contentsOf: text.ends.lazy.map { $0 &+ base })
    }

    /// Adds an event whose head `write` writes straight into the chunk's bytes.
    mutating func append(context: UInt32, writingHead write: (inout EventHeadWriter) -> Void) {
        settle()
        var writer = EventHeadWriter(bytes: [])
        swap(&writer.bytes, &bytes)  // lent, not copied
        write(&writer)
        swap(&writer.bytes, &bytes)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
        contexts.append(context)
    }

    /// Adds one event of context `context` per head in `heads`, in order: the bytes and ends grow once and each head's
    /// UTF-8 is copied into place. When the heads fill the chunk (`fillsChunk`) the bytes grow to the exact size, so
    /// `trimmed()` has nothing to copy; otherwise geometrically, as `append` grows them.
    mutating func append(heads: UnsafeBufferPointer<String>, context: UInt32, fillsChunk: Bool) {
        guard !heads.isEmpty else { return }
        settle()
        contexts.append(contentsOf: repeatElement(context, count: heads.count))
        var total = 0
        for head in heads { total += head.utf8.count }
        let start = bytes.count, firstEnd = ends.count
        if bytes.capacity < start + total { bytes.reserveCapacity(fillsChunk ? start + total : max(start + total, 2 * bytes.capacity)) }
        if ends.capacity < firstEnd + heads.count { ends.reserveCapacity(max(firstEnd + heads.count, 2 * ends.capacity)) }
        bytes.append(contentsOf: repeatElement(0, count: total))
        ends.append(contentsOf: repeatElement(0, count: heads.count))
        bytes.withUnsafeMutableBufferPointer { bytes in
            ends.withUnsafeMutableBufferPointer { ends in
                guard let target = bytes.baseAddress else { return }
                var at = start, e = firstEnd
                for head in heads {
                    let copied = head.utf8.withContiguousStorageIfAvailable { utf8 -> Int in
                        if let source = utf8.baseAddress { (target + at).update(from: source, count: utf8.count) }
                        return utf8.count
                    }
                    if let copied {
                        at += copied
                    } else {
                        // A head without contiguous UTF-8 (a bridged string): copied byte by byte.
                        for byte in head.utf8 { target[at] = byte; at += 1 }
                    }
                    ends[e] = UInt32(truncatingIfNeeded: at)
                    e += 1
                }
            }
        }
    }

    /// The head of event `i`, the same String (same UTF-8) as was appended.
    func head(_ i: Int) -> String {
        if i >= ends.count, let lent {
            let text = lent.text()
            return Self.head(i - ends.count, bytes: text.bytes, ends: text.ends)
        }
        return Self.head(i, bytes: bytes, ends: ends)
    }

    /// Head `i` of these bytes and ends.
    private static func head(_ i: Int, bytes: [UInt8], ends: [UInt32]) -> String {
        let start = i == 0 ? 0 : Int(ends[i - 1]), end = Int(ends[i])
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// The same chunk with its byte buffer copied to an exact fit (done once the chunk is full), or as it is when the
    /// buffer is within an eighth of a fit already (a run reserves its bytes exactly: the copy would gain nothing).
    /// Lent heads stay lent.
    func trimmed() -> EventChunk {
        guard bytes.capacity - bytes.count > bytes.count / 8 else { return self }
        var copy = self
        let source = bytes
        copy.bytes = [UInt8](unsafeUninitializedCapacity: source.count) { buffer, initialized in
            initialized = buffer.initialize(from: source).1
        }
        return copy
    }
}

/// When, where and what kind an event is, and its message tail: interned names and tail (-1 for none). Equal contexts
/// compare the instant's bits, so `-0.0` and `0.0` (equal as numbers) stay apart and read back exactly.
struct EventContext: Hashable {
    var instant: SimInstant
    var device: Int32
    var app: Int32
    var kind: Int32
    var tail: Int32

    /// Whether two contexts are the same, comparing the instant's bits.
    static func == (a: EventContext, b: EventContext) -> Bool {
        a.instant.secondsSinceReferenceDate.bitPattern == b.instant.secondsSinceReferenceDate.bitPattern
            && a.device == b.device && a.app == b.app && a.kind == b.kind && a.tail == b.tail
    }

    /// Hashes what `==` compares.
    func hash(into hasher: inout Hasher) {
        hasher.combine(instant.secondsSinceReferenceDate.bitPattern)
        hasher.combine(device)
        hasher.combine(app)
        hasher.combine(kind)
        hasher.combine(tail)
    }
}
