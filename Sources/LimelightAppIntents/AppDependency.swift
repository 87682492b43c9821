import Foundation
import LimelightCore
import SimulatorKit

/// App Intents' `AppDependencyManager`: the values intents (and entity queries) get with `@Dependency`, registered by
/// the app, typically at launch: `AppDependencyManager.shared.add(dependency: store)`.
///
/// `shared` acts for the app whose code is running (each simulated app on each device has its own registrations, as
/// each process has its own on a device); a manager made with `init()` (for tests) keeps its own.
public final class AppDependencyManager: Sendable {
    /// The running app's manager.
    public static let shared = AppDependencyManager(isShared: true)

    private let isShared: Bool
    /// What is registered, and the values made by async registrations, once each.
    private struct Registrations {
        var providers: [DependencyKey: Provider] = [:]
        var made: [DependencyKey: any Sendable] = [:]
    }
    private let registrations = LockedBox(Registrations())

    /// How a registered value is made: at once, or by awaiting a closure.
    private enum Provider: Sendable {
        case now(@Sendable () throws -> any Sendable)
        case later(@Sendable () async throws -> any Sendable)
    }

    private init(isShared: Bool) { self.isShared = isShared }

    /// A standalone manager, for injecting dependencies in tests.
    public convenience init() { self.init(isShared: false) }

    /// Registers a value: `add(dependency: ModelStore())` (made when first needed, then kept).
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        store(key: key, type: Dependency.self, .now(Self.once { dependency() }))
    }

    /// Registers a value made by a throwing closure.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency) {
        let provider = dependencyProvider()
        store(key: key, type: Dependency.self, .now(Self.once { try provider() }))
    }

    /// Registers a value made by an async closure (resolved before the intent performs).
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency) {
        store(key: key, type: Dependency.self, .later { try await dependencyProvider() })
    }

    private func store<Dependency>(key: AnyHashable?, type: Dependency.Type, _ provider: Provider) {
        let dependencyKey = DependencyKey(type: ObjectIdentifier(type), key: key)
        registry().registrations.withLock { registrations in
            registrations.providers[dependencyKey] = provider
            registrations.made[dependencyKey] = nil
        }
    }

    /// The provider registered under `key`, and the value an async one made, if any.
    private func provider(for key: DependencyKey) -> (Provider?, (any Sendable)?) {
        registrations.withLock { ($0.providers[key], $0.made[key]) }
    }

    /// Keeps the value an async registration made.
    private func keep(_ value: any Sendable, for key: DependencyKey) {
        registrations.withLock { $0.made[key] = value }
    }

    /// The value registered for `type` and `key`, made now; nil when none is registered, or it is an async
    /// registration not resolved yet.
    func resolveNow<Value>(_ type: Value.Type, key: AnyHashable?) throws -> Value? {
        switch registry().provider(for: DependencyKey(type: ObjectIdentifier(type), key: key)) {
        case (.now(let make)?, _): return try make() as? Value
        case (.later?, let value?): return value as? Value
        default: return nil
        }
    }

    /// The value registered for `type` and `key`, awaiting an async registration.
    func resolve<Value>(_ type: Value.Type, key: AnyHashable?) async throws -> Value? {
        let target = registry()
        let dependencyKey = DependencyKey(type: ObjectIdentifier(type), key: key)
        switch target.provider(for: dependencyKey) {
        case (.now(let make)?, _): return try make() as? Value
        case (.later?, let value?): return value as? Value
        case (.later(let make)?, nil):
            let value = try await make()
            target.keep(value, for: dependencyKey)
            return value as? Value
        case (nil, _): return nil
        }
    }

    /// The manager that holds registrations: for `shared`, the running app's own.
    private func registry() -> AppDependencyManager {
        guard isShared, let app = AppContext.current?.app else { return self }
        return Self.managers.manager(for: app)
    }

    private static let managers = PerAppManagers()

    /// A maker that makes its value once and keeps it (made outside the lock, as a value's maker may resolve another).
    private static func once(_ make: @escaping @Sendable () throws -> any Sendable) -> @Sendable () throws -> any Sendable {
        let cache = LockedBox<(any Sendable)?>(nil)
        return {
            if let made = cache.withLock({ $0 }) { return made }
            let value = try make()
            cache.withLock { $0 = value }
            return value
        }
    }

    /// Resolves the `@Dependency` properties of `value` (an intent, a query) that were registered with async closures,
    /// as the system does before it performs.
    static func prepare(_ value: Any) async throws {
        for child in Mirror(reflecting: value).children {
            if let dependency = child.value as? PreparableDependency { try await dependency.prepare() }
        }
    }
}

// unchecked: `key` is the `AnyHashable` Apple's `add(key:dependency:)` takes, not `Sendable` here; keys are only compared.
/// A registration's key: the value's type and an optional key.
struct DependencyKey: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let key: AnyHashable?
}

/// Each installed app's own `AppDependencyManager` (what `shared` is inside that app's process).
final class PerAppManagers: Sendable {
    private let managers = LockedBox([ObjectIdentifier: (app: WeakApp, manager: AppDependencyManager)]())

    func manager(for app: InstalledApp) -> AppDependencyManager {
        // Unchecked: the app (not `Sendable`) goes into the table only as a weak reference, compared by identity under
        // the lock and never handed out.
        managers.withLockUnchecked { managers in
            let key = ObjectIdentifier(app)
            if let entry = managers[key], entry.app.value === app { return entry.manager }
            if managers.count > 4096 { managers = managers.filter { $0.value.app.value != nil } }
            let manager = AppDependencyManager()
            managers[key] = (WeakApp(app), manager)
            return manager
        }
    }
}

/// A `@Dependency` the system resolves before `perform()`.
protocol PreparableDependency {
    func prepare() async throws
}

/// App Intents' `@Dependency` (`AppDependency`): a value the app registered with `AppDependencyManager`.
// unchecked: `Value` is any type and the default value is a closure that need not be `Sendable`, as Apple's
// initializers take them; the wrapper keeps only `let`s.
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let defaultValue: (() -> Value)?

    /// A dependency looked up by its type (and `key`).
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        defaultValue = nil
    }

    /// A dependency with a value used when none is registered.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default defaultValueProvider: @autoclosure @escaping () -> Value) {
        self.key = key
        self.manager = manager
        defaultValue = defaultValueProvider
    }

    /// The registered value; reading one never registered stops the program with Apple's message.
    public var wrappedValue: Value {
        if let value = try? manager.resolveNow(Value.self, key: key) { return value }
        if let defaultValue { return defaultValue() }
        fatalError("AppDependency of type \(Value.self).Type was not initialized prior to access. Dependency values can only be accessed inside of the intent perform flow and within types conforming to _SupportsAppDependencies unless the value of the dependency is manually set prior to access.")
    }

    /// `$store`: the dependency itself.
    public var projectedValue: AppDependency<Value> { self }
}

extension AppDependency: PreparableDependency {
    func prepare() async throws {
        _ = try await manager.resolve(Value.self, key: key)
    }
}

/// `@Dependency`, Apple's spelling of `AppDependency`.
public typealias Dependency = AppDependency
