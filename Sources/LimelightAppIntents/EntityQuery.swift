/// App Intents' `ResultsCollection`: what a query or options provider returns — an array, or an `IntentItemCollection`.
public protocol ResultsCollection {
    /// The element type.
    associatedtype Element
    /// The elements, in order (sections flattened).
    var simulatedElements: [Element] { get }
}

extension Array: ResultsCollection {
    /// The elements.
    public var simulatedElements: [Element] { self }
}

/// App Intents' `IntentItemSection`: a titled group of results.
public struct IntentItemSection<Element>: Sendable where Element: Sendable {
    /// The section's title.
    public let title: LocalizedStringResource?
    /// The section's items.
    public let items: [Element]

    /// A section with a title.
    public init(_ title: LocalizedStringResource, items: [Element]) {
        self.title = title
        self.items = items
    }

    /// A section without a title.
    public init(items: [Element]) {
        title = nil
        self.items = items
    }
}

/// App Intents' `IntentItemCollection`: results in sections, with a prompt.
public struct IntentItemCollection<Element>: ResultsCollection, Sendable where Element: Sendable {
    /// The sections.
    public let sections: [IntentItemSection<Element>]
    /// The prompt shown above the list.
    public let promptLabel: LocalizedStringResource?

    /// One untitled section.
    public init(items: [Element]) {
        sections = [IntentItemSection(items: items)]
        promptLabel = nil
    }

    /// Several sections.
    public init(promptLabel: LocalizedStringResource? = nil, sections: [IntentItemSection<Element>]) {
        self.sections = sections
        self.promptLabel = promptLabel
    }

    /// The items of every section, in order.
    public var simulatedElements: [Element] { sections.flatMap(\.items) }
}

/// App Intents' `DynamicOptionsProvider`: the values a parameter offers (`@Parameter(optionsProvider:)`).
public protocol DynamicOptionsProvider {
    /// The options collection.
    associatedtype Result: ResultsCollection
    /// The option type (the collection's element by default).
    associatedtype DefaultValue = Result.Element
    /// The options.
    func results() async throws -> Result
    /// The option chosen when none is (nil by default).
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default.
    public func defaultResult() async -> DefaultValue? { nil }
}

/// App Intents' `EntityQuery`: how the system finds entities by identifier and which it suggests.
public protocol EntityQuery: PersistentlyIdentifiable {
    /// The entity type the query returns.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns (an array by default).
    associatedtype Result: ResultsCollection = [Entity]
    /// A query.
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities the system offers before the person types (none by default).
    func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// App Intents' `EntityStringQuery`: finds entities matching what the person typed or said.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> Result
}

/// App Intents' `EnumerableEntityQuery`: a query over a small, complete set of entities; Shortcuts makes a Find action from it.
public protocol EnumerableEntityQuery: EntityQuery {
    /// What `allEntities()` returns.
    associatedtype AllEntitiesResult: ResultsCollection = [Entity]
    /// Every entity.
    func allEntities() async throws -> AllEntitiesResult
    /// The description of the Find action Shortcuts makes.
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    /// None.
    public static var findIntentDescription: IntentDescription? { nil }
}

extension EnumerableEntityQuery where AllEntitiesResult == [Entity], Entity.ID: Equatable {
    /// The entities among `allEntities()` with these identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let all = try await allEntities()
        return identifiers.compactMap { id in all.first { $0.id == id } }
    }
}

extension EnumerableEntityQuery where AllEntitiesResult == [Entity], Result == [Entity] {
    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// App Intents' `UniqueAppEntity`: an entity with only one value, such as the app's settings.
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// App Intents' `UniqueAppEntityQuery`: the query of a `UniqueAppEntity`, which returns its one value.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery {
    /// The entity type (the query's `Entity`).
    associatedtype Unique where Unique == Entity
    /// The one entity.
    func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery where AllEntitiesResult == [Entity] {
    /// The one entity.
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

extension UniqueAppEntityQuery where Result == [Entity], AllEntitiesResult == [Entity] {
    /// The one entity.
    public func suggestedEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

extension UniqueAppEntityQuery where AllEntitiesResult == [Entity] {
    /// The one entity, whatever the identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [try await uniqueEntity()] }
}

/// App Intents' `UniqueAppEntityProvider`: the query of a `UniqueAppEntity`, from a closure.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provide: () async throws -> Entity

    /// A provider of the one entity.
    public init(_ provider: @escaping () async throws -> Entity) { provide = provider }

    /// A provider that has nothing to provide (the system makes queries with `init()`; give the closure form).
    public init() { provide = { throw AppIntentError.Unrecoverable.entityNotFound } }

    /// The one entity.
    public func uniqueEntity() async throws -> Entity { try await provide() }
}

extension UniqueAppEntity {
    /// A unique entity's identifier: its type's name.
    public var id: String { String(describing: Self.self) }
}
