import LimelightCore

/// One app's stored items by identifier, in segments chosen by hash bits: one segment while the table is small, 256
/// once it holds more than `splitThreshold` items. Each segment is its own copy-on-write table (`ItemTableSegment`), so
/// after a state capture the first write to a large table copies one segment (≈ 1/256 of it) instead of the whole table.
struct ItemTable: Sendable {
    /// Items above which a one-segment table splits into `segmentCount` segments.
    static let splitThreshold = 16_384
    /// Segments of a split table (a power of two).
    static let segmentCount = 256

    /// One segment, or `segmentCount` of them.
    private var segments = [ItemTableSegment()]

    /// How many items the table holds.
    private(set) var count = 0

    /// The digests of the table's sequence ranges (derived; see `digestForm`).
    fileprivate(set) var rangeDigests = DigestMemo()

    /// Items per sequence range of the digest's form: the range of an item is `sequence / rangeSize`.
    static let rangeSize = 1024

    /// Whether the table holds nothing.
    var isEmpty: Bool { count == 0 }

    /// How many buckets the segments have together (for tests of growth).
    var bucketCount: Int { segments.reduce(0) { $0 + $1.bucketCount } }

    /// The segment of a tag: hash bits 2–9 (bits 0–1 are fixed; a segment's start bucket uses the high bits).
    @inline(__always)
    private func segment(_ tag: UInt32) -> Int {
        segments.count == 1 ? 0 : Int(truncatingIfNeeded: tag >> 2) & (Self.segmentCount - 1)
    }

    /// The item with this identifier.
    subscript(identifier: String) -> IndexedItem? {
        let tag = ItemTableSegment.tag(identifier)
        return segments[segment(tag)].item(identifier, tag: tag)
    }

    /// Every item, in no particular order (callers sort).
    var values: [IndexedItem] {
        var out: [IndexedItem] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// Calls `body` with every item, in no particular order, without building an array.
    func forEach(_ body: (IndexedItem) throws -> Void) rethrows {
        for segment in segments { try segment.forEach(body) }
    }

    /// Makes room for `total` items without rehashing on the way (a segment that gets more than its share may still).
    mutating func reserveCapacity(_ total: Int) {
        if segments.count == 1, total > Self.splitThreshold { split() }
        let share = segments.count == 1 ? total : total / segments.count + total / (segments.count * 16) + 1
        for i in segments.indices { segments[i].reserveCapacity(share) }
    }

    /// Inserts or replaces the item under its identifier, returning the one it replaced.
    @discardableResult
    mutating func updateValue(_ item: IndexedItem) -> IndexedItem? {
        let tag = ItemTableSegment.tag(item.uniqueIdentifier)
        let old = segments[segment(tag)].updateValue(item, tag: tag)
        rangeDigests.invalidate(item.sequence / Self.rangeSize)
        if let old { rangeDigests.invalidate(old.sequence / Self.rangeSize) }
        if old == nil {
            count += 1
            if count > Self.splitThreshold, segments.count == 1 { split() }
        }
        return old
    }

    /// Removes and returns the item with this identifier.
    @discardableResult
    mutating func removeValue(forKey identifier: String) -> IndexedItem? {
        let tag = ItemTableSegment.tag(identifier)
        guard let old = segments[segment(tag)].removeValue(forKey: identifier, tag: tag) else { return nil }
        rangeDigests.invalidate(old.sequence / Self.rangeSize)
        count -= 1
        return old
    }

    /// Spreads a one-segment table over `segmentCount` segments, moving items by their stored tags (no hashing).
    private mutating func split() {
        let whole = segments[0]
        segments = Array(repeating: ItemTableSegment(), count: Self.segmentCount)
        let share = whole.count / Self.segmentCount + whole.count / (Self.segmentCount * 16) + 1
        for i in segments.indices { segments[i].reserveCapacity(share) }
        whole.forEachTagged { tag, item in segments[segment(tag)].updateValue(item, tag: tag) }
    }

    /// Whether both tables use the same buffers in every segment (a copy not written to since): then they hold the
    /// same items.
    func sharesStorage(with other: ItemTable) -> Bool {
        sharedSegments(with: other) == segments.count && segments.count == other.segments.count
    }

    /// Calls `body` with every item of the segments this table does not share with `other` (every item when they are
    /// segmented differently).
    func forEachUnshared(with other: ItemTable, _ body: (IndexedItem) -> Void) {
        let paired = segments.count == other.segments.count
        for (i, segment) in segments.enumerated() where !paired || !segment.sharesStorage(with: other.segments[i]) {
            segment.forEach(body)
        }
    }

    /// How many segments both tables share unchanged (for tests: a write after a capture copies one).
    func sharedSegments(with other: ItemTable) -> Int {
        guard segments.count == other.segments.count else { return 0 }
        return zip(segments, other.segments).filter { $0.sharesStorage(with: $1) }.count
    }
}
