/// One app's stored items, with a domain → identifiers map so domain deletes never scan every item.
struct AppIndexStore {
    /// Every stored item of the app (including unreadable and not-yet-purged expired ones), by identifier.
    private(set) var items = ItemTable()
    /// Identifiers by exact domain identifier.
    private var domains: [String: Set<String>] = [:]

    /// Whether the store holds nothing.
    var isEmpty: Bool { items.isEmpty }

    /// Makes room for `count` more items, so bulk indexing does not rehash large values over and over.
    mutating func reserve(_ count: Int) {
        items.reserveCapacity(items.count + count)
    }

    /// Inserts or replaces an item, keeping the domain map in step.
    mutating func put(_ item: IndexedItem) {
        let id = item.uniqueIdentifier
        // One lookup both stores the item and hands back the one it replaces.
        let old = items.updateValue(item)
        if let old, old.domainIdentifier == item.domainIdentifier { return }
        if let old { unlinkDomain(old) }
        if let domain = item.domainIdentifier { domains[domain, default: []].insert(id) }
    }

    /// Removes and returns the item with this identifier.
    @discardableResult
    mutating func remove(_ id: String) -> IndexedItem? {
        guard let old = items.removeValue(forKey: id) else { return nil }
        unlinkDomain(old)
        return old
    }

    private mutating func unlinkDomain(_ item: IndexedItem) {
        guard let domain = item.domainIdentifier else { return }
        domains[domain]?.remove(item.uniqueIdentifier)
        if domains[domain]?.isEmpty == true { domains[domain] = nil }
    }

    /// Identifiers of items whose domain is `domain` or lies under it on `.` boundaries (`a` covers `a.b`, not `ab`).
    func identifiers(inDomain domain: String) -> [String] {
        let prefix = domain + "."
        var found: [String] = []
        for (key, ids) in domains where key == domain || key.hasPrefix(prefix) { found.append(contentsOf: ids) }
        return found
    }
}
