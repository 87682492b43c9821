import LimelightCore

extension WidgetsService {
    /// The reload budget of a placed widget now.
    public func budgetStatus(_ id: String) throws -> ReloadBudgetStatus {
        try requireAvailable()
        guard let instance = state.instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        if state.configuration.developerMode { return ReloadBudgetStatus(used: usedBudget(instance), limit: nil, nextAvailable: nil) }
        return ReloadBudgetStatus(used: usedBudget(instance), limit: state.configuration.dailyReloadBudget, nextAvailable: nextBudgetedSlot(instance))
    }

    /// Asks for reloads of the app's widgets of a kind (or all kinds); the reload runs as a scheduler job (coalesced).
    func requestReload(app: String, kind: String?) -> WidgetCenterResponse {
        guard isAvailable else { return .unavailable(WidgetServiceError.unavailable(host.platform).description) }
        let ids = sortedInstanceIDs.filter { state.instances[$0]?.app == app && (kind == nil || state.instances[$0]?.kind == kind) }
        host.record(app: app, "widgets.reload.requested", "WidgetCenter " + (kind.map { "reloadTimelines(ofKind: \"\($0)\")" } ?? "reloadAllTimelines()")
                    + (ids.isEmpty ? ": no placed widgets" : ": \(ids.joined(separator: ", "))"))
        guard !ids.isEmpty else { return .noWidgets }
        for id in ids where !state.pendingCenterJobs.contains(id) {
            state.pendingCenterJobs.insert(id)
            host.runtime.scheduler.schedule(at: host.now + state.configuration.reloadLatency, label: "widgets.reload \(id)",
                                            job: .widgetCenterReload(device: host.device, widget: id))
        }
        return .requested(ids)
    }

    /// Runs a reload now if the budget and floor allow it; otherwise defers it and says why.
    public func reload(_ id: String, trigger: ReloadTrigger) {
        // Only scalars are read out of the instance: its arrays are then mutated in place (a copy held here would make
        // every append copy the history, quadratic over a long `clock advance`).
        guard isAvailable, let subject = state.instances[id].map(ReloadSubject.init), state.declarations[subject.kind] != nil else { return }
        guard let provider = providers[subject.kind] else {
            host.record(app: subject.app, "widgets.reload.unattached", "\(id) \(subject.kind): no timeline provider is attached to the kind; the app's code did not declare it again")
            return
        }
        let exempt = isExempt(app: subject.app, trigger: trigger)
        if !exempt {
            if let last = subject.lastReload, host.now < last + state.configuration.minimumReloadInterval {
                let at = last + state.configuration.minimumReloadInterval
                host.record(app: subject.app, "widgets.reload.deferred", "\(id) \(subject.kind): last reload \(SimDuration(seconds: (host.now - last).seconds)) ago; WidgetKit waits until \(at) (minimum \(state.configuration.minimumReloadInterval))")
                schedulePolicyJob(id, at: at, trigger: trigger)
                return
            }
            if let next = state.instances[id].flatMap(nextBudgetedSlot) {
                host.record(app: subject.app, "widgets.budget.denied", "\(id) \(subject.kind): \(state.instances[id].map(usedBudget) ?? 0)/\(state.configuration.dailyReloadBudget) reloads used in the last \(state.configuration.budgetWindow); withheld until \(next)")
                schedulePolicyJob(id, at: next, trigger: trigger)
                return
            }
        }
        let context = TimelineRequestContext(family: subject.family, now: host.now, device: host.device)
        let timeline = provider.timeline(in: context)
        let now = host.now
        state.instances[id]?.timelineRequests += 1
        state.instances[id]?.lastReload = now
        if !exempt { state.instances[id]?.budgetedReloads.append(now) }
        if timeline.entries.isEmpty {
            host.record(app: subject.app, "widgets.timeline.warning", "\(id) \(subject.kind): empty timeline; the previous entries stay on display")
        } else {
            state.instances[id]?.entries = timeline.entries
            for entry in timeline.entries { if let r = entry.relevance { state.instances[id]?.relevanceHistory.append((entry.date, r.score)) } }
        }
        state.instances[id]?.policy = timeline.policy
        pruneHistory(id)
        for (a, b) in zip(timeline.entries, timeline.entries.dropFirst()) where (b.date - a.date) < state.configuration.minimumReloadInterval {
            host.record(app: subject.app, "widgets.timeline.warning", "\(id) \(subject.kind): entries at \(a.date) and \(b.date) are closer than \(state.configuration.minimumReloadInterval)")
            break
        }
        let first = timeline.entries.first.map { e in (e.relevance.map { " \($0)" } ?? "") + (e.content.isEmpty ? "" : " \"\(e.content)\"") } ?? ""
        let budget = state.configuration.developerMode ? "developer mode" : exempt ? "free: \(exemptionReason(app: subject.app, trigger: trigger))" : "budget \(state.instances[id].map(usedBudget) ?? 0)/\(state.configuration.dailyReloadBudget)"
        host.record(app: subject.app, "widgets.reload", "\(id) \(subject.kind) (\(trigger.rawValue)): \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies")\(first), next \(timeline.policy) [\(budget)]")
        scheduleNext(id, after: timeline)
        if let updated = state.instances[id] { scheduleStackEvaluations(for: updated) }
        evaluateStacks()
    }

