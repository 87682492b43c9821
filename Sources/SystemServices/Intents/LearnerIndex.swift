import LimelightCore

/// The donation store grouped by app and learner key, so learning from a donation reads only the donations it could
/// repeat instead of the whole store (that made every donation cost as much as all before it: 2,000 `task add` in
/// FocusBlox took 33 s). Derived from the state and never saved: the service drops it on any change but an append (and
/// on restore), and it is built again, in one pass, the next time it is read; an append is taken in when it is read.
/// It also checks, at each read, that the store still holds the last donation it covered, so reading it for another
/// store (a step run on a copy of the state, with the service as host) rebuilds it instead of answering wrongly.
struct LearnerIndex {
    /// Positions in the store, oldest first, by `app` + U+001F + the learner's key; nil when it must be built again.
    private var positions: [String: [Int]]?
    /// The equivalence the keys were made with.
    private var equivalence: DonationEquivalence?
    /// How many donations the positions cover.
    private var covered = 0
    /// The identifier of the last donation covered: a store whose donation at that position is another one is not the
    /// store the positions were made from (a step ran on a copy of the state), so they are made again.
    private var lastCovered: DonationIdentifier?
    /// Positions of the donations the system made (Siri, Shortcuts, widgets), oldest first.
    private var systemPositions: [Int] = []

    /// The donations in `store` with the same app and learner key as `donation`, oldest first.
    mutating func sameAction(as donation: IntentDonation, in store: [IntentDonation], learner: SuggestionLearner) -> [IntentDonation] {
        catchUp(store, learner)
        return (positions?[Self.key(donation, learner)] ?? []).map { store[$0] }
    }

    /// The donations the system made at `instant` or later, newest first (the store is in time order).
    mutating func systemDonations(since instant: SimInstant, in store: [IntentDonation], learner: SuggestionLearner) -> [IntentDonation] {
        catchUp(store, learner)
        return systemPositions.reversed().lazy.map { store[$0] }.prefix { $0.instant >= instant }.map { $0 }
    }

    /// Takes in the donations appended since the last read (all of them after a reset or a change of equivalence).
    private mutating func catchUp(_ store: [IntentDonation], _ learner: SuggestionLearner) {
        if positions == nil || equivalence != learner.equivalence || covered > store.count
            || (covered > 0 && store[covered - 1].identifier != lastCovered) {
            positions = [:]
            equivalence = learner.equivalence
            covered = 0
            systemPositions = []
        }
        while covered < store.count {
            positions?[Self.key(store[covered], learner), default: []].append(covered)
            if case .system = store[covered].source { systemPositions.append(covered) }
            covered += 1
        }
        lastCovered = covered > 0 ? store[covered - 1].identifier : nil
    }

    private static func key(_ d: IntentDonation, _ learner: SuggestionLearner) -> String { d.app + "\u{1F}" + learner.key(d.intent) }
}
