import LimelightAppIntents

/// Landmarks' Siri tip: `SiriTipView(intent: NavigateIntent(), isVisible: $showTip)` in the list view, bound to `@State`
/// (a relaunch shows a dismissed tip again: the case `Scenarios/tips/state-binding-forgets.scenario` shows).
extension Landmarks {
    /// The sections `NavigateIntent` goes to (the list, the map, the landmarks tab).
    enum NavigationOption: String, AppEnum {
        case landmarks, map, list

        static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Section") }
        static var caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] {
            [.landmarks: DisplayRepresentation(title: "Landmarks"), .map: DisplayRepresentation(title: "Map"), .list: DisplayRepresentation(title: "List")]
        }
    }

    /// `NavigateIntent(section:)`: switches the app to a section.
    struct NavigateIntent: AppIntent {
        static let title: LocalizedStringResource = "Navigate to Section"
        @Parameter(title: "Section") var section: NavigationOption

        static var parameterSummary: some ParameterSummary { Summary("Navigate to \(\.$section)") }

        init() {}

        func perform() async throws -> some IntentResult {
            guard let app = LandmarksApp.running else { throw LandmarksIntentError.notRunning }
            app.navigate(to: section.rawValue)
            return .result(dialog: "navigated to \(section.rawValue)")
        }
    }

    /// Places the list view's tip, its `isVisible` in `@State`.
    static func placeSiriTip() throws {
        try SiriTipView(intent: NavigateIntent(), isVisible: .state).place(in: "LandmarkListView")
    }
}