    /// Drops budgeted reloads that left the rolling budget window and relevance older than the history the Smart
    /// Stack reads: neither can count again, and keeping them would make every reload slower as time goes on.
    private func pruneHistory(_ id: String) {
        let now = host.now
        if let reloads = state.instances[id]?.budgetedReloads, let keepFrom = reloads.firstIndex(where: { now - $0 < state.configuration.budgetWindow }) {
            if keepFrom > 0 { state.instances[id]?.budgetedReloads.removeFirst(keepFrom) }
        } else {
            state.instances[id]?.budgetedReloads.removeAll()
        }
        // Pruned a day at a time (the Smart Stack filters by its window anyway), so a reload does not walk the history.
        let oldest = now + SimDuration(seconds: -state.configuration.relevanceHistory.seconds)
        if let history = state.instances[id]?.relevanceHistory, let first = history.first, first.0 < oldest + SimDuration(seconds: -86_400) {
            state.instances[id]?.relevanceHistory.removeAll { $0.0 < oldest }
        }
    }

    /// Whether a reload is free of budget and floor, with developer mode counting as free.
    func isExempt(_ instance: WidgetInstance, trigger: ReloadTrigger) -> Bool {
        isExempt(app: instance.app, trigger: trigger)
    }

    /// Whether a reload of one of `app`'s widgets is free of budget and floor, with developer mode counting as free.
    func isExempt(app: String, trigger: ReloadTrigger) -> Bool {
        if state.configuration.developerMode { return true }
        switch trigger {
        case .added, .widgetIntent, .systemChange: return true
        case .widgetCenter: return state.foregroundApps.contains(app) || state.sessionApps.contains(app)
        case .policy: return false
        }
    }

    private func exemptionReason(app: String, trigger: ReloadTrigger) -> String {
        switch trigger {
        case .added: return "widget placed"
        case .widgetIntent: return "widget button ran an intent"
        case .systemChange: return "system change"
        case .widgetCenter: return state.foregroundApps.contains(app) ? "app in foreground" : "audio/navigation session"
        case .policy: return "policy"
        }
    }

    func usedBudget(_ instance: WidgetInstance) -> Int {
        instance.budgetedReloads.filter { host.now - $0 < state.configuration.budgetWindow }.count
    }

    /// When the next budgeted reload can run, or nil if it can run now.
    func nextBudgetedSlot(_ instance: WidgetInstance) -> SimInstant? {
        let inWindow = instance.budgetedReloads.filter { host.now - $0 < state.configuration.budgetWindow }
        guard inWindow.count >= state.configuration.dailyReloadBudget else { return nil }
        let freeing = inWindow.count - state.configuration.dailyReloadBudget
        return inWindow[freeing] + state.configuration.budgetWindow
    }

    private func scheduleNext(_ id: String, after timeline: TimelineRecord) {
        let floor = host.now + state.configuration.minimumReloadInterval
        switch timeline.policy {
        case .never:
            if let token = state.policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
            state.instances[id]?.nextReload = nil
        case .atEnd:
            let last = timeline.entries.last?.date
            let target = (last.map { $0 > host.now } ?? false) ? (last ?? host.now) : host.now + state.configuration.atEndFallback
            schedulePolicyJob(id, at: max(target, floor), trigger: .policy)
        case .after(let date):
            schedulePolicyJob(id, at: max(date, floor), trigger: .policy)
        }
    }

    func schedulePolicyJob(_ id: String, at instant: SimInstant, trigger: ReloadTrigger) {
        if let token = state.policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
        state.instances[id]?.nextReload = instant
        state.policyJobs[id] = host.runtime.scheduler.schedule(at: instant, label: "widgets.timeline \(id)",
                                                         job: .widgetTimeline(device: host.device, widget: id, trigger: trigger.rawValue))
    }

    /// Runs a widget job that came due: a `WidgetCenterRecord` reload arriving, a timeline policy, or a Smart Stack evaluation.
    public func perform(_ job: SimulationJob) {
        switch job {
        case .widgetCenterReload(_, let id):
            state.pendingCenterJobs.remove(id)
            reload(id, trigger: .widgetCenter)
        case .widgetTimeline(_, let id, let trigger):
            state.policyJobs[id] = nil
            reload(id, trigger: ReloadTrigger(rawValue: trigger) ?? .policy)
        case .smartStackEvaluate:
            evaluateStacks()
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

extension WidgetCenterRecord {
    /// `getCurrentConfigurations`: the app's placed widgets (kind and family), or `unavailable` on macOS.
    public func getCurrentConfigurations() -> Result<[(kind: String, family: WidgetFamilyKind)], WidgetServiceError> {
        guard service.isAvailable else { return .failure(.unavailable(service.host.platform)) }
        return .success(service.sortedInstanceIDs.compactMap { id in
            service.instances[id].flatMap { $0.app == app ? ($0.kind, $0.family) : nil }
        })
    }
}
