/// The query index's posting lists, compact: per term, its slots in the order they were added, coded as varint gaps
/// in a chain of small blocks carved from 64 KiB pages (≈ 1.5 bytes per posting instead of 4 plus an array per term;
/// Docs/Benchmark.md, memory).
///
/// A gap to a larger slot is its LEB128 varint (never 0); a slot smaller than or equal to the previous one (slots are
/// reused out of order after a purge) is a 0 byte then the slot itself as a varint. A term's blocks grow 16, 32, 64,
/// 128, 256 bytes; each starts with the 4-byte position of the next one (in 16-byte units, 0 = none), and a varint may
/// continue in the next block. Removal is by `purge`, which re-codes every list into fresh pages.
final class PostingStore {
    /// One term's list: its first and last blocks (16-byte units), how full the last one is, its length and last slot.
    struct List {
        var head: UInt32 = 0
        var tail: UInt32 = 0
        var count: UInt32 = 0
        var last: Int32 = -1
        var tailUsed: UInt16 = 0
        var tailClass: UInt8 = 0
    }

    static let pageShift = 16
    static let pageSize = 1 << pageShift
    static let maxClass: UInt8 = 4

    private var lists: [List] = []
    private var pages: [UnsafeMutablePointer<UInt8>] = []
    /// Bytes handed out in the last page.
    private var pageFill = 0
    /// Slots held in all lists, and slots appended since the lists were last laid out one after another.
    private var total = 0
    private var scattered = 0

    init() {}

    deinit { for page in pages { page.deallocate() } }

    /// How many lists (terms) there are.
    var listCount: Int { lists.count }

    /// Bytes held in pages (for tests and measurements).
    var pageBytes: Int { pages.count * Self.pageSize }

    /// Adds an empty list and returns its id.
    func addList() -> Int32 {
        lists.append(List())
        return Int32(lists.count - 1)
    }

    /// How many slots a list holds.
    @inline(__always) func count(_ id: Int32) -> Int { Int(lists[Int(id)].count) }

    /// The data size of a block of a size class (its size less the 4-byte link).
    @inline(__always) static func dataSize(_ sizeClass: UInt8) -> Int { (16 << Int(sizeClass)) - 4 }

    /// The memory of a block given in 16-byte units.
    @inline(__always) private func address(_ unit: UInt32) -> UnsafeMutablePointer<UInt8> { Self.address(unit, pages) }

    /// The memory of a block given in 16-byte units, in a set of pages.
    @inline(__always)
    fileprivate static func address(_ unit: UInt32, _ pages: [UnsafeMutablePointer<UInt8>]) -> UnsafeMutablePointer<UInt8> {
        let offset = Int(unit) << 4
        return pages[offset >> pageShift] + (offset & (pageSize - 1))
    }

    /// A new block of a size class, its link cleared; returns its position in 16-byte units.
    private func allocate(_ sizeClass: UInt8) -> UInt32 {
        let size = 16 << Int(sizeClass)
        if pages.isEmpty || pageFill + size > Self.pageSize {
            pages.append(UnsafeMutablePointer<UInt8>.allocate(capacity: Self.pageSize))
            // Position 0 means "no block": the first 16 bytes of the first page are never handed out.
            pageFill = pages.count == 1 ? 16 : 0
        }
        let offset = (pages.count - 1) << Self.pageShift + pageFill
        pageFill += size
        let unit = UInt32(truncatingIfNeeded: offset >> 4)
        UnsafeMutableRawPointer(address(unit)).storeBytes(of: 0, as: UInt32.self)
        return unit
    }

    /// Appends one byte to a list, starting a new block when the last one is full.
    @inline(__always) private func put(_ byte: UInt8, _ list: inout List) {
        if list.tail == 0 || Int(list.tailUsed) == Self.dataSize(list.tailClass) {
            let sizeClass: UInt8 = list.tail == 0 ? 0 : min(list.tailClass + 1, Self.maxClass)
            let block = allocate(sizeClass)
            if list.tail == 0 {
                list.head = block
            } else {
                UnsafeMutableRawPointer(address(list.tail)).storeBytes(of: block, as: UInt32.self)
            }
            list.tail = block
            list.tailClass = sizeClass
            list.tailUsed = 0
        }
        (address(list.tail) + 4 + Int(list.tailUsed)).pointee = byte
        list.tailUsed += 1
    }

    /// Appends a varint to a list.
    @inline(__always) private func putVarint(_ value: UInt32, _ list: inout List) {
        var v = value
        while v >= 0x80 {
            put(UInt8(truncatingIfNeeded: v) | 0x80, &list)
            v >>= 7
        }
        put(UInt8(truncatingIfNeeded: v), &list)
    }

    /// Appends a slot (≥ 0) to a list.
    func append(_ slot: Int32, to id: Int32) {
        var list = lists[Int(id)]
        append(slot, &list)
        lists[Int(id)] = list
    }

    private func append(_ slot: Int32, _ list: inout List) {
        if slot > list.last {
            putVarint(UInt32(truncatingIfNeeded: Int64(slot) - Int64(list.last)), &list)
        } else {
            put(0, &list)
            putVarint(UInt32(truncatingIfNeeded: slot), &list)
        }
        list.last = slot
        list.count += 1
        total += 1
        scattered += 1
    }

