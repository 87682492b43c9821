import LimelightCore

/// The learner's rule encodes as its settings, durations as seconds (`SimDuration` is not `Codable`).
extension SuggestionLearner: Codable {
    private enum CodingKeys: String, CodingKey {
        case requiredRepetitions, timeWindow, requiresSameWeekday, lookback, equivalence, forceSuggestions, countsSystemDonations
    }

    /// Decodes a learner; every setting must be present.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        requiredRepetitions = try c.decode(Int.self, forKey: .requiredRepetitions)
        timeWindow = SimDuration(seconds: try c.decode(Double.self, forKey: .timeWindow))
        requiresSameWeekday = try c.decode(Bool.self, forKey: .requiresSameWeekday)
        lookback = SimDuration(seconds: try c.decode(Double.self, forKey: .lookback))
        equivalence = try c.decode(DonationEquivalence.self, forKey: .equivalence)
        forceSuggestions = try c.decode(Bool.self, forKey: .forceSuggestions)
        countsSystemDonations = try c.decode(Bool.self, forKey: .countsSystemDonations)
    }

    /// Encodes every setting.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(requiredRepetitions, forKey: .requiredRepetitions)
        try c.encode(timeWindow.seconds, forKey: .timeWindow)
        try c.encode(requiresSameWeekday, forKey: .requiresSameWeekday)
        try c.encode(lookback.seconds, forKey: .lookback)
        try c.encode(equivalence, forKey: .equivalence)
        try c.encode(forceSuggestions, forKey: .forceSuggestions)
        try c.encode(countsSystemDonations, forKey: .countsSystemDonations)
    }
}
