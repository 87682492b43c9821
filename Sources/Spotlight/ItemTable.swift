import LimelightCore

/// One app's stored items: by identifier, in segments chosen by hash bits (one segment while the table is small, 256
/// once it holds more than `splitThreshold` items), and by sequence, in pages of `pageSize` sequence numbers. Each
/// segment and page is its own copy-on-write value (`ItemTableSegment`, `ItemTablePage`), so after a state capture the
/// first write to a large table copies one segment and one page instead of the whole table.
///
/// Deletes by marking (Docs/Benchmark.md, "Deletes by marking"): a domain delete or delete-all takes the items out of
/// their pages only — the pages find them by domain code — and leaves them in the hash segments, as Tantivy and Lucene
/// leave a deleted document in its segment and clear its bit in the segment's alive bitset. An item the segments hold is
/// in the table only if its page holds the same item; `markedCount` counts the others, and once they are a quarter of
/// what the segments hold (`compactionDivisor`) the segments drop them (`compact()`), as a merge drops deleted
/// documents. The pages are the table's content: iteration, counts, equality, encoding and the digest read them, so a
/// marked table and a compacted one are the same value. A marked item stays in its page too, in a hole (a place whose
/// code says it is gone), until the page is squeezed or the table compacts, so the delete itself releases no item.
struct ItemTable: Sendable {
    /// Items above which a one-segment table splits into `segmentCount` segments.
    static let splitThreshold = 16_384
    /// Segments of a split table (a power of two).
    static let segmentCount = 256
    /// Sequence numbers per page: the page of an item is `sequence >> pageShift`.
    static let pageShift = 10
    static let pageSize = 1 << pageShift
    /// Marked items are compacted out of the segments once `marked × compactionDivisor > marked + live`.
    static let compactionDivisor = 4

    /// One segment, or `segmentCount` of them.
    private var segments = [ItemTableSegment()]

    /// The pages, ascending by range, with their ranges alongside for binary search. A page left empty stays until
    /// empty pages are half of them (`emptyPages`).
    private var pageRanges: [Int] = []
    private var pages: [ItemTablePage] = []
    /// How many pages are empty.
    private var emptyPages = 0

    /// How many items the table holds.
    private(set) var count = 0

    /// Items the segments still hold that a marking delete took out of their pages (not in the table).
    private(set) var markedCount = 0

    /// The digests of the table's sequence ranges (derived; see `digestForm`).
    fileprivate(set) var rangeDigests = DigestMemo()

    /// Items per sequence range of the digest's form: the range of an item is `sequence / rangeSize`.
    static let rangeSize = 1024

    /// Whether the table holds nothing.
    var isEmpty: Bool { count == 0 }

    /// How many buckets the segments have together (for tests of growth).
    var bucketCount: Int { segments.reduce(0) { $0 + $1.bucketCount } }

    /// How many places of the pages are holes a marking delete left (for tests: squeezed out by compaction).
    var holeCount: Int { pages.reduce(0) { $0 + $1.holes } }

    /// How many items the segments hold (live and marked; for tests of compaction).
    var segmentItemCount: Int { segments.reduce(0) { $0 + $1.count } }

    /// The segment of a tag: hash bits 2–9 (bits 0–1 are fixed; a segment's start bucket uses the high bits).
    @inline(__always)
    private func segment(_ tag: UInt32) -> Int {
        segments.count == 1 ? 0 : Int(truncatingIfNeeded: tag >> 2) & (Self.segmentCount - 1)
    }

    // MARK: - Pages

    /// The page and offset of a sequence.
    @inline(__always)
    private static func place(_ sequence: Int) -> (range: Int, offset: UInt16) {
        (sequence >> pageShift, UInt16(truncatingIfNeeded: sequence & (pageSize - 1)))
    }

    /// The index of the page of `range` in `pages`, if there is one.
    @inline(__always)
    private func pageIndex(_ range: Int) -> Int? { Self.pageIndex(range, in: pageRanges) }

    @inline(__always)
    private static func pageIndex(_ range: Int, in pageRanges: [Int]) -> Int? {
        if let last = pageRanges.last, last == range { return pageRanges.count - 1 }
        let i = insertionIndex(range, in: pageRanges)
        return i < pageRanges.count && pageRanges[i] == range ? i : nil
    }

