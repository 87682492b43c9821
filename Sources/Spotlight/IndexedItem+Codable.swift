import LimelightCore

/// An indexed item encodes its fields by name (app, index name, protection class, the item, indexing time, sequence);
/// decoding rebuilds its storage. Origins shared between items are not kept by encoding (equality is).
extension IndexedItem: Codable {
    public init(from decoder: Decoder) throws {
        let record = try IndexedItemRecord(from: decoder)
        self = record.item(origin: record.origin)
    }

    public func encode(to encoder: Encoder) throws {
        try IndexedItemRecord(self).encode(to: encoder)
    }
}

/// The encoded fields of an `IndexedItem`, decoded before the item is built (so a store can share origins).
struct IndexedItemRecord: Codable, Sendable {
    var app: String
    var indexName: String?
    var protectionClass: CSFileProtection
    var item: CSSearchableItem
    var indexedAt: SimInstant
    var sequence: Int

    init(app: String, indexName: String?, protectionClass: CSFileProtection, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) {
        (self.app, self.indexName, self.protectionClass, self.item, self.indexedAt, self.sequence) = (app, indexName, protectionClass, item, indexedAt, sequence)
    }

    init(_ indexed: IndexedItem) {
        app = indexed.app
        indexName = indexed.indexName
        protectionClass = indexed.protectionClass
        item = indexed.item
        indexedAt = indexed.indexedAt
        sequence = indexed.sequence
    }

    /// The origin these fields describe (a new one).
    var origin: IndexedItem.Origin {
        IndexedItem.Origin(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: item.domainIdentifier)
    }

    /// The indexed item, with `origin` (whose fields must be this record's) shared rather than copied.
    func item(origin: IndexedItem.Origin) -> IndexedItem {
        IndexedItem(origin: origin, item: item, indexedAt: indexedAt, sequence: sequence)
    }
}
