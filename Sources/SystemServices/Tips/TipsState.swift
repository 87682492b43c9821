/// Everything one device's tips hold, as a value: the placed `SiriTipView`s and their `@State` bindings, and each
/// app's TipKit datastore.
///
/// `@AppStorage` bindings live in each app's defaults (`AppDefaultsState`), not here.
public struct TipsState: Codable, Equatable, Sendable {
    /// Placements by app, then location.
    public var placements: [String: [String: SiriTipPlacement]] = [:]
    /// `@State` bindings written by a dismissal in the current launch, by app, then location (absent means `true`).
    public var stateBindings: [String: [String: Bool]] = [:]
    /// TipKit datastores by app; encoded only when an app has one, so worlds without TipKit keep their digest.
    public var tipKit: [String: TipKitDatastore] = [:]

    /// The state of a device with no tips placed.
    public init() {}

    private enum CodingKeys: String, CodingKey { case placements, stateBindings, tipKit }

    /// Decodes a state; `tipKit` may be absent (worlds saved before TipKit).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        placements = try c.decode([String: [String: SiriTipPlacement]].self, forKey: .placements)
        stateBindings = try c.decode([String: [String: Bool]].self, forKey: .stateBindings)
        tipKit = try c.decodeIfPresent([String: TipKitDatastore].self, forKey: .tipKit) ?? [:]
    }

    /// Encodes the state, leaving `tipKit` out when no app has a datastore.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(placements, forKey: .placements)
        try c.encode(stateBindings, forKey: .stateBindings)
        if !tipKit.isEmpty { try c.encode(tipKit, forKey: .tipKit) }
    }
}
