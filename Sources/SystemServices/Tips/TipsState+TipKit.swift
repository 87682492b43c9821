import LimelightCore

/// TipKit as steps of the state: each app's datastore on this device, the tips its views place, and the eligibility rules TipKit applies
/// (rules, display frequency on the simulated clock, `MaxDisplayCount`, invalidation, testing overrides).
extension TipsState {
    /// The app's TipKit datastore (empty when it has none).
    func tipKitDatastore(app: String) -> TipKitDatastore { tipKit[app] ?? TipKitDatastore() }

    private mutating func update(_ app: String, _ change: (inout TipKitDatastore) -> Void) {
        var store = tipKitDatastore(app: app)
        change(&store)
        tipKit[app] = store
    }

    /// `Tips.configure(_:)`: once a launch.
    mutating func configureTipKit(app: String, _ configuration: TipKitConfiguration, _ host: some TipsHost) throws {
        if tipKitDatastore(app: app).configuration != nil { throw TipStoreError.tipsDatastoreAlreadyConfigured }
        update(app) { $0.configuration = configuration }
        host.record(app: app, "tips.configured", "Tips.configure: displayFrequency \(configuration.displayFrequency), datastore \(configuration.datastoreLocation)")
    }

    /// `Tips.resetDatastore()`: forgets every tip, donation and parameter; refused once configured in this launch.
    mutating func resetTipKitDatastore(app: String, _ host: some TipsHost) throws {
        let store = tipKitDatastore(app: app)
        if store.configuration != nil { throw TipStoreError.tipsDatastoreAlreadyConfigured }
        var fresh = TipKitDatastore()
        fresh.testing = store.testing
        tipKit[app] = fresh
        host.record(app: app, "tips.reset", "Tips.resetDatastore()")
    }

    /// A testing override for this launch.
    mutating func setTipKitTesting(app: String, _ mode: TipKitTestingMode) {
        update(app) { $0.testing = mode }
    }

    /// Records a donation to an event now, keeping the most recent `TipKitDatastore.donationLimit`.
    mutating func donateTipKitEvent(app: String, event: String, info: String, _ host: some TipsHost) {
        let now = host.runtime.now
        update(app) { store in
            var list = store.events[event] ?? []
            list.append(TipKitDonation(date: now, info: info))
            if list.count > TipKitDatastore.donationLimit { list.removeFirst(list.count - TipKitDatastore.donationLimit) }
            store.events[event] = list
        }
    }

    /// An event's donations, oldest first.
    func tipKitDonations(app: String, event: String) -> [TipKitDonation] { tipKit[app]?.events[event] ?? [] }

    /// A parameter's stored JSON, nil when never set (or, for a transient one, not set in this launch).
    func tipKitParameter(app: String, id: String, transient: Bool) -> String? {
        transient ? tipKit[app]?.transientParameters[id] : tipKit[app]?.parameters[id]
    }

    /// Sets a parameter; ignored (returns false) before `Tips.configure(_:)`, as on a device.
    mutating func setTipKitParameter(app: String, id: String, json: String, transient: Bool) -> Bool {
        guard tipKit[app]?.configuration != nil else { return false }
        update(app) { store in
            if transient { store.transientParameters[id] = json } else { store.parameters[id] = json }
        }
        return true
    }

    /// A tip's status now, from the datastore and the facts of its code.
    func tipKitStatus(app: String, _ facts: TipKitTipFacts, _ host: some TipsHost) -> TipKitStatus {
        let store = tipKitDatastore(app: app)
        let record = store.tips[facts.id] ?? TipKitTipRecord()
        if let reason = record.invalidation { return .invalidated(reason) }
        if let max = facts.maxDisplayCount, record.displayCount >= max { return .invalidated(.displayCountExceeded) }
        switch store.testing {
        case .hideAll?: return .pending("Tips.hideAllTipsForTesting()")
        case .showAll?: return .available("Tips.showAllTipsForTesting()")
        case .show(let ids)? where ids.contains(facts.id): return .available("Tips.showTipsForTesting([\(facts.id)])")
        default: break
        }
        guard let configuration = store.configuration else { return .pending("Tips.configure() was not called in this launch") }
        if let rule = facts.unmetRule { return .pending("rule not met: \(rule)") }
        if record.displayCount == 0, !facts.ignoresDisplayFrequency, configuration.displayInterval > 0, let last = store.lastNewTipDisplay {
            let next = last + SimDuration(seconds: configuration.displayInterval)
            if host.runtime.now < next {
                return .pending("display frequency \(configuration.displayFrequency): another tip first displayed at \(last), next new tip from \(next)")
            }
        }
        return .available(record.displayCount == 0 ? "rules hold" : "rules hold; displayed before, so display frequency does not apply")
    }

    /// The view holding the tip appears: the tip is displayed if it is available (its display count goes up and, for
    /// its first display, the display-frequency window starts), and a `MaxDisplayCount` reached invalidates it.
    mutating func displayTipKitTip(app: String, _ facts: TipKitTipFacts, location: String, _ host: some TipsHost) -> TipKitStatus {
        let status = tipKitStatus(app: app, facts, host)
        switch status {
        case .invalidated(let reason):
            if tipKitDatastore(app: app).tips[facts.id]?.invalidation == nil { invalidateTipKitTip(app: app, id: facts.id, reason: reason, host) }
        case .pending:
            break
        case .available:
            let now = host.runtime.now
            var count = 0
            update(app) { store in
                var record = store.tips[facts.id] ?? TipKitTipRecord()
                if record.displayCount == 0, !facts.ignoresDisplayFrequency { store.lastNewTipDisplay = now }
                record.displayCount += 1
                record.lastDisplayed = now
                count = record.displayCount
                store.tips[facts.id] = record
            }
            host.record(app: app, "tip.shown", "\(facts.id) in \(location) (display \(count))")
        }
        return status
    }

    /// `tip.invalidate(reason:)`: permanently; a second invalidation keeps the first reason.
    mutating func invalidateTipKitTip(app: String, id: String, reason: TipKitInvalidationReason, _ host: some TipsHost) {
        guard tipKitDatastore(app: app).tips[id]?.invalidation == nil else { return }
        update(app) { store in
            var record = store.tips[id] ?? TipKitTipRecord()
            record.invalidation = reason
            store.tips[id] = record
        }
        host.record(app: app, "tip.invalidated", "\(id): \(reason.rawValue)")
    }

    /// `tip.resetEligibility()`: forgets the tip's invalidation and display count.
    mutating func resetTipKitTip(app: String, id: String) {
        guard tipKit[app]?.tips[id] != nil else { return }
        update(app) { $0.tips[id] = nil }
    }

    /// The app launches: this launch's configuration, testing override and transient parameters start empty.
    mutating func appWillLaunch(_ app: String) {
        guard var store = tipKit[app] else { return }
        store.configuration = nil
        store.testing = nil
        store.transientParameters = [:]
        tipKit[app] = store
    }
}
