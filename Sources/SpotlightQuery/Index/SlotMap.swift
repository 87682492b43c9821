import Spotlight

/// The query index's map from (app, identifier) to slot: an open-addressing table of 8-byte buckets (32 hash bits and
/// the slot) whose keys are not stored — a slot's key is read from the item the index holds in that slot — so the map
/// costs about 10 bytes per item instead of a dictionary's ≈ 50 at 100,000 items (Docs/Benchmark.md, peak memory).
///
/// A key's bucket position comes from the same 32 hash bits the bucket keeps, so growing the table re-places buckets
/// without hashing any identifier again.
///
/// Callers must store a slot's item in `stored` before mapping the slot, and unmap it before the slot is emptied — or,
/// for slots a marking delete killed (`QueryIndex.removeAll(app:_:)`: dead in `flags`, the item left in place), drop
/// their buckets with `dropSlots(where:)` before the slots are reused: a bucket of a dead slot finds nothing meanwhile
/// (only live slots hold keys).
struct SlotMap {
    /// 0 is an empty bucket, `tombstone` a removed one; otherwise the high 32 bits are hash bits and the low 32 the slot + 1.
    private var buckets: [UInt64] = []
    private var live = 0
    private var tombstones = 0
    private static let tombstone = UInt64.max

    /// The hash of a key (the identifier alone: different apps rarely share identifiers, and the app is compared anyway).
    @inline(__always)
    private static func hash(_ identifier: String) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(identifier)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// Whether `slot` is live (in `flags`) and its item has this key.
    @inline(__always)
    private static func holds(_ stored: [IndexedItem], _ flags: [UInt8], _ slot: Int, _ key: QueryIndex.Key) -> Bool {
        slot < stored.count && flags[slot] & QueryIndex.SlotFlag.alive != 0
            && stored[slot].uniqueIdentifier == key.identifier && stored[slot].app == key.app
    }

    /// The bucket holding the key, if mapped.
    private func find(_ key: QueryIndex.Key, hash: UInt64, in stored: [IndexedItem], _ flags: [UInt8]) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        let tag = hash >> 32
        var i = Int(truncatingIfNeeded: tag) & mask
        while true {
            let b = buckets[i]
            if b == 0 { return nil }
            if b != Self.tombstone, b >> 32 == tag, Self.holds(stored, flags, Int(b & 0xFFFF_FFFF) - 1, key) { return i }
            i = (i + 1) & mask
        }
    }

    /// The slot of a key, if mapped.
    func slot(_ key: QueryIndex.Key, in stored: [IndexedItem], _ flags: [UInt8]) -> Int32? {
        find(key, hash: Self.hash(key.identifier), in: stored, flags).map { Int32(truncatingIfNeeded: buckets[$0] & 0xFFFF_FFFF) - 1 }
    }

    /// Maps a key to a slot (whose item is already in `stored`), returning the live slot it replaced.
    mutating func updateValue(_ slot: Int32, forKey key: QueryIndex.Key, in stored: [IndexedItem], _ flags: [UInt8]) -> Int32? {
        let hash = Self.hash(key.identifier)
        let bucket = (hash >> 32) << 32 | UInt64(UInt32(slot) + 1)
        if let i = find(key, hash: hash, in: stored, flags) {
            let old = Int32(truncatingIfNeeded: buckets[i] & 0xFFFF_FFFF) - 1
            buckets[i] = bucket
            return old
        }
        if (live + tombstones + 1) * 5 > buckets.count * 4 { rehash() }
        place(bucket)
        live += 1
        return nil
    }

    /// Removes a key's mapping (while its slot is live and holds the item), returning its slot.
    mutating func removeValue(forKey key: QueryIndex.Key, in stored: [IndexedItem], _ flags: [UInt8]) -> Int32? {
        guard let i = find(key, hash: Self.hash(key.identifier), in: stored, flags) else { return nil }
        let old = Int32(truncatingIfNeeded: buckets[i] & 0xFFFF_FFFF) - 1
        buckets[i] = Self.tombstone
        live -= 1
        tombstones += 1
        return old
    }

    /// Drops every bucket whose slot `isDead` says yes to (one pass; the table is rebuilt without them and without
    /// tombstones). Called by the index's purge, before dead slots become reusable.
    mutating func dropSlots(where isDead: (Int32) -> Bool) {
        let old = buckets
        buckets = Array(repeating: 0, count: old.count)
        live = 0
        tombstones = 0
        for b in old where b != 0 && b != Self.tombstone && !isDead(Int32(truncatingIfNeeded: b & 0xFFFF_FFFF) - 1) {
            place(b)
            live += 1
        }
    }

    /// How many keys are mapped (including buckets of marked-dead slots not yet dropped; for tests).
    var mappedCount: Int { live }

    /// Puts a bucket in the first free or removed place of its probe sequence (which starts at its hash bits).
    private mutating func place(_ bucket: UInt64) {
        let mask = buckets.count - 1
        var i = Int(truncatingIfNeeded: bucket >> 32) & mask
        while buckets[i] != 0 && buckets[i] != Self.tombstone { i = (i + 1) & mask }
        if buckets[i] == Self.tombstone { tombstones -= 1 }
        buckets[i] = bucket
    }

    /// Rebuilds the table without tombstones, doubling it when more than half full.
    private mutating func rehash() {
        var capacity = max(16, buckets.count)
        while (live + 1) * 2 > capacity { capacity *= 2 }
        let old = buckets
        buckets = Array(repeating: 0, count: capacity)
        tombstones = 0
        for b in old where b != 0 && b != Self.tombstone { place(b) }
    }
}
