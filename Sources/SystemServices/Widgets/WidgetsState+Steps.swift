import LimelightCore

/// The Home Screen's calls as steps of the state: declaring kinds, placing and removing widgets and stacks, and the
/// app activity that makes reloads free. Each is called by `WidgetsService` with itself as host.
extension WidgetsState {
    /// Throws `unavailable` on a device without WidgetKit (macOS).
    func requireAvailable(_ host: some WidgetsHost) throws {
        guard host.platform == .ios else { throw WidgetServiceError.unavailable(host.platform) }
    }

    /// Declares a widget kind an installed app provides (its provider is attached by the service).
    mutating func declare(_ declaration: WidgetDeclaration, _ host: some WidgetsHost) throws {
        try requireAvailable(host)
        guard declarations[declaration.kind] == nil else { throw WidgetServiceError.duplicateKind(declaration.kind) }
        declarations[declaration.kind] = declaration.kindDeclaration
        host.record(app: declaration.app, "widgets.declared", "\(declaration.kind) (\(declaration.supportedFamilies.map(\.rawValue).joined(separator: ", ")))")
    }

    /// Removes an app's widget kinds and every placed widget of them (deleting the app).
    mutating func removeApp(_ app: String, _ host: some WidgetsHost) {
        for id in sortedInstanceIDs where instances[id]?.app == app { try? removeWidget(id, host) }
        for kind in declarations.keys.sorted() where declarations[kind]?.app == app { declarations[kind] = nil }
    }

    /// Places a widget alone on the Home Screen and fetches its first timeline; returns its id.
    mutating func addWidget(kind: String, family: WidgetFamilyKind, _ host: some WidgetsHost) throws -> String {
        let id = try makeInstance(kind: kind, family: family, stackID: nil, host)
        homeScreen.append(.widget(id))
        host.record(app: instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) on the Home Screen")
        reload(id, trigger: .added, host)
        return id
    }

    /// Places a new stack holding the given kinds (in the user's order, first on top); returns the stack id.
    mutating func addStack(_ kinds: [String], family: WidgetFamilyKind, smartRotate: Bool, _ host: some WidgetsHost) throws -> String {
        try requireAvailable(host)
        guard !kinds.isEmpty else { throw WidgetServiceError.emptyStack }
        guard kinds.count <= configuration.maximumStackSize else { throw WidgetServiceError.stackFull("new stack", limit: configuration.maximumStackSize) }
        for kind in kinds { try checkKind(kind, family: family) }
        let stackID = "S\(nextStack)"
        nextStack += 1
        stacks[stackID] = SmartStack(id: stackID, widgetIDs: [], smartRotate: smartRotate, topWidgetID: nil)
        homeScreen.append(.stack(stackID))
        host.record(app: nil, "widgets.stack.placed", "\(stackID) with \(kinds.joined(separator: ", ")), Smart Rotate \(smartRotate ? "on" : "off")")
        for kind in kinds { _ = try addWidget(kind: kind, family: family, toStack: stackID, host) }
        return stackID
    }

    /// Adds a widget to the bottom of an existing stack; returns its id.
    mutating func addWidget(kind: String, family: WidgetFamilyKind, toStack stackID: String, _ host: some WidgetsHost) throws -> String {
        try requireAvailable(host)
        guard let stack = stacks[stackID] else { throw WidgetServiceError.unknownStack(stackID) }
        guard stack.widgetIDs.count < configuration.maximumStackSize else { throw WidgetServiceError.stackFull(stackID, limit: configuration.maximumStackSize) }
        if let first = stack.widgetIDs.first.flatMap({ instances[$0] }), first.family != family {
            throw WidgetServiceError.familyMismatch(stack: stackID, expected: first.family, got: family)
        }
        let id = try makeInstance(kind: kind, family: family, stackID: stackID, host)
        stacks[stackID]?.widgetIDs.append(id)
        if stacks[stackID]?.topWidgetID == nil { stacks[stackID]?.topWidgetID = id }
        host.record(app: instances[id]?.app, "widgets.placed", "\(id) \(kind) \(family.rawValue) in stack \(stackID)")
        reload(id, trigger: .added, host)
        return id
    }

    /// Removes a placed widget (from the Home Screen or its stack); an emptied stack disappears.
    mutating func removeWidget(_ id: String, _ host: some WidgetsHost) throws {
        try requireAvailable(host)
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
    mutating func setSmartRotate(_ on: Bool, stack stackID: String, _ host: some WidgetsHost) throws {
        try requireAvailable(host)
        guard stacks[stackID] != nil else { throw WidgetServiceError.unknownStack(stackID) }
        stacks[stackID]?.smartRotate = on
        host.record(app: nil, "widgets.stack.settings", "\(stackID) Smart Rotate \(on ? "on" : "off")")
    }

    /// Whether an app is in the foreground (the device layer says so on launch/background).
    mutating func setForeground(_ foreground: Bool, app: String) {
        if foreground { foregroundApps.insert(app) } else { foregroundApps.remove(app) }
    }

    /// Whether an app has an active audio or navigation session.
    mutating func setActiveSession(_ active: Bool, app: String) {
        if active { sessionApps.insert(app) } else { sessionApps.remove(app) }
    }

    /// Placed widget ids in placement order.
    var sortedInstanceIDs: [String] {
        instances.keys.sorted { (Int($0.dropFirst()) ?? 0, $0) < (Int($1.dropFirst()) ?? 0, $1) }
    }

    /// The entry a placed widget shows now.
    func currentEntry(_ id: String, _ host: some WidgetsHost) throws -> TimelineEntryRecord? {
        try requireAvailable(host)
        guard let instance = instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        return instance.entry(at: host.now)
    }

    private func checkKind(_ kind: String, family: WidgetFamilyKind) throws {
        guard let declaration = declarations[kind] else {
            throw WidgetServiceError.unknownKind(kind, suggestion: Suggestions.closest(to: kind, in: declarations.keys.sorted()))
        }
        guard declaration.supportedFamilies.contains(family) else {
            throw WidgetServiceError.unsupportedFamily(kind: kind, family: family, supported: declaration.supportedFamilies)
        }
    }

    private mutating func makeInstance(kind: String, family: WidgetFamilyKind, stackID: String?, _ host: some WidgetsHost) throws -> String {
        try requireAvailable(host)
        try checkKind(kind, family: family)
        let id = "W\(nextWidget)"
        nextWidget += 1
        instances[id] = WidgetInstance(id: id, kind: kind, app: declarations[kind]?.app ?? "", family: family, stackID: stackID)
        return id
    }
}
