import LimelightAppIntents

/// Landmarks' Siri tip: `SiriTipView(intent: NavigateIntent(), isVisible: $showTip)` in the list view, bound to `@State`
/// (a relaunch shows a dismissed tip again: the case `Scenarios/tips/state-binding-forgets.scenario` shows).
extension Landmarks {
    /// The sections `NavigateIntent` goes to.
    enum NavigationOption: String, AppEnum {
        case landmarks = "Landmarks", map = "Map"

        static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Section") }
        static var caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] {
            [.landmarks: DisplayRepresentation(title: "Landmarks"), .map: DisplayRepresentation(title: "Map")]
        }
    }

    /// `NavigateIntent(section:)`: switches the app to a section (run by the simulator through `LandmarksApp.perform(_:)`).
    struct NavigateIntent: AppIntent {
        static let title: LocalizedStringResource = "Navigate to Section"
        @Parameter(title: "Section") var section: NavigationOption

        init() {}

        func perform() async throws -> some IntentResult { .result() }
    }

    /// Places the list view's tip, its `isVisible` in `@State`.
    static func placeSiriTip() throws {
        try SiriTipView(intent: NavigateIntent(), isVisible: .state).place(in: "LandmarkListView")
    }
}
