import LimelightCore

/// Items read from canonical JSON by hand (`CanonicalJSONReader`): the bytes `IndexedItem.canonicalJSON` writes, at a
/// fraction of `JSONDecoder`'s cost. Anything else — whitespace, keys out of order, a custom attribute, an unknown
/// protection class — makes it answer nil, and the caller decodes the bytes with `JSONDecoder` instead, which reads any
/// JSON and says what is wrong. What it builds is what decoding builds (`IndexedItemRecord`), so the items and their
/// checks are the same either way.
extension IndexedItemRecord {
    /// Reads a list of items, as `[IndexedItemRecord]` decodes them; nil at the first byte the canonical form does not
    /// have there.
    static func readCanonicalList(_ r: inout CanonicalJSONReader) -> [IndexedItemRecord]? {
        r.list { readCanonical(&$0) }
    }

    /// Reads one item: `{"app":…,["indexName":…,]"indexedAt":…,"item":{…},"protectionClass":…,"sequence":…}`.
    static func readCanonical(_ r: inout CanonicalJSONReader) -> IndexedItemRecord? {
        guard r.literal("{\"app\":"), let app = r.string() else { return nil }
        var indexName: String?
        if r.literal(",\"indexName\":") {
            guard let name = r.string() else { return nil }
            indexName = name
        }
        guard r.literal(",\"indexedAt\":"), let indexedAt = r.number(),
              r.literal(",\"item\":"), let item = CSSearchableItem.readCanonical(&r),
              r.literal(",\"protectionClass\":"), let protection = r.string().flatMap(CSFileProtection.init(rawValue:)),
              r.literal(",\"sequence\":"), let sequence = r.integer(), r.byte(UInt8(ascii: "}")) else { return nil }
        return IndexedItemRecord(app: app, indexName: indexName, protectionClass: protection, item: item,
                                 indexedAt: SimInstant(secondsSinceReferenceDate: indexedAt), sequence: sequence)
    }
}

extension CSSearchableItem {
    /// Reads `{"attributeSet":{…}[,"domainIdentifier":…][,"expirationDate":…],"isUpdate":…,"uniqueIdentifier":…}`.
    static func readCanonical(_ r: inout CanonicalJSONReader) -> CSSearchableItem? {
        guard r.literal("{\"attributeSet\":"), let set = CSSearchableItemAttributeSet.readCanonical(&r) else { return nil }
        var domain: String?, expiration: SimInstant?
        if r.literal(",\"domainIdentifier\":") {
            guard let d = r.string() else { return nil }
            domain = d
        }
        if r.literal(",\"expirationDate\":") {
            guard let e = r.number() else { return nil }
            expiration = SimInstant(secondsSinceReferenceDate: e)
        }
        guard r.literal(",\"isUpdate\":"), let isUpdate = r.bool(),
              r.literal(",\"uniqueIdentifier\":"), let identifier = r.string(), r.byte(UInt8(ascii: "}")) else { return nil }
        return CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: domain, attributeSet: set,
                                expirationDate: expiration, isUpdate: isUpdate)
    }
}

extension CSSearchableItemAttributeSet {
    /// Reads `{"contentType":…,"values":{…}}` with the values' names in byte order; nil for the rarer keys.
    static func readCanonical(_ r: inout CanonicalJSONReader) -> CSSearchableItemAttributeSet? {
        guard r.literal("{\"contentType\":"), let contentType = r.string(), r.literal(",\"values\":{") else { return nil }
        let table = NameID.table
        var entries: [Entry] = []
        var previous: String?
        if !r.byte(UInt8(ascii: "}")) {
            repeat {
                guard let name = r.string(), r.byte(UInt8(ascii: ":")), let value = CSAttributeValue.readCanonical(&r) else { return nil }
                // Names in byte order, each once (what the writer writes; the decoder reads any order).
                if let previous, !previous.utf8.lexicographicallyPrecedes(name.utf8) { return nil }
                previous = name
                entries.append((table.id(of: name), value))
            } while r.byte(UInt8(ascii: ","))
            guard r.byte(UInt8(ascii: "}")) else { return nil }
        }
        guard r.byte(UInt8(ascii: "}")) else { return nil }
        entries.sort { table.precedes($0.id, $1.id) }
        var set = CSSearchableItemAttributeSet(storage: nil)
        set.rebuild(contentType: table.id(of: contentType), entries: entries, extras: nil)
        return set
    }
}

extension CSAttributeValue {
    /// Reads a one-key object naming the value's type.
    static func readCanonical(_ r: inout CanonicalJSONReader) -> CSAttributeValue? {
        guard r.byte(UInt8(ascii: "{")) else { return nil }
        let value: CSAttributeValue?
        if r.literal("\"string\":") {
            value = r.string().map(CSAttributeValue.string)
        } else if r.literal("\"strings\":") {
            value = r.list { $0.string() }.map(CSAttributeValue.strings)
        } else if r.literal("\"number\":") {
            value = r.number(nonConforming: true).map(CSAttributeValue.number)
        } else if r.literal("\"numbers\":") {
            value = r.list { $0.number(nonConforming: true) }.map(CSAttributeValue.numbers)
        } else if r.literal("\"date\":") {
            value = r.number().map { .date(SimInstant(secondsSinceReferenceDate: $0)) }
        } else if r.literal("\"dates\":") {
            value = r.list { $0.number() }.map { .dates($0.map(SimInstant.init(secondsSinceReferenceDate:))) }
        } else if r.literal("\"bool\":") {
            value = r.bool().map(CSAttributeValue.bool)
        } else if r.literal("\"data\":") {
            value = r.list { reader -> UInt8? in reader.integer().flatMap { UInt8(exactly: $0) } }.map(CSAttributeValue.data)
        } else {
            value = nil
        }
        guard let value, r.byte(UInt8(ascii: "}")) else { return nil }
        return value
    }
}
