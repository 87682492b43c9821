import Foundation
import LimelightCore
import SystemServices

/// Turns the simulator's parameter values into the Swift values an intent's `@Parameter`s hold, as the system resolves
/// them before `perform()`: entities through their type's `defaultQuery`, `AppEnum` cases by raw value.
enum IntentValueResolution {
    /// The value of `type` for `simulated`, or nil when it does not resolve (no such entity or case, another type).
    static func value(_ simulated: IntentValue, as type: Any.Type) async throws -> Any? {
        if let optional = type as? OptionalParameter.Type { return try await value(simulated, as: optional.wrappedType) }
        switch simulated {
        case .string(let s) where type == String.self: return s
        case .int(let i) where type == Int.self: return i
        case .int(let i) where type == Double.self: return Double(i)
        case .double(let d) where type == Double.self: return d
        case .bool(let b) where type == Bool.self: return b
        case .date(let instant) where type == Date.self: return instant.date
        case .enumCase(let name):
            guard let enumeration = type as? any AppEnum.Type else { return nil }
            return enumCase(enumeration, named: name)
        case .entity(let identifier):
            guard let entity = type as? any AppEntity.Type else { return nil }
            return try await resolve(entity.defaultQuery, identifier: identifier.identifier)
        default:
            return nil
        }
    }

    /// The case whose raw value is `name`.
    private static func enumCase<E: AppEnum>(_ type: E.Type, named name: String) -> E? {
        E.allCases.first { "\($0.rawValue)" == name }
    }

    /// The entity the query finds for an identifier written as text.
    private static func resolve<Query: EntityQuery>(_ query: Query, identifier: String) async throws -> Query.Entity? {
        let id: Query.Entity.ID? = (identifier as? Query.Entity.ID)
            ?? ((Query.Entity.ID.self as? LosslessStringConvertible.Type)?.init(identifier) as? Query.Entity.ID)
        guard let id else { return nil }
        try await AppDependencyManager.prepare(query)
        return try await query.entities(for: [id]).first
    }
}
