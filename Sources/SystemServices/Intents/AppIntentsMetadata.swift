/// Everything an app's App Intents metadata declares: intents, entity types and App Shortcuts.
public struct AppIntentsMetadata: Hashable, Codable, Sendable {
    /// The app's bundle identifier (or short name) used in events.
    public var app: String
    /// The app's display name, which Siri phrases use for `${applicationName}`.
    public var displayName: String
    /// Declared intent types.
    public var intents: [IntentDeclaration]
    /// Declared app entity types.
    public var entityTypes: [AppEntityType]
    /// The app's App Shortcuts.
    public var appShortcuts: [ShortcutDeclaration]

    /// Creates an app's metadata.
    public init(app: String, displayName: String, intents: [IntentDeclaration] = [], entityTypes: [AppEntityType] = [],
                appShortcuts: [ShortcutDeclaration] = []) {
        self.app = app
        self.displayName = displayName
        self.intents = intents
        self.entityTypes = entityTypes
        self.appShortcuts = appShortcuts
    }

    /// The declaration of an intent type.
    public func intent(named typeName: String) -> IntentDeclaration? { intents.first { $0.typeName == typeName } }

    /// The declaration of an entity type.
    public func entityType(named typeName: String) -> AppEntityType? { entityTypes.first { $0.typeName == typeName } }

    /// The App Shortcut that runs an intent type, if any.
    public func appShortcut(for intentType: String) -> ShortcutDeclaration? { appShortcuts.first { $0.intentType == intentType } }

    /// Every problem Apple's build step (`ValidateAppShortcutStringsMetadata`) or the type checker would report; empty when valid.
    public func validationProblems() -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for intent in intents {
            if !seen.insert(intent.typeName).inserted { problems.append("duplicate intent type '\(intent.typeName)'") }
            // An OpenIntent's target is an entity (which must be declared) or an AppEnum case.
            let targetsEnum = intent.targetEntityType == nil && intent.parameter(named: "target").map { if case .enumeration = $0.type { true } else { false } } == true
            if intent.isOpenIntent, !targetsEnum, intent.targetEntityType.map({ entityType(named: $0) == nil }) ?? true {
                problems.append("OpenIntent '\(intent.typeName)' targets an undeclared entity type '\(intent.targetEntityType ?? "")'")
            }
        }
        var seenTypes: Set<String> = []
        for type in entityTypes {
            if !seenTypes.insert(type.typeName).inserted { problems.append("duplicate entity type '\(type.typeName)'") }
            if let open = type.openIntentType, intent(named: open)?.isOpenIntent != true {
                problems.append("entity type '\(type.typeName)' names '\(open)' as its OpenIntent, but no such OpenIntent is declared")
            }
        }
        if appShortcuts.count > AppShortcutsLimits.maximumShortcuts {
            problems.append("Too many App Shortcuts. An app can have a maximum of \(AppShortcutsLimits.maximumShortcuts) App Shortcuts; "
                            + "'\(app)' has \(appShortcuts.count)")
        }
        let phraseCount = appShortcuts.reduce(0) { $0 + $1.phrases.count }
        if phraseCount > AppShortcutsLimits.maximumPhrases {
            problems.append("Too many App Shortcut phrases. An app can have a maximum of \(AppShortcutsLimits.maximumPhrases) trigger phrases; "
                            + "'\(app)' has \(phraseCount)")
        }
        for shortcut in appShortcuts {
            guard let intent = intent(named: shortcut.intentType) else {
                problems.append("App Shortcut '\(shortcut.shortTitle)' runs undeclared intent '\(shortcut.intentType)'")
                continue
            }
            if shortcut.phrases.isEmpty { problems.append("App Shortcut '\(shortcut.shortTitle)' has no phrases") }
            for phrase in shortcut.phrases {
                if ShortcutDeclaration.applicationNameCount(in: phrase) != 1 {
                    problems.append("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (\"\(phrase)\")")
                }
                for token in ShortcutDeclaration.parameterTokens(in: phrase) {
                    switch intent.parameter(named: token)?.type {
                    case .entity?, .enumeration?: break
                    case nil: problems.append("phrase \"\(phrase)\" names '\(token)', which is not a parameter of \(intent.typeName)")
                    case .some: problems.append("Invalid parameter type. AppEntity and AppEnum are the only allowed types (\"\(phrase)\", '\(token)')")
                    }
                }
            }
        }
        return problems
    }
}

/// Apple's limits on an app's App Shortcuts, as WWDC22's "Implement App Shortcuts with App Intents" gives them: "your
/// app can have a maximum of 10 app shortcuts", with at most 1,000 trigger phrases in all (the simulator counts the
/// phrases as written; a device also counts each parameter value a phrase expands to).
public enum AppShortcutsLimits {
    /// App Shortcuts an app may have.
    public static let maximumShortcuts = 10
    /// Trigger phrases an app may have.
    public static let maximumPhrases = 1000
}

/// App Intents metadata rejected at install time, as Xcode's build would reject it.
public struct AppIntentsMetadataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app concerned.
    public let app: String
    /// Each problem, one sentence each.
    public let problems: [String]

    /// `Command ValidateAppShortcutStringsMetadata failed.` followed by the problems.
    public var description: String {
        "Command ValidateAppShortcutStringsMetadata failed for '\(app)': " + problems.joined(separator: "; ")
    }
}
