/// Something that mirrors the simulated index (e.g. the query engine's inverted index): told of every visibility change.
///
/// `SpotlightService` holds observers weakly, so the owner must keep the observer alive. Commits arrive for every item
/// that becomes stored and unexpired, whatever the device's lock state: a reader must still filter with
/// `IndexedItem.isReadable(in:)` (or `SpotlightService.isReadable(_:)`) at read time.
public protocol SpotlightIndexObserver: AnyObject {
    /// An item was inserted, replaced or merged and is now the stored version for its identifier.
    func spotlightDidCommit(_ item: IndexedItem)
    /// The item with this identifier left the app's index (deleted, domain-deleted, delete-all, expired, lost or uninstalled).
    func spotlightDidRemove(app: String, identifier: String)
    /// Every item of `app` that `scope` covers left the app's index at once (a domain delete, a delete-all, an uninstall):
    /// `identifiers` are theirs, in sequence order. By default, `spotlightDidRemove(app:identifier:)` for each.
    func spotlightDidRemove(app: String, identifiers: RemovedIdentifiers, scope: SpotlightRemovalScope)
}

extension SpotlightIndexObserver {
    public func spotlightDidRemove(app: String, identifiers: RemovedIdentifiers, scope: SpotlightRemovalScope) {
        for identifier in identifiers { spotlightDidRemove(app: app, identifier: identifier) }
    }
}
