/// One app's stored items by identifier: an open-addressing table that keeps no keys — an item's key is its own
/// `uniqueIdentifier` — only the item (8 bytes) and 32 hash bits per bucket, about 15 bytes per item instead of a
/// `[String: IndexedItem]`'s ≈ 63 at 100,000 items (Docs/Benchmark.md, peak memory).
struct ItemTable {
    /// The items, nil where empty or removed.
    private var items: [IndexedItem?] = []
    /// Per bucket: 0 empty, 1 removed, otherwise hash bits (never 0 or 1).
    private var tags: [UInt32] = []
    private var tombstones = 0
    /// How many items the table holds.
    private(set) var count = 0

    /// Whether the table holds nothing.
    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private static func hash(_ identifier: String) -> (start: Int, tag: UInt32) {
        var hasher = Hasher()
        hasher.combine(identifier)
        let h = UInt64(bitPattern: Int64(hasher.finalize()))
        return (Int(truncatingIfNeeded: h), UInt32(truncatingIfNeeded: h >> 32) | 2)
    }

    /// The bucket of an identifier, if stored.
    private func find(_ identifier: String, start: Int, tag: UInt32) -> Int? {
        guard !tags.isEmpty else { return nil }
        let mask = tags.count - 1
        var i = start & mask
        while true {
            let t = tags[i]
            if t == 0 { return nil }
            if t == tag, let item = items[i], item.uniqueIdentifier == identifier { return i }
            i = (i + 1) & mask
        }
    }

    /// The item with this identifier.
    subscript(identifier: String) -> IndexedItem? {
        let (start, tag) = Self.hash(identifier)
        return find(identifier, start: start, tag: tag).flatMap { items[$0] }
    }

    /// Every item, in no particular order (callers sort).
    var values: [IndexedItem] {
        var out: [IndexedItem] = []
        out.reserveCapacity(count)
        for case let item? in items { out.append(item) }
        return out
    }

    /// Makes room for `total` items without rehashing on the way.
    mutating func reserveCapacity(_ total: Int) {
        if (total + tombstones) * 5 > tags.count * 4 { rehash(for: total) }
    }

    /// Inserts or replaces the item under its identifier, returning the one it replaced.
    @discardableResult
    mutating func updateValue(_ item: IndexedItem) -> IndexedItem? {
        let identifier = item.uniqueIdentifier
        let (start, tag) = Self.hash(identifier)
        if let i = find(identifier, start: start, tag: tag) {
            let old = items[i]
            items[i] = item
            return old
        }
        if (count + tombstones + 1) * 5 > tags.count * 4 { rehash(for: count + 1) }
        place(item, start: start, tag: tag)
        count += 1
        return nil
    }

    /// Removes and returns the item with this identifier.
    @discardableResult
    mutating func removeValue(forKey identifier: String) -> IndexedItem? {
        let (start, tag) = Self.hash(identifier)
        guard let i = find(identifier, start: start, tag: tag) else { return nil }
        let old = items[i]
        items[i] = nil
        tags[i] = 1
        count -= 1
        tombstones += 1
        return old
    }

    private mutating func place(_ item: IndexedItem, start: Int, tag: UInt32) {
        let mask = tags.count - 1
        var i = start & mask
        while tags[i] > 1 { i = (i + 1) & mask }
        if tags[i] == 1 { tombstones -= 1 }
        tags[i] = tag
        items[i] = item
    }

    /// Rebuilds the table without removed buckets, large enough that `total` items fill at most half of it.
    private mutating func rehash(for total: Int) {
        var capacity = max(16, tags.count)
        while total * 2 > capacity { capacity *= 2 }
        let old = items
        items = Array(repeating: nil, count: capacity)
        tags = Array(repeating: 0, count: capacity)
        tombstones = 0
        for case let item? in old {
            let (start, tag) = Self.hash(item.uniqueIdentifier)
            place(item, start: start, tag: tag)
        }
    }
}
