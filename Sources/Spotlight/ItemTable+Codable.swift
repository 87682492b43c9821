/// An item table compares by content and encodes as its items in sequence order (bucket order depends on the
/// process's hash seed, so it is never encoded); decoding shares one origin among items with equal origin fields.
extension ItemTable: Equatable, Codable {
    /// Whether both tables hold equal items under the same identifiers; segments both share are skipped, so comparing
    /// a capture with the table it came from costs what changed since.
    static func == (a: ItemTable, b: ItemTable) -> Bool {
        guard a.count == b.count else { return false }
        var equal = true
        a.forEachUnshared(with: b) { item in if equal, b[item.uniqueIdentifier] != item { equal = false } }
        return equal
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init()
        if let count = list.count { reserveCapacity(count) }
        var origins: [OriginKey: IndexedItem.Origin] = [:]
        while !list.isAtEnd {
            let record = try list.decode(IndexedItemRecord.self)
            let key = OriginKey(app: record.app, indexName: record.indexName, protectionClass: record.protectionClass,
                                domainIdentifier: record.item.domainIdentifier)
            let origin = origins[key] ?? record.origin
            origins[key] = origin
            updateValue(record.item(origin: origin))
        }
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        for item in values.sorted(by: { $0.sequence < $1.sequence }) { try list.encode(item) }
    }

    /// The fields of an origin, as a dictionary key.
    private struct OriginKey: Hashable {
        var app: String
        var indexName: String?
        var protectionClass: CSFileProtection
        var domainIdentifier: String?
    }
}
