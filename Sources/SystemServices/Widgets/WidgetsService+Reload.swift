import LimelightCore

extension WidgetsService {
    /// The reload budget of a placed widget now.
    public func budgetStatus(_ id: String) throws -> ReloadBudgetStatus {
        try requireAvailable()
        guard let instance = instances[id] else { throw WidgetServiceError.unknownWidget(id) }
        if configuration.developerMode { return ReloadBudgetStatus(used: usedBudget(instance), limit: nil, nextAvailable: nil) }
        return ReloadBudgetStatus(used: usedBudget(instance), limit: configuration.dailyReloadBudget, nextAvailable: nextBudgetedSlot(instance))
    }

    /// Asks for reloads of the app's widgets of a kind (or all kinds); the reload runs as a scheduler job (coalesced).
    func requestReload(app: String, kind: String?) -> WidgetCenterResponse {
        guard isAvailable else { return .unavailable(WidgetServiceError.unavailable(host.platform).description) }
        let ids = sortedInstanceIDs.filter { instances[$0]?.app == app && (kind == nil || instances[$0]?.kind == kind) }
        host.record(app: app, "widgets.reload.requested", "WidgetCenter " + (kind.map { "reloadTimelines(ofKind: \"\($0)\")" } ?? "reloadAllTimelines()")
                    + (ids.isEmpty ? ": no placed widgets" : ": \(ids.joined(separator: ", "))"))
        guard !ids.isEmpty else { return .noWidgets }
        for id in ids where !pendingCenterJobs.contains(id) {
            pendingCenterJobs.insert(id)
            host.runtime.scheduler.schedule(after: configuration.reloadLatency, label: "widgets.reload \(id)") { [weak self] in
                self?.pendingCenterJobs.remove(id)
                self?.reload(id, trigger: .widgetCenter)
            }
        }
        return .requested(ids)
    }

    /// Runs a reload now if the budget and floor allow it; otherwise defers it and says why.
    public func reload(_ id: String, trigger: ReloadTrigger) {
        guard isAvailable, let instance = instances[id], let declaration = declarations[instance.kind] else { return }
        let exempt = isExempt(instance, trigger: trigger)
        if !exempt {
            if let last = instance.lastReload, host.now < last + configuration.minimumReloadInterval {
                let at = last + configuration.minimumReloadInterval
                host.record(app: instance.app, "widgets.reload.deferred", "\(id) \(instance.kind): last reload \(SimDuration(seconds: (host.now - last).seconds)) ago; WidgetKit waits until \(at) (minimum \(configuration.minimumReloadInterval))")
                schedulePolicyJob(id, at: at, trigger: trigger)
                return
            }
            if let next = nextBudgetedSlot(instance) {
                host.record(app: instance.app, "widgets.budget.denied", "\(id) \(instance.kind): \(usedBudget(instance))/\(configuration.dailyReloadBudget) reloads used in the last \(configuration.budgetWindow); withheld until \(next)")
                schedulePolicyJob(id, at: next, trigger: trigger)
                return
            }
        }
        let context = TimelineProviderContext(family: instance.family, now: host.now, device: host.device)
        let timeline = declaration.provider.timeline(in: context)
        var updated = instance
        updated.timelineRequests += 1
        updated.lastReload = host.now
        if !exempt { updated.budgetedReloads.append(host.now) }
        if timeline.entries.isEmpty {
            host.record(app: instance.app, "widgets.timeline.warning", "\(id) \(instance.kind): empty timeline; the previous entries stay on display")
        } else {
            updated.entries = timeline.entries
            for entry in timeline.entries { if let r = entry.relevance { updated.relevanceHistory.append((entry.date, r.score)) } }
        }
        updated.policy = timeline.policy
        for (a, b) in zip(timeline.entries, timeline.entries.dropFirst()) where (b.date - a.date) < configuration.minimumReloadInterval {
            host.record(app: instance.app, "widgets.timeline.warning", "\(id) \(instance.kind): entries at \(a.date) and \(b.date) are closer than \(configuration.minimumReloadInterval)")
            break
        }
        instances[id] = updated
        let first = timeline.entries.first.map { e in (e.relevance.map { " \($0)" } ?? "") + (e.content.isEmpty ? "" : " \"\(e.content)\"") } ?? ""
        let budget = configuration.developerMode ? "developer mode" : exempt ? "free: \(exemptionReason(instance, trigger: trigger))" : "budget \(usedBudget(updated))/\(configuration.dailyReloadBudget)"
        host.record(app: instance.app, "widgets.reload", "\(id) \(instance.kind) (\(trigger.rawValue)): \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies")\(first), next \(timeline.policy) [\(budget)]")
        scheduleNext(id, after: timeline)
        scheduleStackEvaluations(for: updated)
        evaluateStacks()
    }

