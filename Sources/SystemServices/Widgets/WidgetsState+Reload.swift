import LimelightCore

/// The reload budget, the floor and timelines as steps of the state; a reload asks the host for the provider's timeline.
extension WidgetsState {
    /// The reload budget of a placed widget now.
    func budgetStatus(_ id: String, _ host: some WidgetsHost) throws -> ReloadBudgetStatus {
        try requireAvailable(host)
        guard let instance = instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        if configuration.developerMode { return ReloadBudgetStatus(used: usedBudget(instance, host), limit: nil, nextAvailable: nil) }
        return ReloadBudgetStatus(used: usedBudget(instance, host), limit: configuration.dailyReloadBudget, nextAvailable: nextBudgetedSlot(instance, host))
    }

    /// Asks for reloads of the app's widgets of a kind (or all kinds); the reload runs as a scheduler job (coalesced).
    mutating func requestReload(app: String, kind: String?, _ host: some WidgetsHost) -> WidgetCenterResponse {
        guard host.platform == .ios else { return .unavailable(WidgetServiceError.unavailable(host.platform).description) }
        let ids = sortedInstanceIDs.filter { instances[$0]?.app == app && (kind == nil || instances[$0]?.kind == kind) }
        host.record(app: app, "widgets.reload.requested", "WidgetCenter " + (kind.map { "reloadTimelines(ofKind: \"\($0)\")" } ?? "reloadAllTimelines()")
                    + (ids.isEmpty ? ": no placed widgets" : ": \(ids.joined(separator: ", "))"))
        guard !ids.isEmpty else { return .noWidgets }
        for id in ids where !pendingCenterJobs.contains(id) {
            pendingCenterJobs.insert(id)
            host.runtime.scheduler.schedule(at: host.now + configuration.reloadLatency, label: "widgets.reload \(id)",
                                            job: .widgetCenterReload(device: host.device, widget: id))
        }
        return .requested(ids)
    }

    /// Runs a reload now if the budget and floor allow it; otherwise defers it and says why.
    mutating func reload(_ id: String, trigger: ReloadTrigger, _ host: some WidgetsHost) {
        // Only scalars are read out of the instance: its arrays are then mutated in place (a copy held here would make
        // every append copy the history, quadratic over a long `clock advance`).
        guard host.platform == .ios, let subject = instances[id].map(ReloadSubject.init), declarations[subject.kind] != nil else { return }
        guard host.hasTimelineProvider(ofKind: subject.kind) else {
            host.record(app: subject.app, "widgets.reload.unattached", "\(id) \(subject.kind): no timeline provider is attached to the kind; the app's code did not declare it again")
            return
        }
        let exempt = isExempt(app: subject.app, trigger: trigger)
        if !exempt {
            if let last = subject.lastReload, host.now < last + configuration.minimumReloadInterval {
                let at = last + configuration.minimumReloadInterval
                host.record(app: subject.app, "widgets.reload.deferred", "\(id) \(subject.kind): last reload \(SimDuration(seconds: (host.now - last).seconds)) ago; WidgetKit waits until \(at) (minimum \(configuration.minimumReloadInterval))")
                schedulePolicyJob(id, at: at, trigger: trigger, host)
                return
            }
            if let next = instances[id].flatMap({ nextBudgetedSlot($0, host) }) {
                host.record(app: subject.app, "widgets.budget.denied", "\(id) \(subject.kind): \(instances[id].map { usedBudget($0, host) } ?? 0)/\(configuration.dailyReloadBudget) reloads used in the last \(configuration.budgetWindow); withheld until \(next)")
                schedulePolicyJob(id, at: next, trigger: trigger, host)
                return
            }
        }
        let context = TimelineRequestContext(family: subject.family, now: host.now, device: host.device)
        // Attached a moment ago; a provider that is gone by now (the app's code removed it) leaves the widget as it was.
        guard let timeline = host.timeline(ofKind: subject.kind, in: context, lending: &self) else { return }
        let now = host.now
        instances[id]?.timelineRequests += 1
        instances[id]?.lastReload = now
        if !exempt { instances[id]?.budgetedReloads.append(now) }
        if timeline.entries.isEmpty {
            host.record(app: subject.app, "widgets.timeline.warning", "\(id) \(subject.kind): empty timeline; the previous entries stay on display")
        } else {
            instances[id]?.entries = timeline.entries
            for entry in timeline.entries { if let r = entry.relevance { instances[id]?.relevanceHistory.append((entry.date, r.score)) } }
        }
        instances[id]?.policy = timeline.policy
        pruneHistory(id, host)
        for (a, b) in zip(timeline.entries, timeline.entries.dropFirst()) where (b.date - a.date) < configuration.minimumReloadInterval {
            host.record(app: subject.app, "widgets.timeline.warning", "\(id) \(subject.kind): entries at \(a.date) and \(b.date) are closer than \(configuration.minimumReloadInterval)")
            break
        }
        let first = timeline.entries.first.map { e in (e.relevance.map { " \($0)" } ?? "") + (e.content.isEmpty ? "" : " \"\(e.content)\"") } ?? ""
        let budget = configuration.developerMode ? "developer mode" : exempt ? "free: \(exemptionReason(app: subject.app, trigger: trigger))" : "budget \(instances[id].map { usedBudget($0, host) } ?? 0)/\(configuration.dailyReloadBudget)"
        host.record(app: subject.app, "widgets.reload", "\(id) \(subject.kind) (\(trigger.rawValue)): \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies")\(first), next \(timeline.policy) [\(budget)]")
        scheduleNext(id, after: timeline, host)
        if let updated = instances[id] { scheduleStackEvaluations(for: updated, host) }
        evaluateStacks(host)
    }

