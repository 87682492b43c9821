import LimelightCore

/// An item as the simulated index holds it: the app's item with its expiry resolved, plus where and when it was indexed.
///
/// The fields live in one shared, immutable box (a mutation makes a new one), so the store, the query index and any reader hold the same
/// storage (one reference each) instead of a copy of every field (Docs/Benchmark.md, peak memory).
public struct IndexedItem: Hashable, Sendable {
    /// Where an item was indexed: the app, index name and protection class, which most items of an app share — one
    /// box referenced by all of them instead of 33 bytes in each (Docs/Benchmark.md, peak memory).
    @usableFromInline
    package final class Origin: Sendable {
        @usableFromInline package let app: String
        @usableFromInline package let indexName: String?
        @usableFromInline package let protectionClass: CSFileProtection

        package init(app: String, indexName: String?, protectionClass: CSFileProtection) {
            self.app = app
            self.indexName = indexName
            self.protectionClass = protectionClass
        }

        /// Whether this origin has these fields.
        package func matches(app: String, indexName: String?, protectionClass: CSFileProtection) -> Bool {
            self.app == app && self.indexName == indexName && self.protectionClass == protectionClass
        }
    }

    /// The shared, immutable fields (plain `let`s: reads need no exclusivity checks); a mutation makes a new box.
    ///
    /// The sequence is kept as 32 bits right after the item, in the item's tail padding, so the box is 88 bytes (a
    /// 96-byte allocation) instead of 96 (112); sequences past 2³¹ − 1 (two billion first-indexed items) saturate.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let origin: Origin
        @usableFromInline let item: CSSearchableItem
        @usableFromInline let sequence32: Int32
        @usableFromInline let indexedAt: SimInstant

        init(origin: Origin, item: CSSearchableItem, indexedAt: SimInstant, sequence: Int) {
            self.origin = origin
            self.item = item
            self.sequence32 = Int32(clamping: sequence)
            self.indexedAt = indexedAt
        }

        /// The sequence number.
        @inlinable var sequence: Int { Int(sequence32) }
    }

    @usableFromInline var storage: Storage

    /// Replaces the box with one whose fields are the current ones changed by `change` (mutations are rare).
    private mutating func update(_ change: (inout Fields) -> Void) {
        let origin = storage.origin
        var f = Fields(app: origin.app, item: storage.item, indexName: origin.indexName,
                       protectionClass: origin.protectionClass, indexedAt: storage.indexedAt, sequence: storage.sequence)
        change(&f)
        let newOrigin = origin.matches(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass)
            ? origin : Origin(app: f.app, indexName: f.indexName, protectionClass: f.protectionClass)
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
        @inlinable _read { yield storage.item }
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

    /// An indexed item whose app, index name and protection class are those of `origin` (shared, not copied).
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
    @inlinable public var uniqueIdentifier: String { storage.item.uniqueIdentifier }
    /// The item's domain identifier, if any.
    @inlinable public var domainIdentifier: String? { storage.item.domainIdentifier }
    /// The item's metadata.
    @inlinable public var attributeSet: CSSearchableItemAttributeSet { _read { yield storage.item.attributeSet } }
    /// When the item leaves the index (never nil for an indexed item; the distant past is impossible here).
    @inlinable public var expirationDate: SimInstant { storage.item.expirationDate ?? storage.indexedAt }

    /// The item as a query returns it: only the named attributes kept (`fetchAttributes`), fields read in place.
    package func fetched(_ names: [String]) -> CSSearchableItem {
        let box = storage
        return CSSearchableItem(uniqueIdentifier: box.item.uniqueIdentifier, domainIdentifier: box.item.domainIdentifier,
                                attributeSet: box.item.attributeSet.fetching(names),
                                expirationDate: box.item.expirationDate, isUpdate: box.item.isUpdate)
    }

    /// Whether the item can be read in the given device data-protection state.
    public func isReadable(in state: DataProtectionState) -> Bool { storage.origin.protectionClass.isReadable(in: state) }
}
