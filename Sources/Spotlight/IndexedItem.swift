import LimelightCore

/// An item as the simulated index holds it: the app's item with its expiry resolved, plus where and when it was indexed.
///
/// The fields and the attributes live in one shared, immutable allocation (a mutation makes a new one), so the store, the
/// query index and any reader hold the same storage (one reference each) instead of a copy of every field
/// (Docs/Benchmark.md, peak memory).
public struct IndexedItem: Hashable, Sendable {
    /// Where an item was indexed and which domain holds it: the app, index name, protection class and domain
    /// identifier, which many items share — one box referenced by all of them instead of 49 bytes in each
    /// (Docs/Benchmark.md, peak memory).
    @usableFromInline
    package final class Origin: Sendable {
        @usableFromInline package let app: String
        @usableFromInline package let indexName: String?
        @usableFromInline package let protectionClass: CSFileProtection
        @usableFromInline package let domainIdentifier: String?

        package init(app: String, indexName: String?, protectionClass: CSFileProtection, domainIdentifier: String? = nil) {
            self.app = app
            self.indexName = indexName
            self.protectionClass = protectionClass
            self.domainIdentifier = domainIdentifier
        }

        /// Whether this origin has these fields.
        package func matches(app: String, indexName: String?, protectionClass: CSFileProtection, domainIdentifier: String?) -> Bool {
            self.app == app && self.indexName == indexName && self.protectionClass == protectionClass
                && self.domainIdentifier == domainIdentifier
        }

        /// This origin if its domain is `domain`, else one like it with that domain.
        package func with(domainIdentifier domain: String?) -> Origin {
            domain == domainIdentifier ? self : Origin(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: domain)
        }
    }

    /// The item's fields and its attributes in one shared, immutable allocation (an `AttributeStorage` whose tail starts
    /// with the item's fields); a mutation makes a new one. 160 bytes for an item with six attributes, instead of an
    /// 80-byte box plus a 112-byte attribute storage. Sequences past 2³¹ − 1 (two billion first-indexed items) saturate.
    nonisolated(unsafe) var storage: AttributeStorage

    /// Replaces the box with one whose fields are the current ones changed by `change` (mutations are rare).
    private mutating func update(_ change: (inout Fields) -> Void) {
        let origin = self.origin
        var f = Fields(app: origin.app, item: item, indexName: origin.indexName,
                       protectionClass: origin.protectionClass, indexedAt: indexedAt, sequence: sequence)
        change(&f)
        let newOrigin = origin.matches(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass,
                                       domainIdentifier: f.item.domainIdentifier)
            ? origin : Origin(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass, domainIdentifier: f.item.domainIdentifier)
        storage = Self.storage(origin: newOrigin, item: f.item, indexedAt: f.indexedAt, sequence: f.sequence)
    }

    /// The fields, as a mutable value while an update is made.
    private struct Fields {
        var app: String
        var item: CSSearchableItem
        var indexName: String?
        var protectionClass: CSFileProtection
        var indexedAt: SimInstant
        var sequence: Int
    }

    /// The bundle identifier of the app that owns the item.
    public var app: String {
        get { origin.app }
        set { update { $0.app = newValue } }
    }
    /// The item, with `expirationDate` always set (explicit, or the default time to live from when it was journaled).
    public var item: CSSearchableItem {
        get {
            let flags = storage.itemFlags
            return CSSearchableItem(uniqueIdentifier: storage.itemIdentifier, domainIdentifier: origin.domainIdentifier,
                                    attributeSet: attributeSet, expirationDate: flags & 1 != 0 ? expirationDate : nil,
                                    isUpdate: flags & 2 != 0)
        }
        set { update { $0.item = newValue } }
    }
    /// The name of the index it was (last) indexed through; nil for the default index.
    public var indexName: String? {
        get { origin.indexName }
        set { update { $0.indexName = newValue } }
    }
    /// The protection class of the index it was (last) indexed through: decides when it is readable.
    public var protectionClass: CSFileProtection {
        get { origin.protectionClass }
        set { update { $0.protectionClass = newValue } }
    }
    /// When it last became visible (its last index or update was applied).
    public var indexedAt: SimInstant {
        get { SimInstant(secondsSinceReferenceDate: storage.itemIndexedAt) }
        set { update { $0.indexedAt = newValue } }
    }
    /// A service-wide sequence number given when the identifier was first indexed: the deterministic read order.
    public var sequence: Int {
        get { Int(storage.itemSequence) }
        set { update { $0.sequence = newValue } }
    }

