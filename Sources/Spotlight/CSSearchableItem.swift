import LimelightCore

/// An item an app puts in the Spotlight index, as `CSSearchableItem` describes it.
public struct CSSearchableItem: Codable, Hashable, Sendable {
    /// The app's identifier for the item, used to update or delete it.
    public var uniqueIdentifier: String
    /// The domain or owner, with dot-separated components (`<account-id>.<mailbox-id>`).
    public var domainIdentifier: String?
    /// The item's metadata.
    public var attributeSet: CSSearchableItemAttributeSet
    /// When the item leaves the index; nil means the default time to live (one month, see Docs/Semantics.md).
    public var expirationDate: SimInstant?
    /// When true, indexing merges into an existing item instead of replacing it, and is dropped if none exists.
    public var isUpdate: Bool

    public init(uniqueIdentifier: String, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet,
                expirationDate: SimInstant? = nil, isUpdate: Bool = false) {
        self.uniqueIdentifier = uniqueIdentifier
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        self.expirationDate = expirationDate
        self.isUpdate = isUpdate
    }
}
