import LimelightCore
import Spotlight
import SpotlightQuery
import SystemServices

extension WorldState {
    /// The largest counter a saved world may hold: later steps add to counters, and past 2⁵² a file could make them
    /// overflow (or stop being exact as JSON numbers).
    static let counterLimit = SimDomainCheck.counterLimit

    /// Checks every field of the world against its domain (`SimStateDomain`): ranges, names that exist and are unique,
    /// references between parts, times on the calendar and within the clock's reach, so that rebuilding it and every
    /// later step are safe. Throws a `SimulatorError` naming the first problem by its JSON path (under `root`, e.g.
    /// `.world` in a snapshot file), its value and what is allowed.
    public func validate(root: String = "") throws {
        do {
            var check = SimDomainCheck(root: root)
            try checkDomain(&check)
        } catch let error as SimDomainError {
            throw SimulatorError("the saved world is inconsistent: \(error.message)",
                                 suggestion: "the file was edited or is corrupt; save it again")
        }
    }
}

extension WorldState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        check.context.now = runtime.scheduler.now
        for job in runtime.scheduler.jobs { check.context.jobs[job.sequence] = job }
        var names = Set<String>()
        for device in devices { names.insert(device.name) }
        check.context.devices = names
        try check.nested("runtime", runtime)
        var seen = Set<String>()
        try check.each("devices", devices) { check, device in
            if !seen.insert(device.name).inserted { try check.fail("name", value: "'\(device.name)'", allowed: "a name no other device has") }
            check.context.device = device.name
            try device.checkDomain(&check)
        }
        try check.reference("selectedDevice", selectedDevice, in: names, "a device of this world")
        try check.nested("spotlightConfiguration", spotlightConfiguration)
        check.free("defaultCalendar")  // decoding refuses an unknown time zone or a first weekday outside 1…7
        let events = runtime.log.events.count
        try check.entries("searchScreens", searchScreens) { check, name, screen in
            try check.reference(name, in: names, "a device of this world")
            check.context.apps = Set(devices.first { $0.name == name }?.apps.map(\.bundleIdentifier) ?? [])
            try screen.checkDomain(&check, events: events)
        }
        try check.entries("engagements", engagements) { check, name, records in
            try check.reference(name, in: names, "a device of this world")
            for (i, record) in records.enumerated() {
                try check.at(index: i) { check in
                    try check.number("weight", Double(record.weight), 0...Double(Float.greatestFiniteMagnitude))
                }
            }
        }
    }
}

extension DeviceState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.nonEmpty("name", name)
        check.free("platform", "osVersion", "calendar", "protectionState")  // adding the device again checks the OS version
        var bundles = Set<String>()
        try check.each("apps", apps) { check, app in
            if app.bundleIdentifier.isEmpty || !bundles.insert(app.bundleIdentifier).inserted {
                try check.fail("bundleIdentifier", value: "'\(app.bundleIdentifier)'", allowed: "a non-empty bundle identifier no other app on the device has")
            }
            try app.checkDomain(&check)
        }
        check.context.apps = bundles
        try check.reference("selectedApp", selectedApp, in: bundles, "an app installed on '\(name)'")
        try check.each("haptics", haptics)
        try check.nested("spotlight", spotlight)
        try check.nested("intents", intents)
        try check.nested("widgets", widgets)
        try check.nested("tips", tips)
    }
}

extension HapticRecord: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.instant("instant", instant, notAfterNow: true)
        check.free("app", "pattern")  // the history stays when its app is uninstalled
    }
}

extension InstalledAppState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("bundleIdentifier", "installOptions", "runState")  // installing again checks the options
        try check.int("launchCount", launchCount, 0...SimDomainCheck.counterLimit)
        check.free("data", "defaults")  // app models are the app's to decode; defaults are any property-list values
        if (restoration != nil) != (runState != .notRunning) {
            try check.fail("restoration", value: restoration == nil ? "null" : "a UI state",
                           allowed: runState == .notRunning ? "null (the app does not run)" : "the running program's UI state (the app runs)")
        }
        check.free("restoration")
    }
}

extension SearchScreenState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws { try checkDomain(&check, events: Int.max) }

    /// Checks the screen; `events` is the length of the world's log, which `checkedUpTo` counts into.
    func checkDomain(_ check: inout SimDomainCheck, events: Int) throws {
        check.free("text", "dismissed")
        try check.each("suggestions", suggestions, limit: Self.suggestionLimit) { _, _ in }
        try check.each("rows", rows, limit: Self.rowLimit) { _, _ in }
        // Every row `spotlight search` printed (its --max reads up to 1,000,000), not only the rows the screen keeps.
        try check.each("results", results, limit: Self.printedResultLimit) { _, _ in }
        try check.int("totalCount", totalCount, 0...SimDomainCheck.counterLimit)
        try check.int("checkedUpTo", checkedUpTo, 0...min(events, SimDomainCheck.counterLimit))
    }
}
