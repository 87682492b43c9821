import LimelightCore

/// The fixed part of an `AttributeStorage` (8 bytes): how many entries, how wide their descriptors are, whether an
/// extras box leads the values, whether an indexed item's fields lead the tail, and the interned content type.
struct AttributeStorageHeader {
    /// The entry count in the low 29 bits; bit 29 set when the tail starts with an indexed item's fields, bit 30 when
    /// descriptors are 4 bytes wide, bit 31 when an extras box leads the values.
    private var bits: UInt32
    /// The content type, interned in `AttributeNameTable`.
    var contentType: UInt32

    init(count: Int, descriptorWidth: Int, hasExtras: Bool, hasItem: Bool = false, contentType: UInt32) {
        bits = UInt32(count) | (hasItem ? 1 << 29 : 0) | (descriptorWidth == 4 ? 1 << 30 : 0) | (hasExtras ? 1 << 31 : 0)
        self.contentType = contentType
    }

    /// How many standard attributes the tail holds.
    var count: Int { Int(bits & (1 << 29 - 1)) }
    /// Whether the tail starts with an indexed item's fields (`AttributeStorage.ItemFields`).
    var hasItem: Bool { bits & 1 << 29 != 0 }
    /// Bytes per descriptor: 2 while every name id fits in 13 bits, else 4.
    var descriptorWidth: Int { bits & 1 << 30 != 0 ? 4 : 2 }
    /// Whether the first value word is the extras box.
    var hasExtras: Bool { bits & 1 << 31 != 0 }
    /// Where the descriptors start in the tail, in bytes.
    var attributesOffset: Int { hasItem ? AttributeStorage.itemBytes : 0 }
}

/// The packed, immutable storage of an attribute set: one allocation holding the header, then one descriptor per
/// attribute (name id and value kind in 2 bytes, or 4 when a name id needs more than 13 bits), then the extras box if
/// any, then the values unboxed — a string as its UTF-8 byte count (8 bytes) and its bytes (padded to 8), a list of
/// strings as its packed byte count (8 bytes) and each element's UTF-8 byte count (LEB128) and bytes (padded to 8), a
/// number or date in 8, a list of numbers, dates or bytes as its 8-byte array reference.
///
/// A string lives in the storage itself, not in a `String` object of its own: an item is one allocation with its text
/// in it, as a row of a table is (a 17-byte title took a 16-byte `String` here and a 64-byte heap object; now 32
/// bytes). Reading one makes a `String` (no allocation up to 15 bytes). A list of strings (`keywords`) lives there too:
/// `a,b` takes 16 bytes instead of an 8-byte reference to a 64-byte array. Entries are sorted by attribute name, as
/// `CSSearchableItemAttributeSet` presents them.
///
/// The storage of an indexed item (`IndexedItem`) also starts its tail with the item's own fields (`ItemFields`), so a
/// stored item is one allocation: its attribute set is a view of the same storage, which skips those fields.
final class AttributeStorage: ManagedBuffer<AttributeStorageHeader, UInt64> {
    /// The kind of a stored value: how many words it takes and how it is read.
    enum Kind: UInt32 {
        case string, strings, number, numbers, date, dates, bool, data

        /// The kind of a value.
        init(_ value: CSAttributeValue) {
            switch value {
            case .string: self = .string
            case .strings: self = .strings
            case .number: self = .number
            case .numbers: self = .numbers
            case .date: self = .date
            case .dates: self = .dates
            case .bool: self = .bool
            case .data: self = .data
            }
        }

    }

    /// 8-byte words the stored value of a kind at `at` takes: a string or a list of strings its count word and its
    /// bytes, anything else 1.
    @inline(__always)
    static func words(_ kind: Kind, at: UnsafeRawPointer) -> Int {
        kind == .string || kind == .strings ? 1 + (Int(at.load(as: UInt64.self)) + 7) >> 3 : 1
    }

    /// 8-byte words a value takes once stored.
    @inline(__always)
    static func words(of value: CSAttributeValue) -> Int {
        switch value {
        case .string(let s): 1 + (s.utf8.count + 7) >> 3
        case .strings(let l): 1 + (packedBytes(of: l) + 7) >> 3
        default: 1
        }
    }

