import LimelightCore

/// The simulated CoreSpotlight index of one device: every app's items, client states, batches, journal and requests.
///
/// The service is a host for one value, as TCA's store is: its data is `data` (a `SpotlightState`) and every step is a
/// `mutating func` on that value (`SpotlightState+Apply`, `+Calls`, `+Batch`, `+Faults`, `+Reindex`), called with the
/// service as its `SpotlightHost`. The class itself holds only three kinds of stored property, pinned by
/// `ServiceShapeTests`:
/// - state: `data`;
/// - attached code: objects and closures the apps and the device hand it (`searchableModel`, `activities`,
///   `delegateIndexes`, `handles`, `observers`, `activityHosts`);
/// - host: `runtime`, `deviceName`, `protectionState` and `memo` (pure memo tables, see `SpotlightMemo`).
public final class SpotlightService {
    // MARK: Host

    /// The simulation's clock, randomness and log.
    public let runtime: Runtime
    /// The device name stamped on every event.
    public let deviceName: String
    let protectionState: () -> DataProtectionState
    /// Pure memo tables (not state; a new one replaces it on `restore(_:)`).
    var memo = SpotlightMemo()

    // MARK: State

    /// Every piece of data state as one value, but for what the apps' objects hold: the fields of their user
    /// activities (`activities`) and the batches open on their live index handles; `data.openBatches` holds only
    /// restored batches no live handle took yet. `state` adds the two back.
    var data: SpotlightState

    // MARK: Attached code

    /// What an app's model says should be searchable (nil when it does not say, or is not running): set by the device
    /// that owns the service, read when a reindex is followed (`beginReindexAudit`).
    public var searchableModel: ((String) -> Set<String>?)?
    /// The activity objects apps made current, by app, then by index identifier (their fields are captured into
    /// `state.activities` as `UserActivityState`s).
    var activities: [String: [String: ActivityRecord]] = [:]
    var delegateIndexes: [String: IndexHandle] = [:]
    var handles: [String: [WeakIndex]] = [:]
    var observers: [WeakObserver] = []
    var activityHosts: [String: SpotlightActivityHost] = [:]

    /// The state's tables are let go of on a background queue: after a capture, the tables this service copied hold
    /// thousands of items, and releasing them here stalled the command that dropped the world (`DeferredRelease`).
    deinit {
        DeferredRelease.release(data)
    }

    public init(runtime: Runtime, deviceName: String, protectionState: @escaping () -> DataProtectionState,
                configuration: SpotlightConfiguration = .init()) {
        self.runtime = runtime
        self.deviceName = deviceName
        self.protectionState = protectionState
        self.data = SpotlightState(configuration: configuration)
        runtime.scheduler.register(self, as: JobPerformerKey(service: .spotlight, device: deviceName))
    }

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

    /// The device's current data-protection state.
    public var dataProtectionState: DataProtectionState { protectionState() }

    /// An app's handle on an index: `name` nil behaves as `IndexHandle.default()`.
    public func searchableIndex(app: String, name: String? = nil, protectionClass: CSFileProtection = .none) -> IndexHandle {
        let index = IndexHandle(service: self, app: app, name: name,
                                      protectionClass: name == nil ? .none : protectionClass)
        handles[app, default: []].removeAll { $0.index == nil }
        handles[app, default: []].append(WeakIndex(index: index))
        if !data.openBatches.isEmpty, let i = data.openBatches.firstIndex(where: { $0.fits(index) }) {
            index.batch = data.openBatches.remove(at: i).batch
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

    func registerDelegate(_ index: IndexHandle) {
        if index.indexDelegate == nil {
            if delegateIndexes[index.app] === index { delegateIndexes[index.app] = nil }
        } else {
            delegateIndexes[index.app] = index
        }
    }

    func liveHandles(_ app: String) -> [IndexHandle] { (handles[app] ?? []).compactMap(\.index) }

    func generation(_ app: String) -> Int { data.generation(app) }
}

extension SpotlightService: SpotlightHost {
    func didCommit(_ item: IndexedItem) {
        for box in observers { box.observer?.spotlightDidCommit(item) }
    }

    func didRemove(app: String, identifier: String) {
        for box in observers { box.observer?.spotlightDidRemove(app: app, identifier: identifier) }
    }

    func didRemove(app: String, identifiers: RemovedIdentifiers, scope: SpotlightRemovalScope) {
        for box in observers { box.observer?.spotlightDidRemove(app: app, identifiers: identifiers, scope: scope) }
    }

    func callBack(_ app: String, born: Int, _ label: String, _ body: @escaping () -> Void) {
        runtime.scheduler.schedule(after: .seconds(0), label: JobLabel("spotlight.completion", app, label)) { [weak self] in
            guard let self, self.generation(app) == born else { return }
            body()
        }
    }
}

extension SpotlightService: JobPerformer {
    /// Runs a Spotlight job that came due: one step of the state (`SpotlightState.reduce(_:_:)`).
    public func perform(_ job: SimulationJob) {
        data.reduce(job, self)
    }
}

/// A weak reference to an index handle.
struct WeakIndex {
    weak var index: IndexHandle?
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: SpotlightIndexObserver?
}
