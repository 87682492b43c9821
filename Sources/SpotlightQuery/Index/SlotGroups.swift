import Spotlight

/// The query index's slots grouped by what a marking delete names — app, index name and domain — so a domain delete, a
/// delete-all or an uninstall finds its slots by reading the lists of the groups it covers, touching only its own slots
/// (a per-term posting list, in Tantivy's terms, where the term is the group), instead of looking each removed
/// identifier up in the slot map or passing over every slot (Docs/Benchmark.md, "Deletes by marking").
///
/// Each group keeps the slots put in it, in the order they were (ascending while slots are new). A slot is put in a
/// group once, when its item is inserted, and is in no other list: a slot is given again only after the purge, and the
/// purge (`compact`) keeps only the live slots in each list, drops the groups left with none and renumbers the others,
/// so the table is bounded by the live items' distinct groups and the lists by the slots. A slot that died since the
/// last purge stays in its list until then (readers check it is alive).
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
    /// Per group code: the slots put in the group since the last purge or still live at it.
    private(set) var slotsOfGroup: [[Int32]] = []
    /// The origin of the last item grouped and its code: bulk indexing repeats one origin, compared by identity.
    private var lastOrigin: IndexedItem.Origin?
    private var lastCode: Int32 = 0

    /// Puts a slot (just given to an item) in the group of its item (`app` is the index's id of the item's app).
    mutating func assign(_ slot: Int32, app: Int32, origin: IndexedItem.Origin) {
        if let last = lastOrigin, last === origin {
            slotsOfGroup[Int(lastCode)].append(slot)
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
            slotsOfGroup.append([])
        }
        lastOrigin = origin
        lastCode = code
        slotsOfGroup[Int(code)].append(slot)
    }

    /// The slots `isLive` says yes to of every group of app `app` that `scope` covers, ascending. Costs a look at each
    /// group's key and a read of the covered groups' lists.
    func liveSlots(app: Int32, coveredBy scope: SpotlightRemovalScope, isLive: (Int32) -> Bool) -> [Int32] {
        let covered = keys.indices.filter { keys[$0].app == app && scope.covers(indexName: keys[$0].indexName, domain: keys[$0].domain) }
        let lists = covered.count
        var found: [Int32] = []
        found.reserveCapacity(covered.reduce(0) { $0 + slotsOfGroup[$1].count })
        for code in covered {
            slotsOfGroup[code].withUnsafeBufferPointer { slots in
                for slot in slots where isLive(slot) { found.append(slot) }
            }
        }
        // One list of new slots is ascending already; slots given again after a purge, or several lists, are not.
        if lists > 1 || !isAscending(found) { found.sort() }
        return found
    }

    private func isAscending(_ slots: [Int32]) -> Bool {
        slots.withUnsafeBufferPointer { slots in
            guard slots.count > 1 else { return true }
            for i in 1..<slots.count where slots[i - 1] >= slots[i] { return false }
            return true
        }
    }

    /// Keeps only the slots `isLive` says yes to in each list, drops the groups left with none and numbers the others
    /// from 0 again, in their order.
    mutating func compact(isLive: (Int32) -> Bool) {
        var kept: [Key] = []
        var lists: [[Int32]] = []
        for (code, key) in keys.enumerated() {
            let live = slotsOfGroup[code].filter(isLive)
            guard !live.isEmpty else { continue }
            kept.append(key)
            lists.append(live)
        }
        keys = kept
        slotsOfGroup = lists
        codes = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, Int32($0)) })
        lastOrigin = nil
    }

    /// How many groups the table holds (for tests of compaction).
    var groupCount: Int { keys.count }

    /// How many slots the lists hold, live and dead (for tests: the purge keeps only the live ones).
    var listedSlotCount: Int { slotsOfGroup.reduce(0) { $0 + $1.count } }
}
