import LimelightCore

/// The app-facing calls of `IndexHandle`: checks, validation, batching and journaling.
extension SpotlightService {
    /// The failure every call meets first, if any: unsupported device, unavailable indexer or an injected failure.
    func gateFailure(_ index: IndexHandle, _ call: String, writes: Bool) -> IndexError? {
        if !isIndexingSupported { return IndexError(.indexingUnsupported, "indexing is not supported on \(deviceName)") }
        if !isIndexerAvailable { return IndexError(.indexUnavailableError, "the indexer is unavailable") }
        if let slot = failures.firstIndex(where: { $0.app == nil || $0.app == index.app }) {
            let code = failures[slot].code
            failures[slot].remaining -= 1
            let left = failures[slot].remaining
            if left <= 0 { failures.remove(at: slot) }
            return IndexError(code, "injected failure (\(left) left)")
        }
        let state = dataProtectionState
        if writes, configuration.lockedWritePolicy == .fail, !index.protectionClass.isWritable(in: state) {
            return IndexError(.indexUnavailableError,
                                "\(SpotlightText.index(index.name)) (protection \(index.protectionClass)) cannot be written while the device is \(state.rawValue)")
        }
        return nil
    }

    /// Logs a failed call and reports it through the completion handler.
    func fail(_ index: IndexHandle, _ call: String, _ error: IndexError, _ completion: ((IndexError?) -> Void)?) {
        log(index.app, "spotlight.error", "\(call) via \(SpotlightText.index(index.name)) failed: \(error)")
        reindexFault(app: index.app)
        guard let completion else { return }
        callBack(index.app, call) { completion(error) }
    }

    /// Reports success through the completion handler.
    func succeed(_ index: IndexHandle, _ call: String, _ completion: ((IndexError?) -> Void)?) {
        guard let completion else { return }
        callBack(index.app, call) { completion(nil) }
    }

    /// Runs the common path of a write call: gate, prepare, then queue in the open batch or journal.
    func write(_ index: IndexHandle, _ call: String, batchable: Bool, completion: ((IndexError?) -> Void)?,
               prepare: () -> Result<SpotlightOperation, IndexError>) {
        if let error = gateFailure(index, call, writes: true) { return fail(index, call, error, completion) }
        let operation: SpotlightOperation
        switch prepare() {
        case .failure(let error): return fail(index, call, error, completion)
        case .success(let op): operation = op
        }
        let failsIndexing = takeIndexingFailure(index.app, operation)
        if batchable, index.batch != nil {
            index.batch?.operations.append(operation)
            if failsIndexing { index.batch?.failsIndexing = true }
            log(index.app, "spotlight.batch.queued", "\(operation.summary) queued in the batch on \(SpotlightText.index(index.name))")
        } else {
            journal(index, [operation], failsIndexing: failsIndexing)
        }
        succeed(index, call, completion)
    }

    func indexItems(_ items: [CSSearchableItem], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        write(index, "indexSearchableItems", batchable: true, completion: completion) {
            prepareItems(items, app: index.app).map(SpotlightOperation.index)
        }
    }

    func deleteItems(identifiers: [String], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        write(index, "deleteSearchableItems(withIdentifiers:)", batchable: true, completion: completion) {
            .success(.deleteIdentifiers(identifiers))
        }
    }

    func deleteItems(domains: [String], through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        write(index, "deleteSearchableItems(withDomainIdentifiers:)", batchable: false, completion: completion) {
            .success(.deleteDomains(domains))
        }
    }

    func deleteAllItems(through index: IndexHandle, completion: ((IndexError?) -> Void)?) {
        write(index, "deleteAllSearchableItems", batchable: false, completion: completion) {
            let onlyIndex = configuration.deleteAllScope == .indexName
            resetClientStates(app: index.app, onlyName: onlyIndex ? .some(index.name) : .none)
            return .success(.deleteAll(onlyThroughIndex: onlyIndex, indexName: index.name))
        }
    }

    /// Clears client states of the app: all of them, or only the one of `onlyName` (the default index has none).
    func resetClientStates(app: String, onlyName: String??) {
        guard var states = clientStates[app], !states.isEmpty else { return }
        if let only = onlyName {
            guard let name = only, states[name] != nil else { return }
            states[name] = nil
            log(app, "spotlight.client-state.reset", "client state of \(SpotlightText.index(name)) reset by deleteAllSearchableItems")
        } else {
            log(app, "spotlight.client-state.reset",
                "client states reset by deleteAllSearchableItems: \(SpotlightText.list(states.keys.sorted()))")
            states = [:]
        }
        clientStates[app] = states.isEmpty ? nil : states
    }

    /// Validates items and resolves their expiry: an empty identifier, an oversize item or (with `.reject`) over-long text
    /// fails the whole call; over-long text is otherwise truncated.
    func prepareItems(_ items: [CSSearchableItem], app: String) -> Result<[CSSearchableItem], IndexError> {
        var prepared: [CSSearchableItem] = []
        prepared.reserveCapacity(items.count)
        let defaultExpiry = runtime.now + configuration.defaultTimeToLive
        var newIdentifiers = Set<String>()
        for (position, original) in items.enumerated() {
            var item = original
            if item.uniqueIdentifier.isEmpty {
                return .failure(IndexError(.invalidItemError, "item at position \(position) has an empty uniqueIdentifier"))
            }
            switch limitText(&item, app: app) {
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
    func limitText(_ item: inout CSSearchableItem, app: String) -> Result<Void, IndexError> {
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
            log(app, "spotlight.truncated", "\(what); kept the first \(limit)")
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
        var found = false
        set.forEachStandardValue { _, value in if !found, overlong(value) { found = true } }
        return found || set.customValues.values.contains(where: overlong)
    }

    /// Journals operations as one entry and schedules the job that applies them after the indexing latency.
    func journal(_ index: IndexHandle, _ operations: [SpotlightOperation], failsIndexing: Bool, prefix: String = "") {
        let visibleAt = runtime.now + max(configuration.indexingLatency, .seconds(0))
        let summary = prefix.isEmpty && operations.count == 1 ? operations[0].summary : prefix + operations.map(\.summary).joined(separator: "; ")
        let entry = SpotlightJournalEntry(id: nextJournalID, app: index.app, indexName: index.name, summary: summary,
                                          journaledAt: runtime.now, visibleAt: visibleAt)
        nextJournalID += 1
        journal.append(PendingWork(entry: entry, protectionClass: index.protectionClass, operations: operations,
                                   failsIndexing: failsIndexing))
        let when = configuration.indexingLatency.seconds > 0 ? ", visible at \(visibleAt)" : ""
        log(index.app, "spotlight.journaled", "#\(entry.id) \(summary) via \(SpotlightText.index(index.name))\(when)")
        let id = entry.id
        runtime.scheduler.schedule(at: visibleAt, label: "spotlight.apply \(index.app) #\(id)", job: .spotlightApply(device: deviceName, entry: id))
    }
}
