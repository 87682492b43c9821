import LimelightCore

/// An attribute set encodes by name: its content type, standard values by name, and only when present custom values,
/// custom keys and cleared names (sorted); decoding rebuilds the packed storage.
extension CSSearchableItemAttributeSet: Codable {
    private enum Key: String, CodingKey { case contentType, values, customValues, customKeys, clearedNames }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let contentType = try c.decodeIfPresent(String.self, forKey: .contentType) ?? "public.content"
        let values = try c.decodeIfPresent([String: CSAttributeValue].self, forKey: .values) ?? [:]
        var fields = ExtraFields()
        fields.customValues = try c.decodeIfPresent([String: CSAttributeValue].self, forKey: .customValues) ?? [:]
        fields.customKeys = try c.decodeIfPresent([String: CustomAttributeKey].self, forKey: .customKeys) ?? [:]
        fields.clearedNames = Set(try c.decodeIfPresent([String].self, forKey: .clearedNames) ?? [])
        let table = NameID.table
        let entries = values.map { (id: table.id(of: $0.key), value: $0.value) }.sorted { table.precedes($0.id, $1.id) }
        self.init(storage: nil)
        rebuild(contentType: table.id(of: contentType), entries: entries, extras: fields.isEmpty ? nil : Extras(fields))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(contentType, forKey: .contentType)
        try c.encode(values, forKey: .values)
        if !customValues.isEmpty { try c.encode(customValues, forKey: .customValues) }
        if !customKeys.isEmpty { try c.encode(customKeys, forKey: .customKeys) }
        if !clearedNames.isEmpty { try c.encode(clearedNames.sorted(), forKey: .clearedNames) }
    }
}

/// A custom key encodes its name and four flags; decoding checks the name as `init?(keyName:)` does.
extension CustomAttributeKey: Codable {
    private enum Key: String, CodingKey { case keyName, isSearchable, isSearchableByDefault, isUnique, isMultiValued }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let name = try c.decode(String.self, forKey: .keyName)
        guard let key = CustomAttributeKey(keyName: name, searchable: try c.decode(Bool.self, forKey: .isSearchable),
                                             searchableByDefault: try c.decode(Bool.self, forKey: .isSearchableByDefault),
                                             unique: try c.decode(Bool.self, forKey: .isUnique),
                                             multiValued: try c.decode(Bool.self, forKey: .isMultiValued)) else {
            throw DecodingError.dataCorruptedError(forKey: .keyName, in: c,
                debugDescription: CustomAttributeKey.validationProblem(name) ?? "invalid custom key name '\(name)'")
        }
        self = key
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(keyName, forKey: .keyName)
        try c.encode(isSearchable, forKey: .isSearchable)
        try c.encode(isSearchableByDefault, forKey: .isSearchableByDefault)
        try c.encode(isUnique, forKey: .isUnique)
        try c.encode(isMultiValued, forKey: .isMultiValued)
    }
}
