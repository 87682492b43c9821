import LimelightCore
import SimulatorKit
import SystemServices

/// ITB-G4: `SiriTipView`s in the backlog, content and settings views, their `isVisible` in `@AppStorage`.
///
/// The seed says the system remembers a dismissal; it does not (it only writes `false` to the binding), so FocusBlox
/// binds each tip to `@AppStorage`: dismissed stays dismissed on this device, and shows on another (defaults do not sync).
extension FocusBlox {
    /// The tips: (view, intent, `@AppStorage` key).
    static let siriTips: [(location: String, intent: String, key: String)] = [
        ("BacklogView", "CreateTaskIntent", "siriTip.backlog.createTask"),
        ("ContentView", "GetNextUpIntent", "siriTip.content.nextUp"),
        ("SettingsView", "CompleteTaskIntent", "siriTip.settings.completeTask"),
    ]

    /// Places the three tips on the device.
    static func placeSiriTips(_ context: AppContext) throws {
        for tip in siriTips {
            try context.device.tips.place(SiriTipPlacement(app: bundleIdentifier, location: tip.location, intentType: tip.intent,
                                                           storage: .appStorage(key: tip.key)))
        }
    }
}
