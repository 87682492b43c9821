import LimelightCore
import SimulatorKit

extension AppDescriptor {
    /// An app whose App Intents the system finds from its own types, as a device finds them in the app's binary:
    /// `appShortcuts` (its `AppShortcutsProvider`: the shortcuts and the intents they run) and any other `intents` and
    /// `entities` it has, each listed once — Swift on Linux cannot enumerate a module's types. The intents'
    /// parameters' entity types, and an intent type the app donates, need no listing.
    public init(bundleIdentifier: String, shortName: String, displayName: String, summary: String, actions: [AppAction] = [],
                installOptions: [OptionSpec] = [], appShortcuts: (any AppShortcutsProvider.Type)? = nil, intents: [any AppIntent.Type] = [],
                entities: [any AppEntity.Type] = [], launch: @escaping (AppContext) -> AppProgram) {
        self.init(bundleIdentifier: bundleIdentifier, shortName: shortName, displayName: displayName, summary: summary, actions: actions,
                  installOptions: installOptions, launch: launch)
        appIntents(appShortcuts: appShortcuts, intents: intents, entities: entities)
    }

    /// Lists the app's App Intents types for a descriptor made without them (`var d = AppDescriptor(…)`); listing
    /// again replaces the list.
    public mutating func appIntents(appShortcuts: (any AppShortcutsProvider.Type)? = nil, intents: [any AppIntent.Type] = [],
                                    entities: [any AppEntity.Type] = [], examples: [any AppEntity] = []) {
        bundleReaders["AppIntents"] = { context in
            try SimulatedAppIntents.install(in: context, intents: intents, entities: entities, examples: examples, shortcuts: appShortcuts)
        }
    }
}