    public init(app: String, item: CSSearchableItem, indexName: String?, protectionClass: CSFileProtection,
                indexedAt: SimInstant, sequence: Int) {
        storage = Self.storage(origin: Origin(app: app, indexName: indexName, protectionClass: protectionClass),
                               item: item, indexedAt: indexedAt, sequence: sequence)
    }

    /// An indexed item whose app, index name and protection class are those of `origin` (shared, not copied; so is its
    /// domain when it is the item's).
    package init(origin: Origin, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) {
        storage = Self.storage(origin: origin, item: item, indexedAt: indexedAt, sequence: sequence)
    }

    /// An indexed item of storage made with its item fields (`AttributeStorage.make(…item:)`).
    init(storage: AttributeStorage) { self.storage = storage }

    /// The storage of an item: its fields (the origin adjusted to the item's domain) and a copy of its attributes.
    private static func storage(origin: Origin, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) -> AttributeStorage {
        let fields = AttributeStorage.ItemFields(
            origin: origin.with(domainIdentifier: item.domainIdentifier), uniqueIdentifier: item.uniqueIdentifier,
            expiration: (item.expirationDate ?? indexedAt).secondsSinceReferenceDate,
            indexedAt: indexedAt.secondsSinceReferenceDate, sequence: Int32(clamping: sequence),
            flags: (item.expirationDate == nil ? 0 : 1) | (item.isUpdate ? 2 : 0))
        return AttributeStorage.make(item: fields, attributes: item.attributeSet.storage, contentType: item.attributeSet.contentTypeID)
    }

    /// Where the item was indexed and which domain holds it (shared with other items).
    package var origin: Origin { storage.itemOrigin }

    /// Whether two indexed items have equal fields.
    public static func == (a: IndexedItem, b: IndexedItem) -> Bool {
        if a.storage === b.storage { return true }
        return a.app == b.app && a.item == b.item && a.indexName == b.indexName
            && a.protectionClass == b.protectionClass && a.indexedAt == b.indexedAt && a.sequence == b.sequence
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(item)
        hasher.combine(indexName)
        hasher.combine(protectionClass)
        hasher.combine(indexedAt)
        hasher.combine(sequence)
    }

    /// The item's unique identifier.
    public var uniqueIdentifier: String { storage.itemIdentifier }
    /// The item's domain identifier, if any.
    public var domainIdentifier: String? { origin.domainIdentifier }
    /// The item's metadata: a view of the same storage.
    public var attributeSet: CSSearchableItemAttributeSet { CSSearchableItemAttributeSet(storage: storage) }
    /// When the item leaves the index (never nil for an indexed item; the distant past is impossible here).
    public var expirationDate: SimInstant { SimInstant(secondsSinceReferenceDate: storage.itemExpiration) }

    /// The item as a query returns it: only the named attributes kept (`fetchAttributes`), fields read in place.
    package func fetched(_ names: [String]) -> CSSearchableItem { fetched(CSSearchableItemAttributeSet.FetchPlan(names)) }

    /// The item as a query returns it, for names resolved once per query.
    package func fetched(_ plan: CSSearchableItemAttributeSet.FetchPlan) -> CSSearchableItem {
        let flags = storage.itemFlags
        return CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                                attributeSet: attributeSet.fetching(plan),
                                expirationDate: flags & 1 != 0 ? expirationDate : nil, isUpdate: flags & 2 != 0)
    }

    /// Whether the item can be read in the given device data-protection state.
    public func isReadable(in state: DataProtectionState) -> Bool { origin.protectionClass.isReadable(in: state) }
}
