import Foundation
import SystemServices

/// The App Intents metadata type of a Swift parameter type.
enum IntentParameterTypes {
    /// The type, and whether it is optional.
    static func type(of type: Any.Type) -> (IntentParameterType, optional: Bool) {
        if let optional = type as? OptionalParameter.Type { return (Self.type(of: optional.wrappedType).0, true) }
        if let array = type as? ArrayParameter.Type { return (.array(Self.type(of: array.elementType).0), false) }
        switch type {
        case is String.Type: return (.string, false)
        case is Int.Type: return (.int, false)
        case is Double.Type: return (.double, false)
        case is Bool.Type: return (.bool, false)
        case is Date.Type: return (.date, false)
        case is Data.Type: return (.data, false)
        case is Float.Type: return (.double, false)
        case let entity as any AppEntity.Type: return (.entity(String(describing: entity)), false)
        case let enumeration as any AppEnum.Type: return (.enumeration(String(describing: enumeration)), false)
        default: return (.string, false)
        }
    }
}

extension IntentParameterTypes {
    /// The entity types a parameter type names: the type itself, or the element or wrapped type of an array or optional.
    static func entityTypes(in type: Any.Type) -> [any AppEntity.Type] {
        if let optional = type as? OptionalParameter.Type { return entityTypes(in: optional.wrappedType) }
        if let array = type as? ArrayParameter.Type { return entityTypes(in: array.elementType) }
        if let entity = type as? any AppEntity.Type { return [entity] }
        return []
    }
}

/// `Optional`, whose wrapped type a parameter declaration needs.
protocol OptionalParameter {
    static var wrappedType: Any.Type { get }
    /// `nil` of this optional type.
    static var noValue: Any { get }
}

extension Optional: OptionalParameter {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noValue: Any { Optional<Wrapped>.none as Any }
}

/// `Array`, whose element type a parameter declaration needs.
protocol ArrayParameter {
    static var elementType: Any.Type { get }
}

extension Array: ArrayParameter {
    static var elementType: Any.Type { Element.self }
}
