import LimelightCore
import Spotlight

/// `EntityDisplay`: how an entity shows in Spotlight, Siri and Shortcuts.
public struct EntityDisplay: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// Image bytes, if any.
    public var image: [UInt8]?

    /// Creates a display representation.
    public init(title: String, subtitle: String? = nil, image: [UInt8]? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// One `IndexedEntityRecord` instance: its type, stable id, display representation and property values.
public struct IndexedEntityRecord: Hashable, Sendable {
    /// The entity's declared type.
    public var type: AppEntityType
    /// The stable, persistent identifier (`id`).
    public var id: String
    /// The display representation.
    public var displayRepresentation: EntityDisplay
    /// Property values by property name.
    public var values: [String: IntentValue]
    /// The entity's own `attributeSet` additions (lowest precedence).
    public var attributeSet: CSSearchableItemAttributeSet?

    /// Creates an entity instance.
    public init(type: AppEntityType, id: String, displayRepresentation: EntityDisplay, values: [String: IntentValue] = [:],
                attributeSet: CSSearchableItemAttributeSet? = nil) {
        self.type = type
        self.id = id
        self.displayRepresentation = displayRepresentation
        self.values = values
        self.attributeSet = attributeSet
    }

    /// `EntityKey(for: Type, identifier: id)`.
    public var entityIdentifier: EntityKey { EntityKey(for: type.typeName, identifier: id) }

    /// The Spotlight domain used for entities of a type: `appentity.<Type>`.
    public static func domain(for typeName: String) -> String { "appentity." + typeName }

    /// The name of the custom attribute carrying the `priority` passed to `indexAppEntities`.
    public static let priorityKeyName = "appEntityPriority"

    /// Checks the instance against its type: non-empty id, indexed type, declared properties of the right types.
    public func validationProblem() -> AppEntityError? {
        if id.isEmpty { return .emptyIdentifier(type.typeName) }
        if !type.isIndexed { return .notIndexed(type.typeName) }
        for name in values.keys.sorted() {
            guard let property = type.property(named: name) else {
                return .unknownProperty(type: type.typeName, property: name,
                                        suggestion: Suggestions.closest(to: name, in: type.properties.map(\.name)))
            }
            if let value = values[name], !property.type.accepts(value) {
                return .propertyTypeMismatch(type: type.typeName, property: name, expected: property.type.description, actual: value.typeName)
            }
            if let problem = property.indexingKey?.validationProblem { return .invalidIndexingKey(type: type.typeName, property: name, problem: problem) }
        }
        return nil
    }

    /// The item Spotlight stores: attribute set from `attributeSet`, then indexed properties (which win), then the display
    /// representation's title (and its subtitle/image where no property supplies `contentDescription`/`thumbnailData`).
    public func searchableItem(priority: Int = 0) -> CSSearchableItem {
        var set = attributeSet ?? CSSearchableItemAttributeSet()
        var fromProperties: Set<String> = []
        for property in type.indexedProperties {
            guard let key = property.indexingKey, let value = values[property.name] else { continue }
            switch key {
            case .standard(let name):
                set[name] = Self.coerce(value.attributeValue, to: CSAttributeCatalog.descriptor(named: name)?.type)
                fromProperties.insert(name)
            case .custom(let customKey):
                set.setValue(value.attributeValue, forCustomKey: customKey)
            }
        }
        set.title = displayRepresentation.title
        if let subtitle = displayRepresentation.subtitle, !fromProperties.contains("contentDescription") { set.contentDescription = subtitle }
        if let image = displayRepresentation.image, !fromProperties.contains("thumbnailData") { set.thumbnailData = image }
        if priority != 0, let key = CustomAttributeKey(keyName: Self.priorityKeyName, searchable: false, searchableByDefault: false, unique: false, multiValued: false) {
            set.setValue(.number(Double(priority)), forCustomKey: key)
        }
        return CSSearchableItem(uniqueIdentifier: entityIdentifier.description, domainIdentifier: Self.domain(for: type.typeName), attributeSet: set)
    }

    private static func coerce(_ value: CSAttributeValue, to type: CSAttributeType?) -> CSAttributeValue {
        switch (type, value) {
        case (.strings?, .string(let s)): return .strings([s])
        case (.string?, .strings(let l)): return .string(l.joined(separator: ", "))
        default: return value
        }
    }
}

/// Why an entity cannot be indexed or resolved.
public enum AppEntityError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyIdentifier(String)
    case notIndexed(String)
    case unknownProperty(type: String, property: String, suggestion: String?)
    case propertyTypeMismatch(type: String, property: String, expected: String, actual: String)
    case invalidIndexingKey(type: String, property: String, problem: String)
    case unknownEntityType(app: String, type: String, suggestion: String?)

    /// A one-sentence message.
    public var description: String {
        switch self {
        case .emptyIdentifier(let t): return "\(t) instance has an empty id; entities need stable, persistent identifiers"
        case .notIndexed(let t): return "\(t) does not adopt IndexedEntity, so indexAppEntities cannot take it"
        case .unknownProperty(let t, let p, let s): return "\(t) has no property '\(p)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .propertyTypeMismatch(let t, let p, let e, let a): return "\(t).\(p) expects \(e), got \(a)"
        case .invalidIndexingKey(let t, let p, let problem): return "\(t).\(p): \(problem)"
        case .unknownEntityType(let app, let t, let s): return "'\(app)' declares no entity type '\(t)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}
