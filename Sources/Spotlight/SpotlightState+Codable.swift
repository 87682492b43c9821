import LimelightCore

/// A state encodes every field by name (an absent armed expiry as `null`; reindex audits and findings only when there
/// are some) and decodes only a complete one (no other field falls back to a default), refusing counters a later step would overflow: a corrupt or hostile file is a decoding
/// error, never a crash later.
extension SpotlightState {
    enum CodingKeys: String, CodingKey {
        case configuration, isIndexingSupported, isIndexerAvailable, stores, clientStates, journal, expiries, armedExpiry
        case failures, indexingFailures, reindexRequests, generations, activities, openBatches
        case nextJournalID, nextSequence, nextRequestID
        case reindexAudits, reindexFindings
    }

    /// The largest counter a decoded state may hold: far above anything a run reaches, far below overflow.
    static let counterLimit = 1 << 52

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try c.decode(SpotlightConfiguration.self, forKey: .configuration)
        isIndexingSupported = try c.decode(Bool.self, forKey: .isIndexingSupported)
        isIndexerAvailable = try c.decode(Bool.self, forKey: .isIndexerAvailable)
        stores = try c.decode([String: AppIndexStore].self, forKey: .stores)
        clientStates = try c.decode([String: [String: [UInt8]]].self, forKey: .clientStates)
        journal = try c.decode([PendingWork].self, forKey: .journal)
        expiries = try c.decode(ExpiryQueue.self, forKey: .expiries)
        armedExpiry = try c.decode(ArmedExpiry?.self, forKey: .armedExpiry)
        failures = try c.decode([InjectedFailure].self, forKey: .failures)
        indexingFailures = try c.decode([String: Int].self, forKey: .indexingFailures)
        reindexRequests = try c.decode([CSReindexRequest].self, forKey: .reindexRequests)
        generations = try c.decode([String: Int].self, forKey: .generations)
        activities = try c.decode([String: [String: UserActivityState]].self, forKey: .activities)
        openBatches = try c.decode([OpenBatchState].self, forKey: .openBatches)
        nextJournalID = try c.decode(Int.self, forKey: .nextJournalID)
        nextSequence = try c.decode(Int.self, forKey: .nextSequence)
        nextRequestID = try c.decode(Int.self, forKey: .nextRequestID)
        // Written only when not empty (a world with no reindex under way encodes as it did before they existed).
        reindexAudits = try c.decodeIfPresent([String: ReindexAudit].self, forKey: .reindexAudits) ?? [:]
        reindexFindings = try c.decodeIfPresent([String: ReindexFinding].self, forKey: .reindexFindings) ?? [:]
        let limit = Self.counterLimit
        let counters = [nextJournalID, nextSequence, nextRequestID]
        guard counters.allSatisfy({ (1...limit).contains($0) }),
              failures.allSatisfy({ (1...limit).contains($0.remaining) }),
              indexingFailures.values.allSatisfy({ (1...limit).contains($0) }),
              generations.values.allSatisfy({ (0...limit).contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                    debugDescription: "a Spotlight counter is out of range (1...\(limit))"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(configuration, forKey: .configuration)
        try c.encode(isIndexingSupported, forKey: .isIndexingSupported)
        try c.encode(isIndexerAvailable, forKey: .isIndexerAvailable)
        try c.encode(stores, forKey: .stores)
        try c.encode(clientStates, forKey: .clientStates)
        try c.encode(journal, forKey: .journal)
        try c.encode(expiries, forKey: .expiries)
        try c.encode(armedExpiry, forKey: .armedExpiry)
        try c.encode(failures, forKey: .failures)
        try c.encode(indexingFailures, forKey: .indexingFailures)
        try c.encode(reindexRequests, forKey: .reindexRequests)
        try c.encode(generations, forKey: .generations)
        try c.encode(activities, forKey: .activities)
        try c.encode(openBatches, forKey: .openBatches)
        try c.encode(nextJournalID, forKey: .nextJournalID)
        try c.encode(nextSequence, forKey: .nextSequence)
        try c.encode(nextRequestID, forKey: .nextRequestID)
        if !reindexAudits.isEmpty { try c.encode(reindexAudits, forKey: .reindexAudits) }
        if !reindexFindings.isEmpty { try c.encode(reindexFindings, forKey: .reindexFindings) }
    }
}
