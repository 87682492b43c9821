import LimelightCore

/// Reindex requests: recorded on index loss or failed indexing, delivered to the app's delegate until acknowledged.
extension SpotlightService {
    /// Records a request; a full request replaces pending identifier requests, and identifiers add nothing to a pending full one.
    func requestReindex(app: String, scope: CSReindexRequest.Scope, reason: String) {
        let pendingAll = reindexRequests.contains { $0.app == app && $0.scope == .all }
        if pendingAll {
            log(app, "spotlight.reindex.requested", "reindex already pending for all items (\(reason))")
            return
        }
        if scope == .all { reindexRequests.removeAll { $0.app == app } }
        let request = CSReindexRequest(id: nextRequestID, app: app, scope: scope, reason: reason, requestedAt: runtime.now)
        nextRequestID += 1
        reindexRequests.append(request)
        log(app, "spotlight.reindex.requested", request.description)
    }

    /// The app's unacknowledged reindex requests, oldest first.
    public func pendingReindexRequests(app: String) -> [CSReindexRequest] {
        reindexRequests.filter { $0.app == app }
    }

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

    func acknowledge(_ id: Int, app: String) {
        guard let slot = reindexRequests.firstIndex(where: { $0.id == id }) else { return }
        let request = reindexRequests.remove(at: slot)
        log(app, "spotlight.reindex.acknowledged", request.description)
        completeReindexAudit(app: app)
    }
}
