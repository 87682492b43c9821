import LimelightCore

/// The metadata of a searchable item, as `CSSearchableItemAttributeSet` holds it: standard attributes by property
/// name, custom attributes by key, and the attributes explicitly set to nil (which an `isUpdate` item removes).
///
/// Standard attributes are stored as one array of (name id, value) entries sorted by name — a few hundred bytes less per
/// item than a dictionary and cheap to build for fetched copies; `values` presents them as a dictionary.
public struct CSSearchableItemAttributeSet: Hashable, Sendable {
    /// Custom values, custom keys and cleared names: rare, so kept together in one shared immutable box (one 8-byte
    /// reference, nil when all are empty) instead of three fields in every item.
    final class Extras: Sendable {
        let fields: ExtraFields
        init(_ fields: ExtraFields) { self.fields = fields }
    }

    /// The fields an `Extras` box holds.
    struct ExtraFields: Hashable, Sendable {
        var customValues: [String: CSAttributeValue] = [:]
        var customKeys: [String: CSCustomAttributeKey] = [:]
        var clearedNames: Set<String> = []
        var isEmpty: Bool { customValues.isEmpty && customKeys.isEmpty && clearedNames.isEmpty }
    }

    /// One standard attribute: the value, then the name as an interned id (24 bytes instead of 40 with a `String` name).
    struct Entry: Hashable, Sendable {
        var value: CSAttributeValue
        var nameID: UInt32

        init(name: String, value: CSAttributeValue) {
            self.value = value
            nameID = AttributeNameTable.shared.id(of: name)
        }

        /// The attribute's property name.
        @inline(__always) var name: String { AttributeNameTable.shared.name(of: nameID) }
    }

    /// The uniform type identifier, e.g. `public.text` or `public.content`.
    public var contentType: String
    /// Standard attributes sorted by name (one entry per name).
    private var entries: [Entry] = []
    /// Custom values, custom keys and cleared names; nil while all are empty.
    private var extras: Extras?

    /// Custom attribute values, keyed by the key's name.
    public var customValues: [String: CSAttributeValue] { extras?.fields.customValues ?? [:] }
    /// The custom keys used by this set, keyed by name.
    public var customKeys: [String: CSCustomAttributeKey] { extras?.fields.customKeys ?? [:] }
    /// Names (standard or custom) explicitly set to nil: an update removes them.
    public var clearedNames: Set<String> { extras?.fields.clearedNames ?? [] }

    /// The extra fields, as a value.
    private var extraFields: ExtraFields { extras?.fields ?? ExtraFields() }

    /// Changes the extra fields (the box is dropped first, so the dictionaries are mutated in place when unshared).
    private mutating func editExtras(_ change: (inout ExtraFields) -> Void) {
        var fields = extraFields
        extras = nil
        change(&fields)
        extras = fields.isEmpty ? nil : Extras(fields)
    }

    /// Whether two sets hold the same content type, attributes, custom keys and cleared names.
    public static func == (a: CSSearchableItemAttributeSet, b: CSSearchableItemAttributeSet) -> Bool {
        a.contentType == b.contentType && a.entries == b.entries && (a.extras === b.extras || a.extraFields == b.extraFields)
    }

