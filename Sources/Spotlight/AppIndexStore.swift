/// One app's stored items. Domain deletes and delete-all mark items gone in the item table's pages, which know each
/// item's domain by a 16-bit code and keep its identifier (≈ 28 bytes per item with the page's sequence order), and the
/// table compacts later (Docs/Benchmark.md, "Deletes by marking").
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

    /// Takes every item whose domain is `domain` or lies under it on `.` boundaries out of the store, by marking, and
    /// returns their identifiers in sequence order.
    mutating func markDomain(_ domain: String) -> RemovedIdentifiers {
        items.markDomain(domain)
    }

    /// Takes every item `test` says yes to out of the store, by marking, and returns their identifiers in
    /// sequence order.
    mutating func markItems(where test: (IndexedItem) -> Bool) -> RemovedIdentifiers {
        items.markItems(where: test)
    }

    /// Items whose domain is `domain` or lies under it on `.` boundaries (`a` covers `a.b`, not `ab`), found by a scan,
    /// in sequence order.
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
