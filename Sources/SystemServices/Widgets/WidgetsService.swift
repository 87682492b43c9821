import LimelightCore

/// One device's WidgetKit: declared widget kinds, the Home Screen (widgets alone or in stacks), timelines,
/// the reload budget and Smart Stack rotation. iOS only: on macOS every call reports `unavailable`.
///
/// The service is a host for one value, as TCA's store is: its data is `state` (a `WidgetsState`) and every call is a
/// step of that value (`WidgetsState+Steps`, `+Reload`, `+SmartStack`) with the service as its `WidgetsHost`; a job
/// that comes due is `state.reduce(job, self)`. The class holds only `state`, the providers the apps attached (code)
/// and `host` (the device), pinned by `ServiceShapeTests`.
public final class WidgetsService: JobPerformer {
    /// The device this service runs on.
    public let host: ServiceHost
    /// Everything the service holds as data (what a snapshot keeps).
    public internal(set) var state = WidgetsState()
    /// The code table: each declared kind's timeline provider (app code, attached by `declare`, never part of `state`).
    var providers: [String: TimelineSource] = [:]
    /// Budget, floor, developer mode and arbitration settings.
    public var configuration: WidgetKitConfiguration {
        get { state.configuration }
        set { state.configuration = newValue }
    }
    /// Declared widget kinds by kind string (their providers are kept apart: see `provider(forKind:)`).
    public var declarations: [String: WidgetKindDeclaration] { state.declarations }
    /// Placed widgets by id.
    public var instances: [String: WidgetInstance] { state.instances }
    /// Stacks by id.
    public var stacks: [String: SmartStack] { state.stacks }
    /// The Home Screen, in order.
    public var homeScreen: [HomeScreenItem] { state.homeScreen }
    /// Apps in the foreground (their WidgetCenterRecord reloads are free).
    public var foregroundApps: Set<String> { state.foregroundApps }
    /// Apps with an active audio or navigation session (their WidgetCenterRecord reloads are free).
    public var sessionApps: Set<String> { state.sessionApps }

    /// Creates the service for one device.
    public init(host: ServiceHost) {
        self.host = host
        host.runtime.scheduler.register(self, as: JobPerformerKey(service: .widgets, device: host.device))
    }

    /// Runs one step of `state` with the service as host.
    ///
    /// The state is moved out of the service for the step (a swap, no copy) and back after it, so no access to
    /// `state` is held while the step runs: a provider the step calls is handed the state back for the call
    /// (`timeline(ofKind:in:lending:)`) and may read or change WidgetKit as app code does.
    func step<T>(_ body: (inout WidgetsState) throws -> T) rethrows -> T {
        var value = WidgetsState()
        swap(&value, &state)
        defer { swap(&value, &state) }
        return try body(&value)
    }

    /// Whether WidgetKit exists on this device.
    public var isAvailable: Bool { host.platform == .ios }

    /// Declares a widget kind an installed app provides.
    public func declare(_ declaration: WidgetDeclaration) throws {
        try step { try $0.declare(declaration, self) }
        providers[declaration.kind] = declaration.provider
    }

    /// Replaces all of the service's data with `state`, keeping the providers attached (by kind) and leaving the
    /// scheduler alone: the queue saved with `state` is restored separately, so the tokens in `policyJobs` stay valid.
    public func restore(_ state: WidgetsState) { self.state = state }

    /// The timeline provider attached to a kind (by `declare`), if any.
    public func provider(forKind kind: String) -> TimelineSource? { providers[kind] }

    /// Declared kinds with no provider attached, sorted: after a restore, kinds whose app code was not attached again.
    public var kindsWithoutProvider: [String] { state.declarations.keys.filter { providers[$0] == nil }.sorted() }

    /// Removes an app's widget kinds and every placed widget of them (deleting the app).
    ///
    /// The kinds' providers stay attached: they are unreachable without a declaration, so restoring an earlier world
    /// on this service finds them again; declaring the kind anew replaces them.
    public func removeApp(_ app: String) {
        step { $0.removeApp(app, self) }
    }