    /// Whether a reload is free of budget and floor, with developer mode counting as free.
    func isExempt(_ instance: WidgetInstance, trigger: ReloadTrigger) -> Bool {
        if configuration.developerMode { return true }
        switch trigger {
        case .added, .widgetIntent, .systemChange: return true
        case .widgetCenter: return foregroundApps.contains(instance.app) || sessionApps.contains(instance.app)
        case .policy: return false
        }
    }

    private func exemptionReason(_ instance: WidgetInstance, trigger: ReloadTrigger) -> String {
        switch trigger {
        case .added: return "widget placed"
        case .widgetIntent: return "widget button ran an intent"
        case .systemChange: return "system change"
        case .widgetCenter: return foregroundApps.contains(instance.app) ? "app in foreground" : "audio/navigation session"
        case .policy: return "policy"
        }
    }

    func usedBudget(_ instance: WidgetInstance) -> Int {
        instance.budgetedReloads.filter { host.now - $0 < configuration.budgetWindow }.count
    }

    /// When the next budgeted reload can run, or nil if it can run now.
    func nextBudgetedSlot(_ instance: WidgetInstance) -> SimInstant? {
        let inWindow = instance.budgetedReloads.filter { host.now - $0 < configuration.budgetWindow }
        guard inWindow.count >= configuration.dailyReloadBudget else { return nil }
        let freeing = inWindow.count - configuration.dailyReloadBudget
        return inWindow[freeing] + configuration.budgetWindow
    }

    private func scheduleNext(_ id: String, after timeline: Timeline) {
        let floor = host.now + configuration.minimumReloadInterval
        switch timeline.policy {
        case .never:
            if let token = policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
            instances[id]?.nextReload = nil
        case .atEnd:
            let last = timeline.entries.last?.date
            let target = (last.map { $0 > host.now } ?? false) ? (last ?? host.now) : host.now + configuration.atEndFallback
            schedulePolicyJob(id, at: max(target, floor), trigger: .policy)
        case .after(let date):
            schedulePolicyJob(id, at: max(date, floor), trigger: .policy)
        }
    }

    func schedulePolicyJob(_ id: String, at instant: SimInstant, trigger: ReloadTrigger) {
        if let token = policyJobs.removeValue(forKey: id) { host.runtime.scheduler.cancel(token) }
        instances[id]?.nextReload = instant
        policyJobs[id] = host.runtime.scheduler.schedule(at: instant, label: "widgets.timeline \(id)") { [weak self] in
            self?.policyJobs[id] = nil
            self?.reload(id, trigger: trigger)
        }
    }
}

extension WidgetCenter {
    /// `getCurrentConfigurations`: the app's placed widgets (kind and family), or `unavailable` on macOS.
    public func getCurrentConfigurations() -> Result<[(kind: String, family: WidgetFamily)], WidgetServiceError> {
        guard service.isAvailable else { return .failure(.unavailable(service.host.platform)) }
        return .success(service.sortedInstanceIDs.compactMap { id in
            service.instances[id].flatMap { $0.app == app ? ($0.kind, $0.family) : nil }
        })
    }
}