    /// Calls `body` with each slot of a list, in the order they were added.
    @inline(__always)
    func forEach(_ id: Int32, _ body: (Int32) -> Void) { Self.forEach(lists[Int(id)], pages, body) }

    /// A reading position in a chain of blocks (a struct, so its fields stay in registers in the decoding loop).
    private struct Cursor {
        var p: UnsafeMutablePointer<UInt8>
        var end: UnsafeMutablePointer<UInt8>
        var block: UnsafeMutablePointer<UInt8>
        var sizeClass: UInt8 = 0
        let pages: [UnsafeMutablePointer<UInt8>]

        init(head: UInt32, pages: [UnsafeMutablePointer<UInt8>]) {
            self.pages = pages
            block = PostingStore.address(head, pages)
            p = block + 4
            end = block + 16
        }

        /// The next byte, following the link at the end of a block.
        @inline(__always) mutating func next() -> UInt8 {
            if p == end {
                let unit = UnsafeRawPointer(block).load(as: UInt32.self)
                sizeClass = min(sizeClass + 1, PostingStore.maxClass)
                block = PostingStore.address(unit, pages)
                p = block + 4
                end = block + (16 << Int(sizeClass))
            }
            let b = p.pointee
            p += 1
            return b
        }

        /// The rest of a varint whose first byte is `first`.
        @inline(__always) mutating func varint(_ first: UInt8) -> UInt32 {
            var b = first
            var v = UInt32(b & 0x7F)
            var shift: UInt32 = 7
            while b >= 0x80 {
                b = next()
                v |= UInt32(b & 0x7F) << shift
                shift += 7
            }
            return v
        }
    }

    /// Calls `body` with each slot of a list whose blocks are in `pages`.
    @inline(__always)
    private static func forEach(_ list: List, _ pages: [UnsafeMutablePointer<UInt8>], _ body: (Int32) -> Void) {
        var remaining = Int(list.count)
        guard remaining > 0 else { return }
        var cursor = Cursor(head: list.head, pages: pages)
        var last: Int32 = -1
        while remaining > 0 {
            // Fast path: eight one-byte gaps in a row (the common case in long lists) are read as one word.
            if remaining >= 8, cursor.end - cursor.p >= 8 {
                let w = UnsafeRawPointer(cursor.p).loadUnaligned(as: UInt64.self)
                let highBits: UInt64 = 0x8080_8080_8080_8080
                if w & highBits == 0, (w &- 0x0101_0101_0101_0101) & ~w & highBits == 0 {
                    for i in 0..<8 {
                        last &+= Int32(truncatingIfNeeded: (w >> UInt64(i * 8)) & 0xFF)
                        body(last)
                    }
                    cursor.p += 8
                    remaining -= 8
                    continue
                }
            }
            let b = cursor.next()
            if b == 0 {
                let first = cursor.next()
                last = Int32(truncatingIfNeeded: cursor.varint(first))
            } else if b < 0x80 {
                last &+= Int32(b)
            } else {
                last &+= Int32(truncatingIfNeeded: cursor.varint(b))
            }
            body(last)
            remaining -= 1
        }
    }

    /// Calls `body` with the slots of a list in order, a chunk of up to 256 at a time: decoding runs apart from the
    /// caller's loop, so that loop's memory reads (e.g. per-slot stamps) overlap as they do over a plain array.
    @inline(__always)
    func forEachChunk(_ id: Int32, _ body: (UnsafeBufferPointer<Int32>) -> Void) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { buffer in
            guard let base = buffer.baseAddress else { return }
            var n = 0
            forEach(id) { slot in
                base[n] = slot
                n += 1
                if n == 256 { body(UnsafeBufferPointer(start: base, count: n)); n = 0 }
            }
            if n > 0 { body(UnsafeBufferPointer(start: base, count: n)) }
        }
    }

    /// Appends a list's slots to an array.
    func appendSlots(of id: Int32, to out: inout [Int32]) {
        out.reserveCapacity(out.count + count(id))
        forEach(id) { out.append($0) }
    }

    /// Lays every list out contiguously again when many slots were appended since the last layout (appends
    /// interleave the blocks of all terms, which makes reading a long list jump between cache lines); at least
    /// `minimum` appends and a quarter of all slots, so the work is amortised.
    func compactIfScattered(minimum: Int = 65_536) {
        guard scattered >= minimum, scattered * 4 > total else { return }
        purge { _ in true }
    }

    /// Drops the slots that fail `keep` from every list, re-coding all lists into fresh, tightly filled pages.
    func purge(keep: (Int32) -> Bool) {
        let oldPages = pages
        let oldLists = lists
        pages = []
        pageFill = 0
        lists = []
        total = 0
        lists.reserveCapacity(oldLists.count)
        var scratch: [Int32] = []
        for old in oldLists {
            scratch.removeAll(keepingCapacity: true)
            Self.forEach(old, oldPages) { if keep($0) { scratch.append($0) } }
            var list = List()
            for slot in scratch { append(slot, &list) }
            lists.append(list)
        }
        for page in oldPages { page.deallocate() }
        scattered = 0
    }
}
