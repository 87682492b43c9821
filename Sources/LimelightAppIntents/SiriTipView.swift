import SimulatorKit
import SystemServices

/// App Intents' `SiriTipView(intent:isVisible:)` without SwiftUI: a tip showing the phrase of the App Shortcut that runs
/// `intent`, placed in one of the app's views with `place(in:)` from its install hook or a view's code.
///
/// Apple's is a SwiftUI view whose `isVisible` is a `Binding<Bool>`; here `isVisible` says what backs the binding
/// (`.state`, `.appStorage("key")` or `nil`), which decides whether a dismissal survives a relaunch.
public struct SiriTipView {
    /// The intent type whose App Shortcut phrase the tip shows.
    public let intentType: String
    /// What backs `isVisible`, nil for no binding (no close button).
    public let isVisible: SiriTipVisibility?
    /// The style set with `siriTipViewStyle(_:)`.
    public private(set) var style: SiriTipViewStyle = .automatic

    /// A tip for `intent`'s App Shortcut, shown while `isVisible` is true (always, with no close button, when nil).
    public init<Intent: AppIntent>(intent: Intent, isVisible: SiriTipVisibility? = nil) {
        intentType = String(describing: Intent.self)
        self.isVisible = isVisible
    }

    /// SwiftUI's `.siriTipViewStyle(_:)`: kept, not drawn (the simulator shows the tip as text).
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> SiriTipView {
        var copy = self
        copy.style = style
        return copy
    }

    /// The tip as the simulator's tips service places it in the view `location` of the running app.
    public func placement(in location: String, app: String) -> SiriTipPlacement {
        SiriTipPlacement(app: app, location: location, intentType: intentType, storage: isVisible?.storage ?? .none)
    }

    /// Places the tip in the running app's view named `location` (e.g. `BacklogView`); placing again at the same
    /// location replaces it. Throws outside app code, and on a device without `SiriTipView` (macOS).
    public func place(in location: String) throws {
        guard let context = AppContext.current else { throw SiriTipViewError.outsideAppCode }
        try context.device.tips.place(placement(in: location, app: context.bundleIdentifier))
    }
}

/// What backs a `SiriTipView`'s `isVisible` binding (SwiftUI's `Binding<Bool>`, by where its value lives).
public struct SiriTipVisibility: Hashable, Sendable {
    /// The storage the tips service reads and writes.
    public let storage: TipVisibilityStorage

    /// `$showTip` of `@State private var showTip = true`: a relaunch shows the tip again.
    public static let state = SiriTipVisibility(storage: .state)

    /// `$showTip` of `@AppStorage(key) var showTip = true`: a dismissal persists in the app's defaults on this device.
    public static func appStorage(_ key: String) -> SiriTipVisibility { SiriTipVisibility(storage: .appStorage(key: key)) }
}

/// App Intents' `SiriTipViewStyle`.
public struct SiriTipViewStyle: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = SiriTipViewStyle(name: "automatic")
    /// Dark.
    public static let dark = SiriTipViewStyle(name: "dark")
    /// Light.
    public static let light = SiriTipViewStyle(name: "light")
}

/// Why a `SiriTipView` could not be placed.
public enum SiriTipViewError: Error, CustomStringConvertible {
    /// `place(in:)` was called outside app code.
    case outsideAppCode

    /// What went wrong.
    public var description: String { "SiriTipView.place(in:) must be called from app code (the app's install hook or a view)" }
}
