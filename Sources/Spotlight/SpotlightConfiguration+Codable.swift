import LimelightCore

/// A configuration encodes every setting by name (durations in seconds, no quota as `null`) and decodes only a complete
/// one: no setting falls back to a default.
extension SpotlightConfiguration: Codable {
    private enum Key: String, CodingKey {
        case indexingLatency, defaultTimeToLive, maxItemBytes, maxAttributeCharacters, overlongAttributePolicy
        case maxClientStateBytes, unknownQueryAttributesMatchNothing, quotaItemsPerApp, deleteAllScope, lockedWritePolicy
        case defaultIndexBatchErrorCode, applyBatchOnStateMismatch, emptyClientStateWhenNone
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        self.init()
        func read<T: Decodable>(_ key: Key, _ value: inout T) throws {
            value = try c.decode(T.self, forKey: key)
        }
        var latency = CodableNumber(indexingLatency.seconds), ttl = CodableNumber(defaultTimeToLive.seconds)
        try read(.indexingLatency, &latency)
        try read(.defaultTimeToLive, &ttl)
        indexingLatency = .seconds(latency.value)
        defaultTimeToLive = .seconds(ttl.value)
        try read(.maxItemBytes, &maxItemBytes)
        try read(.maxAttributeCharacters, &maxAttributeCharacters)
        try read(.overlongAttributePolicy, &overlongAttributePolicy)
        try read(.maxClientStateBytes, &maxClientStateBytes)
        try read(.unknownQueryAttributesMatchNothing, &unknownQueryAttributesMatchNothing)
        quotaItemsPerApp = try c.decode(Int?.self, forKey: .quotaItemsPerApp)
        try read(.deleteAllScope, &deleteAllScope)
        try read(.lockedWritePolicy, &lockedWritePolicy)
        try read(.defaultIndexBatchErrorCode, &defaultIndexBatchErrorCode)
        try read(.applyBatchOnStateMismatch, &applyBatchOnStateMismatch)
        try read(.emptyClientStateWhenNone, &emptyClientStateWhenNone)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(CodableNumber(indexingLatency.seconds), forKey: .indexingLatency)
        try c.encode(CodableNumber(defaultTimeToLive.seconds), forKey: .defaultTimeToLive)
        try c.encode(maxItemBytes, forKey: .maxItemBytes)
        try c.encode(maxAttributeCharacters, forKey: .maxAttributeCharacters)
        try c.encode(overlongAttributePolicy, forKey: .overlongAttributePolicy)
        try c.encode(maxClientStateBytes, forKey: .maxClientStateBytes)
        try c.encode(unknownQueryAttributesMatchNothing, forKey: .unknownQueryAttributesMatchNothing)
        try c.encode(quotaItemsPerApp, forKey: .quotaItemsPerApp)
        try c.encode(deleteAllScope, forKey: .deleteAllScope)
        try c.encode(lockedWritePolicy, forKey: .lockedWritePolicy)
        try c.encode(defaultIndexBatchErrorCode, forKey: .defaultIndexBatchErrorCode)
        try c.encode(applyBatchOnStateMismatch, forKey: .applyBatchOnStateMismatch)
        try c.encode(emptyClientStateWhenNone, forKey: .emptyClientStateWhenNone)
    }
}
