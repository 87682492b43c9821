import LimelightCore

/// The live items of one range of `ItemTable.pageSize` sequence numbers, in sequence order, each with its domain as a
/// small code: what lets a domain or delete-all delete visit the ranges and find its items by comparing 16-bit codes
/// instead of looking at every item (Docs/Benchmark.md, "Deletes by marking"). An item a delete took out of its page is
/// gone from the table even while the table's hash segments still hold it (see `ItemTable.markedCount`).
///
/// Copy-on-write like the rest of the table: a capture shares the page, and the first write after it copies this page
/// alone.
struct ItemTablePage: Sendable {
    /// The code of an item without a domain.
    static let noDomain = UInt16.max
    /// The code of a hole: a place a marking delete emptied. Every read skips it; `squeeze` drops the holes once they
    /// are half of the page's places (or when the table compacts), as Tantivy leaves a deleted document's place in its
    /// segment until a merge.
    static let hole = UInt16.max - 1

    /// Which range this is: the items' `sequence >> pageShift` (floor division, so negative test sequences work too).
    let range: Int
    /// Each place's sequence minus the range's first, ascending.
    private var offsets: [UInt16] = []
    /// The items, in sequence order (a hole keeps the item it held: see `markHoles`).
    private var items: [IndexedItem] = []
    /// Each item's identifier (a hole keeps its item's): what a marking delete logs, read here in sequence instead of
    /// from each item's object (a cache miss per deleted item). 16 bytes per item; a long identifier shares the item's
    /// buffer.
    private var identifiers: [String] = []
    /// Each place's domain code: an index into `domainNames`, `noDomain` or `hole`.
    private var codes: [UInt16] = []
    /// Domain names by code. A name stays after its last item leaves until the page renumbers its codes (when there are
    /// more than twice as many names as items), so the list is bounded by the page's size.
    private var domainNames: [String] = []
    /// The code of each name in `domainNames`.
    private var codeOfName: [String: UInt16] = [:]
    /// How many places are holes.
    private(set) var holes = 0

    init(range: Int) { self.range = range }

    /// How many items the page holds.
    var count: Int { items.count - holes }

    /// Calls `body` with every item, in sequence order.
    func forEach(_ body: (IndexedItem) throws -> Void) rethrows {
        if holes == 0 {
            for item in items { try body(item) }
            return
        }
        for i in items.indices where codes[i] != Self.hole { try body(items[i]) }
    }

    /// Whether both pages use the same item and code buffers (a copy not written to since: a marking delete writes
    /// only the codes).
    func sharesStorage(with other: ItemTablePage) -> Bool {
        items.withUnsafeBufferPointer { a in other.items.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && codes.withUnsafeBufferPointer { a in other.codes.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && items.count == other.items.count && holes == other.holes
    }

    /// Where an offset is (or would go) among `offsets`.
    private func position(_ offset: UInt16) -> (Int, found: Bool) {
        if let last = offsets.last, last < offset { return (offsets.count, false) }
        var lo = 0, hi = offsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < offsets.count && offsets[lo] == offset)
    }

    /// The item at this offset, if the page holds one.
    func item(at offset: UInt16) -> IndexedItem? {
        let (i, found) = position(offset)
        return found && codes[i] != Self.hole ? items[i] : nil
    }

    /// The code of a domain, adding the name if new.
    private mutating func code(_ domain: String?) -> UInt16 {
        guard let domain else { return Self.noDomain }
        // Bulk indexing repeats a few domains: the last item's name is compared first (equal storage compares at once).
        if let last = codes.last, last < Self.hole, domainNames[Int(last)] == domain { return last }
        if let known = codeOfName[domain] { return known }
        if domainNames.count >= Int(Self.hole) - 1 { renumber() }
        let code = UInt16(domainNames.count)
        domainNames.append(domain)
        codeOfName[domain] = code
        return code
    }

    /// Inserts or replaces the item at this offset (a hole there takes it).
    mutating func put(_ item: IndexedItem, at offset: UInt16) {
        let code = self.code(item.domainIdentifier)
        let (i, found) = position(offset)
        if found {
            if codes[i] == Self.hole { holes -= 1 }
            items[i] = item
            identifiers[i] = item.uniqueIdentifier
            codes[i] = code
        } else {
            offsets.insert(offset, at: i)
            items.insert(item, at: i)
            identifiers.insert(item.uniqueIdentifier, at: i)
            codes.insert(code, at: i)
        }
        if domainNames.count > 16, domainNames.count > 2 * count { renumber() }
    }

    /// Removes and returns the item at this offset.
    @discardableResult
    mutating func remove(at offset: UInt16) -> IndexedItem? {
        let (i, found) = position(offset)
        guard found, codes[i] != Self.hole else { return nil }
        offsets.remove(at: i)
        codes.remove(at: i)
        identifiers.remove(at: i)
        let item = items.remove(at: i)
        squeezeIfSparse()
        return item
    }

    /// Marks every item whose domain `matches` says yes to gone, appending their identifiers to `removed` in sequence
    /// order; returns how many. Costs a look at each of the page's names and, when one matched, one branch-free pass
    /// over its codes; no item's object is touched and no reference count changes (see `markHoles`).
    mutating func removeDomains(into removed: inout RemovedIdentifiers, where matches: (String) -> Bool) -> Int {
        // hit[code] is 1 for a matching name; the last entry (0) stands for every code past the names (`noDomain`,
        // `hole`), so the pass reads `hit[min(code, last)]` without a branch.
        var hit: [UInt8]?
        for (code, name) in domainNames.enumerated() where matches(name) {
            if hit == nil { hit = Array(repeating: 0, count: domainNames.count + 1) }
            hit?[code] = 1
        }
        guard let hit else { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: codes.count) { found in
            let n = hit.withUnsafeBufferPointer { hit in
                codes.withUnsafeBufferPointer { codes in
                    let last = hit.count - 1
                    var n = 0
                    for i in codes.indices {
                        found[n] = UInt16(truncatingIfNeeded: i)
                        n &+= Int(hit[min(Int(codes[i]), last)])
                    }
                    return n
                }
            }
            markHoles(UnsafeBufferPointer(rebasing: found[..<n]), into: &removed)
            return n
        }
    }

    /// Marks every item `test` says yes to gone, appending their identifiers to `removed` in sequence order; returns
    /// how many.
    mutating func removeItems(into removed: inout RemovedIdentifiers, where test: (IndexedItem) -> Bool) -> Int {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: codes.count) { found in
            var n = 0
            for i in codes.indices where codes[i] != Self.hole && test(items[i]) {
                found[n] = UInt16(truncatingIfNeeded: i)
                n += 1
            }
            markHoles(UnsafeBufferPointer(rebasing: found[..<n]), into: &removed)
            return n
        }
    }

