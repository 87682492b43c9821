/// One segment of an `ItemTable`: an open-addressing table that keeps no keys — an item's key is its own
/// `uniqueIdentifier` — only the item (8 bytes) and 32 hash bits per bucket. The capacity is any size, not a power of
/// two (a bucket is picked by Lemire's multiply-shift range reduction), so after a rehash the table is ≈ 60% full and it
/// grows only past 85%: ≈ 14–20 bytes per item instead of up to 24 with power-of-two sizes (Docs/Benchmark.md).
struct ItemTableSegment: Sendable {
    /// The items, nil where empty or removed.
    private var items: [IndexedItem?] = []
    /// Per bucket: 0 empty, 1 removed, otherwise hash bits (never 0 or 1).
    private var tags: [UInt32] = []
    /// How many buckets are marked removed.
    private var tombstones = 0
    /// How many items the table holds.
    private(set) var count = 0

    /// Whether the table holds nothing.
    var isEmpty: Bool { count == 0 }

    /// How many buckets the table has (for tests of its growth).
    var bucketCount: Int { tags.count }

    /// Whether `used` occupied buckets (items and tombstones) exceed the 85% load that triggers a rehash.
    @inline(__always)
    private static func overloaded(_ used: Int, capacity: Int) -> Bool { used * 20 > capacity * 17 }

    /// An identifier's 32 hash bits as stored in its bucket (never 0 or 1).
    @inline(__always)
    static func tag(_ identifier: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(identifier)
        return UInt32(truncatingIfNeeded: UInt(bitPattern: hasher.finalize()) >> 32) | 2
    }

    /// The first bucket to probe for a tag: `tag × capacity / 2³²`, uniform over any capacity. It depends on the tag
    /// alone, so a rehash moves buckets without hashing any identifier again.
    @inline(__always)
    private func start(_ tag: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(tag) &* UInt64(tags.count)) >> 32)
    }

    /// The bucket of an identifier, if stored.
    @inline(__always)
    private func find(_ identifier: String, tag: UInt32) -> Int? {
        let capacity = tags.count
        guard capacity > 0 else { return nil }
        var i = start(tag)
        while true {
            let t = tags[i]
            if t == 0 { return nil }
            if t == tag, let item = items[i], item.uniqueIdentifier == identifier { return i }
            i += 1
            if i == capacity { i = 0 }
        }
    }

    /// The item with this identifier, whose tag is `tag`.
    @inline(__always)
    func item(_ identifier: String, tag: UInt32) -> IndexedItem? {
        find(identifier, tag: tag).flatMap { items[$0] }
    }

    /// Whether both tables use the same buffers (a copy not written to since): then they hold the same items.
    func sharesStorage(with other: ItemTableSegment) -> Bool {
        items.withUnsafeBufferPointer { a in other.items.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && tags.withUnsafeBufferPointer { a in other.tags.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Calls `body` with every item, in no particular order, without building an array.
    @inline(__always)
    func forEach(_ body: (IndexedItem) throws -> Void) rethrows {
        for case let item? in items { try body(item) }
    }

    /// Calls `body` with every item and its tag (to move items between segments without hashing again).
    func forEachTagged(_ body: (UInt32, IndexedItem) -> Void) {
        for (i, tag) in tags.enumerated() where tag > 1 { if let item = items[i] { body(tag, item) } }
    }

    /// Makes room for `total` items without rehashing on the way.
    mutating func reserveCapacity(_ total: Int) {
        if Self.overloaded(total + tombstones, capacity: tags.count) { rehash(for: total) }
    }

    /// Inserts or replaces the item under its identifier, whose tag is `tag`, returning the one it replaced.
    @discardableResult
    mutating func updateValue(_ item: IndexedItem, tag: UInt32) -> IndexedItem? {
        let identifier = item.uniqueIdentifier
        if let i = find(identifier, tag: tag) {
            let old = items[i]
            items[i] = item
            return old
        }
        if Self.overloaded(count + tombstones + 1, capacity: tags.count) { rehash(for: count + 1) }
        place(item, tag: tag)
        count += 1
        return nil
    }

    /// Removes and returns the item with this identifier, whose tag is `tag`.
    @discardableResult
    mutating func removeValue(forKey identifier: String, tag: UInt32) -> IndexedItem? {
        guard let i = find(identifier, tag: tag) else { return nil }
        let old = items[i]
        items[i] = nil
        tags[i] = 1
        count -= 1
        tombstones += 1
        return old
    }

    /// Removes every item `test` says yes to, in one pass over the buckets (their buckets become tombstones, recycled
    /// by later inserts or dropped by the next rehash).
    mutating func removeAll(where test: (IndexedItem) -> Bool) {
        for i in items.indices {
            guard let item = items[i], test(item) else { continue }
            items[i] = nil
            tags[i] = 1
            count -= 1
            tombstones += 1
        }
    }

    private mutating func place(_ item: consuming IndexedItem, tag: UInt32) {
        let capacity = tags.count
        var i = start(tag)
        while tags[i] > 1 {
            i += 1
            if i == capacity { i = 0 }
        }
        if tags[i] == 1 { tombstones -= 1 }
        tags[i] = tag
        items[i] = consume item
    }

    /// Rebuilds the table without removed buckets, never smaller than now and large enough that `total` items fill
    /// at most 60% of it.
    private mutating func rehash(for total: Int) {
        let capacity = max(16, tags.count, total * 5 / 3 + 1)
        var oldItems: [IndexedItem?] = []
        swap(&oldItems, &items)
        let oldTags = tags
        items = Array(repeating: nil, count: capacity)
        tags = Array(repeating: 0, count: capacity)
        tombstones = 0
        // Items are moved out (taken, leaving nil) and into their new bucket, so neither the move nor freeing the old
        // array touches them: a copy retained each item and released it again, a cache miss on every item's storage
        // each time the table grows.
        for (i, tag) in oldTags.enumerated() where tag > 1 {
            if let item = oldItems[i].take() { place(item, tag: tag) }
        }
    }
}
