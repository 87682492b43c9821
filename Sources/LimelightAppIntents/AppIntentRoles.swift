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
/// The simulator configures no intent in an editor, so the value is nil.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// The intent whose parameters the provider depends on, nil when none is being configured.
    public var wrappedValue: Intent? { nil }

    /// A dependency on one parameter.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}

    /// A dependency on two parameters.
    public init<A, B>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>) {}

    /// A dependency on three parameters.
    public init<A, B, C>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>,
                         _ third: KeyPath<Intent, IntentParameter<C>>) {}
}
