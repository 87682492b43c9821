import SimulatorKit
import SystemServices

/// Declares the running app's App Intents metadata from its own types — what Xcode's build extracts from an app
/// bundle (intents with their `@Parameter`s and `parameterSummary`, entity types, the `AppShortcutsProvider`'s
/// shortcuts). Call it from the app's install hook, as `SimulatedWidget.declare`; the simulator validates it as the
/// build step `ValidateAppShortcutStringsMetadata` would and refuses the install when it is invalid.
public enum SimulatedAppIntents {
    /// Installs the metadata for the running app.
    public static func declare(intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [],
                               shortcuts: (any AppShortcutsProvider.Type)? = nil) throws {
        guard let context = AppContext.current else { throw SimulatedAppIntentsError.outsideAppCode }
        try context.device.intents.install(metadata(app: context.bundleIdentifier, displayName: context.app.displayName,
                                                    intents: intents, entities: entities, shortcuts: shortcuts))
    }

    /// The metadata `declare` installs, for an app named `displayName`.
    public static func metadata(app: String, displayName: String, intents: [any AppIntent.Type], entities: [any AppEntity.Type] = [],
                                shortcuts: (any AppShortcutsProvider.Type)? = nil) -> AppIntentsMetadata {
        let declarations = intents.map { declaration(of: $0) }
        let types = entities.map { entity in
            AppEntityType(typeName: String(describing: entity), displayName: entity.typeDisplayRepresentation.name.key,
                          openIntentType: declarations.first { $0.isOpenIntent && $0.targetEntityType == String(describing: entity) }?.typeName,
                          isIndexed: entity is any IndexedEntity.Type)
        }
        return AppIntentsMetadata(app: app, displayName: displayName, intents: declarations, entityTypes: types,
                                  appShortcuts: shortcuts.map { $0.appShortcuts.map(\.simulated) } ?? [])
    }

    /// An intent type as its metadata declares it: name, title, parameters in declaration order, summary, roles.
    public static func declaration<Intent: AppIntent>(of type: Intent.Type) -> IntentDeclaration {
        let parameters = Mirror(reflecting: Intent()).children.compactMap { child -> SystemServices.IntentParameter? in
            guard let label = child.label, let parameter = child.value as? SimulatedParameter else { return nil }
            return parameter.declaration(name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
        }
        let target = (Intent.self as? any OpenIntent.Type).map { openTarget($0) }
        return IntentDeclaration(typeName: String(describing: Intent.self), title: Intent.title.key, parameters: parameters,
                                 parameterSummary: Intent.parameterSummary.simulated, isOpenIntent: target != nil,
                                 targetEntityType: target, isDiscoverable: Intent.isDiscoverable)
    }

    private static func openTarget<Intent: OpenIntent>(_ type: Intent.Type) -> String { String(describing: Intent.Value.self) }
}

/// Why App Intents metadata could not be declared.
public enum SimulatedAppIntentsError: Error, CustomStringConvertible {
    /// `declare` was called outside app code.
    case outsideAppCode

    /// What went wrong.
    public var description: String { "SimulatedAppIntents.declare must be called from app code (the app's install hook)" }
}
