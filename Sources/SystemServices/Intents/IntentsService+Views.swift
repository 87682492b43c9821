import LimelightCore

/// One intent as Settings or Shortcuts list it: title, donation count and last donation.
public struct DonatedIntentSummary: Hashable, Sendable {
    /// The intent type.
    public let typeName: String
    /// Its title.
    public let title: String
    /// How many donations of it are stored.
    public let donationCount: Int
    /// When it was last donated.
    public let lastDonated: SimInstant?
    /// How many of its donations carry timestamps or unique values.
    public let flaggedCount: Int
}

/// A Shortcuts filter on one indexed entity property.
public struct ShortcutsFilter: Hashable, Sendable {
    /// The property.
    public let property: String
    /// Its title.
    public let title: String
    /// The comparators Shortcuts offers for its type.
    public let comparators: [String]
}

/// An action the Shortcuts app offers for an app.
public struct ShortcutsAction: Hashable, Sendable {
    /// The action's title, e.g. `Create Task` or `Find Landmarks`.
    public let title: String
    /// The intent type (declared) or entity type (generated Find action).
    public let typeName: String
    /// `intent`, `appShortcut` or `find`.
    public let origin: String
    /// Parameters (intents) or filters (Find actions).
    public let parameters: [String]
    /// For Find actions: the filters.
    public let filters: [ShortcutsFilter]
}

/// Settings → Siri & Search → an app, as data.
public struct SiriAndSearchAppView: Hashable, Sendable {
    /// The app.
    public let app: String
    /// Its display name.
    public let displayName: String
    /// "Learn from this App".
    public let learnFromThisApp: Bool
    /// The App Shortcuts with their phrases (app name substituted).
    public let appShortcuts: [String]
    /// Donated intents, by type name.
    public let donatedIntents: [DonatedIntentSummary]
    /// Learned suggestions for the app.
    public let suggestions: [SiriSuggestion]
}

/// The Shortcuts app's page for an app, as data.
public struct ShortcutsAppView: Hashable, Sendable {
    /// The app.
    public let app: String
    /// Actions usable in shortcuts.
    public let actions: [ShortcutsAction]
    /// Donated intents, by type name.
    public let donatedIntents: [DonatedIntentSummary]
}

extension IntentsService {
    /// The donated intents of an app, one line per type, sorted by type name.
    public func donatedIntentSummaries(app: String) -> [DonatedIntentSummary] {
        let mine = donations(app: app)
        return Set(mine.map(\.intent.typeName)).sorted().map { type in
            let ofType = mine.filter { $0.intent.typeName == type }
            return DonatedIntentSummary(typeName: type, title: metadata(for: app)?.intent(named: type)?.title ?? type,
                                        donationCount: ofType.count, lastDonated: ofType.last?.instant,
                                        flaggedCount: ofType.filter(\.isFlagged).count)
        }
    }

    /// Settings → Siri & Search for an app.
    public func siriAndSearchView(app: String) throws -> SiriAndSearchAppView {
        guard let meta = metadata(for: app) else { throw IntentDonationError.unknownApp(app) }
        let phrases = meta.appShortcuts.flatMap { s in s.phrases.map { ShortcutDeclaration.phrase($0, withApplicationName: meta.displayName) } }
        return SiriAndSearchAppView(app: app, displayName: meta.displayName, learnFromThisApp: !learningDisabled.contains(app),
                                    appShortcuts: phrases, donatedIntents: donatedIntentSummaries(app: app),
                                    suggestions: suggestions.filter { $0.app == app })
    }

    /// The Shortcuts app's page for an app: declared discoverable intents, App Shortcuts, and Find actions generated
    /// from entity types with indexed properties.
    public func shortcutsAppView(app: String) throws -> ShortcutsAppView {
        guard let meta = metadata(for: app) else { throw IntentDonationError.unknownApp(app) }
        var actions: [ShortcutsAction] = meta.intents.filter(\.isDiscoverable).map { intent in
            ShortcutsAction(title: intent.title, typeName: intent.typeName,
                            origin: meta.appShortcut(for: intent.typeName) == nil ? "intent" : "appShortcut",
                            parameters: intent.parameters.map { "\($0.name): \($0.type)\($0.isRequired ? "" : "?")" }, filters: [])
        }
        for type in meta.entityTypes where type.isIndexed && !type.indexedProperties.isEmpty {
            let filters = type.indexedProperties.map { ShortcutsFilter(property: $0.name, title: $0.title, comparators: Self.comparators(for: $0.type)) }
            actions.append(ShortcutsAction(title: "Find \(type.displayName)s", typeName: type.typeName, origin: "find",
                                           parameters: [], filters: filters))
        }
        return ShortcutsAppView(app: app, actions: actions, donatedIntents: donatedIntentSummaries(app: app))
    }

    /// The comparators Shortcuts' Find/Filter offers for a property type.
    public static func comparators(for type: IntentParameterType) -> [String] {
        switch type {
        case .string, .enumeration, .entity: ["is", "is not", "contains", "does not contain", "begins with", "ends with"]
        case .int, .double: ["is", "is not", "is greater than", "is less than", "is between"]
        case .date: ["is", "is not", "is before", "is after", "is between", "is today", "is in the last", "is in the next"]
        case .bool: ["is"]
        case .array: ["contains", "does not contain"]
        case .data: []
        }
    }
}
