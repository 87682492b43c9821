import Spotlight

/// What the semantic check knows about attribute names: Apple's catalogue plus the custom keys the store has seen.
public struct QuerySchema: Sendable {
    /// Custom keys known to the store, by key name.
    public var customKeys: [String: CustomAttributeKey]

    public init(customKeys: [String: CustomAttributeKey] = [:]) { self.customKeys = customKeys }

    /// Apple's catalogue only.
    public static let standard = QuerySchema()

    /// How an attribute name resolves.
    public enum Resolution: Sendable, Equatable {
        case standard(CSAttributeDescriptor)
        case custom(CustomAttributeKey)
        case unknown
    }

    /// Resolves a name: the catalogue first, then custom keys.
    public func resolve(_ name: String) -> Resolution {
        if let d = CSAttributeCatalog.descriptor(named: name) { return .standard(d) }
        if let k = customKeys[name] { return .custom(k) }
        return .unknown
    }

    /// Every name a query may use, sorted: for "did you mean" and completion.
    public var allNames: [String] { (CSAttributeCatalog.names + customKeys.keys.sorted()).sorted() }
}
