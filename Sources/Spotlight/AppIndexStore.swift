/// One app's stored items; domain deletes scan the items (a few milliseconds at 100,000 items) instead of keeping a
/// domain → identifiers map of ≈ 26 bytes per item (Docs/Benchmark.md, peak memory).
struct AppIndexStore: Codable, Equatable, Sendable {
    /// Every stored item of the app (including unreadable and not-yet-purged expired ones), by identifier.
    private(set) var items = ItemTable()

    /// Whether the store holds nothing.
    var isEmpty: Bool { items.isEmpty }

    /// Makes room for `count` more items, so bulk indexing does not rehash large values over and over.
    mutating func reserve(_ count: Int) {
        items.reserveCapacity(items.count + count)
    }

    /// Inserts or replaces an item.
    mutating func put(_ item: IndexedItem) {
        items.updateValue(item)
    }

    /// Removes and returns the item with this identifier.
    @discardableResult
    mutating func remove(_ id: String) -> IndexedItem? {
        items.removeValue(forKey: id)
    }

    /// Items whose domain is `domain` or lies under it on `.` boundaries (`a` covers `a.b`, not `ab`), found by a scan,
    /// in no particular order (callers sort by sequence).
    func items(inDomain domain: String) -> [IndexedItem] {
        let prefix = domain + "."
        var found: [IndexedItem] = []
        items.forEach { item in
            guard let key = item.domainIdentifier, key == domain || key.hasPrefix(prefix) else { return }
            found.append(item)
        }
        return found
    }

    /// Identifiers of the items `items(inDomain:)` finds, in no particular order.
    func identifiers(inDomain domain: String) -> [String] {
        items(inDomain: domain).map(\.uniqueIdentifier)
    }
}
