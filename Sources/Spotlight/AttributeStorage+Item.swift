import LimelightCore

/// The storage of an indexed item: the item's own fields at the start of the tail, then its attribute set as usual, so
/// a stored item is one allocation (Docs/Benchmark.md, peak memory).
extension AttributeStorage {
    /// The fields an indexed item keeps besides its attributes (48 bytes: origin, identifier, expiry, indexing time,
    /// sequence, flags).
    struct ItemFields {
        var origin: IndexedItem.Origin
        var uniqueIdentifier: String
        var expiration: Double
        var indexedAt: Double
        var sequence: Int32
        /// Bit 0: the item has an expiration date; bit 1: `isUpdate`.
        var flags: UInt32
    }

    /// Bytes the item fields take at the start of the tail.
    static let itemBytes = 48

    /// Initializes the item fields at `raw`.
    static func writeItem(_ f: ItemFields, _ raw: UnsafeMutableRawPointer) {
        raw.initializeMemory(as: IndexedItem.Origin.self, repeating: f.origin, count: 1)
        (raw + 8).initializeMemory(as: String.self, repeating: f.uniqueIdentifier, count: 1)
        (raw + 24).storeBytes(of: f.expiration.bitPattern, as: UInt64.self)
        (raw + 32).storeBytes(of: f.indexedAt.bitPattern, as: UInt64.self)
        (raw + 40).storeBytes(of: f.sequence, as: Int32.self)
        (raw + 44).storeBytes(of: f.flags, as: UInt32.self)
    }

    /// Releases the item fields at `raw` (their references: the origin and the identifier).
    static func deinitializeItem(_ raw: UnsafeMutableRawPointer) {
        raw.assumingMemoryBound(to: IndexedItem.Origin.self).deinitialize(count: 1)
        (raw + 8).assumingMemoryBound(to: String.self).deinitialize(count: 1)
    }

    /// Reads a trivial item field at a byte offset (only for storage made by `make(item:attributes:contentType:)`).
    @inline(__always)
    private func itemField<T>(_ offset: Int, as type: T.Type) -> T {
        withUnsafeMutablePointerToElements { UnsafeRawPointer($0).load(fromByteOffset: offset, as: type) }
    }

    /// The item's origin (app, index name, protection class, domain).
    var itemOrigin: IndexedItem.Origin { itemField(0, as: IndexedItem.Origin.self) }
    /// The item's unique identifier.
    var itemIdentifier: String { itemField(8, as: String.self) }
    /// The item's expiry, in seconds since 2001.
    var itemExpiration: Double { Double(bitPattern: itemField(24, as: UInt64.self)) }
    /// When the item was (last) indexed, in seconds since 2001.
    var itemIndexedAt: Double { Double(bitPattern: itemField(32, as: UInt64.self)) }
    /// The item's first-indexed sequence.
    var itemSequence: Int32 { itemField(40, as: Int32.self) }
    /// The item's flags (bit 0: an expiration date was given; bit 1: `isUpdate`).
    var itemFlags: UInt32 { itemField(44, as: UInt32.self) }

    /// Makes the storage of an indexed item: its fields, then a copy of the entries and extras of `attributes`.
    static func make(item: ItemFields, attributes old: AttributeStorage?, contentType: UInt32) -> AttributeStorage {
        guard let old else {
            return allocate(count: 0, wide: false, payloadWords: 0, contentType: contentType, extras: nil, item: item) { _ in }
        }
        return copy(of: old, keeping: { _ in true }, contentType: contentType, extras: old.extras, item: item)
    }
}
