import LimelightCore

/// What a step of `SpotlightState` reaches outside the value, as TCA's reducers reach their dependencies: the host
/// (clock, seeded randomness, event log, scheduler, the device's data-protection state, memo tables) and the code
/// attached to the service (observers told about commits and removals, completion handlers run as scheduler jobs).
///
/// `SpotlightService` is the host of the live world; a step is `state.reduce(job, host)`, so the same step can run on a
/// copy of the state with the host of a copy of the world (`SpotlightReducerTests`).
protocol SpotlightHost: AnyObject {
    /// The simulation's clock, randomness, scheduler and log.
    var runtime: Runtime { get }
    /// The device name stamped on every event.
    var deviceName: String { get }
    /// The device's current data-protection state.
    var dataProtectionState: DataProtectionState { get }
    /// Pure memo tables the step uses to share text and origins (never observable: see `SpotlightMemo`).
    var memo: SpotlightMemo { get }
    /// An item became visible in the store (observers mirror it).
    func didCommit(_ item: IndexedItem)
    /// An item left the store.
    func didRemove(app: String, identifier: String)
    /// The items of `app` that `scope` covers left the store at once (their identifiers, in sequence order).
    func didRemove(app: String, identifiers: RemovedIdentifiers, scope: SpotlightRemovalScope)
    /// Runs `body` as a scheduler job now, unless the app's process generation moved past `born` in between.
    func callBack(_ app: String, born: Int, _ label: String, _ body: @escaping () -> Void)
}

extension SpotlightHost {
    /// Records an event on this device.
    func log(_ app: String?, _ kind: String, _ message: String) {
        runtime.record(device: deviceName, app: app, kind, message)
    }

    /// Logs a message made of a per-item head and a tail many events share (stored once by the log).
    func log(_ app: String?, _ kind: String, head: String, tail: String) {
        runtime.record(device: deviceName, app: app, kind, head: head, tail: tail)
    }

    /// Logs a message whose per-call head `head` writes into the log, and a shared tail.
    func log(_ app: String?, _ kind: String, tail: String, head: (inout EventHeadWriter) -> Void) {
        runtime.record(device: deviceName, app: app, kind, tail: tail, head: head)
    }

    /// Logs one event of one kind per identifier in `heads`, with one shared tail, as one run of the log that keeps
    /// the identifiers as values until the events are read (the same events as logging them one by one).
    func logRun(_ app: String?, _ kind: String, heads: RemovedIdentifiers, tail: String) {
        runtime.recordRun(device: deviceName, app: app, kind, tail: tail, lending: heads)
    }

    /// The current simulated time.
    var now: SimInstant { runtime.now }
}

/// What a call names of the index handle it came through: app, index name and protection class.
struct IndexRef {
    var app: String
    var name: String?
    var protectionClass: CSFileProtection

    init(_ index: IndexHandle) {
        app = index.app
        name = index.name
        protectionClass = index.protectionClass
    }

    init(app: String, name: String?, protectionClass: CSFileProtection) {
        self.app = app
        self.name = name
        self.protectionClass = protectionClass
    }

    /// Whether this is the default index (no batching, no protection).
    var isDefault: Bool { name == nil }
}
