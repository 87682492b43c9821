import LimelightCore

/// Items read from canonical JSON by hand (`CanonicalJSONReader`): the bytes `IndexedItem.canonicalJSON` writes, at a
/// fraction of `JSONDecoder`'s cost. Anything else — whitespace, keys out of order, a custom attribute, an unknown
/// protection class — makes it answer nil, and the caller decodes the bytes with `JSONDecoder` instead, which reads any
/// JSON and says what is wrong. What it builds is what decoding builds (`IndexedItemRecord`, then the item), so the
/// items and their checks are the same either way.
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

/// Items read from a snapshot's item line straight into their storage, with no attribute set, `CSSearchableItem` or
/// record made on the way (each item used to be built twice: as a set, then copied into the item's storage), and the
/// origin of the item before reused while the fields are the same (names are read by `CanonicalJSONReader.name()`, so
/// equal ones are the same strings and compare at once).
struct IndexedItemLineReader {
    private var origin: IndexedItem.Origin?
    private var entries: [CSSearchableItemAttributeSet.Entry] = []
    private let table = CSSearchableItemAttributeSet.NameID.table
    /// The names this line's items used and their ids (a few; `name()` makes equal names one string, so a look-up
    /// here compares at once).
    private var ids: [(name: String, id: UInt32)] = []

    /// Reads a line's list of items; nil at the first byte the canonical form does not have there (the caller then
    /// decodes the line as records).
    static func readLine(_ r: inout CanonicalJSONReader) -> [IndexedItem]? {
        var reader = IndexedItemLineReader()
        return r.list { reader.item(&$0) }
    }

    /// Reads one item: `{"app":…,["indexName":…,]"indexedAt":…,"item":{"attributeSet":{…}[,"domainIdentifier":…]
    /// [,"expirationDate":…],"isUpdate":…,"uniqueIdentifier":…},"protectionClass":…,"sequence":…}`.
    mutating func item(_ r: inout CanonicalJSONReader) -> IndexedItem? {
        guard r.literal("{\"app\":"), let app = r.name() else { return nil }
        var indexName: String?
        if r.literal(",\"indexName\":") {
            guard let name = r.name() else { return nil }
            indexName = name
        }
        guard r.literal(",\"indexedAt\":"), let indexedAt = r.number(),
              r.literal(",\"item\":{\"attributeSet\":"), let contentType = attributes(&r) else { return nil }
        var domain: String?, expiration: Double?
        if r.literal(",\"domainIdentifier\":") {
            guard let d = r.name() else { return nil }
            domain = d
        }
        if r.literal(",\"expirationDate\":") {
            guard let e = r.number() else { return nil }
            expiration = e
        }
        guard r.literal(",\"isUpdate\":"), let isUpdate = r.bool(),
              r.literal(",\"uniqueIdentifier\":"), let identifier = r.string(), r.byte(UInt8(ascii: "}")),
              r.literal(",\"protectionClass\":"), let protection = r.name().flatMap(CSFileProtection.init(rawValue:)),
              r.literal(",\"sequence\":"), let sequence = r.integer(), r.byte(UInt8(ascii: "}")) else { return nil }
        let origin: IndexedItem.Origin
        if let last = self.origin, last.matches(app: app, indexName: indexName, protectionClass: protection, domainIdentifier: domain) {
            origin = last
        } else {
            origin = IndexedItem.Origin(app: app, indexName: indexName, protectionClass: protection, domainIdentifier: domain)
            self.origin = origin
        }
        let fields = AttributeStorage.ItemFields(origin: origin, uniqueIdentifier: identifier, expiration: expiration ?? indexedAt,
                                                 indexedAt: indexedAt, sequence: Int32(clamping: sequence),
                                                 flags: (expiration == nil ? 0 : 1) | (isUpdate ? 2 : 0))
        return IndexedItem(storage: AttributeStorage.make(contentType: contentType, extras: nil, entries: entries, item: fields))
    }

    /// Reads `{"contentType":…,"values":{…}}` with the values' names in byte order into `entries` (sorted as the
    /// storage keeps them); the content type's name id, or nil (also for the rarer keys: custom values, cleared names).
    private mutating func attributes(_ r: inout CanonicalJSONReader) -> UInt32? {
        guard r.literal("{\"contentType\":"), let contentType = r.name(), r.literal(",\"values\":{") else { return nil }
        entries.removeAll(keepingCapacity: true)
        var previous: String?
        if !r.byte(UInt8(ascii: "}")) {
            repeat {
                guard let name = r.name(), r.byte(UInt8(ascii: ":")), let value = CSAttributeValue.readCanonical(&r) else { return nil }
                // Names in byte order, each once (what the writer writes; the decoder reads any order).
                if let previous, !previous.utf8.lexicographicallyPrecedes(name.utf8) { return nil }
                previous = name
                entries.append((id(of: name), value))
            } while r.byte(UInt8(ascii: ","))
            guard r.byte(UInt8(ascii: "}")) else { return nil }
        }
        guard r.byte(UInt8(ascii: "}")) else { return nil }
        // Byte order is the storage's order for the catalogue's names; sorted only when it is not.
        let table = self.table
        if entries.indices.dropFirst().contains(where: { !table.precedes(entries[$0 - 1].id, entries[$0].id) }) {
            entries.sort { table.precedes($0.id, $1.id) }
        }
        return id(of: contentType)
    }

    /// The name table's id of `name`, remembered for the line.
    private mutating func id(of name: String) -> UInt32 {
        if let known = ids.first(where: { $0.name == name }) { return known.id }
        let id = table.id(of: name)
        if ids.count < 16 { ids.append((name, id)) }
        return id
    }
}
