/// What an app declares about one of its `IntentRecord` types: name, title, parameters, summary and roles.
public struct IntentDeclaration: Hashable, Codable, Sendable {
    /// The Swift type name, e.g. `CreateTaskIntent`; it identifies the intent type everywhere.
    public var typeName: String
    /// The `static let title`, e.g. `Create Task`.
    public var title: String
    /// The `description`, shown in Shortcuts.
    public var description: String?
    /// The `@Parameter`s, in declaration order.
    public var parameters: [IntentParameterDeclaration]
    /// The `parameterSummary`, if declared.
    public var parameterSummary: ParameterSummaryDeclaration?
    /// Whether the type adopts `OpenIntent` (opens its `target` entity in the app).
    public var isOpenIntent: Bool
    /// For an `OpenIntent`: the entity type of its `target` parameter.
    public var targetEntityType: String?
    /// Whether the intent is discoverable in Shortcuts and Spotlight (`isDiscoverable`, default true).
    public var isDiscoverable: Bool
    /// Whether the type implements `perform()` (every real intent does; false models a stub).
    public var hasPerform: Bool
    /// Whether the intent adopts `TargetContentProvidingIntent`, so `onAppIntentExecution` handlers see it.
    public var providesTargetContent: Bool

    /// Declares an intent type.
    public init(typeName: String, title: String, description: String? = nil, parameters: [IntentParameterDeclaration] = [],
                parameterSummary: ParameterSummaryDeclaration? = nil, isOpenIntent: Bool = false, targetEntityType: String? = nil,
                isDiscoverable: Bool = true, hasPerform: Bool = true, providesTargetContent: Bool = false) {
        self.typeName = typeName
        self.title = title
        self.description = description
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.isOpenIntent = isOpenIntent
        self.targetEntityType = targetEntityType
        self.isDiscoverable = isDiscoverable
        self.hasPerform = hasPerform
        self.providesTargetContent = providesTargetContent || isOpenIntent
    }

    /// Declares an `OpenIntent` for an entity type, with its required `target` parameter.
    public static func openIntent(typeName: String, title: String, entityType: String) -> IntentDeclaration {
        IntentDeclaration(typeName: typeName, title: title,
                          parameters: [IntentParameterDeclaration("target", title: "Target", type: .entity(entityType))],
                          parameterSummary: ParameterSummaryDeclaration("Open ${target}"),
                          isOpenIntent: true, targetEntityType: entityType, providesTargetContent: true)
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> IntentParameterDeclaration? { parameters.first { $0.name == name } }
}

/// An alias matching the brief's vocabulary: an app intent's descriptor is its declaration.
public typealias AppIntentDescriptor = IntentDeclaration
