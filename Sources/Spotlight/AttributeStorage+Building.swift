import LimelightCore

/// Making packed attribute storage: from entries, from another storage with one attribute changed, or from a selection of
/// another storage's attributes (a fetch).
extension AttributeStorage {
    /// Allocates storage for `count` entries taking `payloadWords` value words, writes the header and the extras box,
    /// and lets `fill` write the entries through a `Writer`, in name order.
    static func allocate(count n: Int, wide: Bool, payloadWords: Int, contentType: UInt32,
                         extras: CSSearchableItemAttributeSet.Extras?, item: ItemFields? = nil,
                         fill: (inout Writer) -> Void) -> AttributeStorage {
        let width = wide ? 4 : 2
        let descriptorWords = (n * width + 7) / 8
        let itemWords = item == nil ? 0 : itemBytes / 8
        let made = create(minimumCapacity: itemWords + descriptorWords + payloadWords + (extras == nil ? 0 : 1)) { _ in
            AttributeStorageHeader(count: n, descriptorWidth: width, hasExtras: extras != nil, hasItem: item != nil, contentType: contentType)
        }
        let storage = unsafeDowncast(made, to: AttributeStorage.self)
        storage.withUnsafeMutablePointerToElements { tail in
            if let item { writeItem(item, UnsafeMutableRawPointer(tail)) }
            let words = tail + itemWords
            if descriptorWords > 0 { words[descriptorWords - 1] = 0 }
            var writer = Writer(descriptors: UnsafeMutableRawPointer(words), width: width, at: UnsafeMutableRawPointer(words + descriptorWords))
            if let extras {
                writer.at.initializeMemory(as: CSSearchableItemAttributeSet.Extras.self, repeating: extras, count: 1)
                writer.at += 8
            }
            fill(&writer)
        }
        return storage
    }

    /// Writes entries one after the other into freshly allocated storage.
    struct Writer {
        let descriptors: UnsafeMutableRawPointer
        let width: Int
        /// Where the next value goes.
        var at: UnsafeMutableRawPointer
        /// How many entries were written.
        var written = 0

        /// Writes the next entry's descriptor.
        private mutating func describe(_ id: UInt32, _ kind: Kind) {
            if width == 2 {
                descriptors.storeBytes(of: UInt16(truncatingIfNeeded: id << 3 | kind.rawValue), toByteOffset: 2 * written, as: UInt16.self)
            } else {
                descriptors.storeBytes(of: id << 3 | kind.rawValue, toByteOffset: 4 * written, as: UInt32.self)
            }
            written += 1
        }

        /// Writes an entry from a value.
        mutating func append(_ id: UInt32, _ value: CSAttributeValue) {
            describe(id, Kind(value))
            AttributeStorage.write(value, at)
            at += 8 * AttributeStorage.words(of: value)
        }

        /// Writes a list of strings of `bytes` packed bytes whose elements `parts` passes to its argument, in order.
        mutating func appendStrings(_ id: UInt32, packedBytes bytes: Int, _ parts: ((UnsafeRawBufferPointer) -> Void) -> Void) {
            describe(id, .strings)
            var end = AttributeStorage.startStrings(packedBytes: bytes, at)
            parts { end = AttributeStorage.writeElement($0, end) }
            assert(end == at + 8 + bytes, "the parts differ between the two passes")
            at += 8 * (1 + (bytes + 7) >> 3)
        }

        /// Writes an entry whose value is copied (retained) or moved from another storage's words.
        mutating func append(_ id: UInt32, _ kind: Kind, from: UnsafeRawPointer, moving: Bool) {
            describe(id, kind)
            let words = AttributeStorage.words(kind, at: from)
            // A string's or a list of strings' bytes are plain data: copied as they are, moving or not.
            if moving || kind == .string || kind == .strings { at.copyMemory(from: from, byteCount: 8 * words) } else { AttributeStorage.copy(kind, from, to: at) }
            at += 8 * words
        }
    }

    /// Makes the storage for these entries (already sorted by name, one per name).
    /// With `item`, the storage of an indexed item (its fields first, as `make(item:attributes:contentType:)` makes it).
    static func make<C: Collection>(contentType: UInt32, extras: CSSearchableItemAttributeSet.Extras?,
                                    entries: C, item: ItemFields? = nil) -> AttributeStorage where C.Element == (id: UInt32, value: CSAttributeValue) {
        var payloadWords = 0
        for e in entries { payloadWords += words(of: e.value) }
        return allocate(count: entries.count, wide: !entries.allSatisfy { $0.id < 1 << 13 }, payloadWords: payloadWords,
                        contentType: contentType, extras: extras, item: item) { writer in
            for e in entries { writer.append(e.id, e.value) }
        }
    }

