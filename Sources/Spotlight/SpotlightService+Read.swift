import Foundation
import LimelightCore

/// The read side for the REPL and other modules: only applied, unexpired, readable items, in first-indexed order.
extension SpotlightService {
    /// Every app with items, client states or pending reindex requests, sorted.
    public var apps: [String] { data.apps }

    /// Whether an item can be read now (unexpired and allowed by the device's data-protection state).
    public func isReadable(_ item: IndexedItem) -> Bool {
        item.expirationDate > runtime.now && item.isReadable(in: dataProtectionState)
    }

    /// Stored items of one app (every app when nil), readable or not, in sequence order.
    func storedItems(app: String?) -> [IndexedItem] {
        let selected: [IndexedItem]
        if let app { selected = data.stores[app].map { Array($0.items.values) } ?? [] }
        else { selected = data.stores.values.flatMap { $0.items.values } }
        return selected.sorted { $0.sequence < $1.sequence }
    }

    /// Visible items of one app (every app when nil), in first-indexed order.
    public func items(app: String?) -> [IndexedItem] {
        storedItems(app: app).filter(isReadable)
    }

    /// How many items of one app (every app when nil) are visible: `items(app:).count` without listing or sorting them.
    public func visibleCount(app: String?) -> Int {
        var count = 0
        func tally(_ store: AppIndexStore) {
            for item in store.items.values where isReadable(item) { count += 1 }
        }
        if let app { data.stores[app].map(tally) } else { data.stores.values.forEach(tally) }
        return count
    }

    /// One visible item by identifier.
    public func item(app: String, identifier: String) -> IndexedItem? {
        guard let found = data.stores[app]?.items[identifier], isReadable(found) else { return nil }
        return found
    }

    /// Visible items whose domain is `domain` or lies under it on `.` boundaries.
    public func items(app: String?, inDomain domain: String) -> [IndexedItem] {
        let targets = app.map { [$0] } ?? data.stores.keys.sorted()
        var found: [IndexedItem] = []
        for target in targets {
            guard let store = data.stores[target] else { continue }
            found.append(contentsOf: store.identifiers(inDomain: domain).compactMap { store.items[$0] }.filter(isReadable))
        }
        return found.sorted { $0.sequence < $1.sequence }
    }

    /// Visible items with `text` inside a searchable text attribute (keywords and searchable-by-default custom keys
    /// included), ignoring case and diacritics. The query engine supersedes this.
    public func textMatches(app: String?, text: String) -> [IndexedItem] {
        let needle = Self.fold(text)
        guard !needle.isEmpty else { return [] }
        return items(app: app).filter { indexed in
            let set = indexed.attributeSet
            let custom = set.customKeys.values.filter(\.isSearchableByDefault).map(\.keyName).sorted()
            return (CSAttributeCatalog.searchableText + custom).contains { name in
                set.value(named: name)?.texts.contains { Self.fold($0).contains(needle) } ?? false
            }
        }
    }

    /// The number of visible items of one app (every app when nil).
    public func count(app: String?) -> Int {
        let state = dataProtectionState, now = runtime.now
        let selected = app.map { data.stores[$0].map { [$0] } ?? [] } ?? Array(data.stores.values)
        return selected.reduce(0) { total, store in
            total + store.items.values.reduce(0) { $0 + ($1.expirationDate > now && $1.isReadable(in: state) ? 1 : 0) }
        }
    }

    /// Calls journaled but not yet applied, oldest first.
    public var pendingJournal: [SpotlightJournalEntry] { data.journal.map(\.entry) }

    /// The last committed client state of an index name; nil when none was stored (or for the default index).
    public func clientState(app: String, name: String?) -> [UInt8]? {
        guard let name else { return nil }
        return data.clientStates[app]?[name]
    }

    /// The index names of an app that hold a client state, sorted.
    public func clientStateNames(app: String) -> [String] { (data.clientStates[app] ?? [:]).keys.sorted() }

    /// Lower-cases and strips diacritics, as `[cd]` comparisons do.
    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
