/// Everything one device's Siri tips hold, as a value: the placed `SiriTipView`s and their `@State` bindings.
///
/// `@AppStorage` bindings live in each app's defaults (`AppDefaultsState`), not here.
public struct TipsState: Codable, Equatable, Sendable {
    /// Placements by app, then location.
    public var placements: [String: [String: SiriTipPlacement]] = [:]
    /// `@State` bindings written by a dismissal in the current launch, by app, then location (absent means `true`).
    public var stateBindings: [String: [String: Bool]] = [:]

    /// The state of a device with no tips placed.
    public init() {}
}
