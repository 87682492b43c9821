import LimelightCore

extension WorldState {
    /// The largest counter a saved world may hold: later steps add to counters, and past 2⁵² a file could make them
    /// overflow (or stop being exact as JSON numbers).
    static let counterLimit = 1 << 52

    /// Checks what decoding cannot: that the world's parts agree (names exist and are unique, counters and positions
    /// are in range, times are finite and on the calendar), so that rebuilding it and every later step are safe.
    /// Throws a `SimulatorError` naming the first problem by its path in the world.
    public func validate() throws {
        func fail(_ path: String, _ problem: String) throws -> Never {
            throw SimulatorError("the saved world is inconsistent: \(path) \(problem)", suggestion: "the file was edited or is corrupt; save it again")
        }
        func counter(_ value: Int, _ path: String) throws {
            if value < 0 || value > Self.counterLimit { try fail(path, "is \(value), outside 0…2^52") }
        }
        func instant(_ value: SimInstant, _ path: String) throws {
            let seconds = value.secondsSinceReferenceDate
            if !seconds.isFinite || seconds > Runtime.latest.secondsSinceReferenceDate || seconds < -Runtime.latest.secondsSinceReferenceDate {
                try fail(path, "is \(seconds), not a time on the simulated calendar")
            }
        }
        let scheduler = runtime.scheduler
        try instant(scheduler.now, "runtime.scheduler.now")
        try counter(scheduler.nextSequence, "runtime.scheduler.nextSequence")
        var sequences = Set<Int>()
        for (i, job) in scheduler.jobs.enumerated() {
            let path = "runtime.scheduler.jobs[\(i)]"
            try instant(job.deadline, path + ".deadline")
            if job.sequence < 0 || job.sequence >= scheduler.nextSequence { try fail(path + ".sequence", "is \(job.sequence), not below nextSequence \(scheduler.nextSequence)") }
            if !sequences.insert(job.sequence).inserted { try fail(path + ".sequence", "\(job.sequence) is used twice") }
            if case .callback = job.job { try fail(path + ".job", "is a callback into app code, which a saved world cannot hold") }
        }
        var names = Set<String>()
        for (d, device) in devices.enumerated() {
            let path = "devices[\(d)]"
            if device.name.isEmpty || !names.insert(device.name).inserted { try fail(path + ".name", "'\(device.name)' is empty or used twice") }
            var bundles = Set<String>()
            for (a, app) in device.apps.enumerated() {
                if app.bundleIdentifier.isEmpty || !bundles.insert(app.bundleIdentifier).inserted {
                    try fail(path + ".apps[\(a)].bundleIdentifier", "'\(app.bundleIdentifier)' is empty or installed twice")
                }
                try counter(app.launchCount, path + ".apps[\(a)].launchCount")
                if (app.restoration != nil) != (app.runState != .notRunning) {
                    try fail(path + ".apps[\(a)].restoration", "does not match its run state '\(app.runState.rawValue)'")
                }
            }
            if let selected = device.selectedApp, !bundles.contains(selected) { try fail(path + ".selectedApp", "'\(selected)' is not installed") }
            for (h, haptic) in device.haptics.enumerated() { try instant(haptic.instant, path + ".haptics[\(h)].instant") }
            try counter(device.widgets.nextWidget, path + ".widgets.nextWidget")
            try counter(device.widgets.nextStack, path + ".widgets.nextStack")
            for id in device.widgets.instances.keys.sorted() {
                try counter(device.widgets.instances[id]?.timelineRequests ?? 0, path + ".widgets.instances.\(id).timelineRequests")
            }
        }
        if let selectedDevice, !names.contains(selectedDevice) { try fail("selectedDevice", "'\(selectedDevice)' is not a device") }
        let events = runtime.log.events.count
        for name in searchScreens.keys.sorted() {
            if !names.contains(name) { try fail("searchScreens.\(name)", "is not a device") }
            if let screen = searchScreens[name], screen.checkedUpTo < 0 || screen.checkedUpTo > events {
                try fail("searchScreens.\(name).checkedUpTo", "is \(screen.checkedUpTo), outside the log's 0…\(events) events")
            }
        }
        for name in engagements.keys.sorted() {
            for (e, record) in (engagements[name] ?? []).enumerated() where !record.weight.isFinite || record.weight < 0 {
                try fail("engagements.\(name)[\(e)].weight", "is \(record.weight), not a finite non-negative number")
            }
        }
    }
}
