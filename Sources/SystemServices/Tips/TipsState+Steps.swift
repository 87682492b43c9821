import LimelightCore

/// Siri tips as steps of the state: placements, their `@State` bindings, dismissal, and reading a tip's state (an
/// `@AppStorage` binding is read from and written to the app's defaults, handed in by the caller). Each is called by
/// `TipsService` with itself as host.
extension TipsState {
    /// Places a tip (an app's view containing `SiriTipView`); replaces an earlier placement at the same location.
    mutating func place(_ placement: SiriTipPlacement, _ host: some TipsHost) throws {
        guard host.platform == .ios else { throw TipsError.unavailable(host.platform) }
        placements[placement.app, default: [:]][placement.location] = placement
        host.record(app: placement.app, "tips.placed", "SiriTipView(intent: \(placement.intentType)) in \(placement.location), isVisible \(placement.storage)")
    }

    /// The app was deleted: its views, and so its tip placements and bindings, and its TipKit datastore are gone.
    mutating func removeApp(_ app: String) {
        placements[app] = nil
        stateBindings[app] = nil
        tipKit[app] = nil
    }

    /// The app relaunched: every `@State` binding starts again at `true`.
    mutating func appDidLaunch(_ app: String) {
        stateBindings[app] = nil
    }

    /// A tip's state now, reading `@AppStorage` bindings from the app's defaults on this device.
    func siriTipState(app: String, location: String, defaults: AppDefaults, _ host: some TipsHost) throws -> SiriTipState {
        let placement = try lookup(app: app, location: location, host)
        let phrase = host.appShortcutPhrase(app: placement.app, intentType: placement.intentType)
        let bound: Bool
        var reason: String
        switch placement.storage {
        case .none:
            bound = true
            reason = "no binding: always shown"
        case .state:
            bound = stateBindings[app]?[location] ?? true
            reason = bound ? "@State binding is true" : "dismissed in this launch (@State, forgotten on relaunch)"
        case .appStorage(let key):
            bound = defaults.bool(forKey: key) ?? true
            reason = bound ? "@AppStorage(\"\(key)\") is true" : "dismissed earlier: @AppStorage(\"\(key)\") is false on this device"
        }
        if phrase == nil { reason = "\(placement.intentType) is in no App Shortcut: SiriTipView shows an empty view" }
        return SiriTipState(placement: placement, isVisible: bound && phrase != nil, phrase: phrase,
                            allowsDismissal: placement.storage != .none, reason: reason)
    }

    /// The states of every tip an app places, by location.
    func siriTipStates(app: String, defaults: AppDefaults, _ host: some TipsHost) -> [SiriTipState] {
        (placements[app] ?? [:]).keys.sorted().compactMap { try? siriTipState(app: app, location: $0, defaults: defaults, host) }
    }

    /// The user taps the tip's close button: `false` is written to the binding (and to defaults for `@AppStorage`).
    mutating func dismiss(app: String, location: String, defaults: AppDefaults, _ host: some TipsHost) throws -> SiriTipState {
        let placement = try lookup(app: app, location: location, host)
        switch placement.storage {
        case .none: throw TipsError.notDismissible(app: app, location: location)
        case .state: stateBindings[app, default: [:]][location] = false
        case .appStorage(let key): defaults.set(.bool(false), forKey: key)
        }
        host.record(app: app, "tips.dismissed", "\(location) SiriTipView(\(placement.intentType)): isVisible = false via \(placement.storage)")
        return try siriTipState(app: app, location: location, defaults: defaults, host)
    }

    private func lookup(app: String, location: String, _ host: some TipsHost) throws -> SiriTipPlacement {
        guard host.platform == .ios else { throw TipsError.unavailable(host.platform) }
        guard let placement = placements[app]?[location] else {
            throw TipsError.unknownPlacement(app: app, location: location,
                                             suggestion: Suggestions.closest(to: location, in: (placements[app] ?? [:]).keys.sorted()))
        }
        return placement
    }
}
