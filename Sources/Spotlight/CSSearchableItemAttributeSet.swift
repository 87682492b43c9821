import LimelightCore

/// The metadata of a searchable item, as `CSSearchableItemAttributeSet` holds it: standard attributes by property
/// name, custom attributes by key, and the attributes explicitly set to nil (which an `isUpdate` item removes).
public struct CSSearchableItemAttributeSet: Hashable, Sendable {
    /// The uniform type identifier, e.g. `public.text` or `public.content`.
    public var contentType: String
    /// Standard attribute values, keyed by property name.
    public private(set) var values: [String: CSAttributeValue] = [:]
    /// Custom attribute values, keyed by the key's name.
    public private(set) var customValues: [String: CSAttributeValue] = [:]
    /// The custom keys used by this set, keyed by name.
    public private(set) var customKeys: [String: CSCustomAttributeKey] = [:]
    /// Names (standard or custom) explicitly set to nil: an update removes them.
    public private(set) var clearedNames: Set<String> = []

    public init(contentType: String = "public.content") {
        self.contentType = contentType
    }

    /// A standard attribute by property name; assigning nil records an explicit removal.
    public subscript(name: String) -> CSAttributeValue? {
        get { values[name] }
        set {
            values[name] = newValue
            if newValue == nil { clearedNames.insert(name) } else { clearedNames.remove(name) }
        }
    }

    /// Sets a custom attribute, as `setValue(_:forCustomKey:)` does; nil records an explicit removal.
    public mutating func setValue(_ value: CSAttributeValue?, forCustomKey key: CSCustomAttributeKey) {
        customKeys[key.keyName] = key
        customValues[key.keyName] = value
        if value == nil { clearedNames.insert(key.keyName) } else { clearedNames.remove(key.keyName) }
    }

    /// A custom attribute's value, as `value(forCustomKey:)` returns it.
    public func value(forCustomKey key: CSCustomAttributeKey) -> CSAttributeValue? { customValues[key.keyName] }

    /// Any attribute, standard or custom, by name (custom keys by key name).
    public func value(named name: String) -> CSAttributeValue? { values[name] ?? customValues[name] }

    /// Every attribute name with a value: standard ones sorted, then custom ones sorted.
    public var attributeNames: [String] { values.keys.sorted() + customValues.keys.sorted() }

    /// The set after merging an update into it: set attributes overwrite, explicitly cleared ones are removed, others kept.
    public func merging(_ update: CSSearchableItemAttributeSet) -> CSSearchableItemAttributeSet {
        var merged = self
        merged.contentType = update.contentType
        for (k, v) in update.values { merged.values[k] = v }
        for (k, v) in update.customValues { merged.customValues[k] = v }
        for (k, key) in update.customKeys { merged.customKeys[k] = key }
        for name in update.clearedNames where update.values[name] == nil && update.customValues[name] == nil {
            merged.values[name] = nil
            merged.customValues[name] = nil
        }
        merged.clearedNames = []
        return merged
    }

    /// A copy that keeps only the named attributes (standard or custom): what a query's `fetchAttributes` returns.
    public func keeping(_ names: Set<String>) -> CSSearchableItemAttributeSet {
        var copy = CSSearchableItemAttributeSet(contentType: contentType)
        copy.values = values.filter { names.contains($0.key) }
        copy.customValues = customValues.filter { names.contains($0.key) }
        copy.customKeys = customKeys.filter { copy.customValues[$0.key] != nil }
        return copy
    }

    /// The total size of the set's values in bytes, for the per-item limit.
    public var byteSize: Int {
        values.values.reduce(0) { $0 + $1.byteSize } + customValues.values.reduce(0) { $0 + $1.byteSize }
    }
}

extension CSSearchableItemAttributeSet {
    private func text(_ name: String) -> String? {
        if case .string(let s)? = values[name] { return s }
        return nil
    }

    private func date(_ name: String) -> SimInstant? {
        if case .date(let d)? = values[name] { return d }
        return nil
    }

    /// A localized name to show for the item.
    public var displayName: String? {
        get { text("displayName") }
        set { self["displayName"] = newValue.map(CSAttributeValue.string) }
    }

    /// The item's title.
    public var title: String? {
        get { text("title") }
        set { self["title"] = newValue.map(CSAttributeValue.string) }
    }

    /// A description of the content, shown under the title in results.
    public var contentDescription: String? {
        get { text("contentDescription") }
        set { self["contentDescription"] = newValue.map(CSAttributeValue.string) }
    }

    /// Keywords that free-text searches find the item by.
    public var keywords: [String]? {
        get { if case .strings(let l)? = values["keywords"] { return l } else { return nil } }
        set { self["keywords"] = newValue.map(CSAttributeValue.strings) }
    }

    /// A query-independent ranking signal; Apple expects 0–100.
    public var rankingHint: Double? {
        get { if case .number(let n)? = values["rankingHint"] { return n } else { return nil } }
        set { self["rankingHint"] = newValue.map(CSAttributeValue.number) }
    }

    /// When the item is due.
    public var dueDate: SimInstant? {
        get { date("dueDate") }
        set { self["dueDate"] = newValue.map(CSAttributeValue.date) }
    }

    /// When the item was completed.
    public var completionDate: SimInstant? {
        get { date("completionDate") }
        set { self["completionDate"] = newValue.map(CSAttributeValue.date) }
    }

    /// When the user last used the item: an engagement signal.
    public var lastUsedDate: SimInstant? {
        get { date("lastUsedDate") }
        set { self["lastUsedDate"] = newValue.map(CSAttributeValue.date) }
    }

    /// Thumbnail image bytes.
    public var thumbnailData: [UInt8]? {
        get { if case .data(let d)? = values["thumbnailData"] { return d } else { return nil } }
        set { self["thumbnailData"] = newValue.map(CSAttributeValue.data) }
    }

    /// A custom hierarchy of types the item's type inherits from.
    public var contentTypeTree: [String]? {
        get { if case .strings(let l)? = values["contentTypeTree"] { return l } else { return nil } }
        set { self["contentTypeTree"] = newValue.map(CSAttributeValue.strings) }
    }
}
