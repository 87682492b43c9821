import LimelightCore

/// One device's Siri tips: `SiriTipView` placements, their visibility bindings and dismissal (iOS only).
///
/// The system remembers nothing: dismissing writes `false` into the app's binding. A `@State` binding forgets on
/// relaunch; an `@AppStorage` binding persists in that app's defaults on this device only.
public final class TipsService {
    /// The device this service runs on.
    public let host: ServiceHost
    /// The intents service, for App Shortcut phrases.
    public let intents: IntentsService
    /// Everything the service holds (no code): placements and `@State` bindings.
    public internal(set) var state = TipsState()
    /// The TipKit tips each app placed in its views, by app, then id (code, attached again by install hooks).
    var tipKitHandles: [String: [String: TipKitTipHandle]] = [:]
    /// Placements by app, then location.
    public var placements: [String: [String: SiriTipPlacement]] { state.placements }

    /// Creates the service for one device.
    public init(host: ServiceHost, intents: IntentsService) {
        self.host = host
        self.intents = intents
    }

    /// Replaces everything the service holds with `state` (it has no code to keep); records nothing.
    public func restore(_ state: TipsState) { self.state = state }

    /// Whether `SiriTipView` exists on this device.
    public var isAvailable: Bool { host.platform == .ios }

    /// Places a tip (an app's view containing `SiriTipView`); replaces an earlier placement at the same location.
    public func place(_ placement: SiriTipPlacement) throws {
        guard isAvailable else { throw TipsError.unavailable(host.platform) }
        state.placements[placement.app, default: [:]][placement.location] = placement
        host.record(app: placement.app, "tips.placed", "SiriTipView(intent: \(placement.intentType)) in \(placement.location), isVisible \(placement.storage)")
    }

    /// The app was deleted: its views, and so its tip placements and bindings, and its TipKit datastore are gone.
    public func removeApp(_ app: String) {
        state.placements[app] = nil
        state.stateBindings[app] = nil
        state.tipKit[app] = nil
        tipKitHandles[app] = nil
    }

    /// The app relaunched: every `@State` binding starts again at `true`.
    public func appDidLaunch(_ app: String) {
        state.stateBindings[app] = nil
    }

    /// A tip's state now, reading `@AppStorage` bindings from the app's defaults on this device.
    public func state(app: String, location: String, defaults: AppDefaults) throws -> SiriTipState {
        let placement = try lookup(app: app, location: location)
        let phrase = phrase(for: placement)
        let bound: Bool
        var reason: String
        switch placement.storage {
        case .none:
            bound = true
            reason = "no binding: always shown"
        case .state:
            bound = state.stateBindings[app]?[location] ?? true
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
    public func states(app: String, defaults: AppDefaults) -> [SiriTipState] {
        (placements[app] ?? [:]).keys.sorted().compactMap { try? state(app: app, location: $0, defaults: defaults) }
    }

    /// The user taps the tip's close button: `false` is written to the binding (and to defaults for `@AppStorage`).
    @discardableResult
    public func dismiss(app: String, location: String, defaults: AppDefaults) throws -> SiriTipState {
        let placement = try lookup(app: app, location: location)
        switch placement.storage {
        case .none: throw TipsError.notDismissible(app: app, location: location)
        case .state: state.stateBindings[app, default: [:]][location] = false
        case .appStorage(let key): defaults.set(.bool(false), forKey: key)
        }
        host.record(app: app, "tips.dismissed", "\(location) SiriTipView(\(placement.intentType)): isVisible = false via \(placement.storage)")
        return try state(app: app, location: location, defaults: defaults)
    }

    private func lookup(app: String, location: String) throws -> SiriTipPlacement {
        guard isAvailable else { throw TipsError.unavailable(host.platform) }
        guard let placement = placements[app]?[location] else {
            throw TipsError.unknownPlacement(app: app, location: location,
                                             suggestion: Suggestions.closest(to: location, in: (placements[app] ?? [:]).keys.sorted()))
        }
        return placement
    }

    private func phrase(for placement: SiriTipPlacement) -> String? {
        guard let meta = intents.metadata(for: placement.app) else { return nil }
        return meta.appShortcut(for: placement.intentType)?.spokenPhrase(appName: meta.displayName)
    }
}
