/// A sorted index of one numeric or date attribute: (value, slot) pairs, with a small unsorted buffer for new entries.
final class NumericColumn {
    private var values: [Double] = []
    private var slots: [Int32] = []
    private var pendingValues: [Double] = []
    private var pendingSlots: [Int32] = []

    /// Whether some slot was given more than one value (a list attribute): lookups may then repeat slots.
    private(set) var isMultiValued = false
    private var lastInserted: Int32 = -1

    func insert(_ value: Double, slot: Int32) {
        if slot == lastInserted { isMultiValued = true }
        lastInserted = slot
        pendingValues.append(value)
        pendingSlots.append(slot)
    }

    /// Appends every slot with a value in `range` (slots may repeat and may be dead; the caller filters).
    func slots(in range: NumericRange, into out: inout [Int32]) {
        merge()
        var lo = 0, hi = values.count
        if let lower = range.lower {
            while lo < hi {
                let mid = (lo + hi) / 2
                if range.lowerInclusive ? values[mid] < lower : values[mid] <= lower { lo = mid + 1 } else { hi = mid }
            }
        }
        var i = lo
        while i < values.count {
            let v = values[i]
            if let upper = range.upper, range.upperInclusive ? v > upper : v >= upper { break }
            out.append(slots[i])
            i += 1
        }
    }

    /// Every slot with any value.
    func allSlots(into out: inout [Int32]) {
        out.append(contentsOf: slots)
        out.append(contentsOf: pendingSlots)
    }

    /// Drops entries whose slot is dead.
    func purge(isLive: (Int32) -> Bool) {
        merge()
        var v: [Double] = [], s: [Int32] = []
        v.reserveCapacity(values.count); s.reserveCapacity(slots.count)
        for i in 0..<slots.count where isLive(slots[i]) { v.append(values[i]); s.append(slots[i]) }
        values = v; slots = s
    }

    private func merge() {
        guard !pendingValues.isEmpty else { return }
        let order = pendingValues.indices.sorted { pendingValues[$0] < pendingValues[$1] }
        var v: [Double] = [], s: [Int32] = []
        v.reserveCapacity(values.count + order.count); s.reserveCapacity(values.count + order.count)
        var a = 0, b = 0
        while a < values.count || b < order.count {
            if b == order.count || (a < values.count && values[a] <= pendingValues[order[b]]) {
                v.append(values[a]); s.append(slots[a]); a += 1
            } else {
                v.append(pendingValues[order[b]]); s.append(pendingSlots[order[b]]); b += 1
            }
        }
        values = v; slots = s
        // A small buffer keeps its capacity for the next inserts; a bulk one (e.g. after indexing 100,000 items) is freed.
        let keep = pendingValues.count <= 4096
        pendingValues.removeAll(keepingCapacity: keep); pendingSlots.removeAll(keepingCapacity: keep)
    }
}
