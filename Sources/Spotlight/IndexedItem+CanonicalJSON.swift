import LimelightCore

/// Items written as canonical JSON by hand (`CanonicalJSONWriter`): the same bytes `CanonicalJSON.encoder` writes for
/// `[IndexedItem]`, at a tenth of the cost, for the snapshot's item ranges and the digest's. An attribute set with
/// custom values, custom keys or cleared names (rare), or with attribute names that do not sort as bytes, is written by
/// `JSONEncoder` itself, so what is written is always the encoder's. `CanonicalJSONWriterTests` compares the two on every
/// scenario's items.
extension IndexedItem {
    /// The canonical JSON of `items` as a list, in the order given.
    static func canonicalJSON<C: Collection>(_ items: C) throws -> [UInt8] where C.Element == IndexedItem {
        var writer = CanonicalJSONWriter(reserving: items.count * 320)
        writer.byte(UInt8(ascii: "["))
        var first = true
        for item in items {
            if !first { writer.byte(UInt8(ascii: ",")) }
            first = false
            try item.writeCanonical(to: &writer)
        }
        writer.byte(UInt8(ascii: "]"))
        return writer.bytes
    }

    /// Writes the item as `IndexedItemRecord` encodes it (keys in byte order; a nil index name left out).
    func writeCanonical(to w: inout CanonicalJSONWriter) throws {
        let origin = self.origin
        w.raw("{\"app\":")
        w.string(origin.app)
        if let indexName = origin.indexName {
            w.raw(",\"indexName\":")
            w.string(indexName)
        }
        w.raw(",\"indexedAt\":")
        w.number(storage.itemIndexedAt)
        w.raw(",\"item\":{\"attributeSet\":")
        try attributeSet.writeCanonical(to: &w)
        if let domain = origin.domainIdentifier {
            w.raw(",\"domainIdentifier\":")
            w.string(domain)
        }
        let flags = storage.itemFlags
        if flags & 1 != 0 {
            w.raw(",\"expirationDate\":")
            w.number(expirationDate.secondsSinceReferenceDate)
        }
        w.raw(",\"isUpdate\":")
        w.bool(flags & 2 != 0)
        w.raw(",\"uniqueIdentifier\":")
        w.string(storage.itemIdentifier)
        w.raw("},\"protectionClass\":")
        w.string(origin.protectionClass.rawValue)
        w.raw(",\"sequence\":")
        w.integer(sequence)
        w.byte(UInt8(ascii: "}"))
    }
}

extension CSSearchableItemAttributeSet {
    /// Writes the set as its `Codable` conformance encodes it: `{"contentType":…,"values":{…}}` with the values in name
    /// order; anything rarer goes through `JSONEncoder`.
    func writeCanonical(to w: inout CanonicalJSONWriter) throws {
        let table = NameID.table
        guard storage?.extras == nil, namesSortAsBytes else {
            w.raw(bytes: try CanonicalJSON.encoder.encode(self))
            return
        }
        w.raw("{\"contentType\":")
        w.string(table.name(of: contentTypeID))
        w.raw(",\"values\":{")
        var first = true
        storage?.walk { id, kind, at in
            if !first { w.byte(UInt8(ascii: ",")) }
            first = false
            w.string(table.name(of: id))
            w.byte(UInt8(ascii: ":"))
            if kind == .string {
                // A stored string is its byte count and its UTF-8: written from there, no `String` made.
                w.raw("{\"string\":")
                w.string(utf8: UnsafeBufferPointer(start: (at + 8).assumingMemoryBound(to: UInt8.self), count: Int(at.load(as: UInt64.self))))
                w.byte(UInt8(ascii: "}"))
            } else {
                AttributeStorage.read(kind, at).writeCanonical(to: &w)
            }
            return true
        }
        w.raw("}}")
    }

    /// Whether the standard attributes' names, in the order the storage keeps them, are in byte order (the order
    /// `JSONEncoder`'s sorted keys give them); true for every name of the catalogue.
    private var namesSortAsBytes: Bool {
        guard let storage, storage.count > 1 else { return true }
        let table = NameID.table
        var previous: String?
        var sorted = true
        storage.walk { id, _, _ in
            let name = table.name(of: id)
            if let previous, !previous.utf8.lexicographicallyPrecedes(name.utf8) { sorted = false }
            previous = name
            return sorted
        }
        return sorted
    }
}

extension CSAttributeValue {
    /// Writes the value as its `Codable` conformance encodes it: a one-key object naming its type.
    func writeCanonical(to w: inout CanonicalJSONWriter) {
        switch self {
        case .string(let s):
            w.raw("{\"string\":")
            w.string(s)
        case .strings(let list):
            w.raw("{\"strings\":")
            Self.write(list, to: &w) { $1.string($0) }
        case .number(let n):
            w.raw("{\"number\":")
            w.number(n)
        case .numbers(let list):
            w.raw("{\"numbers\":")
            Self.write(list, to: &w) { $1.number($0) }
        case .date(let d):
            w.raw("{\"date\":")
            w.number(d.secondsSinceReferenceDate)
        case .dates(let list):
            w.raw("{\"dates\":")
            Self.write(list, to: &w) { $1.number($0.secondsSinceReferenceDate) }
        case .bool(let b):
            w.raw("{\"bool\":")
            w.bool(b)
        case .data(let bytes):
            w.raw("{\"data\":")
            Self.write(bytes, to: &w) { $1.integer($0) }
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// Writes a list, each element by `element`.
    private static func write<T>(_ list: [T], to w: inout CanonicalJSONWriter, _ element: (T, inout CanonicalJSONWriter) -> Void) {
        w.byte(UInt8(ascii: "["))
        for (i, x) in list.enumerated() {
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            element(x, &w)
        }
        w.byte(UInt8(ascii: "]"))
    }
}
