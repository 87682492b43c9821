import LimelightCore

/// Everything a `SpotlightService` holds as data — configuration, every app's items, client states, the journal,
/// expiries, injected faults, reindex requests, user activities, open batches and counters — as one value: what a
/// checkpoint keeps and a snapshot encodes. Code attached to the service (index handles, delegates, activity hosts,
/// observers) and caches are not part of it (see `SpotlightService.restore(_:)`).
///
/// Capturing is cheap: stores are copy-on-write and items are immutable shared objects, so a capture copies no item.
public struct SpotlightState: Codable, Equatable, Sendable {
    /// The tunable behaviour.
    public var configuration: SpotlightConfiguration
    /// Whether the device supports indexing.
    public var isIndexingSupported = true
    /// Whether the indexer is reachable.
    public var isIndexerAvailable = true
    /// Every app's stored items (including unreadable and not-yet-purged expired ones), by app.
    var stores: [String: AppIndexStore] = [:]
    /// Client states by app, then by index name.
    var clientStates: [String: [String: [UInt8]]] = [:]
    /// Calls journaled but not yet applied, oldest first (their apply jobs wait in the scheduler).
    var journal: [PendingWork] = []
    /// Pending expiries, lazily invalidated.
    var expiries = ExpiryQueue()
    /// The expiry job waiting in the scheduler, if any.
    var armedExpiry: ArmedExpiry?
    /// Injected call failures, in injection order.
    var failures: [InjectedFailure] = []
    /// Injected indexing failures left, by app.
    var indexingFailures: [String: Int] = [:]
    /// Unacknowledged reindex requests, oldest first.
    var reindexRequests: [CSReindexRequest] = []
    /// Process generations by app, bumped when an app crashes or is uninstalled.
    var generations: [String: Int] = [:]
    /// User activities that became current, by app, then by index identifier.
    public var activities: [String: [String: UserActivityState]] = [:]
    /// Batches open on index handles (or restored and not yet taken by a handle), by app in name order.
    var openBatches: [OpenBatchState] = []
    /// The id of the next journal entry.
    var nextJournalID = 1
    /// The sequence of the next first-indexed identifier.
    var nextSequence = 1
    /// The id of the next reindex request.
    var nextRequestID = 1
    /// Reindexes followed until their journaled calls are applied, by app (see `ReindexAudit`).
    var reindexAudits: [String: ReindexAudit] = [:]
    /// What each app's last settled reindex left out, by app (only apps it left something out of).
    var reindexFindings: [String: ReindexFinding] = [:]

    /// The state of a service that has done nothing yet.
    public init(configuration: SpotlightConfiguration = .init()) {
        self.configuration = configuration
    }

    /// How many items are stored, over every app (expired and unreadable ones included).
    public var storedItemCount: Int { stores.values.reduce(0) { $0 + $1.items.count } }
}

/// The expiry job armed in the scheduler: when it runs and the token that cancels it.
struct ArmedExpiry: Codable, Hashable, Sendable {
    var deadline: SimInstant
    var token: Int
}

/// An injected failure: the next `remaining` calls of `app` (any app when nil) fail with `code`.
struct InjectedFailure: Codable, Hashable, Sendable {
    var app: String?
    var code: IndexErrorCode
    var remaining: Int
}

/// A batch open on an index handle of `app`, named by the handle's index name and protection class.
struct OpenBatchState: Codable, Hashable, Sendable {
    var app: String
    var indexName: String?
    var protectionClass: CSFileProtection
    var batch: OpenBatch

    /// Whether this batch belongs on `index`.
    func fits(_ index: IndexHandle) -> Bool {
        index.app == app && index.name == indexName && index.protectionClass == protectionClass
    }
}
