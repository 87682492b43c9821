import LimelightCore

/// The simulated CoreSpotlight index of one device: every app's items, client states, batches, journal and requests.
public final class SpotlightService {
    /// The simulation's clock, randomness and log.
    public let runtime: Runtime
    /// The device name stamped on every event.
    public let deviceName: String
    /// The tunable behaviour; changes apply to calls made afterwards.
    public var configuration: SpotlightConfiguration
    /// Whether this device supports indexing at all; false makes every call fail with `indexingUnsupported`.
    public var isIndexingSupported = true {
        didSet { if oldValue != isIndexingSupported { log(nil, "spotlight.fault", "indexing supported: \(isIndexingSupported)") } }
    }
    /// Whether the indexer is reachable; false makes every call fail with `indexUnavailableError`.
    public var isIndexerAvailable = true {
        didSet { if oldValue != isIndexerAvailable { log(nil, "spotlight.fault", "indexer available: \(isIndexerAvailable)") } }
    }

    let protectionState: () -> DataProtectionState
    var stores: [String: AppIndexStore] = [:]
    /// Client states by app, then by index name.
    var clientStates: [String: [String: [UInt8]]] = [:]
    var journal: [PendingWork] = []
    var expiries = ExpiryQueue()
    var armedExpiry: (deadline: SimInstant, token: Int)?
    var failures: [(app: String?, code: CSIndexErrorCode, remaining: Int)] = []
    var indexingFailures: [String: Int] = [:]
    var reindexRequests: [CSReindexRequest] = []
    var delegateIndexes: [String: CSSearchableIndex] = [:]
    var handles: [String: [WeakIndex]] = [:]
    var observers: [WeakObserver] = []
    /// Bumped when an app crashes or is uninstalled: completion handlers of the dead process never run.
    var generations: [String: Int] = [:]
    var activities: [String: [String: NSUserActivity]] = [:]
    var activityHosts: [String: SpotlightActivityHost] = [:]
    var stampCache: [SimInstant: String] = [:]
    /// Tails of `spotlight.indexed` messages by (domain, replaced, expiry): bulk indexing repeats a few of them.
    var indexedTails: [IndexedTailKey: String] = [:]
    /// The last origins made, shared by the next items that match one (see `origin(app:indexName:protectionClass:domainIdentifier:)`).
    var recentOrigins: [IndexedItem.Origin] = []
    /// Where the next origin goes in `recentOrigins` once it is full.
    var nextOriginSlot = 0
    var nextJournalID = 1
    var nextSequence = 1
    var nextRequestID = 1

    public init(runtime: Runtime, deviceName: String, protectionState: @escaping () -> DataProtectionState,
                configuration: SpotlightConfiguration = .init()) {
        self.runtime = runtime
        self.deviceName = deviceName
        self.protectionState = protectionState
        self.configuration = configuration
        runtime.scheduler.register(self, as: JobPerformerKey(service: .spotlight, device: deviceName))
    }

    /// The device's current data-protection state.
    public var dataProtectionState: DataProtectionState { protectionState() }

    /// An app's handle on an index: `name` nil behaves as `CSSearchableIndex.default()`.
    public func searchableIndex(app: String, name: String? = nil, protectionClass: CSFileProtection = .none) -> CSSearchableIndex {
        let index = CSSearchableIndex(service: self, app: app, name: name,
                                      protectionClass: name == nil ? .none : protectionClass)
        handles[app, default: []].removeAll { $0.index == nil }
        handles[app, default: []].append(WeakIndex(index: index))
        return index
    }

    /// Starts telling `observer` about visibility changes; with `replayExisting`, it first gets a commit per stored item.
    public func addObserver(_ observer: SpotlightIndexObserver, replayExisting: Bool = true) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
        guard replayExisting else { return }
        for item in storedItems(app: nil) where item.expirationDate > runtime.now { observer.spotlightDidCommit(item) }
    }

    /// Stops telling `observer` about changes.
    public func removeObserver(_ observer: SpotlightIndexObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Registers the delegate asked to reindex `app`'s data (as setting `indexDelegate` on any of its indexes does).
    public func setIndexDelegate(_ delegate: CSSearchableIndexDelegate?, app: String) {
        guard let delegate else { delegateIndexes[app] = nil; return }
        let index = searchableIndex(app: app)
        index.indexDelegate = delegate
    }

    // MARK: - Internal plumbing

    func log(_ app: String?, _ kind: String, _ message: String) {
        runtime.record(device: deviceName, app: app, kind, message)
    }

    /// Logs a message made of a per-item head and a tail many events share (stored once by the log).
    func log(_ app: String?, _ kind: String, head: String, tail: String) {
        runtime.record(device: deviceName, app: app, kind, head: head, tail: tail)
    }

    /// The ISO 8601 text of an instant, memoised because bulk indexing logs the same expiries over and over.
    func stamp(_ instant: SimInstant) -> String {
        if let text = stampCache[instant] { return text }
        if stampCache.count >= 4096 { stampCache.removeAll(keepingCapacity: true) }
        let text = instant.description
        stampCache[instant] = text
        return text
    }

    func generation(_ app: String) -> Int { generations[app, default: 0] }

    /// Runs `body` as a scheduler job now, unless the app's process died in between.
    func callBack(_ app: String, _ label: String, _ body: @escaping () -> Void) {
        let born = generation(app)
        runtime.scheduler.schedule(after: .seconds(0), label: "spotlight.completion \(app) \(label)") { [weak self] in
            guard let self, self.generation(app) == born else { return }
            body()
        }
    }

    func notifyCommit(_ item: IndexedItem) {
        for box in observers { box.observer?.spotlightDidCommit(item) }
    }

    func notifyRemove(app: String, identifier: String) {
        for box in observers { box.observer?.spotlightDidRemove(app: app, identifier: identifier) }
    }

    func registerDelegate(_ index: CSSearchableIndex) {
        if index.indexDelegate == nil {
            if delegateIndexes[index.app] === index { delegateIndexes[index.app] = nil }
        } else {
            delegateIndexes[index.app] = index
        }
    }

    func liveHandles(_ app: String) -> [CSSearchableIndex] { (handles[app] ?? []).compactMap(\.index) }
}

extension SpotlightService: JobPerformer {
    /// Runs a Spotlight job that came due: a journal entry becoming visible, or the expiry of items.
    public func perform(_ job: SimulationJob) {
        switch job {
        case .spotlightApply(_, let entry):
            applyJournal(through: entry)
        case .spotlightExpiry:
            armedExpiry = nil
            expireDue()
            armExpiry()
        default:
            break
        }
    }
}

/// What the tail of a `spotlight.indexed` message depends on.
struct IndexedTailKey: Hashable {
    var domain: String?
    var replaced: Bool
    var expiry: SimInstant
}

/// A weak reference to an index handle.
struct WeakIndex {
    weak var index: CSSearchableIndex?
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: SpotlightIndexObserver?
}
