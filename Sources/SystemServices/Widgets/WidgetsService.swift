import LimelightCore

/// One device's WidgetKit: declared widget kinds, the Home Screen (widgets alone or in stacks), timelines,
/// the reload budget and Smart Stack rotation. iOS only: on macOS every call reports `unavailable`.
public final class WidgetsService: JobPerformer {
    /// The device this service runs on.
    public let host: ServiceHost
    /// Budget, floor, developer mode and arbitration settings.
    public var configuration = WidgetKitConfiguration()
    /// Declared widget kinds by kind string.
    public private(set) var declarations: [String: WidgetDeclaration] = [:]
    /// Placed widgets by id.
    public internal(set) var instances: [String: WidgetInstance] = [:]
    /// Stacks by id.
    public internal(set) var stacks: [String: SmartStack] = [:]
    /// The Home Screen, in order.
    public private(set) var homeScreen: [HomeScreenItem] = []
    /// Apps in the foreground (their WidgetCenter reloads are free).
    public private(set) var foregroundApps: Set<String> = []
    /// Apps with an active audio or navigation session (their WidgetCenter reloads are free).
    public private(set) var sessionApps: Set<String> = []
    var policyJobs: [String: Int] = [:]
    var pendingCenterJobs: Set<String> = []
    private var nextWidget = 1
    private var nextStack = 1

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
        guard declarations[declaration.kind] == nil else { throw WidgetServiceError.duplicateKind(declaration.kind) }
        declarations[declaration.kind] = declaration
        host.record(app: declaration.app, "widgets.declared", "\(declaration.kind) (\(declaration.supportedFamilies.map(\.rawValue).joined(separator: ", ")))")
    }

    /// Removes an app's widget kinds and every placed widget of them (deleting the app).
    public func removeApp(_ app: String) {
        for id in sortedInstanceIDs where instances[id]?.app == app { try? removeWidget(id) }
        for kind in declarations.keys.sorted() where declarations[kind]?.app == app { declarations[kind] = nil }
    }

    /// Places a widget alone on the Home Screen and fetches its first timeline; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamily = .systemSmall) throws -> String {
        let id = try makeInstance(kind: kind, family: family, stackID: nil)
        homeScreen.append(.widget(id))
        host.record(app: instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) on the Home Screen")
        reload(id, trigger: .added)
        return id
    }

    /// Places a new stack holding the given kinds (in the user's order, first on top); returns the stack id.
    @discardableResult
    public func addStack(_ kinds: [String], family: WidgetFamily = .systemSmall, smartRotate: Bool = true) throws -> String {
        try requireAvailable()
        guard !kinds.isEmpty else { throw WidgetServiceError.emptyStack }
        guard kinds.count <= configuration.maximumStackSize else { throw WidgetServiceError.stackFull("new stack", limit: configuration.maximumStackSize) }
        for kind in kinds { try checkKind(kind, family: family) }
        let stackID = "S\(nextStack)"
        nextStack += 1
        stacks[stackID] = SmartStack(id: stackID, widgetIDs: [], smartRotate: smartRotate, topWidgetID: nil)
        homeScreen.append(.stack(stackID))
        host.record(app: nil, "widgets.stack.placed", "\(stackID) with \(kinds.joined(separator: ", ")), Smart Rotate \(smartRotate ? "on" : "off")")
        for kind in kinds { try addWidget(kind: kind, family: family, toStack: stackID) }
        return stackID
    }

    /// Adds a widget to the bottom of an existing stack; returns its id.
    @discardableResult
    public func addWidget(kind: String, family: WidgetFamily = .systemSmall, toStack stackID: String) throws -> String {
        try requireAvailable()
        guard let stack = stacks[stackID] else { throw WidgetServiceError.unknownStack(stackID) }
        guard stack.widgetIDs.count < configuration.maximumStackSize else { throw WidgetServiceError.stackFull(stackID, limit: configuration.maximumStackSize) }
        if let first = stack.widgetIDs.first.flatMap({ instances[$0] }), first.family != family {
            throw WidgetServiceError.familyMismatch(stack: stackID, expected: first.family, got: family)
        }
        let id = try makeInstance(kind: kind, family: family, stackID: stackID)
        stacks[stackID]?.widgetIDs.append(id)
        if stacks[stackID]?.topWidgetID == nil { stacks[stackID]?.topWidgetID = id }
        host.record(app: instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) in stack \(stackID)")
        reload(id, trigger: .added)
        return id
    }

    /// Removes a placed widget (from the Home Screen or its stack); an emptied stack disappears.
    public func removeWidget(_ id: String) throws {
        try requireAvailable()
        guard let instance = instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        if let token = policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
        instances[id] = nil
        homeScreen.removeAll { $0 == .widget(id) }
        if let stackID = instance.stackID, var stack = stacks[stackID] {
            stack.widgetIDs.removeAll { $0 == id }
            if stack.topWidgetID == id { stack.topWidgetID = stack.widgetIDs.first }
            if stack.widgetIDs.isEmpty {
                stacks[stackID] = nil
                homeScreen.removeAll { $0 == .stack(stackID) }
            } else {
                stacks[stackID] = stack
            }
        }
        host.record(app: instance.app, "widgets.removed", "\(id) \(instance.kind)")
    }

    /// Turns Smart Rotate on or off for a stack.
    public func setSmartRotate(_ on: Bool, stack stackID: String) throws {
        try requireAvailable()
        guard stacks[stackID] != nil else { throw WidgetServiceError.unknownStack(stackID) }
        stacks[stackID]?.smartRotate = on
        host.record(app: nil, "widgets.stack.settings", "\(stackID) Smart Rotate \(on ? "on" : "off")")
    }

    /// Tells WidgetKit whether an app is in the foreground (the device layer calls this on launch/background).
    public func setForeground(_ foreground: Bool, app: String) {
        if foreground { foregroundApps.insert(app) } else { foregroundApps.remove(app) }
    }

    /// Tells WidgetKit whether an app has an active audio or navigation session.
    public func setActiveSession(_ active: Bool, app: String) {
        if active { sessionApps.insert(app) } else { sessionApps.remove(app) }
    }

    /// The `WidgetCenter.shared` an app's code sees.
    public func widgetCenter(for app: String) -> WidgetCenter { WidgetCenter(service: self, app: app) }

    /// Placed widget ids in placement order.
    public var sortedInstanceIDs: [String] {
        instances.keys.sorted { (Int($0.dropFirst()) ?? 0, $0) < (Int($1.dropFirst()) ?? 0, $1) }
    }

    /// The entry a placed widget shows now.
    public func currentEntry(_ id: String) throws -> TimelineEntry? {
        try requireAvailable()
        guard let instance = instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        return instance.entry(at: host.now)
    }

    private func checkKind(_ kind: String, family: WidgetFamily) throws {
        guard let declaration = declarations[kind] else {
            throw WidgetServiceError.unknownKind(kind, suggestion: Suggestions.closest(to: kind, in: declarations.keys.sorted()))
        }
        guard declaration.supportedFamilies.contains(family) else {
            throw WidgetServiceError.unsupportedFamily(kind: kind, family: family, supported: declaration.supportedFamilies)
        }
    }

    private func makeInstance(kind: String, family: WidgetFamily, stackID: String?) throws -> String {
        try requireAvailable()
        try checkKind(kind, family: family)
        let id = "W\(nextWidget)"
        nextWidget += 1
        instances[id] = WidgetInstance(id: id, kind: kind, app: declarations[kind]?.app ?? "", family: family, stackID: stackID)
        return id
    }
}
