/// One App Shortcut from an app's `AppShortcutsProvider`: an intent plus the phrases that invoke it.
public struct AppShortcut: Hashable, Codable, Sendable {
    /// The intent type the shortcut runs.
    public var intentType: String
    /// Invocation phrases; each must contain `${applicationName}` exactly once (Swift: `\(.applicationName)`).
    public var phrases: [String]
    /// The short title shown in Spotlight and Shortcuts.
    public var shortTitle: String
    /// The SF Symbol name shown with it.
    public var systemImageName: String

    /// The token every phrase must contain once.
    public static let applicationNameToken = "${applicationName}"

    /// Declares an App Shortcut; `\(.applicationName)` spellings are normalised to `${applicationName}`.
    public init(intentType: String, phrases: [String], shortTitle: String, systemImageName: String = "app") {
        self.intentType = intentType
        self.phrases = phrases.map { $0.replacingOccurrences(of: "\\(.applicationName)", with: Self.applicationNameToken) }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// The first phrase with the app name substituted: what a `SiriTipView` shows.
    public func spokenPhrase(appName: String) -> String? {
        phrases.first.map { $0.replacingOccurrences(of: Self.applicationNameToken, with: appName) }
    }

    /// The `${name}` parameter tokens of a phrase other than the application name.
    public static func parameterTokens(in phrase: String) -> [String] {
        var names: [String] = []
        var rest = Substring(phrase)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if name != "applicationName" { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// How many times the application name token occurs in a phrase.
    public static func applicationNameCount(in phrase: String) -> Int {
        phrase.components(separatedBy: applicationNameToken).count - 1
    }
}
