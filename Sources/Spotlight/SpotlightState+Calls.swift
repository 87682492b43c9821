import LimelightCore

/// The app-facing calls of `IndexHandle` as steps of the state: checks, validation, batching and journaling. A call names
/// its handle by `IndexRef` and passes the batch open on it (the handle, an object the app holds, keeps it).
extension SpotlightState {
    /// The failure every call meets first, if any: unsupported device, unavailable indexer or an injected failure.
    mutating func gateFailure(_ index: IndexRef, _ call: String, writes: Bool, _ host: some SpotlightHost) -> IndexError? {
        if !isIndexingSupported { return IndexError(.indexingUnsupported, "indexing is not supported on \(host.deviceName)") }
        if !isIndexerAvailable { return IndexError(.indexUnavailableError, "the indexer is unavailable") }
        if let slot = failures.firstIndex(where: { $0.app == nil || $0.app == index.app }) {
            let code = failures[slot].code
            failures[slot].remaining -= 1
            let left = failures[slot].remaining
            if left <= 0 { failures.remove(at: slot) }
            return IndexError(code, "injected failure (\(left) left)")
        }
        let state = host.dataProtectionState
        if writes, configuration.lockedWritePolicy == .fail, !index.protectionClass.isWritable(in: state) {
            return IndexError(.indexUnavailableError,
                                "\(SpotlightText.index(index.name)) (protection \(index.protectionClass)) cannot be written while the device is \(state.rawValue)")
        }
        return nil
    }

    /// Logs a failed call and reports it through the completion handler.
    mutating func fail(_ index: IndexRef, _ call: String, _ error: IndexError, _ completion: ((IndexError?) -> Void)?,
                       _ host: some SpotlightHost) {
        host.log(index.app, "spotlight.error", "\(call) via \(SpotlightText.index(index.name)) failed: \(error)")
        reindexFault(app: index.app)
        guard let completion else { return }
        host.callBack(index.app, born: generation(index.app), call) { completion(error) }
    }

    /// Reports success through the completion handler.
    func succeed(_ index: IndexRef, _ call: String, _ completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost) {
        guard let completion else { return }
        host.callBack(index.app, born: generation(index.app), call) { completion(nil) }
    }

    /// Runs the common path of a write call: gate, prepare, then queue in the open batch or journal.
    mutating func write(_ index: IndexRef, batch: inout OpenBatch?, _ call: String, batchable: Bool,
                        completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost,
                        prepare: (inout SpotlightState) -> Result<SpotlightOperation, IndexError>) {
        if let error = gateFailure(index, call, writes: true, host) { return fail(index, call, error, completion, host) }
        let operation: SpotlightOperation
        switch prepare(&self) {
        case .failure(let error): return fail(index, call, error, completion, host)
        case .success(let op): operation = op
        }
        let failsIndexing = takeIndexingFailure(index.app, operation)
        if batchable, batch != nil {
            batch?.operations.append(operation)
            if failsIndexing { batch?.failsIndexing = true }
            host.log(index.app, "spotlight.batch.queued", "\(operation.summary) queued in the batch on \(SpotlightText.index(index.name))")
        } else {
            journal(index, [operation], failsIndexing: failsIndexing, host)
        }
        succeed(index, call, completion, host)
    }

    mutating func indexItems(_ items: [CSSearchableItem], through index: IndexRef, batch: inout OpenBatch?,
                             completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost) {
        write(index, batch: &batch, "indexSearchableItems", batchable: true, completion: completion, host) { state in
            state.prepareItems(items, app: index.app, host).map(SpotlightOperation.index)
        }
    }

    mutating func deleteItems(identifiers: [String], through index: IndexRef, batch: inout OpenBatch?,
                              completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost) {
        write(index, batch: &batch, "deleteSearchableItems(withIdentifiers:)", batchable: true, completion: completion, host) { _ in
            .success(.deleteIdentifiers(identifiers))
        }
    }

