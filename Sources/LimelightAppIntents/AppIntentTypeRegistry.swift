import Foundation
import SimulatorKit

/// The Swift types behind an installed app's App Intents metadata — what a device finds in the app's binary — so the
/// system can make and perform an intent named in the metadata, and resolve an entity of a named type. One registry per
/// installed app (an app with the same bundle identifier in another simulation has its own); types declared for a
/// bundle identifier are also kept process-wide as a fallback, for an app whose world was rebuilt from a snapshot
/// after it registered a type lazily (at a donation).
final class AppIntentTypeRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var intents: [String: any AppIntent.Type] = [:]
    private var entities: [String: any AppEntity.Type] = [:]

    /// Adds intent types (a type already known under its name is kept).
    func add(intents types: [any AppIntent.Type]) {
        lock.lock()
        for type in types where intents[String(describing: type)] == nil { intents[String(describing: type)] = type }
        lock.unlock()
    }

    /// Adds entity types.
    func add(entities types: [any AppEntity.Type]) {
        lock.lock()
        for type in types where entities[String(describing: type)] == nil { entities[String(describing: type)] = type }
        lock.unlock()
    }

    /// The intent type named `name`.
    func intent(named name: String) -> (any AppIntent.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return intents[name]
    }

    /// The entity type named `name`.
    func entity(named name: String) -> (any AppEntity.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return entities[name]
    }

    // MARK: - Per app

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var byApp: [ObjectIdentifier: (app: WeakApp, registry: AppIntentTypeRegistry)] = [:]
    nonisolated(unsafe) private static var byBundle: [String: AppIntentTypeRegistry] = [:]

    /// The registry of `app` (made on first use).
    static func of(_ app: InstalledApp) -> AppIntentTypeRegistry {
        tableLock.lock()
        defer { tableLock.unlock() }
        let key = ObjectIdentifier(app)
        if let entry = byApp[key], entry.app.value === app { return entry.registry }
        if byApp.count > 4096 { byApp = byApp.filter { $0.value.app.value != nil } }
        let registry = AppIntentTypeRegistry()
        byApp[key] = (WeakApp(app), registry)
        return registry
    }

    /// The process-wide registry of a bundle identifier.
    static func fallback(_ bundleIdentifier: String) -> AppIntentTypeRegistry {
        tableLock.lock()
        defer { tableLock.unlock() }
        if let known = byBundle[bundleIdentifier] { return known }
        let registry = AppIntentTypeRegistry()
        byBundle[bundleIdentifier] = registry
        return registry
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
