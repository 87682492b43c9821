import LimelightCore

/// What a step of `TipsState` reaches outside the value: the device, and the intents service's App Shortcuts (a
/// `SiriTipView` shows the spoken phrase of the App Shortcut that runs its intent).
///
/// `TipsService` is the host of the live world; a call is one `mutating func` of the state with the service as host.
protocol TipsHost: DeviceServiceHost {
    /// The spoken phrase of the app's App Shortcut for `intentType`, with the app's name in it; nil when the app is
    /// not installed or no App Shortcut runs the intent.
    func appShortcutPhrase(app: String, intentType: String) -> String?
}
