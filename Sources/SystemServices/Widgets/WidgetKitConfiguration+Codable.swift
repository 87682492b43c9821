import LimelightCore

/// WidgetKit's knobs encode as their values, durations as seconds (`SimDuration` is not `Codable`).
extension WidgetKitConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
        case dailyReloadBudget, budgetWindow, minimumReloadInterval, atEndFallback, reloadLatency, developerMode
        case rotationLimit, relevanceHistory, arbitration, maximumStackSize
    }

    /// Decodes a configuration; every knob must be present.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        dailyReloadBudget = try c.decode(Int.self, forKey: .dailyReloadBudget)
        budgetWindow = SimDuration(seconds: try c.decode(Double.self, forKey: .budgetWindow))
        minimumReloadInterval = SimDuration(seconds: try c.decode(Double.self, forKey: .minimumReloadInterval))
        atEndFallback = SimDuration(seconds: try c.decode(Double.self, forKey: .atEndFallback))
        reloadLatency = SimDuration(seconds: try c.decode(Double.self, forKey: .reloadLatency))
        developerMode = try c.decode(Bool.self, forKey: .developerMode)
        rotationLimit = try c.decode(Int.self, forKey: .rotationLimit)
        relevanceHistory = SimDuration(seconds: try c.decode(Double.self, forKey: .relevanceHistory))
        arbitration = try c.decode(RelevanceArbitration.self, forKey: .arbitration)
        maximumStackSize = try c.decode(Int.self, forKey: .maximumStackSize)
    }

    /// Encodes every knob.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(dailyReloadBudget, forKey: .dailyReloadBudget)
        try c.encode(budgetWindow.seconds, forKey: .budgetWindow)
        try c.encode(minimumReloadInterval.seconds, forKey: .minimumReloadInterval)
        try c.encode(atEndFallback.seconds, forKey: .atEndFallback)
        try c.encode(reloadLatency.seconds, forKey: .reloadLatency)
        try c.encode(developerMode, forKey: .developerMode)
        try c.encode(rotationLimit, forKey: .rotationLimit)
        try c.encode(relevanceHistory.seconds, forKey: .relevanceHistory)
        try c.encode(arbitration, forKey: .arbitration)
        try c.encode(maximumStackSize, forKey: .maximumStackSize)
    }
}
