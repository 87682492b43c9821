import SimulatorKit
import SystemServices

/// Declares the running app's App Intents metadata from its own types — what Xcode's build extracts from an app
/// bundle (intents with their `@Parameter`s and `parameterSummary`, entity types with their `@Property`s, the
/// `AppShortcutsProvider`'s shortcuts). Call it from the app's install hook, as `SimulatedWidget.declare`; the
/// simulator validates it as the build step `ValidateAppShortcutStringsMetadata` would and refuses the install when it
/// is invalid. From then on the system runs the declared intents' `perform()` (Siri, Shortcuts, a widget, a tapped entity).
public enum SimulatedAppIntents {
    /// Installs the metadata for the running app and lets the system perform its intents. An entity type's properties
    /// are read from one of `examples` of that type (a build reads them from the source; the simulator needs a value).
    public static func declare(intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [], examples: [any AppEntity] = [],
                               shortcuts: (any AppShortcutsProvider.Type)? = nil) throws {
        guard let context = AppContext.current else { throw SimulatedAppIntentsError.outsideAppCode }
        try context.device.intents.install(metadata(app: context.bundleIdentifier, displayName: context.app.displayName,
                                                    intents: intents, entities: entities, examples: examples, shortcuts: shortcuts))
        let app = context.app
        context.app.intentPerformer = { intent in
            guard let type = intents.first(where: { String(describing: $0) == intent.typeName }) else {
                throw AppIntentRunError("\(app.displayName) has no intent \(intent.typeName)")
            }
            switch app.taskExecutor.runToFirstWait({ try await perform(type, intent) }) {
            case .success(let lines)?: return lines
            case .failure(let error)?: throw error
            case nil: return []   // perform() waits for the system; it goes on when the system answers
            }
        }
    }

    /// The metadata `declare` installs, for an app named `displayName`.
    public static func metadata(app: String, displayName: String, intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [],
                                examples: [any AppEntity] = [], shortcuts: (any AppShortcutsProvider.Type)? = nil) -> AppIntentsMetadata {
        let declarations = intents.map { declaration(of: $0) }
        let types = entities.map { entity in
            let name = String(describing: entity)
            let example = examples.first { String(describing: type(of: $0)) == name }
            return AppEntityType(typeName: name, displayName: entity.typeDisplayRepresentation.name.key,
                                 properties: example.map { properties(of: $0) } ?? [],
                                 openIntentType: declarations.first { $0.isOpenIntent && $0.targetEntityType == name }?.typeName,
                                 isIndexed: entity is any IndexedEntity.Type)
        }
        return AppIntentsMetadata(app: app, displayName: displayName, intents: declarations, entityTypes: types,
                                  appShortcuts: shortcuts.map { $0.appShortcuts.map(\.simulated) } ?? [])
    }

    /// An intent type as its metadata declares it: name, title, parameters in declaration order, summary, roles.
    public static func declaration<Intent: AppIntent>(of type: Intent.Type) -> IntentDeclaration {
        // A declaration depends on the type alone: read once (apps declare theirs at every install; explore installs at
        // every journey's start).
        DeclarationCache.shared.declaration(of: Intent.self) { reflectDeclaration(of: Intent.self) }
    }

    /// `declaration(of:)` read from the type by reflection.
    static func reflectDeclaration<Intent: AppIntent>(of type: Intent.Type) -> IntentDeclaration {
        let parameters = Mirror(reflecting: Intent()).children.compactMap { child -> SystemServices.IntentParameter? in
            guard let label = child.label, let parameter = child.value as? SimulatedParameter else { return nil }
            return parameter.declaration(name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
        }
        let target = (Intent.self as? any OpenIntent.Type).map { openTarget($0) }
        return IntentDeclaration(typeName: String(describing: Intent.self), title: Intent.title.key, parameters: parameters,
                                 parameterSummary: Intent.parameterSummary.simulated, isOpenIntent: target != nil,
                                 targetEntityType: target, isDiscoverable: Intent.isDiscoverable)
    }

    /// An entity's `@Property`s as metadata declares them.
    static func properties<Entity: AppEntity>(of entity: Entity) -> [AppEntityProperty] {
        Entity.simulatedProperties(of: entity).0
    }

    private static func openTarget<Intent: OpenIntent>(_ type: Intent.Type) -> String { String(describing: Intent.Value.self) }

    /// What the system does to run an intent: a new intent with its parameters resolved (entities through their
    /// `defaultQuery`), then `perform()`; returns what its result says.
    static func perform<Intent: AppIntent>(_ type: Intent.Type, _ simulated: SystemServices.AppIntent) async throws -> [String] {
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
        let result = try await intent.perform()
        return (result as? SimulatedIntentResult)?.lines ?? []
    }
}

/// Why App Intents metadata could not be declared.
public enum SimulatedAppIntentsError: Error, CustomStringConvertible {
    /// `declare` was called outside app code.
    case outsideAppCode

    /// What went wrong.
    public var description: String { "SimulatedAppIntents.declare must be called from app code (the app's install hook)" }
}
