import Foundation

/// App Intents' `CustomIntentMigratedAppIntent`: an App Intent that replaces a SiriKit custom intent, so the person's
/// existing shortcuts of the old intent run it.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class the App Intent replaces, e.g. `"DeleteIntent"`.
    static var intentClassName: String { get }
}

/// App Intents' `TransientAppEntity`: an entity made for the length of a run (a result's value), with no query and no
/// lasting identity; the app fills its `@Property`s.
public protocol TransientAppEntity: AppEntity {
    /// An empty entity.
    init()
}

extension TransientAppEntity {
    /// A transient entity has no lasting identity: its type's name.
    public var id: String { String(describing: Self.self) }
    /// A query that finds no transient entity (they are never looked up).
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

/// The query of a `TransientAppEntity`: nothing to find.
public struct TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    /// A query.
    public init() {}
    /// None.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// App Intents' `@IntentParameterDependency`: inside an options provider or a query, the intent being configured, for
/// the values of the parameters it names (`@IntentParameterDependency<AddFeedAppIntent>(\.$accountName) var intent`).
/// The simulator configures no intent in an editor, so the value is nil unless a test sets `simulatedIntent`.
// unchecked: `simulatedIntent` is a settable test hook and `named` keeps closures over key paths (not `Sendable`).
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// The intent being configured, as a test sets it (nil: none, as in the simulator's editor-less runs).
    public var simulatedIntent: Intent?

    /// The intent whose parameters the provider depends on: nil when none is being configured or, as Apple documents,
    /// while a parameter it names has no value.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = simulatedIntent, named.allSatisfy({ $0(intent) }) else { return nil }
        return IntentProjection(intent)
    }

    /// For each parameter named: whether it has a value in an intent.
    private let named: [(Intent) -> Bool]

    private static func hasValue<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> (Intent) -> Bool {
        { intent in intent[keyPath: keyPath].simulatedHasValue }
    }

    /// A dependency on one parameter.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) { named = [Self.hasValue(keyPath)] }

    /// A dependency on two parameters.
    public init<A, B>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>) {
        named = [Self.hasValue(first), Self.hasValue(second)]
    }

    /// A dependency on three parameters.
    public init<A, B, C>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>,
                         _ third: KeyPath<Intent, IntentParameter<C>>) {
        named = [Self.hasValue(first), Self.hasValue(second), Self.hasValue(third)]
    }
}

/// App Intents' `IntentProjection`: the intent an `@IntentParameterDependency` names, whose parameters read as
/// non-optional values (`intent?.account.server` where the parameter is `AppAccountEntity?`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: Sendable {
    let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    /// A parameter's value, unwrapped (a dependency resolves only once its parameters have values).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value?>) -> Value {
        guard let value = intent[keyPath: keyPath] else {
            preconditionFailure("IntentProjection: \(Intent.self)'s parameter has no value; a dependency is read only once it has one")
        }
        return value
    }

    /// A parameter's value.
    @_disfavoredOverload
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}
