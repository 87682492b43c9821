import LimelightCore

/// A placed widget encodes every stored property; its relevance history as `[{date, score}]` (tuples are not `Codable`).
extension WidgetInstance: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, app, family, stackID, entries, policy, lastReload, nextReload, budgetedReloads, timelineRequests
        case relevanceHistory, rotations
    }

    /// One relevance score with the entry date it applies from.
    private struct RelevanceSample: Codable {
        var date: SimInstant
        var score: Float
    }

    /// Decodes a placed widget; optional properties may be absent.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), kind: try c.decode(String.self, forKey: .kind),
                  app: try c.decode(String.self, forKey: .app), family: try c.decode(WidgetFamilyKind.self, forKey: .family),
                  stackID: try c.decodeIfPresent(String.self, forKey: .stackID))
        entries = try c.decode([TimelineEntryRecord].self, forKey: .entries)
        policy = try c.decodeIfPresent(ReloadPolicy.self, forKey: .policy)
        lastReload = try c.decodeIfPresent(SimInstant.self, forKey: .lastReload)
        nextReload = try c.decodeIfPresent(SimInstant.self, forKey: .nextReload)
        budgetedReloads = try c.decode([SimInstant].self, forKey: .budgetedReloads)
        timelineRequests = try c.decode(Int.self, forKey: .timelineRequests)
        relevanceHistory = try c.decode([RelevanceSample].self, forKey: .relevanceHistory).map { ($0.date, $0.score) }
        rotations = try c.decode([SimInstant].self, forKey: .rotations)
    }

    /// Encodes every stored property.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(app, forKey: .app)
        try c.encode(family, forKey: .family)
        try c.encodeIfPresent(stackID, forKey: .stackID)
        try c.encode(entries, forKey: .entries)
        try c.encodeIfPresent(policy, forKey: .policy)
        try c.encodeIfPresent(lastReload, forKey: .lastReload)
        try c.encodeIfPresent(nextReload, forKey: .nextReload)
        try c.encode(budgetedReloads, forKey: .budgetedReloads)
        try c.encode(timelineRequests, forKey: .timelineRequests)
        try c.encode(relevanceHistory.map { RelevanceSample(date: $0.0, score: $0.1) }, forKey: .relevanceHistory)
        try c.encode(rotations, forKey: .rotations)
    }
}
