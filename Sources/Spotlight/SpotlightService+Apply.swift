import LimelightCore

/// Applying journaled operations to the store: replace, merge, delete, delete by domain, delete all.
extension SpotlightService {
    /// Applies every journaled entry up to and including `id`, in journal order.
    func applyJournal(through id: Int) {
        expireDue()
        while let head = journal.first, head.entry.id <= id {
            journal.removeFirst()
            apply(head)
        }
        settleReindexAudits()
        armExpiry()
    }

    func apply(_ work: PendingWork) {
        let app = work.entry.app
        for operation in work.operations {
            switch operation {
            case .index(let items):
                if work.failsIndexing {
                    let ids = items.map(\.uniqueIdentifier)
                    log(app, "spotlight.index-failed", "\(SpotlightText.plural(ids.count, "item")) could not be indexed: \(SpotlightText.list(ids))")
                    requestReindex(app: app, scope: .identifiers(ids), reason: "indexing failed")
                    reindexFault(app: app)
                    continue
                }
                if items.count > 64 { stores[app, default: AppIndexStore()].reserve(items.count) }
                for item in items { index(item, app: app, work: work) }
            case .deleteIdentifiers(let ids):
                for id in ids { remove(app: app, id, kind: "spotlight.deleted", reason: "by identifier") }
            case .deleteDomains(let domains):
                for domain in domains {
                    let found = stores[app]?.items(inDomain: domain) ?? []
                    for item in found.sorted(by: { $0.sequence < $1.sequence }) {
                        remove(app: app, item.uniqueIdentifier, kind: "spotlight.deleted", reason: "by domain \(CSAttributeValue.quote(domain))")
                    }
                }
            case .deleteAll(let onlyThroughIndex, let name):
                let all = stores[app]?.items.values.filter { !onlyThroughIndex || $0.indexName == name } ?? []
                for item in all.sorted(by: { $0.sequence < $1.sequence }) {
                    remove(app: app, item.uniqueIdentifier, kind: "spotlight.deleted", reason: "by deleteAllSearchableItems")
                }
            }
        }
    }

    /// Replaces or merges one item.
    func index(_ item: CSSearchableItem, app: String, work: PendingWork) {
        let id = item.uniqueIdentifier
        let now = runtime.now
        let existing = stores[app]?.items[id]
        if item.isUpdate {
            guard var merged = existing else {
                log(app, "spotlight.dropped", "update of \(id) dropped: no such item in the index")
                return
            }
            var stored = merged.item
            stored.attributeSet = stored.attributeSet.merging(item.attributeSet)
            if let domain = item.domainIdentifier { stored.domainIdentifier = domain }
            if let expiry = item.expirationDate { stored.expirationDate = expiry }
            merged.item = stored
            merged.indexedAt = now
            guard merged.expirationDate > now else {
                remove(app: app, id, kind: "spotlight.expired", reason: "by an update whose expiration \(merged.expirationDate) has passed")
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
            log(app, "spotlight.updated", "\(id) merged" + (parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")))
            notifyCommit(merged)
            return
        }
        var stored = item
        stored.isUpdate = false
        let expiry = stored.expirationDate ?? now
        guard expiry > now else {
            if existing != nil { remove(app: app, id, kind: "spotlight.deleted", reason: "replaced by an already-expired item") }
            log(app, "spotlight.expired", "\(id) expired before it became visible (expiration \(expiry))")
            reindexExpired(app: app, identifier: id)
            return
        }
        let sequence = existing?.sequence ?? nextSequence
        if existing == nil { nextSequence += 1 }
        let indexed = IndexedItem(origin: origin(app: app, indexName: work.entry.indexName, protectionClass: work.protectionClass,
                                                 domainIdentifier: stored.domainIdentifier),
                                  item: stored, indexedAt: now, sequence: sequence)
        stores[app, default: AppIndexStore()].put(indexed)
        expiries.push(expiry, app: app, identifier: id)
        log(app, "spotlight.indexed", head: id, tail: indexedTail(domain: stored.domainIdentifier, replaced: existing != nil, expiry: expiry))
        notifyCommit(indexed)
    }

    /// The origin box for items indexed through one index into one domain, shared with the last 16 origins made
    /// (bulk indexing spreads items over a few domains).
    func origin(app: String, indexName: String?, protectionClass: CSFileProtection, domainIdentifier: String?) -> IndexedItem.Origin {
        for known in recentOrigins
        where known.matches(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: domainIdentifier) {
            return known
        }
        let made = IndexedItem.Origin(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: domainIdentifier)
        if recentOrigins.count < 16 { recentOrigins.append(made) } else { recentOrigins[nextOriginSlot] = made }
        nextOriginSlot = (nextOriginSlot + 1) % 16
        return made
    }

    /// The text after the identifier in a `spotlight.indexed` message, memoised (bulk indexing repeats a few).
    func indexedTail(domain: String?, replaced: Bool, expiry: SimInstant) -> String {
        let key = IndexedTailKey(domain: domain, replaced: replaced, expiry: expiry)
        if let known = indexedTails[key] { return known }
        if indexedTails.count >= 1024 { indexedTails.removeAll(keepingCapacity: true) }
        let inDomain = domain.map { " in domain " + CSAttributeValue.quote($0) } ?? ""
        let tail = "\(inDomain)\(replaced ? " (replaced)" : ""), expires \(stamp(expiry))"
        indexedTails[key] = tail
        return tail
    }

    /// Removes one item if present, logging `kind` with the reason and telling observers.
    func remove(app: String, _ id: String, kind: String, reason: String) {
        guard stores[app]?.remove(id) != nil else { return }
        if stores[app]?.isEmpty == true { stores[app] = nil }
        log(app, kind, "\(id) \(reason)")
        notifyRemove(app: app, identifier: id)
    }

    // MARK: - Expiry

    /// Purges every item whose expiry has come, earliest first.
    func expireDue() {
        let now = runtime.now
        while let first = expiries.first, first.expiry <= now {
            _ = expiries.pop()
            guard let item = stores[first.app]?.items[first.identifier], item.expirationDate == first.expiry else { continue }
            remove(app: first.app, first.identifier, kind: "spotlight.expired", reason: "expired at \(stamp(first.expiry))")
            reindexExpired(app: first.app, identifier: first.identifier)
        }
    }

    /// Arms one scheduler job for the earliest live expiry, replacing any job armed for a different instant.
    func armExpiry() {
        while let first = expiries.first {
            if let item = stores[first.app]?.items[first.identifier], item.expirationDate == first.expiry { break }
            _ = expiries.pop()
        }
        let next = expiries.first?.expiry
        if let armed = armedExpiry, armed.deadline == next { return }
        if let armed = armedExpiry { runtime.scheduler.cancel(armed.token) }
        armedExpiry = nil
        guard let next else { return }
        let token = runtime.scheduler.schedule(at: next, label: "spotlight.expiry", job: .spotlightExpiry(device: deviceName))
        armedExpiry = ArmedExpiry(deadline: next, token: token)
    }
}
