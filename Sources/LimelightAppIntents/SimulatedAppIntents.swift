import LimelightCore
import SimulatorKit
import SystemServices

/// Declares the running app's App Intents metadata from its own types — what Xcode's build extracts from an app
/// bundle (intents with their `@Parameter`s and `parameterSummary`, entity types with their `@Property`s, the
/// `AppShortcutsProvider`'s shortcuts). An app lists its types once, in its descriptor
/// (`AppDescriptor(…, appShortcuts: MyShortcuts.self, intents: […])`), and the simulator reads them at install; the
/// intents its App Shortcuts run, the entity types its intents take and an intent type it donates need no listing.
/// The simulator validates the metadata as the build step `ValidateAppShortcutStringsMetadata` would and refuses the
/// install when it is invalid. From then on the system runs the declared intents' `perform()` (Siri, Shortcuts, a
/// widget, a tapped entity).
public enum SimulatedAppIntents {
    /// Installs the metadata for the running app and lets the system perform its intents. An entity type's properties
    /// are read from one of `examples` of that type (a build reads them from the source; the simulator needs a value),
    /// or else from the first entity of the type the app indexes.
    public static func declare(intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [], examples: [any AppEntity] = [],
                               shortcuts: (any AppShortcutsProvider.Type)? = nil) throws {
        guard let context = AppContext.current else { throw SimulatedAppIntentsError.outsideAppCode }
        try install(in: context, intents: intents, entities: entities, examples: examples, shortcuts: shortcuts)
    }

    /// Installs the metadata for the app of `context`.
    static func install(in context: AppContext, intents: [any AppIntent.Type], entities: [any AppEntity.Type], examples: [any AppEntity],
                        shortcuts: (any AppShortcutsProvider.Type)?) throws {
        let found = types(intents: intents, entities: entities, shortcuts: shortcuts)
        let meta = metadata(app: context.bundleIdentifier, displayName: context.app.displayName, intents: found.intents,
                            entities: found.entities, examples: examples, shortcuts: shortcuts)
        try context.device.intents.install(meta)
        AppIntentTypeRegistry.register(intents: found.intents, entities: found.entities, for: context.app)
        installPerformer(context.app)
    }

    /// The metadata `declare` installs, for an app named `displayName`.
    public static func metadata(app: String, displayName: String, intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [],
                                examples: [any AppEntity] = [], shortcuts: (any AppShortcutsProvider.Type)? = nil) -> AppIntentsMetadata {
        let found = types(intents: intents, entities: entities, shortcuts: shortcuts)
        let declarations = found.intents.map { declaration(of: $0) }
        let entityTypes = found.entities.map { entity in
            entityType(entity, example: examples.first { String(describing: type(of: $0)) == String(describing: entity) }, declarations: declarations)
        }
        return AppIntentsMetadata(app: app, displayName: displayName, intents: declarations, entityTypes: entityTypes,
                                  appShortcuts: shortcuts.map { $0.appShortcuts.map(\.simulated) } ?? [])
    }

    /// Every intent and entity type the app's types reach, each once, in order: the listed intents, then the intents
    /// of the App Shortcuts; the listed entities, then the entity types the intents' parameters take.
    static func types(intents: [any AppIntent.Type], entities: [any AppEntity.Type], shortcuts: (any AppShortcutsProvider.Type)?)
        -> (intents: [any AppIntent.Type], entities: [any AppEntity.Type]) {
        var intentTypes: [any AppIntent.Type] = []
        var seen: Set<String> = []
        for type in intents + (shortcuts?.appShortcuts.map(\.intentType) ?? []) where seen.insert(String(describing: type)).inserted {
            intentTypes.append(type)
        }
        var entityTypes: [any AppEntity.Type] = []
        var seenEntities: Set<String> = []
        for type in entities + intentTypes.flatMap({ parameterEntityTypes(of: $0) }) where seenEntities.insert(String(describing: type)).inserted {
            entityTypes.append(type)
        }
        return (intentTypes, entityTypes)
    }

