/// One `@Property` of an app entity, with the Spotlight key it is indexed under (if any).
public struct AppEntityProperty: Hashable, Codable, Sendable {
    /// The property name, e.g. `continent`.
    public var name: String
    /// The title shown in Shortcuts, e.g. `Continent`.
    public var title: String
    /// The value type.
    public var type: IntentParameterType
    /// `indexingKey:` or `customIndexingKey:`; nil means not indexed.
    public var indexingKey: IndexingKey?

    /// Declares a property.
    public init(_ name: String, title: String? = nil, type: IntentParameterType = .string, indexingKey: IndexingKey? = nil) {
        self.name = name
        self.title = title ?? name.prefix(1).uppercased() + name.dropFirst()
        self.type = type
        self.indexingKey = indexingKey
    }
}

/// What an app declares about one `AppEntity`/`IndexedEntityRecord` type: name, properties and its `OpenIntent`.
public struct AppEntityType: Hashable, Codable, Sendable {
    /// The Swift type name, e.g. `LandmarkEntity`.
    public var typeName: String
    /// `typeDisplayRepresentation` name, e.g. `Landmark`.
    public var displayName: String
    /// Declared properties.
    public var properties: [AppEntityProperty]
    /// The `OpenIntent` type whose `target` is this entity type, if the app has one.
    public var openIntentType: String?
    /// Whether the type adopts `IndexedEntityRecord` (so `indexAppEntities` accepts it).
    public var isIndexed: Bool

    /// Declares an entity type.
    public init(typeName: String, displayName: String, properties: [AppEntityProperty] = [], openIntentType: String? = nil,
                isIndexed: Bool = true) {
        self.typeName = typeName
        self.displayName = displayName
        self.properties = properties
        self.openIntentType = openIntentType
        self.isIndexed = isIndexed
    }

    /// Whether tapping a result of this type can run an `OpenIntent`.
    public var hasOpenIntent: Bool { openIntentType != nil }

    /// The properties that have an indexing key.
    public var indexedProperties: [AppEntityProperty] { properties.filter { $0.indexingKey != nil } }

    /// The property named `name`.
    public func property(named name: String) -> AppEntityProperty? { properties.first { $0.name == name } }
}
