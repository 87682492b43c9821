import Foundation

/// App Intents' `LocalizedStringResource`, as far as titles need it: a string written as a literal or interpolation.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text (the simulator has one locale).
    public let key: String

    /// A resource from a literal.
    public init(stringLiteral value: String) { key = value }

    /// A resource from an interpolation, e.g. `"\(name)"`.
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    /// The text.
    public var description: String { key }
}

/// App Intents' `TypeDisplayRepresentation`: how a type is named.
public struct TypeDisplayRepresentation: Sendable {
    /// The type's name, e.g. `Landmark`.
    public let name: LocalizedStringResource

    /// A representation with a name.
    public init(name: LocalizedStringResource) { self.name = name }
}

/// App Intents' `DisplayRepresentation`: how an entity is shown.
public struct DisplayRepresentation: Sendable {
    /// The title.
    public let title: LocalizedStringResource
    /// The subtitle, if any.
    public let subtitle: LocalizedStringResource?

    /// A representation with a title and an optional subtitle.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// App Intents' `EntityQuery`: how the system finds entities by identifier.
public protocol EntityQuery {
    /// The entity type the query returns.
    associatedtype Entity: AppEntity
    /// A query.
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
}

/// App Intents' `AppEntity`.
public protocol AppEntity: Identifiable {
    /// The query type.
    associatedtype DefaultQuery: EntityQuery
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query the system uses to find entities.
    static var defaultQuery: DefaultQuery { get }
}