    /// An entity type as metadata declares it.
    static func entityType(_ entity: any AppEntity.Type, example: (any AppEntity)?, declarations: [IntentDeclaration]) -> AppEntityType {
        let name = String(describing: entity)
        return AppEntityType(typeName: name, displayName: entity.typeDisplayRepresentation.name.text,
                             properties: example.map { properties(of: $0) } ?? [],
                             openIntentType: declarations.first { $0.isOpenIntent && $0.targetEntityType == name }?.typeName,
                             isIndexed: entity is any IndexedEntity.Type)
    }

    /// The entity types an intent's parameters take.
    static func parameterEntityTypes<Intent: AppIntent>(of type: Intent.Type) -> [any AppEntity.Type] {
        Mirror(reflecting: Intent()).children.flatMap { ($0.value as? SimulatedParameter)?.entityTypes ?? [] }
    }

    /// An intent type as its metadata declares it: name, title, description, parameters in declaration order, summary, roles.
    public static func declaration<Intent: AppIntent>(of type: Intent.Type) -> IntentDeclaration {
        // A declaration depends on the type alone: read once (apps declare theirs at every install; explore installs at
        // every journey's start).
        DeclarationCache.shared.declaration(of: Intent.self) { reflectDeclaration(of: Intent.self) }
    }

