import SystemServices

/// App Intents' `AppShortcutPhrase` as far as the simulator models it: the phrase text with `\(.applicationName)`.
public struct AppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with `${applicationName}` where the app's name goes.
    public let text: String

    /// A phrase from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A phrase from an interpolation such as `"Add a task in \(.applicationName)"`.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase's text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += SystemServices.AppShortcut.applicationNameToken }
    }
}

/// The tokens a phrase may hold.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// App Intents' `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
public struct AppShortcut {
    /// The shortcut as the simulator declares it.
    public let simulated: SystemServices.AppShortcut

    /// A shortcut for an intent.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase], shortTitle: LocalizedStringResource, systemImageName: String) {
        simulated = SystemServices.AppShortcut(intentType: String(describing: Intent.self), phrases: phrases.map(\.text),
                                               shortTitle: shortTitle.key, systemImageName: systemImageName)
    }
}
