import LimelightCore

/// The domains of a device's WidgetKit state (see `SimStateDomain`): settings in the ranges the reload budget and the
/// stacks work with, widgets and stacks that refer to each other and to installed apps, times on the calendar, and id
/// counters past every id handed out.
extension WidgetsState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.nested("configuration", configuration)
        check.free("declarations")  // installing the app declares its kinds again
        let apps = check.context.apps
        let stackIDs = Set(stacks.keys), widgetIDs = Set(instances.keys)
        let nextWidget = self.nextWidget, nextStack = self.nextStack
        try check.entries("instances", instances) { check, id, instance in
            try Self.checkID(&check, id, prefix: "W", below: nextWidget)
            try instance.checkDomain(&check)
            if instance.id != id { try check.fail("id", value: "'\(instance.id)'", allowed: "'\(id)', its key") }
            try check.reference("app", instance.app, in: apps, "an app installed on the device")
            try check.reference("stackID", instance.stackID, in: stackIDs, "a stack of this device")
        }
        let maximum = configuration.maximumStackSize
        try check.entries("stacks", stacks) { check, id, stack in
            try Self.checkID(&check, id, prefix: "S", below: nextStack)
            if stack.id != id { try check.fail("id", value: "'\(stack.id)'", allowed: "'\(id)', its key") }
            try check.each("widgetIDs", stack.widgetIDs, limit: maximum) { check, widget in
                try check.reference(widget, in: widgetIDs, "a widget of this device")
                if instances[widget]?.stackID != id { try check.fail(value: "'\(widget)'", allowed: "a widget whose stackID is '\(id)'") }
            }
            if stack.widgetIDs.isEmpty { try check.fail("widgetIDs", value: "[]", allowed: "at least one widget") }
            try check.reference("topWidgetID", stack.topWidgetID, in: Set(stack.widgetIDs), "a widget of this stack")
            check.free("smartRotate")
        }
        try check.each("homeScreen", homeScreen) { check, item in
            switch item {
            case .widget(let id): try check.reference(id, in: widgetIDs, "a widget of this device")
            case .stack(let id): try check.reference(id, in: stackIDs, "a stack of this device")
            }
        }
        try check.each("foregroundApps", foregroundApps.sorted()) { check, app in try check.reference(app, in: apps, "an app installed on the device") }
        try check.each("sessionApps", sessionApps.sorted()) { check, app in try check.reference(app, in: apps, "an app installed on the device") }
        let device = check.context.device, jobs = check.context.jobs
        try check.entries("policyJobs", policyJobs) { check, id, token in
            try check.reference(id, in: widgetIDs, "a widget of this device")
            guard let job = jobs[token], case .widgetTimeline(device, id, _) = job.job, instances[id]?.nextReload == job.deadline else {
                try check.fail(value: "\(token)", allowed: "the sequence of the widgets.timeline job for '\(id)' waiting in the scheduler at the widget's nextReload")
                return
            }
        }
        for id in instances.keys.sorted() where instances[id]?.nextReload != nil && policyJobs[id] == nil {
            try check.at(".instances.\(id)") { check in
                try check.fail("nextReload", value: "a time with no job", allowed: "null, or the time of a widgets.timeline job in policyJobs")
            }
        }
        var centerJobs = Set<String>(), widgetJobs = Set<String>()
        for job in jobs.values {
            switch job.job {
            case .widgetCenterReload(device, let id): centerJobs.insert(id)  // may outlive its widget (removing one leaves it)
            case .widgetTimeline(device, let id, _): widgetJobs.insert(id)
            default: break
            }
        }
        for id in widgetJobs.sorted() where !widgetIDs.contains(id) {
            try check.at(".instances") { check in
                try check.fail(value: "no widget '\(id)'", allowed: "a widget for every widgets.timeline job of this device waiting in the scheduler")
            }
        }
        try check.each("pendingCenterJobs", pendingCenterJobs.sorted()) { check, id in
            if !centerJobs.contains(id) { try check.fail(value: "'\(id)'", allowed: "a widget with a WidgetCenter reload job waiting in the scheduler") }
        }
        try check.int("nextWidget", nextWidget, 1...SimDomainCheck.counterLimit)
        try check.int("nextStack", nextStack, 1...SimDomainCheck.counterLimit)
    }

    /// An id is the prefix and a number below the next one handed out (`W3` with `nextWidget` 4).
    private static func checkID(_ check: inout SimDomainCheck, _ id: String, prefix: Character, below next: Int) throws {
        guard id.first == prefix, let n = Int(id.dropFirst()), n >= 1, n < next else {
            try check.fail(value: "'\(id)'", allowed: "\(prefix)1…\(prefix)\(max(1, next - 1)) (ids are numbered below the next one)")
            return
        }
    }
}

extension WidgetKitConfiguration: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.int("dailyReloadBudget", dailyReloadBudget, 1...100_000)
        try check.duration("budgetWindow", budgetWindow, 1...SimDomainCheck.longestDuration)
        try check.duration("minimumReloadInterval", minimumReloadInterval)
        try check.duration("atEndFallback", atEndFallback, 1...SimDomainCheck.longestDuration)
        try check.duration("reloadLatency", reloadLatency)
        try check.int("rotationLimit", rotationLimit, 0...100_000)
        try check.duration("relevanceHistory", relevanceHistory)
        try check.int("maximumStackSize", maximumStackSize, 1...1_000)
        check.free("developerMode", "arbitration")
    }
}

extension WidgetInstance: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.nonEmpty("kind", kind)
        check.free("id", "app", "family", "stackID")  // checked against the device by `WidgetsState`
        try check.each("entries", entries) { check, entry in
            try check.instant("date", entry.date)
            check.free("relevance", "content")  // an app may give any score, NaN included
        }
        try check.field("policy") { check in
            if case .after(let date) = policy { try check.instant("after", date) }
        }
        try check.instant("lastReload", lastReload, notAfterNow: true)
        try check.instant("nextReload", nextReload)
        try check.each("budgetedReloads", budgetedReloads) { check, date in try check.instant("date", date, notAfterNow: true) }
        try check.int("timelineRequests", timelineRequests, 0...SimDomainCheck.counterLimit)
        try check.each("relevanceHistory", relevanceHistory) { check, sample in try check.instant("date", sample.0) }  // entries' dates: may be ahead
        try check.each("rotations", rotations) { check, date in try check.instant("date", date, notAfterNow: true) }
    }
}

extension WidgetKindDeclaration: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.nonEmpty("kind", kind)
        check.free("app", "displayName", "supportedFamilies")
    }
}