    /// Makes the storage of the typed properties of `CSSearchableItemAttributeSet(contentType:title:…)` in one pass over
    /// their names, nil for an empty set of the default content type. With `hasKeywords`, `keywords` passes each
    /// keyword's bytes to its argument; it runs twice (to size, then to write) and must pass the same bytes both times,
    /// so no array of strings is made (`spotlight index --keywords a,b` splits its text in place).
    static func makeTyped(contentType: UInt32, title: String?, displayName: String?, contentDescription: String?,
                          hasKeywords: Bool, rankingHint: Double?,
                          keywords: ((UnsafeRawBufferPointer) -> Void) -> Void) -> AttributeStorage? {
        typealias Name = CSSearchableItemAttributeSet.NameID
        var n = 0, payloadWords = 0, listBytes = 0
        func count(_ text: String?) {
            if let text { n += 1; payloadWords += 1 + (text.utf8.count + 7) >> 3 }
        }
        count(title)
        count(displayName)
        count(contentDescription)
        if hasKeywords {
            keywords { listBytes += packedBytes(count: $0.count) }
            n += 1
            payloadWords += 1 + (listBytes + 7) >> 3
        }
        if rankingHint != nil { n += 1; payloadWords += 1 }
        if n == 0, contentType == Name.defaultContentType { return nil }
        return allocate(count: n, wide: n > 0 && Name.typedAreWide, payloadWords: payloadWords, contentType: contentType, extras: nil) { writer in
            for id in Name.typed {
                switch id {
                case Name.title: if let title { writer.append(id, .string(title)) }
                case Name.displayName: if let displayName { writer.append(id, .string(displayName)) }
                case Name.contentDescription: if let contentDescription { writer.append(id, .string(contentDescription)) }
                case Name.keywords: if hasKeywords { writer.appendStrings(id, packedBytes: listBytes, keywords) }
                case Name.rankingHint: if let rankingHint { writer.append(id, .number(rankingHint)) }
                default: break
                }
            }
        }
    }

    /// Makes the storage of `old` with one standard attribute set (or removed, for nil), in one pass over the old values
    /// (no decoded copy): what each property setter does. With `consuming` (the caller holds the only reference to
    /// `old` and drops it), values are moved rather than copied when `old` has no extras and the attribute is new, so
    /// building a set attribute by attribute retains and releases nothing.
    static func make(from old: AttributeStorage?, setting id: UInt32, to value: CSAttributeValue?, contentType: UInt32,
                     extras: CSSearchableItemAttributeSet.Extras?, consuming: Bool = false) -> AttributeStorage {
        guard let old else {
            return make(contentType: contentType, extras: extras, entries: value.map { [(id: id, value: $0)] } ?? [])
        }
        let table = AttributeNameTable.shared
        var position = -1, found = false, oldCount = 0, payloadWords = 0, wide = id >= 1 << 13 && value != nil
        old.walk { entryID, kind, at in
            if position < 0 {
                if entryID == id { position = oldCount; found = true } else if table.precedes(id, entryID) { position = oldCount }
            }
            if entryID != id {
                payloadWords += words(kind, at: at)
                wide = wide || entryID >= 1 << 13
            }
            oldCount += 1
            return true
        }
        if position < 0 { position = oldCount }
        let moving = consuming && !found && !old.header.hasExtras && !old.header.hasItem
        payloadWords += value.map { words(of: $0) } ?? 0
        let n = oldCount - (found ? 1 : 0) + (value == nil ? 0 : 1)
        let storage = allocate(count: n, wide: wide, payloadWords: payloadWords, contentType: contentType, extras: extras) { writer in
            var j = 0
            old.walk { entryID, kind, from in
                if j == position, let value { writer.append(id, value) }
                j += 1
                if entryID != id { writer.append(entryID, kind, from: from, moving: moving) }
                return true
            }
            if position == oldCount, let value { writer.append(id, value) }
        }
        // Moved values now belong to the new storage: the old one must not release them.
        if moving { old.header = AttributeStorageHeader(count: 0, descriptorWidth: 2, hasExtras: false, contentType: old.contentType) }
        return storage
    }

    /// Makes the storage holding only the entries of `old` whose name id is in `ids` (in `old`'s order, values copied
    /// without decoding): what a query's `fetchAttributes` keeps.
    static func make(selecting ids: [UInt32], from old: AttributeStorage, contentType: UInt32,
                     extras: CSSearchableItemAttributeSet.Extras?) -> AttributeStorage {
        copy(of: old, keeping: { ids.contains($0) }, contentType: contentType, extras: extras, item: nil)
    }

