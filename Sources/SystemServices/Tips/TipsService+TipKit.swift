import LimelightCore

/// TipKit: each app's datastore on this device, the tips its views place, and the eligibility rules TipKit applies.
/// Each call is a step of `state` (`TipsState+TipKit`); the tips the views placed are code the service keeps.
extension TipsService {
    /// The app's TipKit datastore (empty when it has none).
    public func tipKitDatastore(app: String) -> TipKitDatastore { state.tipKitDatastore(app: app) }

    /// The TipKit tips the app placed in its views, by id.
    public func tipKitTips(app: String) -> [String: TipKitTipHandle] { tipKitHandles[app] ?? [:] }

    /// Registers a tip placed in one of the app's views (code, like a widget's provider: not part of the state).
    public func placeTipKitTip(_ handle: TipKitTipHandle, app: String) {
        tipKitHandles[app, default: [:]][handle.id] = handle
    }

    /// `Tips.configure(_:)`: once a launch.
    public func configureTipKit(app: String, _ configuration: TipKitConfiguration) throws {
        try state.configureTipKit(app: app, configuration, self)
    }

    /// `Tips.resetDatastore()`: forgets every tip, donation and parameter; refused once configured in this launch.
    public func resetTipKitDatastore(app: String) throws { try state.resetTipKitDatastore(app: app, self) }

    /// A testing override for this launch.
    public func setTipKitTesting(app: String, _ mode: TipKitTestingMode) { state.setTipKitTesting(app: app, mode) }

    /// Records a donation to an event now, keeping the most recent `TipKitDatastore.donationLimit`.
    public func donateTipKitEvent(app: String, event: String, info: String) {
        state.donateTipKitEvent(app: app, event: event, info: info, self)
    }

    /// An event's donations, oldest first.
    public func tipKitDonations(app: String, event: String) -> [TipKitDonation] { state.tipKitDonations(app: app, event: event) }

    /// A parameter's stored JSON, nil when never set (or, for a transient one, not set in this launch).
    public func tipKitParameter(app: String, id: String, transient: Bool) -> String? {
        state.tipKitParameter(app: app, id: id, transient: transient)
    }

    /// Sets a parameter; ignored (returns false) before `Tips.configure(_:)`, as on a device.
    @discardableResult
    public func setTipKitParameter(app: String, id: String, json: String, transient: Bool) -> Bool {
        state.setTipKitParameter(app: app, id: id, json: json, transient: transient)
    }

    /// A tip's status now, from the datastore and the facts of its code.
    public func tipKitStatus(app: String, _ facts: TipKitTipFacts) -> TipKitStatus { state.tipKitStatus(app: app, facts, self) }

    /// The view holding the tip appears: the tip is displayed if it is available (see `TipsState.displayTipKitTip`).
    @discardableResult
    public func displayTipKitTip(app: String, _ facts: TipKitTipFacts, location: String) -> TipKitStatus {
        state.displayTipKitTip(app: app, facts, location: location, self)
    }

    /// `tip.invalidate(reason:)`: permanently; a second invalidation keeps the first reason.
    public func invalidateTipKitTip(app: String, id: String, reason: TipKitInvalidationReason) {
        state.invalidateTipKitTip(app: app, id: id, reason: reason, self)
    }

    /// `tip.resetEligibility()`: forgets the tip's invalidation and display count.
    public func resetTipKitTip(app: String, id: String) { state.resetTipKitTip(app: app, id: id) }

    /// The user taps the close button of a placed tip: it is invalidated with `tipClosed`.
    public func closeTipKitTip(app: String, id: String) throws -> TipKitStatus {
        guard let handle = tipKitTips(app: app)[id] else {
            let ids = tipKitTips(app: app).keys.sorted()
            throw TipStoreError.unknownTip(app: app, id: id, suggestion: Suggestions.closest(to: id, in: ids))
        }
        invalidateTipKitTip(app: app, id: id, reason: .tipClosed)
        return tipKitStatus(app: app, handle.facts())
    }

    /// The app launches: this launch's configuration, testing override and transient parameters start empty.
    public func appWillLaunch(_ app: String) { state.appWillLaunch(app) }
}