    /// `declaration(of:)` read from the type by reflection.
    static func reflectDeclaration<Intent: AppIntent>(of type: Intent.Type) -> IntentDeclaration {
        let parameters = Mirror(reflecting: Intent()).children.compactMap { child -> SystemServices.IntentParameterDeclaration? in
            guard let label = child.label, let parameter = child.value as? SimulatedParameter else { return nil }
            return parameter.declaration(name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
        }
        let target = (Intent.self as? any OpenIntent.Type).map { openTarget($0) }
        return IntentDeclaration(typeName: String(describing: Intent.self), title: Intent.title.text,
                                 description: Intent.description?.descriptionText.text, parameters: parameters,
                                 parameterSummary: Intent.parameterSummary.simulated, isOpenIntent: target != nil,
                                 targetEntityType: target ?? nil, isDiscoverable: Intent.isDiscoverable,
                                 providesTargetContent: Intent.self is any TargetContentProvidingIntent.Type)
    }

    /// An entity's `@Property`s as metadata declares them.
    static func properties<Entity: AppEntity>(of entity: Entity) -> [AppEntityProperty] {
        Entity.simulatedProperties(of: entity).0
    }

    /// The entity type an `OpenIntent` opens, nil when its target is an `AppEnum`.
    private static func openTarget<Intent: OpenIntent>(_ type: Intent.Type) -> String? {
        Intent.Value.self is any AppEntity.Type ? String(describing: Intent.Value.self) : nil
    }

    // MARK: - Found at run time

    /// Makes an intent type the running app donates known to the system when its metadata does not list it yet — on a
    /// device every intent in the binary is in the metadata, so a donation never fails for want of a declaration.
    static func ensureDeclared<Intent: AppIntent>(_ type: Intent.Type) throws {
        guard let context = AppContext.current else { return }
        let service = context.device.intents
        let app = context.bundleIdentifier
        if let meta = service.metadata(for: app), meta.intent(named: String(describing: Intent.self)) != nil { return }
        var meta = service.metadata(for: app) ?? AppIntentsMetadata(app: app, displayName: context.app.displayName)
        let declaration = declaration(of: Intent.self)
        meta.intents.append(declaration)
        let entities = parameterEntityTypes(of: Intent.self)
        for entity in entities where meta.entityType(named: String(describing: entity)) == nil {
            meta.entityTypes.append(entityType(entity, example: nil, declarations: meta.intents))
        }
        try service.install(meta)
        AppIntentTypeRegistry.register(intents: [Intent.self], entities: entities, for: context.app)
        installPerformer(context.app)
    }

    /// Declares the properties of an entity type whose metadata has none, from an instance the app indexes.
    static func noteInstance<Entity: AppEntity>(_ entity: Entity) {
        guard let context = AppContext.current, var meta = context.device.intents.metadata(for: context.bundleIdentifier),
              let index = meta.entityTypes.firstIndex(where: { $0.typeName == String(describing: Entity.self) }),
              meta.entityTypes[index].properties.isEmpty else { return }
        let properties = properties(of: entity)
        guard !properties.isEmpty else { return }
        meta.entityTypes[index].properties = properties
        try? context.device.intents.install(meta)
    }

    /// `updateAppShortcutParameters()`: the running app's App Shortcuts read again from its provider.
    static func refreshShortcuts<Provider: AppShortcutsProvider>(_ provider: Provider.Type) {
        guard let context = AppContext.current, var meta = context.device.intents.metadata(for: context.bundleIdentifier) else { return }
        let shortcuts = Provider.appShortcuts.map(\.simulated)
        guard shortcuts != meta.appShortcuts else { return }
        meta.appShortcuts = shortcuts
        try? context.device.intents.install(meta)
    }

    // MARK: - Performing

    /// Lets the system perform the app's intents (once per installed app).
    ///
    /// `perform()` runs under the step driver (`AsyncAppStep`), as an async app action does: it returns within the
    /// step (what is due at the step's instant runs); or it waits for something the simulator holds — the simulated
    /// clock, a framework call in flight, the person's answer to `requestConfirmation` — and the run says so, the rest
    /// going on when the clock or the answering command gets there; or nothing can resume it and the run fails as stuck
    /// after the step timeout, naming the intent and what it waits for.
    static func installPerformer(_ app: InstalledApp) {
        guard app.intentPerformer == nil else { return }
        app.intentPerformer = { [unowned app] intent in
            guard let type = AppIntentTypeRegistry.intent(named: intent.typeName, for: app) else {
                throw AppIntentRunError("\(app.displayName) has no intent \(intent.typeName)")
            }
            guard let context = AppContext.current else {
                throw AppIntentRunError("\(intent.typeName) can only be performed by the system on a device")
            }
            let outcome = try AsyncAppStep.drive({ try await perform(type, intent) }, as: context, timeout: context.runtime.appCodeTimeout,
                                                 what: "\(app.shortName)'s \(String(reflecting: type)).perform()", site: "",
                                                 kind: "intents.performed")
            return outcome.lines
        }
    }

    /// The most intents one run performs through `.result(opensIntent:)` (a chain longer than this is a loop).
    static let maximumOpenedIntents = 8

    /// What the system does to run an intent: a new intent with its parameters resolved (entities through their
    /// `defaultQuery`), then `perform()`; an intent the result opens runs next. Returns what the results say.
    static func perform<Intent: AppIntent>(_ type: Intent.Type, _ simulated: SystemServices.IntentRecord) async throws -> [String] {
        let intent = Intent()
        for child in Mirror(reflecting: intent).children {
            guard let label = child.label, let parameter = child.value as? SimulatedParameter else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if let value = simulated.parameters[name] {
                guard try await parameter.assign(value) else { throw AppIntentRunError("\(simulated.typeName): no such \(name)") }
            } else if parameter.isMissing {
                throw AppIntentRunError("\(simulated.typeName) needs a \(name)")
            }
        }
        return try await performChain(intent, depth: 0)
    }

    /// Performs `intent`, then the intents its results open, each with the dependencies of the running app.
    static func performChain(_ intent: any AppIntent, depth: Int) async throws -> [String] {
        try await AppDependencyManager.prepare(intent)
        let result = try await intent.perform()
        var lines = (result as? SimulatedIntentResult)?.lines ?? []
        if let next = (result as? SimulatedIntentResult)?.nextIntent {
            guard depth + 1 < maximumOpenedIntents else {
                throw AppIntentRunError("\(type(of: intent)) opened more than \(maximumOpenedIntents) intents in a row (a loop of .result(opensIntent:))")
            }
            lines.append("opens \(type(of: next))")
            lines += try await performChain(next, depth: depth + 1)
        }
        return lines
    }
}

/// Why App Intents metadata could not be declared.
public enum SimulatedAppIntentsError: Error, CustomStringConvertible {
    /// `declare` was called outside app code.
    case outsideAppCode

    /// What went wrong.
    public var description: String { "SimulatedAppIntents.declare must be called from app code (the app's install hook)" }
}