    /// Makes storage holding the entries of `old` that `keep` accepts (values copied without decoding), with these
    /// extras and, for an indexed item, its fields.
    static func copy(of old: AttributeStorage, keeping keep: (UInt32) -> Bool, contentType: UInt32,
                     extras: CSSearchableItemAttributeSet.Extras?, item: ItemFields?) -> AttributeStorage {
        var n = 0, payloadWords = 0, wide = false
        old.walk { entryID, kind, at in
            if keep(entryID) {
                n += 1
                payloadWords += words(kind, at: at)
                wide = wide || entryID >= 1 << 13
            }
            return true
        }
        return allocate(count: n, wide: wide, payloadWords: payloadWords, contentType: contentType, extras: extras, item: item) { writer in
            old.walk { entryID, kind, from in
                if keep(entryID) { writer.append(entryID, kind, from: from, moving: false) }
                return writer.written < n
            }
        }
    }

    /// Initializes the words at `at` with a value.
    @inline(__always)
    fileprivate static func write(_ value: CSAttributeValue, _ at: UnsafeMutableRawPointer) {
        switch value {
        case .string(let s):
            // The count word, then the bytes; the last word is zeroed first so its padding is always the same.
            var text = s
            let n = text.utf8.count
            at.storeBytes(of: UInt64(n), as: UInt64.self)
            if n > 0 {
                (at + 8 * ((n + 7) >> 3)).storeBytes(of: 0, as: UInt64.self)
                text.withUTF8 { bytes in
                    if let base = bytes.baseAddress { (at + 8).copyMemory(from: base, byteCount: n) }
                }
            }
        case .strings(let l):
            var end = startStrings(packedBytes: packedBytes(of: l), at)
            for var s in l { s.withUTF8 { end = writeElement(UnsafeRawBufferPointer($0), end) } }
        case .number(let d): at.storeBytes(of: d.bitPattern, as: UInt64.self)
        case .numbers(let l): at.initializeMemory(as: [Double].self, repeating: l, count: 1)
        case .date(let d): at.storeBytes(of: d.secondsSinceReferenceDate.bitPattern, as: UInt64.self)
        case .dates(let l): at.initializeMemory(as: [SimInstant].self, repeating: l, count: 1)
        case .bool(let b): at.storeBytes(of: b ? 1 : 0, as: UInt64.self)
        case .data(let d): at.initializeMemory(as: [UInt8].self, repeating: d, count: 1)
        }
    }

    /// Writes the count word of a packed list of strings of `bytes` bytes at `at`, zeroes its last word (so its padding
    /// is always the same) and returns where its first element goes.
    @inline(__always)
    fileprivate static func startStrings(packedBytes bytes: Int, _ at: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        at.storeBytes(of: UInt64(bytes), as: UInt64.self)
        if bytes > 0 { (at + 8 * ((bytes + 7) >> 3)).storeBytes(of: 0, as: UInt64.self) }
        return at + 8
    }

    /// Writes one element of a packed list of strings (its LEB128 byte count, then its bytes) at `to`; returns where
    /// the next one goes.
    @inline(__always)
    fileprivate static func writeElement(_ bytes: UnsafeRawBufferPointer, _ to: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        var p = to, n = UInt(bytes.count)
        while n >= 0x80 {
            p.storeBytes(of: UInt8(truncatingIfNeeded: n) | 0x80, as: UInt8.self)
            p += 1
            n >>= 7
        }
        p.storeBytes(of: UInt8(n), as: UInt8.self)
        p += 1
        if let base = bytes.baseAddress, bytes.count > 0 { p.copyMemory(from: base, byteCount: bytes.count) }
        return p + bytes.count
    }

    /// Initializes the words at `to` with a copy of the stored value of a kind at `from` (retaining what it refers to).
    @inline(__always)
    fileprivate static func copy(_ kind: Kind, _ from: UnsafeRawPointer, to: UnsafeMutableRawPointer) {
        switch kind {
        case .string, .strings: to.copyMemory(from: from, byteCount: 8 * words(kind, at: from))
        case .numbers: to.initializeMemory(as: [Double].self, repeating: from.load(as: [Double].self), count: 1)
        case .dates: to.initializeMemory(as: [SimInstant].self, repeating: from.load(as: [SimInstant].self), count: 1)
        case .data: to.initializeMemory(as: [UInt8].self, repeating: from.load(as: [UInt8].self), count: 1)
        case .number, .date, .bool: to.storeBytes(of: from.load(as: UInt64.self), as: UInt64.self)
        }
    }
}
