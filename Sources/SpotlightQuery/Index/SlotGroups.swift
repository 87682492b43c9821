import Spotlight

/// The query index's slots grouped by what a marking delete names — app, index name and domain — so a domain delete, a
/// delete-all or an uninstall finds its slots by a pass over one 4-byte group code per slot (an alive bitset's pass, in
/// Tantivy's terms) instead of looking each removed identifier up in the slot map (Docs/Benchmark.md, "Deletes by
/// marking").
///
/// A dead slot keeps its code until it is reused (the pass skips dead slots); `compact` drops the groups no live slot
/// is in and renumbers the others when the index purges, so the table is bounded by the live items' distinct groups.
struct SlotGroups {
    /// What a group is: an app id of the index, an index name and a domain (the item's origin but its protection class).
    struct Key: Hashable {
        var app: Int32
        var indexName: String?
        var domain: String?
    }

    /// Each group's key, by group code.
    private(set) var keys: [Key] = []
    /// The code of each key.
    private var codes: [Key: Int32] = [:]
    /// Per slot: its group code (meaningless for a dead slot).
    private(set) var codeOfSlot: [Int32] = []
    /// The origin of the last item grouped and its code: bulk indexing repeats one origin, compared by identity.
    private var lastOrigin: IndexedItem.Origin?
    private var lastCode: Int32 = 0

    /// Adds room for one more slot.
    mutating func appendSlot() { codeOfSlot.append(0) }

    /// Puts a slot in the group of its item (`app` is the index's id of the item's app).
    mutating func assign(_ slot: Int32, app: Int32, origin: IndexedItem.Origin) {
        if let last = lastOrigin, last === origin {
            codeOfSlot[Int(slot)] = lastCode
            return
        }
        let key = Key(app: app, indexName: origin.indexName, domain: origin.domainIdentifier)
        let code: Int32
        if let known = codes[key] {
            code = known
        } else {
            code = Int32(keys.count)
            keys.append(key)
            codes[key] = code
        }
        lastOrigin = origin
        lastCode = code
        codeOfSlot[Int(slot)] = code
    }

    /// A flag per group code: whether the group belongs to app `app` and `scope` covers it; nil when none does.
    func covered(app: Int32, by scope: SpotlightRemovalScope) -> [Bool]? {
        var hit: [Bool]?
        for (code, key) in keys.enumerated() where key.app == app && scope.covers(indexName: key.indexName, domain: key.domain) {
            if hit == nil { hit = Array(repeating: false, count: keys.count) }
            hit?[code] = true
        }
        return hit
    }

    /// Drops the groups no slot `isLive` says yes to is in and numbers the others from 0 again, in their order.
    mutating func compact(isLive: (Int) -> Bool) {
        var used = Array(repeating: false, count: keys.count)
        for s in codeOfSlot.indices where isLive(s) { used[Int(codeOfSlot[s])] = true }
        guard used.contains(false) else { return }
        var renumbered = Array(repeating: Int32(-1), count: keys.count)
        var kept: [Key] = []
        for (code, key) in keys.enumerated() where used[code] {
            renumbered[code] = Int32(kept.count)
            kept.append(key)
        }
        for s in codeOfSlot.indices where isLive(s) { codeOfSlot[s] = renumbered[Int(codeOfSlot[s])] }
        keys = kept
        codes = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, Int32($0)) })
        lastOrigin = nil
    }

    /// How many groups the table holds (for tests of compaction).
    var groupCount: Int { keys.count }
}