    mutating func deleteItems(domains: [String], through index: IndexRef, batch: inout OpenBatch?,
                              completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost) {
        write(index, batch: &batch, "deleteSearchableItems(withDomainIdentifiers:)", batchable: false, completion: completion, host) { _ in
            .success(.deleteDomains(domains))
        }
    }

    mutating func deleteAllItems(through index: IndexRef, batch: inout OpenBatch?, completion: ((IndexError?) -> Void)?,
                                 _ host: some SpotlightHost) {
        write(index, batch: &batch, "deleteAllSearchableItems", batchable: false, completion: completion, host) { state in
            let onlyIndex = state.configuration.deleteAllScope == .indexName
            state.resetClientStates(app: index.app, onlyName: onlyIndex ? .some(index.name) : .none, host)
            return .success(.deleteAll(onlyThroughIndex: onlyIndex, indexName: index.name))
        }
    }

    /// Clears client states of the app: all of them, or only the one of `onlyName` (the default index has none).
    mutating func resetClientStates(app: String, onlyName: String??, _ host: some SpotlightHost) {
        guard var states = clientStates[app], !states.isEmpty else { return }
        if let only = onlyName {
            guard let name = only, states[name] != nil else { return }
            states[name] = nil
            host.log(app, "spotlight.client-state.reset", "client state of \(SpotlightText.index(name)) reset by deleteAllSearchableItems")
        } else {
            host.log(app, "spotlight.client-state.reset",
                "client states reset by deleteAllSearchableItems: \(SpotlightText.list(states.keys.sorted()))")
            states = [:]
        }
        clientStates[app] = states.isEmpty ? nil : states
    }

    /// Validates items and resolves their expiry: an empty identifier, an oversize item or (with `.reject`) over-long text
    /// fails the whole call; over-long text is otherwise truncated.
    func prepareItems(_ items: [CSSearchableItem], app: String, _ host: some SpotlightHost) -> Result<[CSSearchableItem], IndexError> {
        var prepared: [CSSearchableItem] = []
        prepared.reserveCapacity(items.count)
        let defaultExpiry = host.now + configuration.defaultTimeToLive
        var newIdentifiers = Set<String>()
        for (position, original) in items.enumerated() {
            var item = original
            if item.uniqueIdentifier.isEmpty {
                return .failure(IndexError(.invalidItemError, "item at position \(position) has an empty uniqueIdentifier"))
            }
            switch limitText(&item, app: app, host) {
            case .failure(let error): return .failure(error)
            case .success: break
            }
            let size = item.uniqueIdentifier.utf8.count + (item.domainIdentifier?.utf8.count ?? 0) + item.attributeSet.byteSize
            if size > configuration.maxItemBytes {
                return .failure(IndexError(.invalidItemError,
                    "item \(CSAttributeValue.quote(item.uniqueIdentifier)) is \(size) bytes; the limit is \(configuration.maxItemBytes)"))
            }
            if !item.isUpdate {
                if item.expirationDate == nil { item.expirationDate = defaultExpiry }
                if configuration.quotaItemsPerApp != nil, stores[app]?.items[item.uniqueIdentifier] == nil {
                    newIdentifiers.insert(item.uniqueIdentifier)
                }
            }
            prepared.append(item)
        }
        if let quota = configuration.quotaItemsPerApp, !newIdentifiers.isEmpty {
            let pendingNew = pendingNewIdentifiers(app: app).subtracting(newIdentifiers).count
            let total = (stores[app]?.items.count ?? 0) + pendingNew + newIdentifiers.count
            if total > quota {
                return .failure(IndexError(.quotaExceeded, "\(app) would hold \(total) items; the quota is \(quota)"))
            }
        }
        return .success(prepared)
    }

