import LimelightCore

/// A call the index has journaled but not yet applied: what it is, and when it becomes visible.
public struct SpotlightJournalEntry: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A service-wide number, increasing in journal order.
    public var id: Int
    /// The app that made the call.
    public var app: String
    /// The index it came through; nil for the default index.
    public var indexName: String?
    /// What the call does, e.g. `index 2 items [a, b]`.
    public var summary: String
    /// When it was journaled (the completion handler's time).
    public var journaledAt: SimInstant
    /// When it is applied and becomes visible.
    public var visibleAt: SimInstant

    /// E.g. `#4 com.example: index 2 items [a, b] via default index, visible at 2026-01-05T09:00:02Z`.
    public var description: String {
        "#\(id) \(app): \(summary) via \(SpotlightText.index(indexName)), visible at \(visibleAt)"
    }
}

/// One change to an app's index, as it is journaled and later applied.
enum SpotlightOperation: Codable, Hashable, Sendable {
    /// Index (replace or, for `isUpdate` items, merge) validated items; expiry resolved except for updates without one.
    case index([CSSearchableItem])
    /// Delete items by identifier.
    case deleteIdentifiers([String])
    /// Delete items by domain, recursively on `.` components.
    case deleteDomains([String])
    /// Delete every item of the app, or only those last indexed through the named index.
    case deleteAll(onlyThroughIndex: Bool, indexName: String?)

    /// A one-line summary for the log, e.g. `index 2 items [a, b]`.
    var summary: String {
        switch self {
        case .index(let items) where items.count == 1:
            // The bulk case (one `spotlight index` a line), without the plural and the list's intermediate array.
            String(concatenating: "index 1 item [", items[0].uniqueIdentifier, "]")
        case .index(let items): "index \(SpotlightText.plural(items.count, "item")) \(SpotlightText.list(items.map(\.uniqueIdentifier)))"
        case .deleteIdentifiers(let ids): "delete \(SpotlightText.plural(ids.count, "identifier")) \(SpotlightText.list(ids))"
        case .deleteDomains(let domains): "delete \(SpotlightText.plural(domains.count, "domain")) \(SpotlightText.list(domains))"
        case .deleteAll(let only, let name): only ? "delete all items of \(SpotlightText.index(name))" : "delete all items"
        }
    }
}

/// A journaled call waiting for its scheduler job.
struct PendingWork: Codable, Hashable, Sendable {
    var entry: SpotlightJournalEntry
    var protectionClass: CSFileProtection
    var operations: [SpotlightOperation]
    /// Set by `injectIndexingFailure`: journaling succeeded but the items cannot be indexed.
    var failsIndexing: Bool
}

/// A batch opened by `beginBatch` on one index handle: its operations wait for `endBatch`.
struct OpenBatch: Codable, Hashable, Sendable {
    var operations: [SpotlightOperation] = []
    var failsIndexing = false
}