    /// Places a widget alone on the Home Screen and fetches its first timeline; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamilyKind = .systemSmall) throws -> String {
        try step { try $0.addWidget(kind: kind, family: family, self) }
    }

    /// Places a new stack holding the given kinds (in the user's order, first on top); returns the stack id.
    @discardableResult
    public func addStack(_ kinds: [String], family: WidgetFamilyKind = .systemSmall, smartRotate: Bool = true) throws -> String {
        try step { try $0.addStack(kinds, family: family, smartRotate: smartRotate, self) }
    }

    /// Adds a widget to the bottom of an existing stack; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamilyKind = .systemSmall, toStack stackID: String) throws -> String {
        try step { try $0.addWidget(kind: kind, family: family, toStack: stackID, self) }
    }

    /// Removes a placed widget (from the Home Screen or its stack); an emptied stack disappears.
    public func removeWidget(_ id: String) throws {
        try step { try $0.removeWidget(id, self) }
    }

    /// Turns Smart Rotate on or off for a stack.
    public func setSmartRotate(_ on: Bool, stack stackID: String) throws {
        try step { try $0.setSmartRotate(on, stack: stackID, self) }
    }

    /// Tells WidgetKit whether an app is in the foreground (the device layer calls this on launch/background).
    public func setForeground(_ foreground: Bool, app: String) {
        state.setForeground(foreground, app: app)
    }

    /// Tells WidgetKit whether an app has an active audio or navigation session.
    public func setActiveSession(_ active: Bool, app: String) {
        state.setActiveSession(active, app: app)
    }

    /// The `WidgetCenterRecord.shared` an app's code sees.
    public func widgetCenter(for app: String) -> WidgetCenterRecord { WidgetCenterRecord(service: self, app: app) }

    /// Placed widget ids in placement order.
    public var sortedInstanceIDs: [String] { state.sortedInstanceIDs }

    /// The entry a placed widget shows now.
    public func currentEntry(_ id: String) throws -> TimelineEntryRecord? { try state.currentEntry(id, self) }

    /// The reload budget of a placed widget now.
    public func budgetStatus(_ id: String) throws -> ReloadBudgetStatus { try state.budgetStatus(id, self) }

    /// Asks for reloads of the app's widgets of a kind (or all kinds); the reload runs as a scheduler job (coalesced).
    func requestReload(app: String, kind: String?) -> WidgetCenterResponse {
        step { $0.requestReload(app: app, kind: kind, self) }
    }

    /// Runs a reload now if the budget and floor allow it; otherwise defers it and says why.
    public func reload(_ id: String, trigger: ReloadTrigger) {
        step { $0.reload(id, trigger: trigger, self) }
    }

    /// The relevance score in effect for a widget at `instant` (see `WidgetsState.currentRelevance(_:at:)`).
    public func currentRelevance(_ instance: WidgetInstance, at instant: SimInstant) -> Float? {
        state.currentRelevance(instance, at: instant)
    }

    /// The score used for ranking under the arbitration rule (nil when the widget is not relevant now).
    public func rankValue(_ instance: WidgetInstance, at instant: SimInstant) -> Double? {
        state.rankValue(instance, at: instant)
    }

    /// A stack's widgets as Smart Rotate ranks them now, top first, each with the reason for its place.
    public func stackOrder(_ stackID: String) throws -> [StackRanking] { try state.stackOrder(stackID, self) }

    /// Brings the best-ranked relevant widget of each Smart Rotate stack to the top, within the rotation limit.
    public func evaluateStacks() {
        step { $0.evaluateStacks(self) }
    }

    /// Runs a widget job that came due: one step of the state (`WidgetsState.reduce(_:_:)`).
    public func perform(_ job: SimulationJob) {
        step { $0.reduce(job, self) }
    }
}

extension WidgetsService: WidgetsHost {
    var serviceHost: ServiceHost { host }

    func hasTimelineProvider(ofKind kind: String) -> Bool { providers[kind] != nil }

    func timeline(ofKind kind: String, in context: TimelineRequestContext, lending state: inout WidgetsState) -> TimelineRecord? {
        guard let provider = providers[kind] else { return nil }
        swap(&state, &self.state)
        defer { swap(&state, &self.state) }
        return provider.timeline(in: context)
    }
}

extension WidgetCenterRecord {
    /// `getCurrentConfigurations`: the app's placed widgets (kind and family), or `unavailable` on macOS.
    public func getCurrentConfigurations() -> Result<[(kind: String, family: WidgetFamilyKind)], WidgetServiceError> {
        guard service.isAvailable else { return .failure(.unavailable(service.host.platform)) }
        return .success(service.sortedInstanceIDs.compactMap { id in
            service.instances[id].flatMap { $0.app == app ? ($0.kind, $0.family) : nil }
        })
    }
}
