import LimelightCore

/// A proactive Siri suggestion the learner produced: an intent the user is likely to run on a weekday around a time.
public struct SiriSuggestion: Hashable, Codable, Sendable {
    /// A stable id, `S1`, `S2`, … in order of learning.
    public let id: String
    /// The app whose intent is suggested.
    public let app: String
    /// The suggested intent (with the parameters the pattern shares).
    public let intent: IntentRecord
    /// The weekday (1 = Sunday … 7 = Saturday, as Foundation numbers them); nil for a forced suggestion shown any day.
    public let weekday: Int?
    /// The time of day in minutes after local midnight the pattern centres on; nil when forced.
    public let minuteOfDay: Int?
    /// The donations that formed the pattern.
    public let evidence: [DonationIdentifier]
    /// When the suggestion was learned.
    public let learnedAt: SimInstant
    /// Whether it came from the force-suggestions test switch.
    public let isForced: Bool
    /// A human-readable explanation of why it exists.
    public let reason: String
}

/// Which donations count as "the same action" for the learner.
public enum DonationEquivalence: String, Codable, Sendable, CaseIterable {
    /// Same intent type and same parameter values (Apple: "the system uses the intent parameters to determine whether
    /// the intents are equivalent"). The default.
    case sameParameters
    /// Same intent type, parameters ignored (the suggestion then carries only the parameters all donations share).
    case sameIntentType
}

/// The documented, configurable rule that turns repeated donations into a proactive Siri suggestion.
public struct SuggestionLearner: Equatable, Sendable {
    /// How many equivalent donations, on distinct days, make a pattern (default 3; seed 004 says "2–3 repetitions").
    public var requiredRepetitions: Int = 3
    /// Donations count together when their local times of day are within this distance of the newest one (default ±60 min).
    public var timeWindow: SimDuration = .minutes(60)
    /// Whether the donations must fall on the same weekday (default true: "Monday 9:00").
    public var requiresSameWeekday: Bool = true
    /// How far back donations count (default 8 weeks).
    public var lookback: SimDuration = .days(56)
    /// What "equivalent" means (default same intent and parameters).
    public var equivalence: DonationEquivalence = .sameParameters
    /// Test switch: every unflagged donation produces a suggestion at once (flagged ones still never do).
    public var forceSuggestions: Bool = false
    /// Whether donations the system made (Siri, Shortcuts, widgets) count (default true).
    public var countsSystemDonations: Bool = true

    /// Creates a learner with the documented defaults.
    public init() {}

    /// The pattern, if any, that `newest` completes among `donations` (the store, oldest first, including `newest`).
    public func pattern(completedBy newest: IntentDonation, in donations: [IntentDonation], calendar: SimCalendar)
        -> (intent: IntentRecord, evidence: [IntentDonation], weekday: Int?, minuteOfDay: Int?, reason: String)? {
        guard !newest.isFlagged, counts(newest) else { return nil }
        let newestTime = Self.minuteOfDay(newest.instant, calendar)
        let newestWeekday = calendar.components(newest.instant).weekday
        if forceSuggestions {
            return (newest.intent, [newest], nil, nil, "forced by the test switch (force-suggestions)")
        }
        let candidates = donations.filter { d in
            d.app == newest.app && !d.isFlagged && counts(d) && key(d.intent) == key(newest.intent)
                && d.instant <= newest.instant && (newest.instant - d.instant) <= lookback
                && (!requiresSameWeekday || calendar.components(d.instant).weekday == newestWeekday)
                && Self.circularDistance(Self.minuteOfDay(d.instant, calendar), newestTime) <= Int(timeWindow.seconds / 60)
        }
        // One donation per local day: the pattern needs repetitions on distinct days.
        var byDay: [SimInstant: IntentDonation] = [:]
        for d in candidates { byDay[calendar.startOfDay(d.instant)] = d }
        let days = byDay.keys.sorted()
        guard days.count >= max(1, requiredRepetitions) else { return nil }
        let evidence = days.compactMap { byDay[$0] }
        let intent = sharedIntent(evidence.map(\.intent), type: newest.intent.typeName)
        let weekdayText = requiresSameWeekday ? "on \(calendar.weekdayName(newest.instant))s" : "on any day"
        let reason = "\(evidence.count) equivalent donations \(weekdayText) within ±\(timeWindow) of \(Self.clock(newestTime)) (rule: \(requiredRepetitions) on distinct days, \(equivalence.rawValue))"
        return (intent, evidence, requiresSameWeekday ? newestWeekday : nil, newestTime, reason)
    }

    /// Whether the suggestion applies at `instant`: same weekday (if it has one) and within the time window.
    public func isActive(_ suggestion: SiriSuggestion, at instant: SimInstant, calendar: SimCalendar) -> Bool {
        if let weekday = suggestion.weekday, calendar.components(instant).weekday != weekday { return false }
        guard let minute = suggestion.minuteOfDay else { return true }
        return Self.circularDistance(Self.minuteOfDay(instant, calendar), minute) <= Int(timeWindow.seconds / 60)
    }

    private func counts(_ d: IntentDonation) -> Bool {
        if case .system = d.source { return countsSystemDonations }
        return true
    }

    func key(_ intent: IntentRecord) -> String {
        equivalence == .sameParameters ? intent.equivalenceKey : intent.typeName
    }

    private func sharedIntent(_ intents: [IntentRecord], type: String) -> IntentRecord {
        guard let first = intents.first else { return IntentRecord(type) }
        let shared = first.parameters.filter { name, value in intents.allSatisfy { $0.parameters[name] == value } }
        return IntentRecord(type, shared)
    }

    /// Minutes after local midnight.
    public static func minuteOfDay(_ instant: SimInstant, _ calendar: SimCalendar) -> Int {
        let c = calendar.components(instant)
        return (c.hour ?? 0) * 60 + (c.minute ?? 0)
    }

    /// `09:05`.
    public static func clock(_ minuteOfDay: Int) -> String {
        String.zeroPadded(minuteOfDay / 60, to: 2) + ":" + String.zeroPadded(minuteOfDay % 60, to: 2)
    }

    static func circularDistance(_ a: Int, _ b: Int) -> Int {
        let d = abs(a - b) % 1440
        return min(d, 1440 - d)
    }
}
