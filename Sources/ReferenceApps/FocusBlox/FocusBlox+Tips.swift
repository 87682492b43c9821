import LimelightAppIntents

/// ITB-G4: `SiriTipView`s in the backlog, content and settings views, their `isVisible` in `@AppStorage`.
///
/// The seed says the system remembers a dismissal; it does not (it only writes `false` to the binding), so FocusBlox
/// binds each tip to `@AppStorage`: dismissed stays dismissed on this device, and shows on another (defaults do not sync).
extension FocusBlox {
    /// `GetNextUpIntent`: what to work on next (run by Siri; FocusBlox does not donate it).
    struct GetNextUpIntent: AppIntent {
        static let title: LocalizedStringResource = "Get Next Up"

        init() {}

        func perform() async throws -> some IntentResult {
            guard let app = FocusBloxApp.running else { throw FocusBloxIntentError.notRunning }
            return .result(dialog: "\(app.nextUp())")
        }
    }

    /// Places the three tips in their views: `SiriTipView(intent:isVisible: $showTip)` with `@AppStorage(key) var showTip`.
    static func placeSiriTips() throws {
        try SiriTipView(intent: CreateTaskIntent(), isVisible: .appStorage("siriTip.backlog.createTask")).place(in: "BacklogView")
        try SiriTipView(intent: GetNextUpIntent(), isVisible: .appStorage("siriTip.content.nextUp")).place(in: "ContentView")
        try SiriTipView(intent: CompleteTaskIntent(), isVisible: .appStorage("siriTip.settings.completeTask")).place(in: "SettingsView")
    }
}
