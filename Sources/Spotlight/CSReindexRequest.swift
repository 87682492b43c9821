import LimelightCore

/// A request from the index to an app to index its data again, pending until the app acknowledges it.
public struct CSReindexRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    /// What the app is asked to reindex.
    public enum Scope: Codable, Hashable, Sendable {
        /// Everything: the app's index was lost (`reindexAllSearchableItems`).
        case all
        /// These identifiers, in index order (`reindexSearchableItems(withIdentifiers:)`).
        case identifiers([String])
    }

    /// A service-wide number, increasing in request order.
    public var id: Int
    /// The app asked.
    public var app: String
    /// What to reindex.
    public var scope: Scope
    /// Why the system asks, e.g. `index lost` or `OS update`.
    public var reason: String
    /// When the request was made.
    public var requestedAt: SimInstant

    public init(id: Int, app: String, scope: Scope, reason: String, requestedAt: SimInstant) {
        self.id = id
        self.app = app
        self.scope = scope
        self.reason = reason
        self.requestedAt = requestedAt
    }

    /// E.g. `#3 reindex all (index lost)` or `#4 reindex 2 identifiers [a, b] (OS update)`.
    public var description: String {
        switch scope {
        case .all: "#\(id) reindex all (\(reason))"
        case .identifiers(let ids): "#\(id) reindex \(ids.count) identifier\(ids.count == 1 ? "" : "s") \(SpotlightText.list(ids)) (\(reason))"
        }
    }
}

/// The methods the index calls on an app when it needs the app's data again, as `ReindexDelegate` declares them.
public protocol ReindexDelegate: AnyObject {
    /// The whole index was lost: reindex everything, then call `acknowledgementHandler` once client state is persisted.
    func searchableIndex(_ searchableIndex: IndexHandle,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    /// Some items were lost or could not be indexed: reindex them, then call `acknowledgementHandler`.
    func searchableIndex(_ searchableIndex: IndexHandle, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void)
}
