import SystemServices

/// App Intents' `AppShortcutPhrase<Intent>`: the phrase text with `\(.applicationName)` and the intent's parameters
/// (`\(\.$task)`), as the metadata spells them: `${applicationName}`, `${task}`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with `${applicationName}` where the app's name goes and `${name}` for a parameter.
    public let text: String

    /// A phrase from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A phrase from an interpolation such as `"Complete \(\.$task) in \(.applicationName)"`.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase's text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += SystemServices.ShortcutDeclaration.applicationNameToken }
        /// `\(\.$task)`: a parameter of the intent, named by finding which of a fresh intent's `@Parameter`s the key path reaches.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${" + IntentParameterNames.name(of: parameter) + "}"
        }
    }
}

/// The tokens a phrase may hold.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// App Intents' `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
public struct AppShortcut: Sendable {
    /// The shortcut as the simulator declares it.
    public let simulated: SystemServices.ShortcutDeclaration
    /// The intent type the shortcut runs (what makes the intent known to the system without declaring it again).
    let intentType: any AppIntent.Type

    /// A shortcut for an intent.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        simulated = SystemServices.ShortcutDeclaration(intentType: String(describing: Intent.self), phrases: phrases.map(\.text),
                                               shortTitle: shortTitle.text, systemImageName: systemImageName)
        intentType = Intent.self
    }

    /// The iOS 16 form without a title and symbol (Apple deprecated it in iOS 17): the intent's title stands for both.
    @available(*, deprecated, message: "Apple deprecated this form in iOS 17: give shortTitle: and systemImageName:")
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent: intent, phrases: phrases, shortTitle: Intent.title, systemImageName: "app")
    }
}

/// App Intents' `ShortcutTileColor`: the colour of the app's App Shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: String, CaseIterable, Hashable, Sendable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// Names an intent's parameter from a key path to its `@Parameter`.
enum IntentParameterNames {
    /// The property name (without the wrapper's underscore) of the parameter the key path reaches on a fresh intent.
    static func name<Intent: AppIntent, Value>(of parameter: KeyPath<Intent, IntentParameter<Value>>) -> String {
        let intent = Intent()
        let target = intent[keyPath: parameter]
        let label = Mirror(reflecting: intent).children.first { ($0.value as AnyObject) === target }?.label ?? "parameter"
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}
