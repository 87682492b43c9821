import LimelightCore

/// The reducer of a Spotlight state: applying journaled operations to the store (replace, merge, delete, delete by
/// domain, delete all) and expiring items, as `mutating` steps on the value.
extension SpotlightState {
    /// Runs a Spotlight job that came due — a journal entry becoming visible, or the expiry of items — as TCA's
    /// `reduce(into: &state, action)`: everything the step changes is in `self` or goes through `host`.
    mutating func reduce(_ job: SimulationJob, _ host: some SpotlightHost) {
        switch job {
        case .spotlightApply(_, let entry):
            applyJournal(through: entry, host)
        case .spotlightExpiry:
            armedExpiry = nil
            expireDue(host)
            armExpiry(host)
        default:
            break
        }
    }

    /// Applies every journaled entry up to and including `id`, in journal order.
    mutating func applyJournal(through id: Int, _ host: some SpotlightHost) {
        expireDue(host)
        // The head is swapped out of the journal for an empty entry, which is what `removeFirst` then copies and drops:
        // the head is neither copied nor destroyed twice (`journal.first` and `removeFirst()` each copied a
        // `PendingWork` — the items' array, the summary, the entry's strings — and destroyed it again).
        while !journal.isEmpty, journal[0].entry.id <= id {
            var head = PendingWork.placeholder
            swap(&head, &journal[0])
            journal.removeFirst()
            apply(head, host)
        }
        settleReindexAudits(host)
        armExpiry(host)
    }

    mutating func apply(_ work: PendingWork, _ host: some SpotlightHost) {
        let app = work.entry.app
        for operation in work.operations {
            switch operation {
            case .index(let items):
                if work.failsIndexing {
                    let ids = items.map(\.uniqueIdentifier)
                    host.log(app, "spotlight.index-failed", "\(SpotlightText.plural(ids.count, "item")) could not be indexed: \(SpotlightText.list(ids))")
                    requestReindex(app: app, scope: .identifiers(ids), reason: "indexing failed", host)
                    reindexFault(app: app)
                    continue
                }
                if items.count > 64 { stores[app, default: AppIndexStore()].reserve(items.count) }
                for item in items { index(item, app: app, work: work, host) }
            case .deleteIdentifiers(let ids):
                for id in ids { remove(app: app, id, kind: "spotlight.deleted", reason: "by identifier", host) }
            case .deleteDomains(let domains):
                for domain in domains {
                    let gone = stores[app]?.markDomain(domain) ?? RemovedIdentifiers()
                    removed(gone, app: app, scope: .domain(domain), reason: " by domain \(CSAttributeValue.quote(domain))", host)
                }
            case .deleteAll(let onlyThroughIndex, let name):
                let gone = stores[app]?.markItems { !onlyThroughIndex || $0.indexName == name } ?? RemovedIdentifiers()
                removed(gone, app: app, scope: onlyThroughIndex ? .indexName(name) : .app, reason: " by deleteAllSearchableItems", host)
            }
        }
    }

