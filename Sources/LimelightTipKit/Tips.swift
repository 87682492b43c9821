import SystemServices

/// TipKit's namespace: configuration, testing overrides and the types tips are built from.
///
/// Every call acts for the app whose code is running, on its device: each app on each simulated device has its own
/// datastore, part of the simulated world (snapshots, the digest).
public enum Tips {
    /// `Tips.configure(_:)`: loads the app's datastore for this launch with a display frequency (default
    /// `.immediate`). Until it is called in a launch no tip displays and parameters do not change. Throws
    /// `TipKitError.tipsDatastoreAlreadyConfigured` when called twice in a launch, and outside app code.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        guard let app = TipKitApp.current else { throw TipKitUsageError.outsideAppCode("Tips.configure") }
        var simulated = TipKitConfiguration()
        for option in configuration {
            switch option.kind {
            case .displayFrequency(let f):
                simulated.displayFrequency = f.name
                simulated.displayInterval = f.interval
            case .datastoreLocation(let l):
                simulated.datastoreLocation = l.name
            }
        }
        try app.service.configureTipKit(app: app.bundleIdentifier, simulated)
    }

    /// `Tips.resetDatastore()`: forgets every tip's history, every donation and parameter; call it before
    /// `configure(_:)` (afterwards it throws `TipKitError.tipsDatastoreAlreadyConfigured`, as Apple's does).
    public static func resetDatastore() throws {
        guard let app = TipKitApp.current else { throw TipKitUsageError.outsideAppCode("Tips.resetDatastore") }
        try app.service.resetTipKitDatastore(app: app.bundleIdentifier)
    }

    /// Shows every tip that is not invalidated, whatever its rules and the display frequency (this launch).
    public static func showAllTipsForTesting() { setTesting(.showAll) }

    /// Shows the given tips whatever their rules and the display frequency (this launch).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        setTesting(.show(tips.map { String(describing: $0) }))
    }

    /// Hides every tip (this launch).
    public static func hideAllTipsForTesting() { setTesting(.hideAll) }

    private static func setTesting(_ mode: TipKitTestingMode) {
        guard let app = TipKitApp.current else { return }
        app.service.setTipKitTesting(app: app.bundleIdentifier, mode)
    }

    /// Whether a tip may display now (`Tip.status`).
    public enum Status: Equatable, Sendable {
        /// Not eligible now: a rule does not hold, the display frequency holds it back, or TipKit is not configured.
        case pending
        /// Eligible for display.
        case available
        /// Permanently invalidated.
        case invalidated(InvalidationReason)
    }

    /// Why a tip was permanently invalidated.
    public enum InvalidationReason: Equatable, Sendable {
        /// The person performed the action the tip describes.
        case actionPerformed
        /// The tip reached its `MaxDisplayCount`.
        case displayCountExceeded
        /// The tip reached its maximum display duration (not modelled: never set by the simulator).
        case displayDurationExceeded
        /// The person closed the tip.
        case tipClosed

        var simulated: TipKitInvalidationReason {
            switch self {
            case .actionPerformed: .actionPerformed
            case .displayCountExceeded: .displayCountExceeded
            case .displayDurationExceeded: .displayDurationExceeded
            case .tipClosed: .tipClosed
            }
        }

        init(_ simulated: TipKitInvalidationReason) {
            switch simulated {
            case .actionPerformed: self = .actionPerformed
            case .displayCountExceeded: self = .displayCountExceeded
            case .displayDurationExceeded: self = .displayDurationExceeded
            case .tipClosed: self = .tipClosed
            }
        }
    }
}