    /// Identifiers that journaled (not yet applied) calls of the app will add.
    func pendingNewIdentifiers(app: String) -> Set<String> {
        var ids = Set<String>()
        for work in journal where work.entry.app == app {
            for case .index(let items) in work.operations {
                for item in items where !item.isUpdate && stores[app]?.items[item.uniqueIdentifier] == nil {
                    ids.insert(item.uniqueIdentifier)
                }
            }
        }
        return ids
    }

    /// Applies `maxAttributeCharacters` to every text value of the item.
    func limitText(_ item: inout CSSearchableItem, app: String, _ host: some SpotlightHost) -> Result<Void, IndexError> {
        let limit = configuration.maxAttributeCharacters
        // Almost every item has no overlong text: find that out without building name lists or copying the set.
        guard Self.hasOverlongText(item.attributeSet, limit: limit) else { return .success(()) }
        var set = item.attributeSet
        for name in set.attributeNames {
            guard let value = set.value(named: name), value.type.isText,
                  value.texts.contains(where: { $0.utf8.count > limit && $0.count > limit }) else { continue }
            let longest = value.texts.map(\.count).max() ?? 0
            let what = "attribute \(name) of item \(CSAttributeValue.quote(item.uniqueIdentifier)) has \(longest) characters"
            if configuration.overlongAttributePolicy == .reject {
                return .failure(IndexError(.invalidItemError, "\(what); the limit is \(limit)"))
            }
            let cut: CSAttributeValue = switch value {
            case .string(let s): .string(String(s.prefix(limit)))
            case .strings(let list): .strings(list.map { String($0.prefix(limit)) })
            default: value
            }
            if let key = set.customKeys[name], set.values[name] == nil {
                set.setValue(cut, forCustomKey: key)
            } else {
                set[name] = cut
            }
            host.log(app, "spotlight.truncated", "\(what); kept the first \(limit)")
        }
        item.attributeSet = set
        return .success(())
    }

    /// Whether any text value (standard or custom, each list element alone) has more than `limit` characters.
    static func hasOverlongText(_ set: CSSearchableItemAttributeSet, limit: Int) -> Bool {
        func overlong(_ value: CSAttributeValue) -> Bool {
            switch value {
            case .string(let s): s.utf8.count > limit && s.count > limit
            case .strings(let list): list.contains { $0.utf8.count > limit && $0.count > limit }
            default: false
            }
        }
        // Standard values are measured in place (a string's byte count is stored with it); custom ones are rare.
        return set.storage?.hasText(longerThan: limit) == true || set.customValues.values.contains(where: overlong)
    }

    /// Journals operations as one entry and schedules the job that applies them after the indexing latency.
    mutating func journal(_ index: IndexRef, _ operations: [SpotlightOperation], failsIndexing: Bool, prefix: String = "",
                          _ host: some SpotlightHost) {
        let now = host.now
        let visibleAt = now + max(configuration.indexingLatency, .seconds(0))
        let summary = prefix.isEmpty && operations.count == 1 ? operations[0].summary : prefix + operations.map(\.summary).joined(separator: "; ")
        let entry = SpotlightJournalEntry(id: nextJournalID, app: index.app, indexName: index.name, summary: summary,
                                          journaledAt: now, visibleAt: visibleAt)
        nextJournalID += 1
        journal.append(PendingWork(entry: entry, protectionClass: index.protectionClass, operations: operations,
                                   failsIndexing: failsIndexing))
        // `#ID SUMMARY` is the event's own; ` via INDEX[, visible at T]` is shared with the calls before it (the log
        // stores a repeated tail once).
        let latency = configuration.indexingLatency.seconds > 0
        let id = entry.id
        host.log(index.app, "spotlight.journaled", tail: host.memo.journaledTail(indexName: index.name, visibleAt: latency ? visibleAt : nil)) { head in
            head.write("#")
            head.write(id)
            head.write(" ")
            head.write(summary)
        }
        host.runtime.scheduler.schedule(at: visibleAt, label: JobLabel("spotlight.apply", index.app, number: id),
                                        job: .spotlightApply(device: host.deviceName, entry: id))
    }
}
