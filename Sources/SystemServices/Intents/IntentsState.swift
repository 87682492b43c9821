/// Everything one device's App Intents system holds, as a value: rules, installed metadata, donations and suggestions.
///
/// The intents service keeps no code (no handlers or closures), so this is the whole service; sets encode sorted so the
/// encoding is deterministic.
public struct IntentsState: Codable, Equatable, Sendable {
    /// The rule that turns donations into proactive suggestions.
    public var learner = SuggestionLearner()
    /// The timestamp/unique-value detector applied to every donation.
    public var detector = UniqueValueDetector()
    /// Installed apps' metadata by app identifier.
    public var metadata: [String: AppIntentsMetadata] = [:]
    /// Every stored donation, oldest first.
    public var donations: [IntentDonation] = []
    /// Every suggestion learned so far, oldest first.
    public var suggestions: [SiriSuggestion] = []
    /// Apps whose "Learn from this App" switch is off.
    public var learningDisabled: Set<String> = []

    /// The state of a device whose intents service has just started: default rules, nothing installed or donated.
    public init() {}

    private enum CodingKeys: String, CodingKey { case learner, detector, metadata, donations, suggestions, learningDisabled }

    /// Encodes every field, `learningDisabled` sorted.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(learner, forKey: .learner)
        try c.encode(detector, forKey: .detector)
        try c.encode(metadata, forKey: .metadata)
        try c.encode(donations, forKey: .donations)
        try c.encode(suggestions, forKey: .suggestions)
        try c.encode(learningDisabled.sorted(), forKey: .learningDisabled)
    }
}