    /// Makes the places `places` (ascending, none a hole) holes, appending their identifiers to `removed`. A hole keeps
    /// its item and identifier until `squeeze` drops it or `put` fills it (every read skips it by its code), as Tantivy
    /// leaves a deleted document in its segment: marking writes two bytes per item and no item's object is touched.
    /// `removed` shares the page's identifier buffer (one reference, no identifier copied) unless the page is squeezed
    /// now, which would copy that buffer: then the taken identifiers are copied out first. Only the codes are written,
    /// so a capture of the page keeps sharing its items.
    private mutating func markHoles(_ places: UnsafeBufferPointer<UInt16>, into removed: inout RemovedIdentifiers) {
        guard !places.isEmpty else { return }
        codes.withUnsafeMutableBufferPointer { codes in
            for p in places { codes[Int(p)] = Self.hole }
        }
        holes += places.count
        if holes * 2 >= items.count {
            removed.append(whole: places.map { identifiers[Int($0)] })
            squeeze()
        } else {
            removed.append(identifiers, taken: places)
        }
        if domainNames.count > 16, domainNames.count > 2 * self.count { renumber() }
    }

    /// Squeezes the holes out once they are half of the page's places or more.
    private mutating func squeezeIfSparse() {
        if holes > 0, holes * 2 >= items.count { squeeze() }
    }

    /// Drops the holes, moving the kept items after each one down in one pass (their objects untouched) and releasing
    /// the items the holes kept.
    mutating func squeeze() {
        guard holes > 0 else { return }
        var kept = 0
        items.withUnsafeMutableBufferPointer { items in
            identifiers.withUnsafeMutableBufferPointer { identifiers in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    codes.withUnsafeMutableBufferPointer { codes in
                        for i in 0..<items.count where codes[i] != Self.hole {
                            if kept != i {
                                items.swapAt(kept, i)
                                identifiers.swapAt(kept, i)
                                offsets[kept] = offsets[i]
                                codes[kept] = codes[i]
                            }
                            kept += 1
                        }
                    }
                }
            }
        }
        let dropped = items.count - kept
        offsets.removeLast(dropped)
        items.removeLast(dropped)
        identifiers.removeLast(dropped)
        codes.removeLast(dropped)
        holes = 0
    }

    /// Numbers the names the page's items use from 0 again, dropping the others.
    private mutating func renumber() {
        var names: [String] = []
        var newCode: [String: UInt16] = [:]
        for i in codes.indices where codes[i] < Self.hole {
            let name = domainNames[Int(codes[i])]
            if let known = newCode[name] {
                codes[i] = known
            } else {
                let code = UInt16(names.count)
                names.append(name)
                newCode[name] = code
                codes[i] = code
            }
        }
        domainNames = names
        codeOfName = newCode
    }
}
