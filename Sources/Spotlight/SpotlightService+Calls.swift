import LimelightCore

/// The service's calls: each runs one step of `data` with the service as host, handing the step the batch open on
/// the caller's handle. What stays here is what touches attached code: handles, delegates and the app's model.
extension SpotlightService {
    // MARK: - IndexHandle calls

    func indexItems(_ items: [CSSearchableItem], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        data.indexItems(items, through: IndexRef(index), batch: &index.batch, completion: completion, self)
    }

    func deleteItems(identifiers: [String], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        data.deleteItems(identifiers: identifiers, through: IndexRef(index), batch: &index.batch, completion: completion, self)
    }

    func deleteItems(domains: [String], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        data.deleteItems(domains: domains, through: IndexRef(index), batch: &index.batch, completion: completion, self)
    }

    func deleteAllItems(through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        data.deleteAllItems(through: IndexRef(index), batch: &index.batch, completion: completion, self)
    }

    func beginBatch(on index: IndexHandle) {
        data.beginBatch(on: IndexRef(index), batch: &index.batch, self)
    }

    func endBatch(on index: IndexHandle, expected: [UInt8]?, checkExpected: Bool, newState: [UInt8],
                  completion: ((IndexError?) -> Void)?) {
        data.endBatch(on: IndexRef(index), batch: &index.batch, expected: expected, checkExpected: checkExpected,
                      newState: newState, completion: completion, self)
    }

    func fetchLastClientState(through index: IndexHandle, completion: @escaping ([UInt8]?, IndexError?) -> Void) {
        data.fetchLastClientState(through: IndexRef(index), completion: completion, self)
    }

    // MARK: - Faults

    /// Makes the next `count` calls of `app` (any app when nil) fail with `code`.
    public func injectFailure(app: String?, code: IndexErrorCode, count: Int) {
        data.injectFailure(app: app, code: code, count: count, self)
    }

    /// Makes the next `count` index calls of `app` journal successfully but fail to index, so a reindex is requested.
    public func injectIndexingFailure(app: String, count: Int) {
        data.injectIndexingFailure(app: app, count: count, self)
    }

    /// The app's process died: its open batches are discarded and its pending completion handlers never run.
    public func appCrashed(app: String) {
        data.appCrashed(app: app)
        for index in liveHandles(app) where index.batch != nil {
            data.discard(&index.batch, on: IndexRef(index), why: "app crashed", self)
        }
        data.discardRestoredBatches(app: app, why: "app crashed", self)
    }

    /// The app was removed: its items, client states, batches, journal, requests, delegate and activities are gone.
    public func appUninstalled(app: String) {
        for index in liveHandles(app) { index.batch = nil }
        handles[app] = nil
        delegateIndexes[app] = nil
        activities[app] = nil
        data.appUninstalled(app: app, self)
    }

    /// Loses `fraction` of the index of `app` (every app when nil): 1 loses everything (and client states) and asks
    /// for a full reindex; less loses a seeded-random subset and asks for those identifiers.
    public func loseIndex(app: String?, fraction: Double, reason: String = "index lost") {
        data.loseIndex(app: app, fraction: fraction, reason: reason, self)
    }

    // MARK: - Reindex requests

    /// The app's unacknowledged reindex requests, oldest first.
    public func pendingReindexRequests(app: String) -> [CSReindexRequest] { data.pendingReindexRequests(app: app) }