    /// Where a page of `range` is or would go.
    private func insertionIndex(_ range: Int) -> Int { Self.insertionIndex(range, in: pageRanges) }

    private static func insertionIndex(_ range: Int, in pageRanges: [Int]) -> Int {
        if let last = pageRanges.last, last < range { return pageRanges.count }
        var lo = 0, hi = pageRanges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if pageRanges[mid] < range { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether the item the segments hold is in the table: its page holds the same item (always, while nothing is
    /// marked).
    @inline(__always)
    private func isLive(_ item: IndexedItem) -> Bool {
        markedCount == 0 || Self.holds(item, pageRanges: pageRanges, pages: pages)
    }

    /// Whether these pages hold this very item.
    private static func holds(_ item: IndexedItem, pageRanges: [Int], pages: [ItemTablePage]) -> Bool {
        let (range, offset) = place(item.sequence)
        guard let p = pageIndex(range, in: pageRanges), let held = pages[p].item(at: offset) else { return false }
        return held.storage === item.storage
    }

    /// Puts an item in its page.
    private mutating func pagePut(_ item: IndexedItem) {
        let (range, offset) = Self.place(item.sequence)
        if let p = pageIndex(range) {
            if pages[p].count == 0 { emptyPages -= 1 }
            pages[p].put(item, at: offset)
        } else {
            let p = insertionIndex(range)
            var page = ItemTablePage(range: range)
            page.put(item, at: offset)
            pageRanges.insert(range, at: p)
            pages.insert(page, at: p)
        }
    }

    /// Takes an item out of its page.
    private mutating func pageRemove(_ item: IndexedItem) {
        let (range, offset) = Self.place(item.sequence)
        guard let p = pageIndex(range), pages[p].remove(at: offset) != nil else { return }
        if pages[p].count == 0 { pageEmptied() }
    }

    /// Notes that a page became empty, and drops the empty pages once they are half of them.
    private mutating func pageEmptied() {
        emptyPages += 1
        dropEmptyPagesIfMany()
    }

    /// Drops the empty pages once they are more than half of them (so an emptied page costs O(1) amortized).
    private mutating func dropEmptyPagesIfMany() {
        guard emptyPages * 2 > pages.count else { return }
        var ranges: [Int] = []
        var kept: [ItemTablePage] = []
        for (i, page) in pages.enumerated() where page.count > 0 {
            ranges.append(pageRanges[i])
            kept.append(page)
        }
        pageRanges = ranges
        pages = kept
        emptyPages = 0
    }

    /// Forgets the remembered digests of the sequence ranges a page's sequences lie in (without reading any item).
    private mutating func invalidate(page range: Int) {
        let first = range << Self.pageShift, last = first + Self.pageSize - 1
        for r in (first / Self.rangeSize)...(last / Self.rangeSize) { rangeDigests.invalidate(r) }
    }

    // MARK: - Reading

    /// The item with this identifier.
    subscript(identifier: String) -> IndexedItem? {
        let tag = ItemTableSegment.tag(identifier)
        guard let item = segments[segment(tag)].item(identifier, tag: tag), isLive(item) else { return nil }
        return item
    }

    /// Every item, in sequence order.
    var values: [IndexedItem] {
        var out: [IndexedItem] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// Calls `body` with every item, in sequence order, without building an array.
    func forEach(_ body: (IndexedItem) throws -> Void) rethrows {
        for page in pages { try page.forEach(body) }
    }

    // MARK: - Writing

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
        let held = segments[segment(tag)].updateValue(item, tag: tag)
        // A marked item under the same identifier is replaced in its bucket: it was not in the table.
        var old = held
        if let marked = held, !isLive(marked) {
            markedCount -= 1
            old = nil
        }
        if let old { pageRemove(old) }
        pagePut(item)
        rangeDigests.invalidate(item.sequence / Self.rangeSize)
        if let old { rangeDigests.invalidate(old.sequence / Self.rangeSize) }
        if old == nil {
            count += 1
            if held == nil, segments.count == 1, segments[0].count > Self.splitThreshold { split() }
        }
        return old
    }

    /// Removes and returns the item with this identifier.
    @discardableResult
    mutating func removeValue(forKey identifier: String) -> IndexedItem? {
        let tag = ItemTableSegment.tag(identifier)
        let s = segment(tag)
        guard let found = segments[s].item(identifier, tag: tag) else { return nil }
        let live = isLive(found)
        segments[s].removeValue(forKey: identifier, tag: tag)
        guard live else {
            markedCount -= 1
            return nil
        }
        pageRemove(found)
        rangeDigests.invalidate(found.sequence / Self.rangeSize)
        count -= 1
        return found
    }

    /// Marks every item whose domain is `domain` or lies under it on `.` boundaries (`a` covers `a.b`, not `ab`) gone,
    /// returning their identifiers in sequence order. Costs a look at each page's domain names and a pass over the codes
    /// of the pages that hold the domain; the segments are not touched (see the type's comment).
    mutating func markDomain(_ domain: String) -> RemovedIdentifiers {
        let prefix = domain + "."
        return mark { page, removed in page.removeDomains(into: &removed) { $0 == domain || $0.hasPrefix(prefix) } }
    }

    /// Marks every item `test` says yes to gone, returning their identifiers in sequence order.
    mutating func markItems(where test: (IndexedItem) -> Bool) -> RemovedIdentifiers {
        mark { page, removed in page.removeItems(into: &removed, where: test) }
    }

    /// Runs `take` on every page (it appends what it takes out and returns how many), counting what it took out as
    /// marked; compacts when the marks reach the bound.
    private mutating func mark(_ take: (inout ItemTablePage, inout RemovedIdentifiers) -> Int) -> RemovedIdentifiers {
        var all = RemovedIdentifiers()
        for p in pages.indices where pages[p].count > 0 {
            guard take(&pages[p], &all) > 0 else { continue }
            invalidate(page: pages[p].range)
            if pages[p].count == 0 { emptyPages += 1 }
        }
        count -= all.count
        markedCount += all.count
        if markedCount > 0, markedCount * Self.compactionDivisor > markedCount + count { compact() }
        dropEmptyPagesIfMany()
        return all
    }

    /// Drops the marked items from the segments (each segment once, in one pass over its buckets).
    mutating func compact() {
        guard markedCount > 0 else { return }
        if count == 0 {
            self = ItemTable()
            return
        }
        let ranges = pageRanges, held = pages
        for s in segments.indices {
            segments[s].removeAll { !Self.holds($0, pageRanges: ranges, pages: held) }
        }
        for p in pages.indices where pages[p].holes > 0 { pages[p].squeeze() }
        markedCount = 0
    }

    /// Spreads a one-segment table over `segmentCount` segments, moving items by their stored tags (no hashing).
    private mutating func split() {
        let whole = segments[0]
        segments = Array(repeating: ItemTableSegment(), count: Self.segmentCount)
        let share = whole.count / Self.segmentCount + whole.count / (Self.segmentCount * 16) + 1
        for i in segments.indices { segments[i].reserveCapacity(share) }
        whole.forEachTagged { tag, item in segments[segment(tag)].updateValue(item, tag: tag) }
    }

    // MARK: - Sharing

    /// Whether both tables use the same buffers in every segment and page (a copy not written to since): then they hold
    /// the same items.
    func sharesStorage(with other: ItemTable) -> Bool {
        sharedSegments(with: other) == segments.count && segments.count == other.segments.count
            && pages.count == other.pages.count && zip(pages, other.pages).allSatisfy { $0.sharesStorage(with: $1) }
    }

    /// Calls `body` with every item of the pages this table does not share with `other` (every item when their pages
    /// are not the same ranges).
    func forEachUnshared(with other: ItemTable, _ body: (IndexedItem) -> Void) {
        let paired = pageRanges == other.pageRanges
        for (i, page) in pages.enumerated() where !paired || !page.sharesStorage(with: other.pages[i]) {
            page.forEach(body)
        }
    }

    /// How many segments both tables share unchanged (for tests: a write after a capture copies one).
    func sharedSegments(with other: ItemTable) -> Int {
        guard segments.count == other.segments.count else { return 0 }
        return zip(segments, other.segments).filter { $0.sharesStorage(with: $1) }.count
    }
}
