import Spotlight
import LimelightCore

/// Where an entity property lands in Spotlight: a standard attribute (`indexingKey: \.displayName`) or a custom key.
public enum IndexingKey: Hashable, Sendable, CustomStringConvertible {
    /// A `CSSearchableItemAttributeSet` attribute by property name, e.g. `displayName`, `contentDescription`, `keywords`.
    case standard(String)
    /// A `customIndexingKey:` — a `CustomAttributeKey`.
    case custom(CustomAttributeKey)

    /// `\.displayName` (primary searchable name).
    public static let displayName = IndexingKey.standard("displayName")
    /// `\.contentDescription` (description text).
    public static let contentDescription = IndexingKey.standard("contentDescription")
    /// `\.keywords` (extra search words).
    public static let keywords = IndexingKey.standard("keywords")
    /// `\.thumbnailData` (thumbnail image bytes).
    public static let thumbnailData = IndexingKey.standard("thumbnailData")

    /// A custom key that free-text search finds without naming it (so typing "Asia" matches); nil for an invalid name.
    public static func custom(named name: String, searchableByDefault: Bool = true) -> IndexingKey? {
        CustomAttributeKey(keyName: name, searchable: true, searchableByDefault: searchableByDefault, unique: false, multiValued: false)
            .map(IndexingKey.custom)
    }

    /// The attribute or custom key name.
    public var attributeName: String {
        switch self {
        case .standard(let name): name
        case .custom(let key): key.keyName
        }
    }

    /// `\.displayName` or `custom(continent)`.
    public var description: String {
        switch self {
        case .standard(let name): "\\." + name
        case .custom(let key): "custom(\(key.keyName))"
        }
    }

    /// Why this key cannot be used, or nil: standard names must be known attributes.
    public var validationProblem: String? {
        switch self {
        case .standard(let name):
            if CSAttributeCatalog.descriptor(named: name) == nil {
                let hint = Suggestions.closest(to: name, in: CSAttributeCatalog.names).map { "; did you mean '\($0)'?" } ?? ""
                return "'\(name)' is not a CSSearchableItemAttributeSet attribute" + hint
            }
            return nil
        case .custom: return nil
        }
    }
}
