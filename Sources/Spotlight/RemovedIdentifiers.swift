import LimelightCore

/// The identifiers of the items one delete took out of an app's index, in sequence order: what a marking delete
/// (`ItemTable.markDomain`, `markItems`) returns and what observers are told (`SpotlightIndexObserver`).
///
/// A marking delete leaves each item and its identifier in a hole of its page (Docs/Benchmark.md, "Deletes by
/// marking"), so this value refers to the pages' identifier buffers — one shared buffer per page, never a copy of an
/// identifier — with the places taken from each; reading an identifier reads the page's. Making it costs two bytes of
/// place per item and one reference per page. The event log keeps it as the heads of the delete's `spotlight.deleted`
/// events (`EventHeadSource`) and reads the identifiers, in batches, when those events are first read.
public struct RemovedIdentifiers: RandomAccessCollection, EventHeadSource, Sendable {
    /// Per part (a page, or a list of identifiers given whole): its identifier buffer.
    private var buffers: [[String]] = []
    /// Every part's places in its buffer, back to back.
    private var places: [UInt32] = []
    /// Per part: the offset in `places` just past its places.
    private var ends: [Int] = []

    /// No identifiers.
    public init() {}

    /// These identifiers, in this order.
    public init(_ identifiers: [String]) {
        append(whole: identifiers)
    }

    /// Adds every identifier of `list`, in order, as the next part.
    mutating func append(whole list: [String]) {
        guard !list.isEmpty else { return }
        buffers.append(list)
        places.append(contentsOf: (0..<list.count).lazy.map { UInt32(truncatingIfNeeded: $0) })
        ends.append(places.count)
    }

    /// Adds the identifiers at `taken` (places in `buffer`, ascending) as the next part.
    mutating func append(_ buffer: [String], taken: UnsafeBufferPointer<UInt16>) {
        guard !taken.isEmpty else { return }
        buffers.append(buffer)
        places.append(contentsOf: taken.lazy.map { UInt32($0) })
        ends.append(places.count)
    }

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// How many identifiers.
    public var endIndex: Int { places.count }

    /// The identifier at `position`.
    public subscript(position: Int) -> String {
        // The part holding `position`: the first whose end is past it.
        var lo = 0, hi = ends.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > position { hi = mid } else { lo = mid + 1 }
        }
        return buffers[lo][Int(places[position])]
    }

    /// Every identifier, as one array.
    public var identifiers: [String] { Array(self) }

    /// Calls `body` with the identifiers at `range`, in order, a part at a time. The buffer lends them (bitwise copies
    /// of the parts' strings, never destroyed): it is valid only during the call, and `body` must copy what it keeps.
    /// The gathering pass has no call between two loads, so the processor keeps many cache misses in flight at once
    /// (the identifiers lie scattered through the pages' buffers).
    public func withHeads(in range: Range<Int>, _ body: (UnsafeBufferPointer<String>) -> Void) {
        let range = range.clamped(to: 0..<places.count)
        guard !range.isEmpty else { return }
        places.withUnsafeBufferPointer { places in
            var start = 0
            for (part, end) in ends.enumerated() {
                defer { start = end }
                let from = Swift.max(start, range.lowerBound), to = Swift.min(end, range.upperBound)
                guard from < to else { continue }
                buffers[part].withUnsafeBufferPointer { names in
                    guard let source = names.baseAddress else { return }
                    withUnsafeTemporaryAllocation(of: String.self, capacity: to - from) { lent in
                        guard let target = lent.baseAddress else { return }
                        let stride = MemoryLayout<String>.stride
                        for k in 0..<(to - from) {
                            UnsafeMutableRawPointer(target + k).copyMemory(from: UnsafeRawPointer(source + Int(places[from + k])),
                                                                           byteCount: stride)
                        }
                        body(UnsafeBufferPointer(lent))
                    }
                }
                if end >= range.upperBound { break }
            }
        }
    }
}