    /// Hashes everything `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentType)
        hasher.combine(entries)
        hasher.combine(extraFields)
    }

    public init(contentType: String = "public.content") {
        self.contentType = contentType
    }

    /// Standard attribute values, keyed by property name.
    public var values: [String: CSAttributeValue] {
        var out: [String: CSAttributeValue] = Dictionary(minimumCapacity: entries.count)
        for e in entries { out[e.name] = e.value }
        return out
    }

    /// The index of `name` in `entries` (a scan for a few entries; a binary search, touching fewer entries, otherwise).
    @inline(__always)
    private func index(of name: String) -> Int? {
        if entries.count <= 3 {
            for i in entries.indices where entries[i].name == name { return i }
            return nil
        }
        let (i, found) = position(of: name)
        return found ? i : nil
    }

    /// Where `name` is, or would be inserted, in `entries`.
    private func position(of name: String) -> (index: Int, found: Bool) {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].name < name { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < entries.count && entries[lo].name == name)
    }

    /// Sets or removes a standard value without touching `clearedNames`.
    private mutating func store(_ value: CSAttributeValue?, named name: String) {
        let (i, found) = position(of: name)
        switch (value, found) {
        case (let v?, true): entries[i].value = v
        case (let v?, false): entries.insert(Entry(name: name, value: v), at: i)
        case (nil, true): entries.remove(at: i)
        case (nil, false): break
        }
    }

    /// A standard attribute by property name; assigning nil records an explicit removal.
    public subscript(name: String) -> CSAttributeValue? {
        get { index(of: name).map { entries[$0].value } }
        set {
            store(newValue, named: name)
            if newValue == nil {
                editExtras { $0.clearedNames.insert(name) }
            } else if extras?.fields.clearedNames.contains(name) == true {
                editExtras { $0.clearedNames.remove(name) }
            }
        }
    }

    /// Sets a custom attribute, as `setValue(_:forCustomKey:)` does; nil records an explicit removal.
    public mutating func setValue(_ value: CSAttributeValue?, forCustomKey key: CSCustomAttributeKey) {
        editExtras {
            $0.customKeys[key.keyName] = key
            $0.customValues[key.keyName] = value
            if value == nil { $0.clearedNames.insert(key.keyName) } else { $0.clearedNames.remove(key.keyName) }
        }
    }

    /// A custom attribute's value, as `value(forCustomKey:)` returns it.
    public func value(forCustomKey key: CSCustomAttributeKey) -> CSAttributeValue? { extras?.fields.customValues[key.keyName] }

    /// Any attribute, standard or custom, by name (custom keys by key name).
    public func value(named name: String) -> CSAttributeValue? { self[name] ?? extras?.fields.customValues[name] }

    /// Every attribute name with a value: standard ones sorted, then custom ones sorted.
    public var attributeNames: [String] { entries.map(\.name) + customValues.keys.sorted() }

    /// Calls `body` with every standard attribute, in name order, without building a dictionary.
    package func forEachStandardValue(_ body: (String, CSAttributeValue) -> Void) {
        for e in entries { body(e.name, e.value) }
    }

    /// The set after merging an update into it: set attributes overwrite, explicitly cleared ones are removed, others kept.
    public func merging(_ update: CSSearchableItemAttributeSet) -> CSSearchableItemAttributeSet {
        var merged = self
        merged.contentType = update.contentType
        for e in update.entries { merged.store(e.value, named: e.name) }
        let extra = update.extraFields
        var removed: [String] = []
        for name in extra.clearedNames where update[name] == nil && extra.customValues[name] == nil {
            merged.store(nil, named: name)
            removed.append(name)
        }
        merged.editExtras {
            for (k, v) in extra.customValues { $0.customValues[k] = v }
            for (k, key) in extra.customKeys { $0.customKeys[k] = key }
            for name in removed { $0.customValues[name] = nil }
            $0.clearedNames = []
        }
        return merged
    }

    /// A copy that keeps only the named attributes (standard or custom): what a query's `fetchAttributes` returns.
    public func keeping(_ names: Set<String>) -> CSSearchableItemAttributeSet {
        var copy = CSSearchableItemAttributeSet(contentType: contentType)
        copy.entries = entries.filter { names.contains($0.name) }
        if let extra = extras?.fields {
            copy.editExtras {
                $0.customValues = extra.customValues.filter { names.contains($0.key) }
                let kept = $0.customValues
                $0.customKeys = extra.customKeys.filter { kept[$0.key] != nil }
            }
        }
        return copy
    }

    /// A copy that keeps only the named attributes, in the order asked (duplicates ignored): `fetchAttributes` for a
    /// short list of names, without hashing.
    package func fetching(_ names: [String]) -> CSSearchableItemAttributeSet {
        var copy = CSSearchableItemAttributeSet(contentType: contentType)
        guard !names.isEmpty else { return copy }
        for name in names {
            if let i = index(of: name) {
                if copy.entries.last.map({ $0.name < name }) ?? true {
                    copy.entries.append(entries[i])
                } else {
                    copy.store(entries[i].value, named: name)
                }
            } else if let extra = extras?.fields, let v = extra.customValues[name], let key = extra.customKeys[name] {
                copy.editExtras {
                    $0.customKeys[name] = key
                    $0.customValues[name] = v
                }
            }
        }
        return copy
    }

    /// The total size of the set's values in bytes, for the per-item limit.
    public var byteSize: Int {
        entries.reduce(0) { $0 + $1.value.byteSize } + (extras?.fields.customValues.values.reduce(0) { $0 + $1.byteSize } ?? 0)
    }
}

extension CSSearchableItemAttributeSet {
    private func text(_ name: String) -> String? {
        if case .string(let s)? = self[name] { return s }
        return nil
    }

    private func date(_ name: String) -> SimInstant? {
        if case .date(let d)? = self[name] { return d }
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
        get { if case .strings(let l)? = self["keywords"] { return l } else { return nil } }
        set { self["keywords"] = newValue.map(CSAttributeValue.strings) }
    }

    /// A query-independent ranking signal; Apple expects 0–100.
    public var rankingHint: Double? {
        get { if case .number(let n)? = self["rankingHint"] { return n } else { return nil } }
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
        get { if case .data(let d)? = self["thumbnailData"] { return d } else { return nil } }
        set { self["thumbnailData"] = newValue.map(CSAttributeValue.data) }
    }

    /// A custom hierarchy of types the item's type inherits from.
    public var contentTypeTree: [String]? {
        get { if case .strings(let l)? = self["contentTypeTree"] { return l } else { return nil } }
        set { self["contentTypeTree"] = newValue.map(CSAttributeValue.strings) }
    }
}