    /// Bytes a list of strings takes packed (without its count word): each element's LEB128 byte count and bytes.
    static func packedBytes(of list: [String]) -> Int {
        list.reduce(0) { $0 + packedBytes(count: $1.utf8.count) }
    }

    /// Bytes one element of `count` UTF-8 bytes takes packed: its LEB128 count and its bytes.
    @inline(__always)
    static func packedBytes(count: Int) -> Int {
        var size = 1, n = UInt(count)
        while n >= 0x80 { size += 1; n >>= 7 }
        return size + count
    }

    /// Calls `body` with the bytes of each element of the packed list of strings at `at`, in order, until it returns false.
    @inline(__always)
    static func forEachElement(_ at: UnsafeRawPointer, _ body: (UnsafeRawBufferPointer) -> Bool) {
        var p = at + 8
        let end = p + Int(at.load(as: UInt64.self))
        while p < end {
            var n = 0, shift = 0
            while true {
                let b = p.load(as: UInt8.self)
                p += 1
                n |= Int(b & 0x7F) << shift
                if b < 0x80 { break }
                shift += 7
            }
            if !body(UnsafeRawBufferPointer(start: p, count: n)) { return }
            p += n
        }
    }

    /// The packed list of strings at `at`, as an array.
    static func strings(_ at: UnsafeRawPointer) -> [String] {
        var count = 0
        forEachElement(at) { _ in count += 1; return true }
        var out: [String] = []
        out.reserveCapacity(count)
        forEachElement(at) { out.append(String(decoding: $0, as: UTF8.self)); return true }
        return out
    }

    /// The stored string at `at` (its count word, then its bytes).
    @inline(__always)
    static func text(_ at: UnsafeRawPointer) -> String {
        String(decoding: UnsafeRawBufferPointer(start: at + 8, count: Int(at.load(as: UInt64.self))), as: UTF8.self)
    }

    /// Whether an entry with this name id is stored.
    func contains(id: UInt32) -> Bool {
        var found = false
        walk { entryID, _, _ in
            found = entryID == id
            return !found
        }
        return found
    }

    /// The descriptor of entry `i` (`raw` is where the descriptors start): name id << 3 | kind.
    @inline(__always)
    private static func descriptor(_ raw: UnsafeRawPointer, _ i: Int, width: Int) -> UInt32 {
        width == 2 ? UInt32(raw.load(fromByteOffset: 2 * i, as: UInt16.self)) : raw.load(fromByteOffset: 4 * i, as: UInt32.self)
    }

    /// Where the values start (`raw` is where the descriptors start): after the descriptors and the extras box.
    @inline(__always)
    private static func firstValue(_ raw: UnsafeRawPointer, _ h: AttributeStorageHeader) -> UnsafeRawPointer {
        raw + 8 * ((h.count * h.descriptorWidth + 7) / 8) + (h.hasExtras ? 8 : 0)
    }

    deinit {
        withUnsafeMutablePointers { header, words in
            let h = header.pointee
            if h.hasItem { Self.deinitializeItem(UnsafeMutableRawPointer(words)) }
            let raw = UnsafeMutableRawPointer(words) + h.attributesOffset
            var at = UnsafeMutableRawPointer(mutating: Self.firstValue(raw, h))
            if h.hasExtras { (at - 8).assumingMemoryBound(to: CSSearchableItemAttributeSet.Extras.self).deinitialize(count: 1) }
            for i in 0..<h.count {
                let kind = Kind(rawValue: Self.descriptor(raw, i, width: h.descriptorWidth) & 7) ?? .bool
                let words = Self.words(kind, at: at)
                switch kind {
                case .numbers: at.assumingMemoryBound(to: [Double].self).deinitialize(count: 1)
                case .dates: at.assumingMemoryBound(to: [SimInstant].self).deinitialize(count: 1)
                case .data: at.assumingMemoryBound(to: [UInt8].self).deinitialize(count: 1)
                case .string, .strings, .number, .date, .bool: break
                }
                at += 8 * words
            }
        }
    }

    /// How many standard attributes are stored.
    @inline(__always) var count: Int { header.count }
    /// The interned content type.
    @inline(__always) var contentType: UInt32 { header.contentType }
    /// The extra fields, if any.
    var extras: CSSearchableItemAttributeSet.Extras? {
        withUnsafeMutablePointers { header, words in
            let h = header.pointee
            guard h.hasExtras else { return nil }
            return (Self.firstValue(UnsafeRawPointer(words) + h.attributesOffset, h) - 8).load(as: CSSearchableItemAttributeSet.Extras.self)
        }
    }

