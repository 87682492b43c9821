/// One app intent value: its type name plus typed parameter values, as an app constructs `CreateTaskIntent(title:)`.
public struct IntentRecord: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The intent type's name, e.g. `CreateTaskIntent`.
    public var typeName: String
    /// Parameter values by parameter name; absent means not set (nil).
    public var parameters: [String: IntentValue]

    /// Creates an intent value.
    public init(_ typeName: String, _ parameters: [String: IntentValue] = [:]) {
        self.typeName = typeName
        self.parameters = parameters
    }

    /// Parameter names, sorted.
    public var parameterNames: [String] { parameters.keys.sorted() }

    /// `CreateTaskIntent(category: "work", title: "Milk")` with parameters sorted by name.
    public var description: String {
        typeName + "(" + parameterNames.compactMap { name in parameters[name].map { "\(name): \($0)" } }.joined(separator: ", ") + ")"
    }

    /// Every entity referenced by any parameter, sorted.
    public var entityIdentifiers: [EntityKey] {
        Array(Set(parameters.values.flatMap(\.entityIdentifiers))).sorted()
    }

    /// The canonical equivalence key: type plus sorted parameter values (entities by identifier). Absent and nil are the same.
    public var equivalenceKey: String { description }
}

/// A significant result donated with an intent (`donate(intent:result:)`), e.g. the value or dialog it produced.
public struct IntentResultValue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The returned value, if any.
    public var value: IntentValue?
    /// The dialog text, if any.
    public var dialog: String?
    /// An intent the result opens next (`opensIntent`), if any.
    public var opensIntent: IntentRecord?

    /// Creates a result.
    public init(value: IntentValue? = nil, dialog: String? = nil, opensIntent: IntentRecord? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }

    /// `result(value: …, dialog: "…")`.
    public var description: String {
        var parts: [String] = []
        if let value { parts.append("value: \(value)") }
        if let dialog { parts.append("dialog: \"\(dialog)\"") }
        if let opensIntent { parts.append("opensIntent: \(opensIntent)") }
        return "result(" + parts.joined(separator: ", ") + ")"
    }
}
