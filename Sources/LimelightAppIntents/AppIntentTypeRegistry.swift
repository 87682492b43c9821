import Foundation
import LimelightCore
import SimulatorKit

/// The Swift types behind an installed app's App Intents metadata — what a device finds in the app's binary — so the
/// system can make and perform an intent named in the metadata, and resolve an entity of a named type. One registry per
/// installed app (an app with the same bundle identifier in another simulation has its own); types declared for a
/// bundle identifier are also kept process-wide as a fallback, for an app whose world was rebuilt from a snapshot
/// after it registered a type lazily (at a donation).
final class AppIntentTypeRegistry: Sendable {
    /// The types by name.
    private struct Types {
        var intents: [String: any AppIntent.Type] = [:]
        var entities: [String: any AppEntity.Type] = [:]
    }
    private let types = LockedBox(Types())

    /// Adds intent types (a type already known under its name is kept).
    func add(intents list: [any AppIntent.Type]) {
        types.withLock { types in
            for type in list where types.intents[String(describing: type)] == nil { types.intents[String(describing: type)] = type }
        }
    }

    /// Adds entity types. (Unchecked here and in `entity(named:)`: `AppEntity` does not refine `Sendable`, so its
    /// metatypes are not `Sendable`; a type is immutable.)
    func add(entities list: [any AppEntity.Type]) {
        types.withLockUnchecked { types in
            for type in list where types.entities[String(describing: type)] == nil { types.entities[String(describing: type)] = type }
        }
    }

    /// The intent type named `name`.
    func intent(named name: String) -> (any AppIntent.Type)? { types.withLock { $0.intents[name] } }

    /// The entity type named `name`.
    func entity(named name: String) -> (any AppEntity.Type)? { types.withLockUnchecked { $0.entities[name] } }

    // MARK: - Per app

    /// The registries by app, and by bundle identifier.
    private struct Tables {
        var byApp: [ObjectIdentifier: (app: WeakApp, registry: AppIntentTypeRegistry)] = [:]
        var byBundle: [String: AppIntentTypeRegistry] = [:]
    }
    private static let tables = LockedBox(Tables())

    /// The registry of `app` (made on first use).
    static func of(_ app: InstalledApp) -> AppIntentTypeRegistry {
        // Unchecked: the app (not `Sendable`) goes into the table only as a weak reference, compared by identity under
        // the lock and never handed out.
        tables.withLockUnchecked { tables in
            let key = ObjectIdentifier(app)
            if let entry = tables.byApp[key], entry.app.value === app { return entry.registry }
            if tables.byApp.count > 4096 { tables.byApp = tables.byApp.filter { $0.value.app.value != nil } }
            let registry = AppIntentTypeRegistry()
            tables.byApp[key] = (WeakApp(app), registry)
            return registry
        }
    }

    /// The process-wide registry of a bundle identifier.
    static func fallback(_ bundleIdentifier: String) -> AppIntentTypeRegistry {
        tables.withLock { tables in
            if let known = tables.byBundle[bundleIdentifier] { return known }
            let registry = AppIntentTypeRegistry()
            tables.byBundle[bundleIdentifier] = registry
            return registry
        }
    }

    /// Registers types for `app` and its bundle identifier.
    static func register(intents: [any AppIntent.Type], entities: [any AppEntity.Type], for app: InstalledApp) {
        for registry in [of(app), fallback(app.bundleIdentifier)] {
            registry.add(intents: intents)
            registry.add(entities: entities)
        }
    }

    /// The intent type named `name` for `app`: its own, else one its bundle identifier declared before.
    static func intent(named name: String, for app: InstalledApp) -> (any AppIntent.Type)? {
        of(app).intent(named: name) ?? fallback(app.bundleIdentifier).intent(named: name)
    }
}

/// A weak reference to an installed app.
struct WeakApp {
    weak var value: InstalledApp?
    init(_ value: InstalledApp) { self.value = value }
}
