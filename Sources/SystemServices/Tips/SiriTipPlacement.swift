/// How a `SiriTipView`'s `isVisible` binding is backed: the app's choice decides whether a dismissal survives a relaunch.
public enum TipVisibilityStorage: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `@State var showTip = true`: lives only while the app runs; a relaunch shows the tip again.
    case state
    /// `@AppStorage("key") var showTip = true`: persisted in the app's defaults on this device.
    case appStorage(key: String)
    /// `isVisible: nil`: no binding, so no close button and nothing to remember.
    case none

    /// `@State`, `@AppStorage("key")` or `nil`.
    public var description: String {
        switch self {
        case .state: "@State"
        case .appStorage(let key): "@AppStorage(\"\(key)\")"
        case .none: "nil"
        }
    }
}

/// One `SiriTipView(intent:isVisible:)` an app places in one of its views.
public struct SiriTipPlacement: Hashable, Codable, Sendable {
    /// The app.
    public var app: String
    /// The view (location) name, e.g. `BacklogView`.
    public var location: String
    /// The intent whose App Shortcut phrase the tip shows.
    public var intentType: String
    /// How `isVisible` is stored.
    public var storage: TipVisibilityStorage

    /// Declares a tip placement.
    public init(app: String, location: String, intentType: String, storage: TipVisibilityStorage = .state) {
        self.app = app
        self.location = location
        self.intentType = intentType
        self.storage = storage
    }
}

/// What a tip looks like at a moment: visible or not, the phrase, and why.
public struct SiriTipState: Hashable, Sendable {
    /// The placement.
    public let placement: SiriTipPlacement
    /// Whether the tip is on screen (binding true and a phrase to show).
    public let isVisible: Bool
    /// The phrase shown, e.g. `Erstelle Task in FocusBlox`; nil when the intent is in no App Shortcut (empty view).
    public let phrase: String?
    /// Whether a close button is shown (only with a binding).
    public let allowsDismissal: Bool
    /// Why it is (not) visible.
    public let reason: String
}

/// Why a tip operation was refused.
public enum TipsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `SiriTipView` does not exist on this platform.
    case unavailable(DevicePlatform)
    /// No tip is placed at that location in that app.
    case unknownPlacement(app: String, location: String, suggestion: String?)
    /// The tip has no binding, so it has no close button.
    case notDismissible(app: String, location: String)

    /// A one-sentence message.
    public var description: String {
        switch self {
        case .unavailable(let p): return "SiriTipView is unavailable on \(p.displayName) (iOS, iPadOS, tvOS, watchOS only)"
        case .unknownPlacement(let app, let location, let s): return "'\(app)' has no Siri tip in '\(location)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .notDismissible(let app, let location): return "the Siri tip in \(app) '\(location)' has no isVisible binding, so it shows no close button"
        }
    }
}