    /// Drops budgeted reloads that left the rolling budget window and relevance older than the history the Smart
    /// Stack reads: neither can count again, and keeping them would make every reload slower as time goes on.
    private mutating func pruneHistory(_ id: String, _ host: some WidgetsHost) {
        let now = host.now
        if let reloads = instances[id]?.budgetedReloads, let keepFrom = reloads.firstIndex(where: { now - $0 < configuration.budgetWindow }) {
            if keepFrom > 0 { instances[id]?.budgetedReloads.removeFirst(keepFrom) }
        } else {
            instances[id]?.budgetedReloads.removeAll()
        }
        // Pruned a day at a time (the Smart Stack filters by its window anyway), so a reload does not walk the history.
        let oldest = now + SimDuration(seconds: -configuration.relevanceHistory.seconds)
        if let history = instances[id]?.relevanceHistory, let first = history.first, first.0 < oldest + SimDuration(seconds: -86_400) {
            instances[id]?.relevanceHistory.removeAll { $0.0 < oldest }
        }
    }

    /// Whether a reload is free of budget and floor, with developer mode counting as free.
    func isExempt(_ instance: WidgetInstance, trigger: ReloadTrigger) -> Bool {
        isExempt(app: instance.app, trigger: trigger)
    }

    /// Whether a reload of one of `app`'s widgets is free of budget and floor, with developer mode counting as free.
    func isExempt(app: String, trigger: ReloadTrigger) -> Bool {
        if configuration.developerMode { return true }
        switch trigger {
        case .added, .widgetIntent, .systemChange: return true
        case .widgetCenter: return foregroundApps.contains(app) || sessionApps.contains(app)
        case .policy: return false
        }
    }

    private func exemptionReason(app: String, trigger: ReloadTrigger) -> String {
        switch trigger {
        case .added: return "widget placed"
        case .widgetIntent: return "widget button ran an intent"
        case .systemChange: return "system change"
        case .widgetCenter: return foregroundApps.contains(app) ? "app in foreground" : "audio/navigation session"
        case .policy: return "policy"
        }
    }

    func usedBudget(_ instance: WidgetInstance, _ host: some WidgetsHost) -> Int {
        instance.budgetedReloads.filter { host.now - $0 < configuration.budgetWindow }.count
    }

    /// When the next budgeted reload can run, or nil if it can run now.
    func nextBudgetedSlot(_ instance: WidgetInstance, _ host: some WidgetsHost) -> SimInstant? {
        let inWindow = instance.budgetedReloads.filter { host.now - $0 < configuration.budgetWindow }
        guard inWindow.count >= configuration.dailyReloadBudget else { return nil }
        let freeing = inWindow.count - configuration.dailyReloadBudget
        return inWindow[freeing] + configuration.budgetWindow
    }

    private mutating func scheduleNext(_ id: String, after timeline: TimelineRecord, _ host: some WidgetsHost) {
        let floor = host.now + configuration.minimumReloadInterval
        switch timeline.policy {
        case .never:
            if let token = policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
            instances[id]?.nextReload = nil
        case .atEnd:
            let last = timeline.entries.last?.date
            let target = (last.map { $0 > host.now } ?? false) ? (last ?? host.now) : host.now + configuration.atEndFallback
            schedulePolicyJob(id, at: max(target, floor), trigger: .policy, host)
        case .after(let date):
            schedulePolicyJob(id, at: max(date, floor), trigger: .policy, host)
        }
    }

    mutating func schedulePolicyJob(_ id: String, at instant: SimInstant, trigger: ReloadTrigger, _ host: some WidgetsHost) {
        if let token = policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
        instances[id]?.nextReload = instant
        policyJobs[id] = host.runtime.scheduler.schedule(at: instant, label: "widgets.timeline \(id)",
                                                         job: .widgetTimeline(device: host.device, widget: id, trigger: trigger.rawValue))
    }

    /// One step of the state for a widget job that came due: a `WidgetCenterRecord` reload arriving, a timeline policy,
    /// or a Smart Stack evaluation (TCA's `reduce(into:action:)`, with the job as the action).
    mutating func reduce(_ job: SimulationJob, _ host: some WidgetsHost) {
        switch job {
        case .widgetCenterReload(_, let id):
            pendingCenterJobs.remove(id)
            reload(id, trigger: .widgetCenter, host)
        case .widgetTimeline(_, let id, let trigger):
            policyJobs[id] = nil
            reload(id, trigger: ReloadTrigger(rawValue: trigger) ?? .policy, host)
        case .smartStackEvaluate:
            evaluateStacks(host)
        default:
            break
        }
    }
}

/// The scalars of a widget instance a reload decides with (no arrays, so the instance's arrays stay uniquely owned).
private struct ReloadSubject {
    let app: String
    let kind: String
    let family: WidgetFamilyKind
    let lastReload: SimInstant?

    init(_ instance: WidgetInstance) {
        app = instance.app
        kind = instance.kind
        family = instance.family
        lastReload = instance.lastReload
    }
}

