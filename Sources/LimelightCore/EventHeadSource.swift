/// Where the heads of a run of events come from when the log keeps them as values instead of copying their text
/// (`EventLog.appendRun(at:device:app:kind:tail:lending:)`): a domain delete lends the identifiers of the items it took
/// out, and the log writes them as text the first time the events are read (Docs/Benchmark.md, "Deletes by marking",
/// fifth pass). The heads must never change: a source is a value.
public protocol EventHeadSource: Sendable {
    /// How many heads.
    var count: Int { get }
    /// Calls `body` with the heads at `range`, in order, a batch at a time; a batch is valid only during the call.
    func withHeads(in range: Range<Int>, _ body: (UnsafeBufferPointer<String>) -> Void)
}

/// Heads given as one array.
struct ArrayHeads: EventHeadSource {
    let heads: [String]

    var count: Int { heads.count }

    func withHeads(in range: Range<Int>, _ body: (UnsafeBufferPointer<String>) -> Void) {
        heads.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range.clamped(to: 0..<heads.count)])) }
    }
}

/// The heads of some of a chunk's events, lent by a source and written out as UTF-8 when first read (once: the text is
/// kept, under a lock, since a captured log may be read on several threads, and the source is let go of then).
final class LentHeads: Sendable {
    /// Which of the source's heads these are.
    let range: Range<Int>
    /// The source until the heads are written; then their bytes and ends (relative to the first head).
    private let state: LockedBox<State>

    private enum State {
        case lent(any EventHeadSource)
        case written(bytes: [UInt8], ends: [UInt32])
    }

    init(_ source: any EventHeadSource, range: Range<Int>) {
        self.range = range
        state = LockedBox(.lent(source))
    }

    /// How many heads.
    var count: Int { range.count }

    /// The heads as UTF-8 bytes back to back, and where each ends.
    func text() -> (bytes: [UInt8], ends: [UInt32]) {
        let range = self.range
        return state.withLock { state in
            switch state {
            case .written(let bytes, let ends):
                return (bytes, ends)
            case .lent(let source):
                var chunk = EventChunk(reserving: 0)
                source.withHeads(in: range) { chunk.append(heads: $0, context: 0, fillsChunk: false) }
                state = .written(bytes: chunk.bytes, ends: chunk.ends)
                return (chunk.bytes, chunk.ends)
            }
        }
    }
}
