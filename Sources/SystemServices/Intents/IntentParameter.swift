/// The declared type of an intent parameter or entity property.
public enum IntentParameterType: Hashable, Codable, Sendable, CustomStringConvertible {
    case string, int, double, bool, date, data
    /// An app entity of the named type.
    case entity(String)
    /// An `AppEnum` of the named type.
    case enumeration(String)
    /// A list of the element type.
    indirect case array(IntentParameterType)

    /// `string`, `entity(TaskEntity)`, `[string]`, …
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .data: "data"
        case .entity(let t): "entity(\(t))"
        case .enumeration(let t): "enum(\(t))"
        case .array(let e): "[\(e)]"
        }
    }

    /// Whether `value` fits this type (an int fits a double parameter).
    public func accepts(_ value: IntentValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.int, .int), (.double, .double), (.double, .int), (.bool, .bool),
             (.date, .date), (.data, .data), (.enumeration, .enumCase):
            return true
        case (.entity(let t), .entity(let e)):
            return t == e.typeName
        case (.array(let element), .array(let list)):
            return list.allSatisfy(element.accepts)
        default:
            return false
        }
    }
}

/// One `@Parameter` of an app intent: name, title, type and whether it is required.
public struct IntentParameterDeclaration: Hashable, Codable, Sendable {
    /// The property name, e.g. `taskTitle`.
    public var name: String
    /// The title shown in Shortcuts, e.g. `Title`.
    public var title: String
    /// The value type.
    public var type: IntentParameterType
    /// Whether a value must be supplied (a non-optional parameter without a default).
    public var isRequired: Bool
    /// Whether the parameter has a default value (then it need not appear in the parameter summary).
    public var hasDefault: Bool

    /// Declares a parameter.
    public init(_ name: String, title: String? = nil, type: IntentParameterType, isRequired: Bool = true, hasDefault: Bool = false) {
        self.name = name
        self.title = title ?? name
        self.type = type
        self.isRequired = isRequired
        self.hasDefault = hasDefault
    }
}
