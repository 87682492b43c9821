import LimelightCore

/// An item as the simulated index holds it: the app's item with its expiry resolved, plus where and when it was indexed.
public struct IndexedItem: Hashable, Sendable {
    /// The bundle identifier of the app that owns the item.
    public var app: String
    /// The item, with `expirationDate` always set (explicit, or the default time to live from when it was journaled).
    public var item: CSSearchableItem
    /// The name of the index it was (last) indexed through; nil for the default index.
    public var indexName: String?
    /// The protection class of the index it was (last) indexed through: decides when it is readable.
    public var protectionClass: CSFileProtection
    /// When it last became visible (its last index or update was applied).
    public var indexedAt: SimInstant
    /// A service-wide sequence number given when the identifier was first indexed: the deterministic read order.
    public var sequence: Int

    public init(app: String, item: CSSearchableItem, indexName: String?, protectionClass: CSFileProtection,
                indexedAt: SimInstant, sequence: Int) {
        self.app = app
        self.item = item
        self.indexName = indexName
        self.protectionClass = protectionClass
        self.indexedAt = indexedAt
        self.sequence = sequence
    }

    /// The item's unique identifier.
    public var uniqueIdentifier: String { item.uniqueIdentifier }
    /// The item's domain identifier, if any.
    public var domainIdentifier: String? { item.domainIdentifier }
    /// The item's metadata.
    public var attributeSet: CSSearchableItemAttributeSet { item.attributeSet }
    /// When the item leaves the index (never nil for an indexed item; the distant past is impossible here).
    public var expirationDate: SimInstant { item.expirationDate ?? indexedAt }

    /// Whether the item can be read in the given device data-protection state.
    public func isReadable(in state: DataProtectionState) -> Bool { protectionClass.isReadable(in: state) }
}
