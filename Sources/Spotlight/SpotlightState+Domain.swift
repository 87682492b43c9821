import LimelightCore

/// The domains of a device's Spotlight state (see `SimStateDomain`): settings in the ranges the service works with,
/// items only of installed apps with times on the calendar and sequences already handed out, journal entries,
/// requests and counters below their next values, and the armed expiry job waiting in the scheduler.
extension SpotlightState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        let limit = SimDomainCheck.counterLimit
        try check.nested("configuration", configuration)
        check.free("isIndexingSupported", "isIndexerAvailable")
        let apps = check.context.apps
        let nextSequence = self.nextSequence
        try check.entries("stores", stores) { check, app, store in
            try check.reference(app, in: apps, "an app installed on the device")
            try check.field("items") { check in
                try check.each(visiting: { visit in store.items.forEach(visit) },
                               ordered: { store.items.values.sorted { $0.sequence < $1.sequence } },
                               key: \.uniqueIdentifier) { check, item in
                    if item.app != app { try check.fail("app", value: "'\(item.app)'", allowed: "'\(app)', the store's app") }
                    try check.instant("indexedAt", item.indexedAt, notAfterNow: true)
                    try check.instant("expirationDate", item.expirationDate)
                    try check.int("sequence", item.sequence, 1...max(1, nextSequence - 1))
                }
            }
        }
        let maxClientState = configuration.maxClientStateBytes
        try check.entries("clientStates", clientStates) { check, app, byIndex in
            try check.reference(app, in: apps, "an app installed on the device")
            for name in byIndex.keys.sorted() where (byIndex[name]?.count ?? 0) > maxClientState {
                try check.fail(name, value: "\(byIndex[name]?.count ?? 0) bytes", allowed: "at most maxClientStateBytes (\(maxClientState))")
            }
        }
        let nextJournalID = self.nextJournalID
        try check.each("journal", journal) { check, work in
            try check.field("entry") { check in
                try check.int("id", work.entry.id, 1...max(1, nextJournalID - 1))
                try check.nonEmpty("app", work.entry.app)
                try check.instant("journaledAt", work.entry.journaledAt, notAfterNow: true)
                try check.instant("visibleAt", work.entry.visibleAt)
                if work.entry.visibleAt < work.entry.journaledAt {
                    try check.fail("visibleAt", value: "\(work.entry.visibleAt.secondsSinceReferenceDate)", allowed: "not before journaledAt")
                }
            }
        }
        try check.nested("expiries", expiries)
        try check.field("armedExpiry") { check in
            guard let armed = armedExpiry else { return }
            try check.instant("deadline", armed.deadline)
            try check.int("token", armed.token, 0...limit)
            let job = check.context.jobs[armed.token]
            if job?.job != .spotlightExpiry(device: check.context.device) || job?.deadline != armed.deadline {
                try check.fail("token", value: "\(armed.token)", allowed: "the sequence of this device's spotlight.expiry job waiting in the scheduler at the same deadline")
            }
        }
        try check.each("failures", failures) { check, failure in
            try check.int("remaining", failure.remaining, 1...limit)
        }
        try check.entries("indexingFailures", indexingFailures) { check, _, left in
            if !(1...limit).contains(left) { try check.fail(value: "\(left)", allowed: "1…2^52") }
        }
        let nextRequestID = self.nextRequestID
        try check.each("reindexRequests", reindexRequests) { check, request in
            try check.int("id", request.id, 1...max(1, nextRequestID - 1))
            try check.nonEmpty("app", request.app)
            try check.instant("requestedAt", request.requestedAt, notAfterNow: true)
        }
        try check.entries("generations", generations) { check, _, generation in
            if !(0...limit).contains(generation) { try check.fail(value: "\(generation)", allowed: "0…2^52") }
        }
        try check.entries("activities", activities) { check, _, byIdentifier in
            for id in byIdentifier.keys.sorted() {
                guard let activity = byIdentifier[id] else { continue }
                try check.at(key: id) { check in try check.instant("expirationDate", activity.expirationDate) }
            }
        }
        try check.each("openBatches", openBatches) { check, batch in try check.nonEmpty("app", batch.app) }
        try check.int("nextJournalID", nextJournalID, 1...limit)
        try check.int("nextSequence", nextSequence, 1...limit)
        try check.int("nextRequestID", nextRequestID, 1...limit)
        try check.entries("reindexAudits", reindexAudits) { check, _, audit in
            try check.int("throughJournalID", audit.throughJournalID, 0...limit)
        }
        check.free("reindexFindings")  // lists of identifiers a reindex left out: any text
    }
}

extension SpotlightConfiguration: SimStateDomain {
    /// The largest size limit a configuration may hold (1 GiB).
    static let sizeLimit = 1 << 30

    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.duration("indexingLatency", indexingLatency)
        try check.duration("defaultTimeToLive", defaultTimeToLive)
        try check.int("maxItemBytes", maxItemBytes, 1...Self.sizeLimit)
        try check.int("maxAttributeCharacters", maxAttributeCharacters, 1...Self.sizeLimit)
        try check.int("maxClientStateBytes", maxClientStateBytes, 0...Self.sizeLimit)
        try check.int("quotaItemsPerApp", quotaItemsPerApp, 1...SimDomainCheck.counterLimit)
        check.free("overlongAttributePolicy", "unknownQueryAttributesMatchNothing", "deleteAllScope", "lockedWritePolicy",
                   "defaultIndexBatchErrorCode", "applyBatchOnStateMismatch", "emptyClientStateWhenNone")
    }
}
