import Spotlight

/// An indexing key encodes as `{"standard": name}` or `{"custom": {keyName, flags…}}`; a custom key whose name breaks
/// Apple's rules does not decode.
extension IndexingKey: Codable {
    private enum CodingKeys: String, CodingKey { case standard, custom }
    private enum CustomKeys: String, CodingKey { case keyName, searchable, searchableByDefault, unique, multiValued }

    /// Decodes a standard attribute name or a custom key with its flags.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try c.decodeIfPresent(String.self, forKey: .standard) {
            self = .standard(name)
            return
        }
        let k = try c.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
        let name = try k.decode(String.self, forKey: .keyName)
        guard let key = CustomAttributeKey(keyName: name, searchable: try k.decode(Bool.self, forKey: .searchable),
                                             searchableByDefault: try k.decode(Bool.self, forKey: .searchableByDefault),
                                             unique: try k.decode(Bool.self, forKey: .unique),
                                             multiValued: try k.decode(Bool.self, forKey: .multiValued)) else {
            throw DecodingError.dataCorruptedError(forKey: .keyName, in: k,
                                                   debugDescription: CustomAttributeKey.validationProblem(name) ?? "invalid custom key name")
        }
        self = .custom(key)
    }

    /// Encodes the attribute name, or the custom key's name and flags.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .standard(let name):
            try c.encode(name, forKey: .standard)
        case .custom(let key):
            var k = c.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
            try k.encode(key.keyName, forKey: .keyName)
            try k.encode(key.isSearchable, forKey: .searchable)
            try k.encode(key.isSearchableByDefault, forKey: .searchableByDefault)
            try k.encode(key.isUnique, forKey: .unique)
            try k.encode(key.isMultiValued, forKey: .multiValued)
        }
    }
}