    /// Replaces or merges one item.
    mutating func index(_ item: CSSearchableItem, app: String, work: PendingWork, _ host: some SpotlightHost) {
        let id = item.uniqueIdentifier
        let now = host.now
        // The app's store is found once (its name hashed once) and read in place: `stores[app]?.items[id]` copied the
        // store and its item table (retaining and releasing their buffers) to read one item.
        let slot = stores.index(forKey: app)
        var existing: IndexedItem?
        if let slot { existing = inStore(slot) { $0.items[id] } }
        if item.isUpdate {
            guard var merged = existing else {
                host.log(app, "spotlight.dropped", "update of \(id) dropped: no such item in the index")
                return
            }
            var stored = merged.item
            stored.attributeSet = stored.attributeSet.merging(item.attributeSet)
            if let domain = item.domainIdentifier { stored.domainIdentifier = domain }
            if let expiry = item.expirationDate { stored.expirationDate = expiry }
            merged.item = stored
            merged.indexedAt = now
            guard merged.expirationDate > now else {
                remove(app: app, id, kind: "spotlight.expired", reason: "by an update whose expiration \(merged.expirationDate) has passed", host)
                reindexExpired(app: app, identifier: id)
                return
            }
            stores[app, default: AppIndexStore()].put(merged)
            expiries.push(merged.expirationDate, app: app, identifier: id)
            let set = item.attributeSet.attributeNames
            let removed = item.attributeSet.clearedNames.filter { item.attributeSet.value(named: $0) == nil }.sorted()
            var parts: [String] = []
            if !set.isEmpty { parts.append("set " + set.joined(separator: ", ")) }
            if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
            host.log(app, "spotlight.updated", "\(id) merged" + (parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")))
            host.didCommit(merged)
            return
        }
        var stored = item
        stored.isUpdate = false
        let expiry = stored.expirationDate ?? now
        guard expiry > now else {
            if existing != nil { remove(app: app, id, kind: "spotlight.deleted", reason: "replaced by an already-expired item", host) }
            host.log(app, "spotlight.expired", "\(id) expired before it became visible (expiration \(expiry))")
            reindexExpired(app: app, identifier: id)
            return
        }
        let sequence = existing?.sequence ?? nextSequence
        if existing == nil { nextSequence += 1 }
        let origin = host.memo.origin(app: app, indexName: work.entry.indexName, protectionClass: work.protectionClass,
                                      domainIdentifier: stored.domainIdentifier)
        let indexed = IndexedItem(origin: origin, item: stored, indexedAt: now, sequence: sequence)
        if let slot { inStore(slot) { $0.put(indexed) } } else { stores[app, default: AppIndexStore()].put(indexed) }
        expiries.push(expiry, app: app, identifier: id)
        host.log(app, "spotlight.indexed", head: id,
                 tail: host.memo.indexedTail(domain: stored.domainIdentifier, replaced: existing != nil, expiry: expiry))
        host.didCommit(indexed)
    }

    /// Tells observers about items a marking delete took out of the app's store (in sequence order) with one call naming
    /// the scope, and logs the `spotlight.deleted` event `remove` logs for each, as one run of the log, from the
    /// identifiers the pages kept beside the items, so no item's object is read (Docs/Benchmark.md, "Deletes by
    /// marking"). The items and their identifiers stay in the table (holes and segments) until compaction: `marked`
    /// refers to the pages' identifier buffers, so nothing is copied or released here but one reference per page.
    mutating func removed(_ marked: RemovedIdentifiers, app: String, scope: SpotlightRemovalScope, reason: String, _ host: some SpotlightHost) {
        guard !marked.isEmpty else { return }
        if stores[app]?.isEmpty == true { stores[app] = nil }
        host.didRemove(app: app, identifiers: marked, scope: scope)
        host.logRun(app, "spotlight.deleted", heads: marked, tail: reason)
    }

    /// Removes one item if present, logging `kind` with the reason and telling observers.
    mutating func remove(app: String, _ id: String, kind: String, reason: String, _ host: some SpotlightHost) {
        guard stores[app]?.remove(id) != nil else { return }
        if stores[app]?.isEmpty == true { stores[app] = nil }
        host.log(app, kind, "\(id) \(reason)")
        host.didRemove(app: app, identifier: id)
    }

    // MARK: - Expiry

    /// Purges every item whose expiry has come, earliest first.
    mutating func expireDue(_ host: some SpotlightHost) {
        let now = host.now
        while let first = expiries.first, first.expiry <= now {
            _ = expiries.pop()
            guard let item = stores[first.app]?.items[first.identifier], item.expirationDate == first.expiry else { continue }
            remove(app: first.app, first.identifier, kind: "spotlight.expired", reason: "expired at \(host.memo.stamp(first.expiry))", host)
            reindexExpired(app: first.app, identifier: first.identifier)
        }
    }

    /// The expiration of the stored item `identifier` of `app`, read in place (no copy of the app's store).
    mutating func storedExpiration(app: String, identifier: String) -> SimInstant? {
        guard let slot = stores.index(forKey: app) else { return nil }
        return inStore(slot) { $0.items[identifier]?.expirationDate }
    }

    /// Runs `body` on the app store at `slot` in place: through the dictionary's modify accessor, so neither the store
    /// nor its item table is copied to be read (a getter's copy retained and released their buffers: about 600
    /// instructions a read).
    @inline(__always)
    private mutating func inStore<T>(_ slot: Dictionary<String, AppIndexStore>.Index, _ body: (inout AppIndexStore) -> T) -> T {
        body(&stores.values[slot])
    }

    /// Arms one scheduler job for the earliest live expiry, replacing any job armed for a different instant.
    mutating func armExpiry(_ host: some SpotlightHost) {
        while let first = expiries.first {
            if storedExpiration(app: first.app, identifier: first.identifier) == first.expiry { break }
            _ = expiries.pop()
        }
        let next = expiries.first?.expiry
        if let armed = armedExpiry, armed.deadline == next { return }
        if let armed = armedExpiry { host.runtime.scheduler.cancel(armed.token) }
        armedExpiry = nil
        guard let next else { return }
        let token = host.runtime.scheduler.schedule(at: next, label: "spotlight.expiry", job: .spotlightExpiry(device: host.deviceName))
        armedExpiry = ArmedExpiry(deadline: next, token: token)
    }
}

extension PendingWork {
    /// An entry holding nothing (no object to retain or release): what takes a journal slot while its work is moved out.
    static let placeholder = PendingWork(entry: SpotlightJournalEntry(id: 0, app: "", indexName: nil, summary: "",
                                                                      journaledAt: SimInstant(secondsSinceReferenceDate: 0),
                                                                      visibleAt: SimInstant(secondsSinceReferenceDate: 0)),
                                         protectionClass: .none, operations: [], failsIndexing: false)
}