    /// Calls the app's index delegate once per pending request; each stays pending until its acknowledgement handler runs.
    public func deliverReindexRequests(app: String) {
        let pending = pendingReindexRequests(app: app)
        guard !pending.isEmpty else { return }
        guard let index = delegateIndexes[app], let delegate = index.indexDelegate else {
            log(app, "spotlight.reindex.undelivered", "\(SpotlightText.plural(pending.count, "pending request")) not delivered: \(app) has no index delegate")
            return
        }
        let born = generation(app)
        for request in pending {
            log(app, "spotlight.reindex.delivered", request.description)
            switch request.scope {
            case .all: beginReindexAudit(app: app, point: "reindex of all items")
            case .identifiers(let ids): beginReindexAudit(app: app, point: "reindex of \(SpotlightText.plural(ids.count, "item"))", scope: ids)
            }
            let acknowledge: () -> Void = { [weak self] in
                guard let self, self.generation(app) == born else { return }
                self.acknowledge(request.id, app: app)
            }
            switch request.scope {
            case .all: delegate.searchableIndex(index, reindexAllSearchableItemsWithAcknowledgementHandler: acknowledge)
            case .identifiers(let ids): delegate.searchableIndex(index, reindexSearchableItemsWithIdentifiers: ids,
                                                                 acknowledgementHandler: acknowledge)
            }
        }
    }

    /// The acknowledgement handler of a pending reindex request, as `deliverReindexRequests` hands it to the delegate:
    /// running it acknowledges the request, unless the app's process died in between. A restored app program uses it to
    /// hold again the handlers it held when its world was saved.
    public func acknowledgementHandler(for request: CSReindexRequest) -> () -> Void {
        let born = generation(request.app)
        return { [weak self] in
            guard let self, self.generation(request.app) == born else { return }
            self.acknowledge(request.id, app: request.app)
        }
    }

    func acknowledge(_ id: Int, app: String) {
        guard data.acknowledge(id, app: app, self) else { return }
        completeReindexAudit(app: app)
    }

    // MARK: - Reindex audits

    /// Starts following a reindex of `app` (the identifiers of `scope`, or all); an app whose model does not say what is
    /// searchable (`searchableModel` answers nil) is not followed. A reindex that starts while another is followed
    /// joins it: the scopes are merged, a fault is kept, and it ends when the new one ends.
    public func beginReindexAudit(app: String, point: String, scope: [String]? = nil) {
        let followable = data.reindexAudits[app] != nil || searchableModel?(app) != nil
        data.beginReindexAudit(app: app, point: point, scope: scope, followable: followable)
    }

    /// The reindex of `app` ended: what its model wants now is kept, with the last journal entry so far; it is settled
    /// at once if nothing it journaled waits. A reindex that leaves a batch open on one of the app's indexes is not
    /// followed further (its calls are not journaled yet).
    public func completeReindexAudit(app: String) {
        guard data.isFollowingUnendedReindex(app: app) else { return }
        let model = searchableModel?(app)
        let batchOpen = liveHandles(app).contains { $0.batch != nil } || data.openBatches.contains { $0.app == app }
        data.completeReindexAudit(app: app, wanted: batchOpen ? nil : model, self)
    }

    /// What the last settled reindex of `app` left out, if anything.
    public func reindexFinding(app: String) -> ReindexFinding? { data.reindexFindings[app] }

    /// The visible items of `app` that `isReported` picks, in first-indexed order: only those are sorted, so a check
    /// that usually finds nothing (`searchable-matches-model` after every step) costs one pass over the store.
    public func visibleItems(app: String, where isReported: (IndexedItem) -> Bool) -> [IndexedItem] {
        guard let store = data.stores[app] else { return [] }
        let state = dataProtectionState, now = runtime.now
        var found: [IndexedItem] = []
        for item in store.items.values where item.expirationDate > now && item.isReadable(in: state) && isReported(item) { found.append(item) }
        return found.count > 1 ? found.sorted { $0.sequence < $1.sequence } : found
    }

    /// Whether the app has any item stored (readable or not).
    public func hasItems(app: String) -> Bool { data.stores[app].map { !$0.items.isEmpty } ?? false }

    /// Whether any call of `app` is journaled and not yet applied.
    public func hasJournaledCalls(app: String) -> Bool { data.journal.contains { $0.entry.app == app } }

    /// Whether the index stores an item (applied, readable or not, expired or not yet purged).
    public func stores(app: String, identifier: String) -> Bool { data.stores[app]?.items[identifier] != nil }
}
