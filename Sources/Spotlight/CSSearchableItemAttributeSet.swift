import LimelightCore

/// The metadata of a searchable item, as `CSSearchableItemAttributeSet` holds it: standard attributes by property
/// name, custom attributes by key, and the attributes explicitly set to nil (which an `isUpdate` item removes).
///
/// Everything lives in one packed, immutable `AttributeStorage` (nil for an empty set of the default content type); a
/// mutation makes a new one. Standard attributes are kept sorted by name; `values` presents them as a dictionary.
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
        var customKeys: [String: CustomAttributeKey] = [:]
        var clearedNames: Set<String> = []
        var isEmpty: Bool { customValues.isEmpty && customKeys.isEmpty && clearedNames.isEmpty }
    }

    /// One standard attribute as a name id and a value.
    typealias Entry = (id: UInt32, value: CSAttributeValue)

    /// Ids of the attribute names the typed properties read (interned once).
    enum NameID {
        static let table = AttributeNameTable.shared
        static let defaultContentType = table.id(of: "public.content")
        static let title = table.id(of: "title")
        static let displayName = table.id(of: "displayName")
        static let contentDescription = table.id(of: "contentDescription")
        static let keywords = table.id(of: "keywords")
        static let rankingHint = table.id(of: "rankingHint")
        static let dueDate = table.id(of: "dueDate")
        static let completionDate = table.id(of: "completionDate")
        static let lastUsedDate = table.id(of: "lastUsedDate")
        static let thumbnailData = table.id(of: "thumbnailData")
        static let contentTypeTree = table.id(of: "contentTypeTree")
        /// The names of the typed properties `init(contentType:title:…)` takes, in name order (all in the catalogue).
        static let typed = [title, displayName, contentDescription, keywords, rankingHint].sorted { table.precedes($0, $1) }
        /// Whether one of them needs 4-byte descriptors.
        static let typedAreWide = typed.contains { $0 >= 1 << 13 }
    }

    /// The packed attributes; nil for an empty set of the default content type. Never mutated once made (a change
    /// makes a new one), so sharing it across threads is safe although `ManagedBuffer` is not `Sendable`.
    nonisolated(unsafe) private(set) var storage: AttributeStorage?

    /// The interned content type.
    var contentTypeID: UInt32 { storage?.contentType ?? NameID.defaultContentType }

    /// A set whose attributes are those of `storage` (for an indexed item: a view of the item's own storage).
    init(storage: AttributeStorage?) { self.storage = storage }
    /// The extras box, if any.
    private var extras: Extras? { storage?.extras }
    /// The standard attributes, decoded, in name order.
    private var entries: [Entry] { storage?.entries ?? [] }

    /// The uniform type identifier, e.g. `public.text` or `public.content`.
    public var contentType: String {
        get { NameID.table.name(of: contentTypeID) }
        set { rebuild(contentType: NameID.table.id(of: newValue), entries: entries, extras: extras) }
    }

    /// Custom attribute values, keyed by the key's name.
    public var customValues: [String: CSAttributeValue] { extras?.fields.customValues ?? [:] }
    /// The custom keys used by this set, keyed by name.
    public var customKeys: [String: CustomAttributeKey] { extras?.fields.customKeys ?? [:] }
    /// Names (standard or custom) explicitly set to nil: an update removes them.
    public var clearedNames: Set<String> { extras?.fields.clearedNames ?? [] }

    /// The extra fields, as a value.
    private var extraFields: ExtraFields { extras?.fields ?? ExtraFields() }

    /// Replaces the storage with one holding these parts (none for an empty set of the default content type).
    mutating func rebuild(contentType: UInt32, entries: [Entry], extras: Extras?) {
        storage = nil
        if entries.isEmpty, extras == nil, contentType == NameID.defaultContentType { return }
        storage = AttributeStorage.make(contentType: contentType, extras: extras, entries: entries)
    }

    /// Changes the extra fields.
    private mutating func editExtras(_ change: (inout ExtraFields) -> Void) {
        var fields = extraFields
        change(&fields)
        rebuild(contentType: contentTypeID, entries: entries, extras: fields.isEmpty ? nil : Extras(fields))
    }

    /// Whether two sets hold the same content type, attributes, custom keys and cleared names.
    public static func == (a: CSSearchableItemAttributeSet, b: CSSearchableItemAttributeSet) -> Bool {
        if a.storage === b.storage { return true }
        guard a.contentTypeID == b.contentTypeID, (a.storage?.count ?? 0) == (b.storage?.count ?? 0) else { return false }
        let x = a.entries, y = b.entries
        for i in x.indices where x[i].id != y[i].id || x[i].value != y[i].value { return false }
        return a.extras === b.extras || a.extraFields == b.extraFields
    }

    /// Hashes everything `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentTypeID)
        let list = entries
        hasher.combine(list.count)
        for e in list {
            hasher.combine(e.id)
            hasher.combine(e.value)
        }
        hasher.combine(extraFields)
    }

    public init(contentType: String = "public.content") {
        let id = NameID.table.id(of: contentType)
        if id != NameID.defaultContentType { storage = AttributeStorage.make(contentType: id, extras: nil, entries: []) }
    }

    /// A set of `contentType` with these typed properties, made in one allocation: the same set as a new set with each
    /// non-nil one assigned in turn (what `spotlight index` builds from its options), without the storage each
    /// assignment makes and drops.
    package init(contentType: String, title: String?, displayName: String?, contentDescription: String?, keywords: [String]?,
                 rankingHint: Double?) {
        self.init(contentTypeID: Self.contentTypeID(of: contentType), title: title, displayName: displayName,
                  contentDescription: contentDescription, hasKeywords: keywords != nil, rankingHint: rankingHint) { body in
            for var keyword in keywords ?? [] { keyword.withUTF8 { body(UnsafeRawBufferPointer($0)) } }
        }
    }

    /// The same set with its keywords given as a text that `Splitter` cuts into elements, in order. The keywords go
    /// from the text into the set's storage with no array of strings in between (`spotlight index --keywords a,b`,
    /// Docs/Benchmark.md); `keywordsText: nil` gives no keywords, a text with no elements an empty list.
    package init<Splitter: SimListSplitting>(contentType: String, title: String?, displayName: String?, contentDescription: String?,
                                             keywordsText: String?, rankingHint: Double?, splitBy _: Splitter.Type) {
        self.init(contentTypeID: Self.contentTypeID(of: contentType), title: title, displayName: displayName,
                  contentDescription: contentDescription, hasKeywords: keywordsText != nil, rankingHint: rankingHint) { body in
            if let keywordsText { Splitter.forEachElement(of: keywordsText, body) }
        }
    }

    /// The set of the typed properties given, written straight into one storage in name order (no list of entries to
    /// sort into): `keywords` passes each keyword's bytes to its argument, the same each time (it runs twice).
    private init(contentTypeID: UInt32, title: String?, displayName: String?, contentDescription: String?, hasKeywords: Bool,
                 rankingHint: Double?, keywords: ((UnsafeRawBufferPointer) -> Void) -> Void) {
        storage = AttributeStorage.makeTyped(contentType: contentTypeID, title: title, displayName: displayName,
                                             contentDescription: contentDescription, hasKeywords: hasKeywords,
                                             rankingHint: rankingHint, keywords: keywords)
    }

    /// The interned id of a content type; the default one without a lookup.
    static func contentTypeID(of name: String) -> UInt32 {
        name == "public.content" ? NameID.defaultContentType : NameID.table.id(of: name)
    }

    /// Standard attribute values, keyed by property name.
    public var values: [String: CSAttributeValue] {
        var out: [String: CSAttributeValue] = Dictionary(minimumCapacity: storage?.count ?? 0)
        storage?.forEach { out[NameID.table.name(of: $0)] = $1 }
        return out
    }

    /// Where `id` is, or would be inserted, in name-ordered entries.
    private static func position(of id: UInt32, in list: [Entry]) -> (index: Int, found: Bool) {
        for (i, e) in list.enumerated() {
            if e.id == id { return (i, true) }
            if NameID.table.precedes(id, e.id) { return (i, false) }
        }
        return (list.count, false)
    }

    /// Sets or removes a standard value in a list of entries.
    private static func store(_ value: CSAttributeValue?, id: UInt32, in list: inout [Entry]) {
        let (i, found) = position(of: id, in: list)
        switch (value, found) {
        case (let v?, true): list[i].value = v
        case (let v?, false): list.insert((id, v), at: i)
        case (nil, true): list.remove(at: i)
        case (nil, false): break
        }
    }

    /// A standard attribute by name id.
    @inline(__always)
    func value(id: UInt32) -> CSAttributeValue? { storage?.value(id: id) }

    /// A standard attribute by property name; assigning nil records an explicit removal.
    public subscript(name: String) -> CSAttributeValue? {
        get { NameID.table.existingID(of: name).flatMap { value(id: $0) } }
        set { set(newValue, id: NameID.table.id(of: name), name: name) }
    }

    /// Sets or clears a standard attribute, keeping `clearedNames` in step, with one new storage.
    mutating func set(_ newValue: CSAttributeValue?, id: UInt32, name: String) {
        var newExtras = extras
        if newValue == nil || extras?.fields.clearedNames.contains(name) == true {
            var fields = extraFields
            if newValue == nil { fields.clearedNames.insert(name) } else { fields.clearedNames.remove(name) }
            newExtras = fields.isEmpty ? nil : Extras(fields)
        }
        let contentType = contentTypeID
        let unique = isKnownUniquelyReferenced(&storage)
        let made = AttributeStorage.make(from: storage, setting: id, to: newValue, contentType: contentType, extras: newExtras,
                                         consuming: unique)
        storage = made.count == 0 && newExtras == nil && contentType == NameID.defaultContentType ? nil : made
    }

    /// Sets a custom attribute, as `setValue(_:forCustomKey:)` does; nil records an explicit removal.
    public mutating func setValue(_ value: CSAttributeValue?, forCustomKey key: CustomAttributeKey) {
        editExtras {
            $0.customKeys[key.keyName] = key
            $0.customValues[key.keyName] = value
            if value == nil { $0.clearedNames.insert(key.keyName) } else { $0.clearedNames.remove(key.keyName) }
        }
    }

    /// A custom attribute's value, as `value(forCustomKey:)` returns it.
    public func value(forCustomKey key: CustomAttributeKey) -> CSAttributeValue? { extras?.fields.customValues[key.keyName] }

    /// Any attribute, standard or custom, by name (custom keys by key name).
    public func value(named name: String) -> CSAttributeValue? { self[name] ?? extras?.fields.customValues[name] }

    /// Every attribute name with a value: standard ones sorted, then custom ones sorted.
    public var attributeNames: [String] { entries.map { NameID.table.name(of: $0.id) } + customValues.keys.sorted() }

    /// Calls `body` with every standard attribute, in name order, without building a dictionary.
    package func forEachStandardValue(_ body: (String, CSAttributeValue) -> Void) {
        storage?.forEach { body(NameID.table.name(of: $0), $1) }
    }

    /// The set after merging an update into it: set attributes overwrite, explicitly cleared ones are removed, others kept.
    public func merging(_ update: CSSearchableItemAttributeSet) -> CSSearchableItemAttributeSet {
        var list = entries
        for e in update.entries { Self.store(e.value, id: e.id, in: &list) }
        let extra = update.extraFields
        var fields = extraFields
        for name in extra.clearedNames where update[name] == nil && extra.customValues[name] == nil {
            if let id = NameID.table.existingID(of: name) { Self.store(nil, id: id, in: &list) }
            fields.customValues[name] = nil
        }
        for (k, v) in extra.customValues { fields.customValues[k] = v }
        for (k, key) in extra.customKeys { fields.customKeys[k] = key }
        fields.clearedNames = []
        var merged = CSSearchableItemAttributeSet()
        merged.rebuild(contentType: update.contentTypeID, entries: list, extras: fields.isEmpty ? nil : Extras(fields))
        return merged
    }

    /// A copy that keeps only the named attributes (standard or custom): what a query's `fetchAttributes` returns.
    public func keeping(_ names: Set<String>) -> CSSearchableItemAttributeSet {
        var fields = ExtraFields()
        if let extra = extras?.fields {
            fields.customValues = extra.customValues.filter { names.contains($0.key) }
            let kept = fields.customValues
            fields.customKeys = extra.customKeys.filter { kept[$0.key] != nil }
        }
        var copy = CSSearchableItemAttributeSet()
        copy.rebuild(contentType: contentTypeID, entries: entries.filter { names.contains(NameID.table.name(of: $0.id)) },
                     extras: fields.isEmpty ? nil : Extras(fields))
        return copy
    }

    /// The names of a query's `fetchAttributes`, resolved once per query: the ids of the known standard names.
    package struct FetchPlan: Sendable {
        /// The names asked for, in order.
        let names: [String]
        /// The name ids of those the name table knows (the others can only be custom keys).
        let ids: [UInt32]

        /// Resolves the names.
        package init(_ names: [String]) {
            self.names = names
            var ids: [UInt32] = []
            for name in names { if let id = NameID.table.existingID(of: name), !ids.contains(id) { ids.append(id) } }
            self.ids = ids
        }
    }

    /// A copy that keeps only the named attributes, in any order asked (duplicates ignored): `fetchAttributes` for a
    /// short list of names, without hashing.
    package func fetching(_ names: [String]) -> CSSearchableItemAttributeSet { fetching(FetchPlan(names)) }

    /// A copy that keeps only the attributes of a fetch plan: standard values are copied as stored (no decoding); a
    /// name with no standard value keeps its custom value, if any.
    package func fetching(_ plan: FetchPlan) -> CSSearchableItemAttributeSet {
        var copy = CSSearchableItemAttributeSet()
        guard !plan.names.isEmpty, let storage else {
            copy.rebuild(contentType: contentTypeID, entries: [], extras: nil)
            return copy
        }
        var fields = ExtraFields()
        if let extra = storage.extras?.fields {
            for name in plan.names {
                if let id = NameID.table.existingID(of: name), storage.contains(id: id) { continue }
                if let v = extra.customValues[name], let key = extra.customKeys[name] {
                    fields.customKeys[name] = key
                    fields.customValues[name] = v
                }
            }
        }
        copy.storage = AttributeStorage.make(selecting: plan.ids, from: storage, contentType: contentTypeID,
                                             extras: fields.isEmpty ? nil : Extras(fields))
        return copy
    }

    /// The total size of the set's values in bytes, for the per-item limit.
    public var byteSize: Int {
        let custom = extras?.fields.customValues.values.reduce(0) { $0 + $1.byteSize } ?? 0
        return custom + (storage?.valueByteSize ?? 0)
    }
}

/// How a list written as text is cut into its elements (the command language's comma lists), for building a list
/// attribute straight from the text.
package protocol SimListSplitting {
    /// Passes the UTF-8 bytes of each element of `text` to `body`, in order; the same bytes every time it is called.
    static func forEachElement(of text: String, _ body: (UnsafeRawBufferPointer) -> Void)
}
