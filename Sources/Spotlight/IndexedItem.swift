import LimelightCore

/// An item as the simulated index holds it: the app's item with its expiry resolved, plus where and when it was indexed.
///
/// The fields live in one shared, immutable box (a mutation makes a new one), so the store, the query index and any reader hold the same
/// storage (one reference each) instead of a copy of every field (Docs/Benchmark.md, peak memory).
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

    /// The shared, immutable fields (plain `let`s: reads need no exclusivity checks); a mutation makes a new box.
    ///
    /// The item is kept as its parts (the domain lives in the shared origin; an absent expiration and `isUpdate` are
    /// flags), so the box is 72 bytes — an 80-byte allocation instead of 144 for a box holding a `CSSearchableItem`.
    /// Sequences past 2³¹ − 1 (two billion first-indexed items) saturate.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let origin: Origin
        @usableFromInline let uniqueIdentifier: String
        @usableFromInline let attributeSet: CSSearchableItemAttributeSet
        @usableFromInline let expiration: SimInstant
        @usableFromInline let indexedAt: SimInstant
        @usableFromInline let sequence32: Int32
        /// Bit 0: the item has an expiration date; bit 1: `isUpdate`.
        @usableFromInline let flags: UInt32

        init(origin: Origin, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) {
            self.origin = origin.with(domainIdentifier: item.domainIdentifier)
            uniqueIdentifier = item.uniqueIdentifier
            attributeSet = item.attributeSet
            expiration = item.expirationDate ?? indexedAt
            self.indexedAt = indexedAt
            sequence32 = Int32(clamping: sequence)
            flags = (item.expirationDate == nil ? 0 : 1) | (item.isUpdate ? 2 : 0)
        }

        /// The sequence number.
        @inlinable var sequence: Int { Int(sequence32) }

        /// The item, rebuilt from its parts.
        @inlinable var item: CSSearchableItem {
            CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: origin.domainIdentifier, attributeSet: attributeSet,
                             expirationDate: flags & 1 != 0 ? expiration : nil, isUpdate: flags & 2 != 0)
        }
    }

    @usableFromInline var storage: Storage

    /// Replaces the box with one whose fields are the current ones changed by `change` (mutations are rare).
    private mutating func update(_ change: (inout Fields) -> Void) {
        let origin = storage.origin
        var f = Fields(app: origin.app, item: storage.item, indexName: origin.indexName,
                       protectionClass: origin.protectionClass, indexedAt: storage.indexedAt, sequence: storage.sequence)
        change(&f)
        let newOrigin = origin.matches(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass,
                                       domainIdentifier: f.item.domainIdentifier)
            ? origin : Origin(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass, domainIdentifier: f.item.domainIdentifier)
        storage = Storage(origin: newOrigin, item: f.item, indexedAt: f.indexedAt, sequence: f.sequence)
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
        @inlinable get { storage.origin.app }
        set { update { $0.app = newValue } }
    }
    /// The item, with `expirationDate` always set (explicit, or the default time to live from when it was journaled).
    public var item: CSSearchableItem {
        @inlinable get { storage.item }
        set { update { $0.item = newValue } }
    }
    /// The name of the index it was (last) indexed through; nil for the default index.
    public var indexName: String? {
        @inlinable get { storage.origin.indexName }
        set { update { $0.indexName = newValue } }
    }
    /// The protection class of the index it was (last) indexed through: decides when it is readable.
    public var protectionClass: CSFileProtection {
        @inlinable get { storage.origin.protectionClass }
        set { update { $0.protectionClass = newValue } }
    }
    /// When it last became visible (its last index or update was applied).
    public var indexedAt: SimInstant {
        @inlinable get { storage.indexedAt }
        set { update { $0.indexedAt = newValue } }
    }
    /// A service-wide sequence number given when the identifier was first indexed: the deterministic read order.
    public var sequence: Int {
        @inlinable get { storage.sequence }
        set { update { $0.sequence = newValue } }
    }

    public init(app: String, item: CSSearchableItem, indexName: String?, protectionClass: CSFileProtection,
                indexedAt: SimInstant, sequence: Int) {
        storage = Storage(origin: Origin(app: app, indexName: indexName, protectionClass: protectionClass),
                          item: item, indexedAt: indexedAt, sequence: sequence)
    }

    /// An indexed item whose app, index name and protection class are those of `origin` (shared, not copied; so is its
    /// domain when it is the item's).
    package init(origin: Origin, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) {
        storage = Storage(origin: origin, item: item, indexedAt: indexedAt, sequence: sequence)
    }

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
    @inlinable public var uniqueIdentifier: String { storage.uniqueIdentifier }
    /// The item's domain identifier, if any.
    @inlinable public var domainIdentifier: String? { storage.origin.domainIdentifier }
    /// The item's metadata.
    @inlinable public var attributeSet: CSSearchableItemAttributeSet { _read { yield storage.attributeSet } }
    /// When the item leaves the index (never nil for an indexed item; the distant past is impossible here).
    @inlinable public var expirationDate: SimInstant { storage.expiration }

    /// The item as a query returns it: only the named attributes kept (`fetchAttributes`), fields read in place.
    package func fetched(_ names: [String]) -> CSSearchableItem { fetched(CSSearchableItemAttributeSet.FetchPlan(names)) }

    /// The item as a query returns it, for names resolved once per query.
    package func fetched(_ plan: CSSearchableItemAttributeSet.FetchPlan) -> CSSearchableItem {
        let box = storage
        return CSSearchableItem(uniqueIdentifier: box.uniqueIdentifier, domainIdentifier: box.origin.domainIdentifier,
                                attributeSet: box.attributeSet.fetching(plan),
                                expirationDate: box.flags & 1 != 0 ? box.expiration : nil, isUpdate: box.flags & 2 != 0)
    }

    /// Whether the item can be read in the given device data-protection state.
    public func isReadable(in state: DataProtectionState) -> Bool { storage.origin.protectionClass.isReadable(in: state) }
}
