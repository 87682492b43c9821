import LimelightCore

/// One device's WidgetKit: declared widget kinds, the Home Screen (widgets alone or in stacks), timelines,
/// the reload budget and Smart Stack rotation. iOS only: on macOS every call reports `unavailable`.
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

    /// Whether WidgetKit exists on this device.
    public var isAvailable: Bool { host.platform == .ios }

    func requireAvailable() throws {
        guard isAvailable else { throw WidgetServiceError.unavailable(host.platform) }
    }

    /// Declares a widget kind an installed app provides.
    public func declare(_ declaration: WidgetDeclaration) throws {
        try requireAvailable()
        guard state.declarations[declaration.kind] == nil else { throw WidgetServiceError.duplicateKind(declaration.kind) }
        state.declarations[declaration.kind] = declaration.kindDeclaration
        providers[declaration.kind] = declaration.provider
        host.record(app: declaration.app, "widgets.declared", "\(declaration.kind) (\(declaration.supportedFamilies.map(\.rawValue).joined(separator: ", ")))")
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
        for id in sortedInstanceIDs where state.instances[id]?.app == app { try? removeWidget(id) }
        for kind in state.declarations.keys.sorted() where state.declarations[kind]?.app == app { state.declarations[kind] = nil }
    }

    /// Places a widget alone on the Home Screen and fetches its first timeline; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamilyKind = .systemSmall) throws -> String {
        let id = try makeInstance(kind: kind, family: family, stackID: nil)
        state.homeScreen.append(.widget(id))
        host.record(app: state.instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) on the Home Screen")
        reload(id, trigger: .added)
        return id
    }

    /// Places a new stack holding the given kinds (in the user's order, first on top); returns the stack id.
    @discardableResult
    public func addStack(_ kinds: [String], family: WidgetFamilyKind = .systemSmall, smartRotate: Bool = true) throws -> String {
        try requireAvailable()
        guard !kinds.isEmpty else { throw WidgetServiceError.emptyStack }
        guard kinds.count <= state.configuration.maximumStackSize else { throw WidgetServiceError.stackFull("new stack", limit: state.configuration.maximumStackSize) }
        for kind in kinds { try checkKind(kind, family: family) }
        let stackID = "S\(state.nextStack)"
        state.nextStack += 1
        state.stacks[stackID] = SmartStack(id: stackID, widgetIDs: [], smartRotate: smartRotate, topWidgetID: nil)
        state.homeScreen.append(.stack(stackID))
        host.record(app: nil, "widgets.stack.placed", "\(stackID) with \(kinds.joined(separator: ", ")), Smart Rotate \(smartRotate ? "on" : "off")")
        for kind in kinds { try addWidget(kind: kind, family: family, toStack: stackID) }
        return stackID
    }

    /// Adds a widget to the bottom of an existing stack; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamilyKind = .systemSmall, toStack stackID: String) throws -> String {
        try requireAvailable()
        guard let stack = state.stacks[stackID] else { throw WidgetServiceError.unknownStack(stackID) }
        guard stack.widgetIDs.count < state.configuration.maximumStackSize else { throw WidgetServiceError.stackFull(stackID, limit: state.configuration.maximumStackSize) }
        if let first = stack.widgetIDs.first.flatMap({ state.instances[$0] }), first.family != family {
            throw WidgetServiceError.familyMismatch(stack: stackID, expected: first.family, got: family)
        }
        let id = try makeInstance(kind: kind, family: family, stackID: stackID)
        state.stacks[stackID]?.widgetIDs.append(id)
        if state.stacks[stackID]?.topWidgetID == nil { state.stacks[stackID]?.topWidgetID = id }
        host.record(app: state.instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) in stack \(stackID)")
        reload(id, trigger: .added)
        return id
    }

    /// Removes a placed widget (from the Home Screen or its stack); an emptied stack disappears.
    public func removeWidget(_ id: String) throws {
        try requireAvailable()
        guard let instance = state.instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        if let token = state.policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
        state.instances[id] = nil
        state.homeScreen.removeAll { $0 == .widget(id) }
        if let stackID = instance.stackID, var stack = state.stacks[stackID] {
            stack.widgetIDs.removeAll { $0 == id }
            if stack.topWidgetID == id { stack.topWidgetID = stack.widgetIDs.first }
            if stack.widgetIDs.isEmpty {
                state.stacks[stackID] = nil
                state.homeScreen.removeAll { $0 == .stack(stackID) }
            } else {
                state.stacks[stackID] = stack
            }
        }
        host.record(app: instance.app, "widgets.removed", "\(id) \(instance.kind)")
    }

    /// Turns Smart Rotate on or off for a stack.
    public func setSmartRotate(_ on: Bool, stack stackID: String) throws {
        try requireAvailable()
        guard state.stacks[stackID] != nil else { throw WidgetServiceError.unknownStack(stackID) }
        state.stacks[stackID]?.smartRotate = on
        host.record(app: nil, "widgets.stack.settings", "\(stackID) Smart Rotate \(on ? "on" : "off")")
    }

    /// Tells WidgetKit whether an app is in the foreground (the device layer calls this on launch/background).
    public func setForeground(_ foreground: Bool, app: String) {
        if foreground { state.foregroundApps.insert(app) } else { state.foregroundApps.remove(app) }
    }

    /// Tells WidgetKit whether an app has an active audio or navigation session.
    public func setActiveSession(_ active: Bool, app: String) {
        if active { state.sessionApps.insert(app) } else { state.sessionApps.remove(app) }
    }

    /// The `WidgetCenterRecord.shared` an app's code sees.
    public func widgetCenter(for app: String) -> WidgetCenterRecord { WidgetCenterRecord(service: self, app: app) }

    /// Placed widget ids in placement order.
    public var sortedInstanceIDs: [String] {
        state.instances.keys.sorted { (Int($0.dropFirst()) ?? 0, $0) < (Int($1.dropFirst()) ?? 0, $1) }
    }

    /// The entry a placed widget shows now.
    public func currentEntry(_ id: String) throws -> TimelineEntryRecord? {
        try requireAvailable()
        guard let instance = state.instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        return instance.entry(at: host.now)
    }

    private func checkKind(_ kind: String, family: WidgetFamilyKind) throws {
        guard let declaration = state.declarations[kind] else {
            throw WidgetServiceError.unknownKind(kind, suggestion: Suggestions.closest(to: kind, in: state.declarations.keys.sorted()))
        }
        guard declaration.supportedFamilies.contains(family) else {
            throw WidgetServiceError.unsupportedFamily(kind: kind, family: family, supported: declaration.supportedFamilies)
        }
    }

    private func makeInstance(kind: String, family: WidgetFamilyKind, stackID: String?) throws -> String {
        try requireAvailable()
        try checkKind(kind, family: family)
        let id = "W\(state.nextWidget)"
        state.nextWidget += 1
        state.instances[id] = WidgetInstance(id: id, kind: kind, app: state.declarations[kind]?.app ?? "", family: family, stackID: stackID)
        return id
    }
}