    /// Calls `body` with each entry's name id, kind and value address, in name order, until it returns false.
    @inline(__always)
    func walk(_ body: (UInt32, Kind, UnsafeRawPointer) -> Bool) {
        withUnsafeMutablePointers { header, words in
            let h = header.pointee
            let raw = UnsafeRawPointer(words) + h.attributesOffset
            var at = Self.firstValue(raw, h)
            for i in 0..<h.count {
                let d = Self.descriptor(raw, i, width: h.descriptorWidth)
                let kind = Kind(rawValue: d & 7) ?? .bool
                if !body(d >> 3, kind, at) { return }
                at += 8 * Self.words(kind, at: at)
            }
        }
    }

    /// Reads the value of a kind at an address.
    @inline(__always)
    static func read(_ kind: Kind, _ at: UnsafeRawPointer) -> CSAttributeValue {
        switch kind {
        case .string: .string(text(at))
        case .strings: .strings(strings(at))
        case .number: .number(Double(bitPattern: at.load(as: UInt64.self)))
        case .numbers: .numbers(at.load(as: [Double].self))
        case .date: .date(SimInstant(secondsSinceReferenceDate: Double(bitPattern: at.load(as: UInt64.self))))
        case .dates: .dates(at.load(as: [SimInstant].self))
        case .bool: .bool(at.load(as: UInt64.self) != 0)
        case .data: .data(at.load(as: [UInt8].self))
        }
    }

    /// Calls `body` with every entry's name id and value, in name order.
    func forEach(_ body: (UInt32, CSAttributeValue) -> Void) {
        walk { id, kind, at in body(id, Self.read(kind, at)); return true }
    }

    /// Every entry, in name order.
    var entries: [(id: UInt32, value: CSAttributeValue)] {
        var out: [(id: UInt32, value: CSAttributeValue)] = []
        out.reserveCapacity(count)
        forEach { out.append(($0, $1)) }
        return out
    }

    /// The value stored under a name id.
    func value(id: UInt32) -> CSAttributeValue? {
        var found: CSAttributeValue?
        walk { entryID, kind, at in
            guard entryID == id else { return true }
            found = Self.read(kind, at)
            return false
        }
        return found
    }

    /// The text stored under a name id, read without building a `CSAttributeValue`.
    func string(id: UInt32) -> String? {
        var found: String?
        walk { entryID, kind, at in
            guard entryID == id else { return true }
            if kind == .string { found = Self.text(at) }
            return false
        }
        return found
    }

    /// The number or date (as seconds since 2001) stored under a name id, if it has that kind.
    func scalar(id: UInt32, kind wanted: Kind) -> Double? {
        var found: Double?
        walk { entryID, kind, at in
            guard entryID == id else { return true }
            if kind == wanted { found = Double(bitPattern: at.load(as: UInt64.self)) }
            return false
        }
        return found
    }

    /// The total size of the stored values in bytes (`CSAttributeValue.byteSize` summed), read without decoding them.
    var valueByteSize: Int {
        var total = 0
        walk { _, kind, at in
            switch kind {
            case .string: total += Int(at.load(as: UInt64.self))
            case .strings: Self.forEachElement(at) { total += $0.count; return true }
            case .number, .date: total += 8
            case .numbers: total += 8 * at.load(as: [Double].self).count
            case .dates: total += 8 * at.load(as: [SimInstant].self).count
            case .bool: total += 1
            case .data: total += at.load(as: [UInt8].self).count
            }
            return true
        }
        return total
    }

    /// Whether any stored text (a string, or one element of a list of strings) has more than `limit` UTF-8 bytes and
    /// more than `limit` characters; a string is made only when its bytes are over the limit.
    func hasText(longerThan limit: Int) -> Bool {
        var found = false
        walk { _, kind, at in
            switch kind {
            case .string:
                if Int(at.load(as: UInt64.self)) > limit, Self.text(at).count > limit { found = true }
            case .strings:
                Self.forEachElement(at) {
                    if $0.count > limit, String(decoding: $0, as: UTF8.self).count > limit { found = true }
                    return !found
                }
            default: break
            }
            return !found
        }
        return found
    }
}
