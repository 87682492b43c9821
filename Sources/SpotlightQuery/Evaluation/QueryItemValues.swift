import Spotlight

/// How predicates read an item's attributes, shared by the reference and the indexed evaluator.
public enum QueryItemValues {
    /// The value a predicate sees for an attribute name: `contentType` from the attribute set's type,
    /// `domainIdentifier` from the item when the set has none, custom keys only when searchable.
    public static func value(of item: CSSearchableItem, named name: String) -> CSAttributeValue? {
        let set = item.attributeSet
        switch name {
        case "contentType": return .string(set.contentType)
        case "domainIdentifier": return set.value(named: name) ?? item.domainIdentifier.map(CSAttributeValue.string)
        default:
            if let v = set[name] { return v }
            guard !set.customValues.isEmpty, let v = set.customValues[name] else { return nil }
            if let key = set.customKeys[name], !key.isSearchable { return nil }
            return v
        }
    }

    /// The names `**` and free-text search look at: the catalogue's searchable text attributes, then the item's
    /// custom keys marked searchable by default.
    public static func defaultSearchNames(of item: CSSearchableItem) -> [String] {
        let set = item.attributeSet
        let custom = set.customKeys.values.filter { $0.isSearchable && $0.isSearchableByDefault && set.customValues[$0.keyName] != nil }
            .map(\.keyName).sorted()
        return CSAttributeCatalog.searchableText + custom
    }

    /// Every text element an attribute (or `**`) holds for an item.
    public static func texts(of item: CSSearchableItem, _ attribute: QueryAttribute) -> [String] {
        switch attribute {
        case .named(let name): return value(of: item, named: name)?.texts ?? []
        case .allText: return defaultSearchNames(of: item).flatMap { value(of: item, named: $0)?.texts ?? [] }
        }
    }

    /// Whether the attribute (or any `**` attribute) has a value.
    public static func isPresent(_ attribute: QueryAttribute, in item: CSSearchableItem) -> Bool {
        switch attribute {
        case .named(let name):
            guard let v = value(of: item, named: name) else { return false }
            switch v {
            case .strings(let l): return !l.isEmpty
            case .numbers(let l): return !l.isEmpty
            case .dates(let l): return !l.isEmpty
            default: return true
            }
        case .allText: return !texts(of: item, .allText).isEmpty
        }
    }
}
