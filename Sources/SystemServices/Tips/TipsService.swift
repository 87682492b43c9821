import LimelightCore

/// One device's Siri tips: `SiriTipView` placements, their visibility bindings and dismissal (iOS only).
///
/// The system remembers nothing: dismissing writes `false` into the app's binding. A `@State` binding forgets on
/// relaunch; an `@AppStorage` binding persists in that app's defaults on this device only.
///
/// The service is a host for one value, as TCA's store is: its data is `state` (a `TipsState`) and every call is a step
/// of that value (`TipsState+Steps`, `+TipKit`) with the service as its `TipsHost`. The class holds only `state`, the
/// TipKit tips the apps' views placed (code), `host` (the device) and `intents` (the sibling service whose App Shortcuts
/// give a tip its phrase), pinned by `ServiceShapeTests`.
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
    public func place(_ placement: SiriTipPlacement) throws { try state.place(placement, self) }

    /// The app was deleted: its views, and so its tip placements and bindings, and its TipKit datastore are gone.
    public func removeApp(_ app: String) {
        state.removeApp(app)
        tipKitHandles[app] = nil
    }

    /// The app relaunched: every `@State` binding starts again at `true`.
    public func appDidLaunch(_ app: String) { state.appDidLaunch(app) }

    /// A tip's state now, reading `@AppStorage` bindings from the app's defaults on this device.
    public func state(app: String, location: String, defaults: AppDefaults) throws -> SiriTipState {
        try state.siriTipState(app: app, location: location, defaults: defaults, self)
    }

    /// The states of every tip an app places, by location.
    public func states(app: String, defaults: AppDefaults) -> [SiriTipState] {
        state.siriTipStates(app: app, defaults: defaults, self)
    }

    /// The user taps the tip's close button: `false` is written to the binding (and to defaults for `@AppStorage`).
    @discardableResult
    public func dismiss(app: String, location: String, defaults: AppDefaults) throws -> SiriTipState {
        try state.dismiss(app: app, location: location, defaults: defaults, self)
    }
}

extension TipsService: TipsHost {
    var serviceHost: ServiceHost { host }

    func appShortcutPhrase(app: String, intentType: String) -> String? {
        guard let meta = intents.metadata(for: app) else { return nil }
        return meta.appShortcut(for: intentType)?.spokenPhrase(appName: meta.displayName)
    }
}
