import LimelightCore

/// Reindex requests and audits as steps of the state. Requests are recorded on index loss or failed indexing and
/// delivered to the app's delegate (by the service: the delegate is app code) until acknowledged. A reindex at an app's
/// documented point is followed until its journaled calls are applied, then compared with what the app's model wants
/// searchable (see `ReindexAudit`); following costs nothing while no reindex runs.
extension SpotlightState {
    /// Every app with items, client states or pending reindex requests, sorted.
    var apps: [String] {
        Set(stores.keys).union(clientStates.keys).union(reindexRequests.map(\.app)).sorted()
    }

    /// Records a request; a full request replaces pending identifier requests, and identifiers add nothing to a pending full one.
    mutating func requestReindex(app: String, scope: CSReindexRequest.Scope, reason: String, _ host: some SpotlightHost) {
        let pendingAll = reindexRequests.contains { $0.app == app && $0.scope == .all }
        if pendingAll {
            host.log(app, "spotlight.reindex.requested", "reindex already pending for all items (\(reason))")
            return
        }
        if scope == .all { reindexRequests.removeAll { $0.app == app } }
        let request = CSReindexRequest(id: nextRequestID, app: app, scope: scope, reason: reason, requestedAt: host.now)
        nextRequestID += 1
        reindexRequests.append(request)
        host.log(app, "spotlight.reindex.requested", request.description)
    }

    /// The app's unacknowledged reindex requests, oldest first.
    func pendingReindexRequests(app: String) -> [CSReindexRequest] {
        reindexRequests.filter { $0.app == app }
    }

    /// Removes an acknowledged request; false when it is no longer pending.
    mutating func acknowledge(_ id: Int, app: String, _ host: some SpotlightHost) -> Bool {
        guard let slot = reindexRequests.firstIndex(where: { $0.id == id }) else { return false }
        let request = reindexRequests.remove(at: slot)
        host.log(app, "spotlight.reindex.acknowledged", request.description)
        return true
    }

    // MARK: - Audits

    /// Starts following a reindex of `app` (the identifiers of `scope`, or all), unless `followable` is false (the
    /// app's model does not say what is searchable). A reindex that starts while another is followed joins it: the
    /// scopes are merged, a fault is kept, and it ends when the new one ends.
    mutating func beginReindexAudit(app: String, point: String, scope: [String]?, followable: Bool) {
        if var audit = reindexAudits[app] {
            audit.scope = audit.scope.flatMap { old in scope.map { Array(Set(old).union($0)).sorted() } }
            audit.throughJournalID = nil
            reindexAudits[app] = audit
            return
        }
        guard followable else { return }
        reindexAudits[app] = ReindexAudit(point: point, scope: scope.map { $0.sorted() })
    }

    /// Whether a reindex of `app` is followed and has not ended yet (what `completeReindexAudit` acts on).
    func isFollowingUnendedReindex(app: String) -> Bool {
        guard let audit = reindexAudits[app] else { return false }
        return audit.throughJournalID == nil
    }

    /// The reindex of `app` ended: `wanted` (what its model wants now; nil when it no longer says, or when a batch is
    /// left open on one of the app's indexes, whose calls are not journaled yet) is kept with the last journal entry so
    /// far, and the audit settles at once if nothing it journaled waits.
    mutating func completeReindexAudit(app: String, wanted: Set<String>?, _ host: some SpotlightHost) {
        guard var audit = reindexAudits[app], audit.throughJournalID == nil else { return }
        guard let wanted else {
            reindexAudits[app] = nil
            return
        }
        audit.wanted = audit.scope.map { $0.filter(wanted.contains) } ?? wanted.sorted()
        audit.throughJournalID = nextJournalID - 1
        reindexAudits[app] = audit
        settleReindexAudit(app: app, host)
    }

    /// A call of `app` (every app when nil) failed, its indexing failed, or its index was lost: the reindex being
    /// followed, if any, reports nothing.
    mutating func reindexFault(app: String?) {
        guard !reindexAudits.isEmpty else { return }
        for key in Array(reindexAudits.keys) where app == nil || key == app { reindexAudits[key]?.faulted = true }
    }

    /// An item of `app` expired (or was already expired when its call was applied) while a reindex is followed.
    mutating func reindexExpired(app: String, identifier: String) {
        guard !reindexAudits.isEmpty, reindexAudits[app] != nil else { return }
        reindexAudits[app]?.expired.append(identifier)
    }

    /// Settles the followed reindex of `app` once no entry it journaled waits: the identifiers its model wanted that the
    /// index does not store become the app's finding (replacing the last one; none when nothing is missing).
    mutating func settleReindexAudit(app: String, _ host: some SpotlightHost) {
        guard let audit = reindexAudits[app], let through = audit.throughJournalID,
              !journal.contains(where: { $0.entry.app == app && $0.entry.id <= through }) else { return }
        reindexAudits[app] = nil
        if audit.faulted { return }
        let store = stores[app]
        let expired = Set(audit.expired)
        let missing = audit.wanted.filter { store?.items[$0] == nil && !expired.contains($0) }
        reindexFindings[app] = missing.isEmpty ? nil : ReindexFinding(point: audit.point, missing: missing)
        if !missing.isEmpty {
            host.log(app, "spotlight.reindex.incomplete",
                     "the \(audit.point) left out \(SpotlightText.plural(missing.count, "item")) the app's model wants searchable: \(SpotlightText.list(missing))")
        }
    }

    /// Settles every followed reindex whose journaled calls are all applied (after the journal moved).
    mutating func settleReindexAudits(_ host: some SpotlightHost) {
        guard !reindexAudits.isEmpty else { return }
        for app in reindexAudits.keys.sorted() { settleReindexAudit(app: app, host) }
    }

    /// The app's process died: a reindex it had not ended never will (its acknowledgement handlers are dead).
    mutating func reindexAuditsAppDied(app: String) {
        if reindexAudits[app]?.throughJournalID == nil { reindexAudits[app] = nil }
    }
}
