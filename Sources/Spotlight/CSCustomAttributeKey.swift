/// A custom attribute key, as `CustomAttributeKey` declares it: a key name plus four flags.
public struct CustomAttributeKey: Hashable, Sendable {
    /// The key's name: ASCII letters, digits and `_`, not starting with `kMD`.
    public let keyName: String
    /// Whether queries can match on this attribute (Apple's default: true).
    public let isSearchable: Bool
    /// Whether free-text searches look at it without naming it (Apple's default: false).
    public let isSearchableByDefault: Bool
    /// Whether values are uniqued to save storage (Apple's default: false).
    public let isUnique: Bool
    /// Whether values are arrays (Apple's default: false).
    public let isMultiValued: Bool

    /// Creates a key with Apple's default flags; nil when the name breaks Apple's key-name rules.
    public init?(keyName: String) {
        self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
    }

    /// Creates a key with explicit flags; nil when the name breaks Apple's key-name rules.
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
        guard Self.validationProblem(keyName) == nil else { return nil }
        self.keyName = keyName
        self.isSearchable = searchable
        self.isSearchableByDefault = searchableByDefault
        self.isUnique = unique
        self.isMultiValued = multiValued
    }

    /// Why a key name is rejected, or nil when it is acceptable: "ASCII only, with no punctuation other than '_'",
    /// no period, and not starting with the reserved `kMD`.
    public static func validationProblem(_ name: String) -> String? {
        if name.isEmpty { return "a custom key name cannot be empty" }
        if name.hasPrefix("kMD") { return "key names starting with 'kMD' are reserved by Spotlight" }
        if CSAttributeCatalog.descriptor(named: name) != nil { return "'\(name)' is a standard attribute; custom keys need their own name" }
        for scalar in name.unicodeScalars {
            let ok = scalar.isASCII && (scalar == "_" || (scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar))
            if !ok {
                return scalar.isASCII
                    ? "key names may contain only ASCII letters, digits and '_' (found '\(scalar)')"
                    : "key names must be ASCII only (found '\(scalar)')"
            }
        }
        return nil
    }
}
