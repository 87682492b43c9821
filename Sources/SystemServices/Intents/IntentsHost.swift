import LimelightCore

/// What a step of `IntentsState` reaches outside the value: the device (clock, seeded identifiers, calendar, log) and
/// the learner's index of the donation store, a table derived from the state (see `LearnerIndex`).
///
/// `IntentsService` is the host of the live world; a call is one `mutating func` of the state with the service as host.
protocol IntentsHost: DeviceServiceHost {
    /// The donations grouped as the learner compares them: derived from the state, never saved.
    var learnerIndex: LearnerIndex { get set }
}

extension IntentsHost {
    /// The stored donations the learner compares `donation` with: same app, same key (type and, by default, parameters).
    func sameAction(as donation: IntentDonation, in state: IntentsState) -> [IntentDonation] {
        learnerIndex.sameAction(as: donation, in: state.donations, learner: state.learner)
    }

    /// The donations the system made at `instant` or later, newest first.
    func systemDonations(since instant: SimInstant, in state: IntentsState) -> [IntentDonation] {
        learnerIndex.systemDonations(since: instant, in: state.donations, learner: state.learner)
    }

    /// Drops the learner's index: the store changed other than by an append.
    func storeChanged() { learnerIndex = LearnerIndex() }
}
