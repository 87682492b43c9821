import LimelightCore

/// The simulated CoreSpotlight index of one device: every app's items, client states, batches, journal and requests.
public final class SpotlightService {
    /// The simulation's clock, randomness and log.
    public let runtime: Runtime
    /// The device name stamped on every event.
    public let deviceName: String
    /// Every piece of data state but the user activities (objects apps hold, in `activities`) and open batches (on the
    /// index handles): one value, so capturing and restoring it is one assignment (see `state` and `restore(_:)`).
    var data: SpotlightState

    /// The tunable behaviour; changes apply to calls made afterwards.
    public var configuration: SpotlightConfiguration {
        get { data.configuration }
        set { data.configuration = newValue }
    }
    /// Whether this device supports indexing at all; false makes every call fail with `indexingUnsupported`.
    public var isIndexingSupported: Bool {
        get { data.isIndexingSupported }
        set {
            guard newValue != data.isIndexingSupported else { return }
            data.isIndexingSupported = newValue
            log(nil, "spotlight.fault", "indexing supported: \(newValue)")
        }
    }
    /// Whether the indexer is reachable; false makes every call fail with `indexUnavailableError`.
    public var isIndexerAvailable: Bool {
        get { data.isIndexerAvailable }
        set {
            guard newValue != data.isIndexerAvailable else { return }
            data.isIndexerAvailable = newValue
            log(nil, "spotlight.fault", "indexer available: \(newValue)")
        }
    }

    let protectionState: () -> DataProtectionState
    var stores: [String: AppIndexStore] {
        get { data.stores }
        _modify { yield &data.stores }
    }
    /// Client states by app, then by index name.
    var clientStates: [String: [String: [UInt8]]] {
        get { data.clientStates }
        _modify { yield &data.clientStates }
    }
    var journal: [PendingWork] {
        get { data.journal }
        _modify { yield &data.journal }
    }
    var expiries: ExpiryQueue {
        get { data.expiries }
        _modify { yield &data.expiries }
    }
    var armedExpiry: ArmedExpiry? {
        get { data.armedExpiry }
        _modify { yield &data.armedExpiry }
    }
    var failures: [InjectedFailure] {
        get { data.failures }
        _modify { yield &data.failures }
    }
    var indexingFailures: [String: Int] {
        get { data.indexingFailures }
        _modify { yield &data.indexingFailures }
    }
    var reindexRequests: [CSReindexRequest] {
        get { data.reindexRequests }
        _modify { yield &data.reindexRequests }
    }
    /// Bumped when an app crashes or is uninstalled: completion handlers of the dead process never run.
    var generations: [String: Int] {
        get { data.generations }
        _modify { yield &data.generations }
    }
    var nextJournalID: Int {
        get { data.nextJournalID }
        set { data.nextJournalID = newValue }
    }
    var nextSequence: Int {
        get { data.nextSequence }
        set { data.nextSequence = newValue }
    }
    var nextRequestID: Int {
        get { data.nextRequestID }
        set { data.nextRequestID = newValue }
    }
    var reindexAudits: [String: ReindexAudit] {
        get { data.reindexAudits }
        _modify { yield &data.reindexAudits }
    }
    var reindexFindings: [String: ReindexFinding] {
        get { data.reindexFindings }
        _modify { yield &data.reindexFindings }
    }
    /// What an app's model says should be searchable (nil when it does not say, or is not running): set by the device
    /// that owns the service, read when a reindex is followed (`beginReindexAudit`).
    public var searchableModel: ((String) -> Set<String>?)?
    /// Activities that became current, by app, then by index identifier (state: captured as `UserActivityState`s).
    var activities: [String: [String: ActivityRecord]] = [:]
    /// Open batches restored by `restore(_:)` that no live handle took yet: the next matching handle made takes one.
    var restoredBatches: [OpenBatchState] = []

    // Code attached to the service (not state; kept by `restore(_:)`, except observers).
    var delegateIndexes: [String: IndexHandle] = [:]
    var handles: [String: [WeakIndex]] = [:]
    var observers: [WeakObserver] = []
    var activityHosts: [String: SpotlightActivityHost] = [:]

    // Caches (not state; emptied by `restore(_:)`).
    var stampCache: [SimInstant: String] = [:]
    /// Tails of `spotlight.indexed` messages by (domain, replaced, expiry): bulk indexing repeats a few of them.
    var indexedTails: [IndexedTailKey: String] = [:]
    /// The last origins made, shared by the next items that match one (see `origin(app:indexName:protectionClass:domainIdentifier:)`).
    var recentOrigins: [IndexedItem.Origin] = []
    /// Where the next origin goes in `recentOrigins` once it is full.
    var nextOriginSlot = 0

    public init(runtime: Runtime, deviceName: String, protectionState: @escaping () -> DataProtectionState,
                configuration: SpotlightConfiguration = .init()) {
        self.runtime = runtime
        self.deviceName = deviceName
        self.protectionState = protectionState
        self.data = SpotlightState(configuration: configuration)
        runtime.scheduler.register(self, as: JobPerformerKey(service: .spotlight, device: deviceName))
    }

    /// The device's current data-protection state.
    public var dataProtectionState: DataProtectionState { protectionState() }

    /// An app's handle on an index: `name` nil behaves as `IndexHandle.default()`.
    public func searchableIndex(app: String, name: String? = nil, protectionClass: CSFileProtection = .none) -> IndexHandle {
        let index = IndexHandle(service: self, app: app, name: name,
                                      protectionClass: name == nil ? .none : protectionClass)
        handles[app, default: []].removeAll { $0.index == nil }
        handles[app, default: []].append(WeakIndex(index: index))
        if !restoredBatches.isEmpty, let i = restoredBatches.firstIndex(where: { $0.fits(index) }) {
            index.batch = restoredBatches.remove(at: i).batch
        }
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
    public func setIndexDelegate(_ delegate: ReindexDelegate?, app: String) {
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

    func registerDelegate(_ index: IndexHandle) {
        if index.indexDelegate == nil {
            if delegateIndexes[index.app] === index { delegateIndexes[index.app] = nil }
        } else {
            delegateIndexes[index.app] = index
        }
    }

    func liveHandles(_ app: String) -> [IndexHandle] { (handles[app] ?? []).compactMap(\.index) }
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
    weak var index: IndexHandle?
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: SpotlightIndexObserver?
}
