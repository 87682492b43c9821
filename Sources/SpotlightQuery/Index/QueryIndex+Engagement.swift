/// One item's engagement: how much `CSUserQuery.userEngaged` selected it (a focus counts a quarter).
public struct EngagementRecord: Codable, Hashable, Sendable {
    /// The bundle identifier of the app that indexed the item.
    public var app: String
    /// The item's uniqueIdentifier.
    public var identifier: String
    /// The summed weight of its engagements.
    public var weight: Float

    public init(app: String, identifier: String, weight: Float) {
        self.app = app
        self.identifier = identifier
        self.weight = weight
    }
}

extension QueryIndex {
    /// Every engagement recorded, ordered by app then identifier: the index's only state that its items do not give
    /// (everything else is rebuilt from the store it mirrors).
    public var engagements: [EngagementRecord] {
        engagementByKey.map { EngagementRecord(app: $0.key.app, identifier: $0.key.identifier, weight: $0.value) }
            .sorted { ($0.app, $0.identifier) < ($1.app, $1.identifier) }
    }

    /// Records `records` as the engagements so far, in an index that holds no items yet (before it is attached).
    public func restoreEngagements(_ records: [EngagementRecord]) {
        for record in records { engagementByKey[Key(app: record.app, identifier: record.identifier)] = record.weight }
    }
}
