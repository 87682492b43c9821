import LimelightCore

/// Faults as steps of the state: failing calls, failed indexing, crashes, uninstalls and index loss.
extension SpotlightState {
    /// Makes the next `count` calls of `app` (any app when nil) fail with `code`.
    mutating func injectFailure(app: String?, code: IndexErrorCode, count: Int, _ host: some SpotlightHost) {
        guard count > 0 else {
            host.log(app, "spotlight.fault", "failure injection of \(count) calls ignored: the count must be positive")
            return
        }
        failures.append(InjectedFailure(app: app, code: code, remaining: count))
        host.log(app, "spotlight.fault", "the next \(SpotlightText.plural(count, "call")) of \(app ?? "any app") fail with \(code)")
    }

    /// Makes the next `count` index calls of `app` journal successfully but fail to index, so a reindex is requested.
    mutating func injectIndexingFailure(app: String, count: Int, _ host: some SpotlightHost) {
        guard count > 0 else { return }
        indexingFailures[app, default: 0] += count
        host.log(app, "spotlight.fault", "the next \(SpotlightText.plural(count, "index call")) of \(app) will fail after journaling")
    }

    /// Whether this operation consumes an injected indexing failure.
    mutating func takeIndexingFailure(_ app: String, _ operation: SpotlightOperation) -> Bool {
        guard case .index = operation, let left = indexingFailures[app], left > 0 else { return false }
        indexingFailures[app] = left > 1 ? left - 1 : nil
        return true
    }

    /// The app's process died: its pending completion handlers never run and a reindex it had not ended never will.
    /// (The batches open on its live handles are discarded by the service, with `discard(_:on:why:_:)`.)
    mutating func appCrashed(app: String) {
        generations[app, default: 0] += 1
        reindexAuditsAppDied(app: app)
    }

    /// Discards the batch open on a handle of `index`, logging why.
    func discard(_ batch: inout OpenBatch?, on index: IndexRef, why: String, _ host: some SpotlightHost) {
        guard let open = batch else { return }
        batch = nil
        let ops = SpotlightText.plural(open.operations.count, "operation")
        host.log(index.app, "spotlight.batch.discarded", "batch on \(SpotlightText.index(index.name)) discarded (\(why)): \(ops) not applied")
    }

    /// Discards the restored batches of `app` no live handle took yet, logging why.
    mutating func discardRestoredBatches(app: String, why: String?, _ host: some SpotlightHost) {
        guard openBatches.contains(where: { $0.app == app }) else { return }
        if let why {
            for restored in openBatches where restored.app == app {
                let ops = SpotlightText.plural(restored.batch.operations.count, "operation")
                host.log(app, "spotlight.batch.discarded",
                         "batch on \(SpotlightText.index(restored.indexName)) discarded (\(why)): \(ops) not applied")
            }
        }
        openBatches.removeAll { $0.app == app }
    }

    /// The app was removed: its items, client states, journal, requests and audits are gone (its handles, batches,
    /// delegate and activities are dropped by the service).
    mutating func appUninstalled(app: String, _ host: some SpotlightHost) {
        generations[app, default: 0] += 1
        openBatches.removeAll { $0.app == app }
        let items = stores[app]?.items.values ?? []  // in sequence order
        stores[app] = nil
        if !items.isEmpty { host.didRemove(app: app, identifiers: RemovedIdentifiers(items.map(\.uniqueIdentifier)), scope: .app) }
        let states = clientStates.removeValue(forKey: app)?.count ?? 0
        let journaled = journal.filter { $0.entry.app == app }.count
        journal.removeAll { $0.entry.app == app }
        let requests = reindexRequests.filter { $0.app == app }.count
        reindexRequests.removeAll { $0.app == app }
        failures.removeAll { $0.app == app }
        indexingFailures[app] = nil
        reindexAudits[app] = nil
        reindexFindings[app] = nil
        host.log(app, "spotlight.uninstalled", "removed \(SpotlightText.plural(items.count, "item")), "
            + "\(SpotlightText.plural(states, "client state")), \(SpotlightText.plural(journaled, "journaled call")), "
            + "\(SpotlightText.plural(requests, "reindex request"))")
        armExpiry(host)
    }

    /// Loses `fraction` of the index of `app` (every app when nil): 1 loses everything (and client states) and asks
    /// for a full reindex; less loses a seeded-random subset and asks for those identifiers.
    mutating func loseIndex(app: String?, fraction: Double, reason: String, _ host: some SpotlightHost) {
        expireDue(host)
        let targets = app.map { [$0] } ?? apps
        let share = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        for target in targets {
            let all = (stores[target].map { Array($0.items.values) } ?? []).sorted { $0.sequence < $1.sequence }
            if share >= 1 {
                stores[target] = nil
                clientStates[target] = nil
                if !all.isEmpty { host.didRemove(app: target, identifiers: RemovedIdentifiers(all.map(\.uniqueIdentifier)), scope: .app) }
                reindexFault(app: target)
                host.log(target, "spotlight.index-lost", "lost all \(SpotlightText.plural(all.count, "item")) and client states (\(reason))")
                requestReindex(app: target, scope: .all, reason: reason, host)
                continue
            }
            let count = Int((share * Double(all.count)).rounded())
            var pool = Array(all.indices)
            for i in 0..<count {
                let j = Int.random(in: i..<pool.count, using: &host.runtime.random)
                pool.swapAt(i, j)
            }
            let lost = pool.prefix(count).sorted().map { all[$0].uniqueIdentifier }
            for id in lost {
                stores[target]?.remove(id)
                host.didRemove(app: target, identifier: id)
            }
            if stores[target]?.isEmpty == true { stores[target] = nil }
            if !lost.isEmpty { reindexFault(app: target) }
            host.log(target, "spotlight.index-lost", "lost \(count) of \(SpotlightText.plural(all.count, "item")) (\(reason)): \(SpotlightText.list(lost))")
            if !lost.isEmpty { requestReindex(app: target, scope: .identifiers(lost), reason: reason, host) }
        }
        armExpiry(host)
    }
}
