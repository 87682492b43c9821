import LimelightCore

/// Reindex audits: a reindex at an app's documented point is followed until its journaled calls are applied, then
/// compared with what the app's model wants searchable (see `ReindexAudit`). Costs nothing while no reindex runs.
extension SpotlightService {
    /// Starts following a reindex of `app` (the identifiers of `scope`, or all); an app whose model does not say what is
    /// searchable (`searchableModel` answers nil) is not followed. A reindex that starts while another is followed
    /// joins it: the scopes are merged, a fault is kept, and it ends when the new one ends.
    public func beginReindexAudit(app: String, point: String, scope: [String]? = nil) {
        if var audit = reindexAudits[app] {
            audit.scope = audit.scope.flatMap { old in scope.map { Array(Set(old).union($0)).sorted() } }
            audit.throughJournalID = nil
            reindexAudits[app] = audit
            return
        }
        guard searchableModel?(app) != nil else { return }
        reindexAudits[app] = ReindexAudit(point: point, scope: scope.map { $0.sorted() })
    }

    /// The reindex of `app` ended: what its model wants now is kept, with the last journal entry so far; it is settled
    /// at once if nothing it journaled waits. A reindex that leaves a batch open on one of the app's indexes is not
    /// followed further (its calls are not journaled yet).
    public func completeReindexAudit(app: String) {
        guard var audit = reindexAudits[app], audit.throughJournalID == nil else { return }
        guard let wanted = searchableModel?(app), !liveHandles(app).contains(where: { $0.batch != nil }),
              !restoredBatches.contains(where: { $0.app == app }) else {
            reindexAudits[app] = nil
            return
        }
        audit.wanted = audit.scope.map { $0.filter(wanted.contains) } ?? wanted.sorted()
        audit.throughJournalID = nextJournalID - 1
        reindexAudits[app] = audit
        settleReindexAudit(app: app)
    }

    /// A call of `app` (every app when nil) failed, its indexing failed, or its index was lost: the reindex being
    /// followed, if any, reports nothing.
    func reindexFault(app: String?) {
        guard !reindexAudits.isEmpty else { return }
        for key in Array(reindexAudits.keys) where app == nil || key == app { reindexAudits[key]?.faulted = true }
    }

    /// An item of `app` expired (or was already expired when its call was applied) while a reindex is followed.
    func reindexExpired(app: String, identifier: String) {
        guard !reindexAudits.isEmpty, reindexAudits[app] != nil else { return }
        reindexAudits[app]?.expired.append(identifier)
    }

    /// Settles the followed reindex of `app` once no entry it journaled waits: the identifiers its model wanted that the
    /// index does not store become the app's finding (replacing the last one; none when nothing is missing).
    func settleReindexAudit(app: String) {
        guard let audit = reindexAudits[app], let through = audit.throughJournalID,
              !journal.contains(where: { $0.entry.app == app && $0.entry.id <= through }) else { return }
        reindexAudits[app] = nil
        if audit.faulted { return }
        let store = stores[app]
        let expired = Set(audit.expired)
        let missing = audit.wanted.filter { store?.items[$0] == nil && !expired.contains($0) }
        reindexFindings[app] = missing.isEmpty ? nil : ReindexFinding(point: audit.point, missing: missing)
        if !missing.isEmpty {
            log(app, "spotlight.reindex.incomplete",
                "the \(audit.point) left out \(SpotlightText.plural(missing.count, "item")) the app's model wants searchable: \(SpotlightText.list(missing))")
        }
    }

    /// Settles every followed reindex whose journaled calls are all applied (after the journal moved).
    func settleReindexAudits() {
        guard !reindexAudits.isEmpty else { return }
        for app in reindexAudits.keys.sorted() { settleReindexAudit(app: app) }
    }

    /// What the last settled reindex of `app` left out, if anything.
    public func reindexFinding(app: String) -> ReindexFinding? { reindexFindings[app] }

    /// The visible items of `app` that `isReported` picks, in first-indexed order: only those are sorted, so a check
    /// that usually finds nothing (`searchable-matches-model` after every step) costs one pass over the store.
    public func visibleItems(app: String, where isReported: (IndexedItem) -> Bool) -> [IndexedItem] {
        guard let store = stores[app] else { return [] }
        let state = dataProtectionState, now = runtime.now
        var found: [IndexedItem] = []
        for item in store.items.values where item.expirationDate > now && item.isReadable(in: state) && isReported(item) { found.append(item) }
        return found.count > 1 ? found.sorted { $0.sequence < $1.sequence } : found
    }

    /// Whether the app has any item stored (readable or not).
    public func hasItems(app: String) -> Bool { stores[app].map { !$0.items.isEmpty } ?? false }

    /// Whether any call of `app` is journaled and not yet applied.
    public func hasJournaledCalls(app: String) -> Bool { journal.contains { $0.entry.app == app } }

    /// Whether the index stores an item (applied, readable or not, expired or not yet purged).
    public func stores(app: String, identifier: String) -> Bool { stores[app]?.items[identifier] != nil }

    /// The app's process died: a reindex it had not ended never will (its acknowledgement handlers are dead).
    func reindexAuditsAppDied(app: String) {
        if reindexAudits[app]?.throughJournalID == nil { reindexAudits[app] = nil }
    }
}
