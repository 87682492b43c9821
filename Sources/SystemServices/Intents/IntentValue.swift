import LimelightCore
import Spotlight

/// A typed parameter value of an app intent (or a property value of an app entity).
public enum IntentValue: Hashable, Codable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case date(SimInstant)
    /// A reference to an app entity instance.
    case entity(EntityKey)
    /// A case of an `AppEnum`, by name.
    case enumCase(String)
    /// A list of values (e.g. keywords, several entities).
    case array([IntentValue])
    /// Raw bytes (e.g. thumbnail data).
    case data([UInt8])

    /// The value's type, as declarations spell it.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .entity(let e): "entity(\(e.typeName))"
        case .enumCase: "enum"
        case .array: "array"
        case .data: "data"
        }
    }

    /// A deterministic rendering: strings quoted, dates ISO 8601 UTC, entities `Type:id`, enum cases `.name`.
    public var description: String {
        switch self {
        case .string(let s): return CSAttributeValue.quote(s)
        case .int(let i): return String(i)
        case .double(let d): return CSAttributeValue.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return d.description
        case .entity(let e): return e.description
        case .enumCase(let c): return "." + c
        case .array(let l): return "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .data(let d): return "<\(d.count) bytes>"
        }
    }

    /// Every entity referenced by the value, including inside arrays.
    public var entityIdentifiers: [EntityKey] {
        switch self {
        case .entity(let e): [e]
        case .array(let l): l.flatMap(\.entityIdentifiers)
        default: []
        }
    }

    /// The value as a Spotlight attribute value: numbers become numbers, entities their identifier, enum cases their name.
    public var attributeValue: CSAttributeValue {
        switch self {
        case .string(let s): return .string(s)
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .date(let d): return .date(d)
        case .entity(let e): return .string(e.identifier)
        case .enumCase(let c): return .string(c)
        case .data(let d): return .data(d)
        case .array(let l):
            if l.allSatisfy({ if case .date = $0 { true } else { false } }), !l.isEmpty {
                return .dates(l.compactMap { if case .date(let d) = $0 { d } else { nil } })
            }
            if l.allSatisfy({ switch $0 { case .int, .double: true; default: false } }), !l.isEmpty {
                return .numbers(l.map { $0.attributeValue.numericValues.first ?? 0 })
            }
            return .strings(l.flatMap { $0.attributeValue.texts.isEmpty ? [$0.description] : $0.attributeValue.texts })
        }
    }
}
