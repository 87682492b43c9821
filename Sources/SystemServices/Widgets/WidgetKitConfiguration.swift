import LimelightCore

/// How widgets in the Smart Stack are ranked against each other.
public enum RelevanceArbitration: String, Codable, Sendable, CaseIterable {
    /// Each score is normalised against its own widget's recent relevance history (min–max), since Apple says only
    /// "the relative difference of scores between entries" of one provider matters. The default.
    case normalizedPerProvider
    /// Raw scores compared across widgets (simpler, not what Apple describes).
    case rawScore
}

/// The simulator's WidgetKit knobs: Apple's published budget figures as defaults, plus documented choices.
public struct WidgetKitConfiguration: Equatable, Sendable {
    /// Budgeted reloads per widget instance in the rolling window (default 70: the top of Apple's "40 to 70" for a
    /// frequently viewed widget).
    public var dailyReloadBudget: Int = 70
    /// The rolling budget window (default 24 h, not aligned to midnight).
    public var budgetWindow: SimDuration = .hours(24)
    /// The minimum time between budgeted reloads and the advised spacing of entries (default 5 min, "at least about 5 minutes").
    public var minimumReloadInterval: SimDuration = .minutes(5)
    /// When `.atEnd` has no future entry, the system picks a time: this long after the reload (default 15 min).
    public var atEndFallback: SimDuration = .minutes(15)
    /// Delay between a `WidgetCenterRecord` request and the reload job (default 0: runs on the next scheduler step).
    public var reloadLatency: SimDuration = .seconds(0)
    /// WidgetKit Developer Mode (Settings › Developer): no reload budget, no floor, no rotation limit. Default off.
    public var developerMode: Bool = false
    /// How many times one widget may rotate to the top of a stack in the budget window (undocumented; default 8).
    public var rotationLimit: Int = 8
    /// How much relevance history feeds normalisation (default 7 days).
    public var relevanceHistory: SimDuration = .days(7)
    /// The arbitration rule.
    public var arbitration: RelevanceArbitration = .normalizedPerProvider
    /// The most widgets a stack holds (iOS: 10).
    public var maximumStackSize: Int = 10

    /// Creates the default configuration.
    public init() {}
}
