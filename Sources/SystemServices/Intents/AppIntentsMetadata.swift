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
    public var appShortcuts: [AppShortcut]

    /// Creates an app's metadata.
    public init(app: String, displayName: String, intents: [IntentDeclaration] = [], entityTypes: [AppEntityType] = [],
                appShortcuts: [AppShortcut] = []) {
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
    public func appShortcut(for intentType: String) -> AppShortcut? { appShortcuts.first { $0.intentType == intentType } }

    /// Every problem Apple's build step (`ValidateAppShortcutStringsMetadata`) or the type checker would report; empty when valid.
    public func validationProblems() -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for intent in intents {
            if !seen.insert(intent.typeName).inserted { problems.append("duplicate intent type '\(intent.typeName)'") }
            if intent.isOpenIntent, intent.targetEntityType.map({ entityType(named: $0) == nil }) ?? true {
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
        for shortcut in appShortcuts {
            guard let intent = intent(named: shortcut.intentType) else {
                problems.append("App Shortcut '\(shortcut.shortTitle)' runs undeclared intent '\(shortcut.intentType)'")
                continue
            }
            if shortcut.phrases.isEmpty { problems.append("App Shortcut '\(shortcut.shortTitle)' has no phrases") }
            for phrase in shortcut.phrases {
                if AppShortcut.applicationNameCount(in: phrase) != 1 {
                    problems.append("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (\"\(phrase)\")")
                }
                for token in AppShortcut.parameterTokens(in: phrase) {
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
