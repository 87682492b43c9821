import LimelightCore

/// One device's App Intents system: installed apps' intent metadata, the donation store and the Siri suggestion learner.
///
/// The service is a host for one value, as TCA's store is: its data is `state` (an `IntentsState`) and every call that
/// changes it is a `mutating func` of that value (`IntentsState+Steps`, `+SiriKit`) with the service as its
/// `IntentsHost`. The class holds only `state`, `host` (the device) and `learnerIndex` (derived from the state), pinned
/// by `ServiceShapeTests`.
public final class IntentsService {
    /// The device this service runs on.
    public let host: ServiceHost
    /// Everything the service holds (no code): rules, metadata, donations, suggestions, learning switches.
    public internal(set) var state = IntentsState()
    /// The donations grouped as the learner compares them (derived from `state`, never saved; see `LearnerIndex`).
    /// Every change to the store other than an append drops it.
    var learnerIndex = LearnerIndex()
    /// The rule that turns donations into proactive suggestions.
    public var learner: SuggestionLearner {
        get { state.learner }
        set { state.learner = newValue }
    }
    /// The timestamp/unique-value detector applied to every donation.
    public var detector: UniqueValueDetector {
        get { state.detector }
        set { state.detector = newValue }
    }
    /// Installed apps' metadata by app identifier.
    public var metadata: [String: AppIntentsMetadata] { state.metadata }
    /// Every stored donation, oldest first (the store Apple keeps hidden).
    public var donations: [IntentDonation] { state.donations }
    /// Every suggestion learned so far, oldest first.
    public var suggestions: [SiriSuggestion] { state.suggestions }
    /// Apps whose "Learn from this App" switch (Settings → Siri & Search) is off.
    public var learningDisabled: Set<String> { state.learningDisabled }

    /// Creates the service for one device.
    public init(host: ServiceHost) { self.host = host }

    /// Replaces everything the service holds with `state` (it has no code to keep); records nothing.
    public func restore(_ state: IntentsState) {
        self.state = state
        learnerIndex = LearnerIndex()
    }

    /// Installs (or replaces) an app's App Intents metadata, rejecting it with Apple's build messages when invalid.
    public func install(_ app: AppIntentsMetadata) throws { try state.install(app, self) }

    /// Removes an app's metadata, donations and suggestions (deleting an app deletes what it donated).
    public func uninstall(app: String) { state.uninstall(app: app, self) }

    /// The metadata of an installed app.
    public func metadata(for app: String) -> AppIntentsMetadata? { metadata[app] }

    /// Installed app identifiers, sorted.
    public var installedApps: [String] { metadata.keys.sorted() }

    /// The donation manager an app's code sees as `DonationLedger.shared`.
    public func donationManager(for app: String) -> DonationLedger { DonationLedger(service: self, app: app) }

    /// Turns Settings → Siri & Search → "Learn from this App" on or off; off stops new suggestions for the app.
    public func setLearning(_ enabled: Bool, for app: String) { state.setLearning(enabled, for: app, self) }

    /// The donations matching optional filters, oldest first.
    public func donations(app: String? = nil, intentType: String? = nil, source: DonationSource? = nil) -> [IntentDonation] {
        donations.filter { d in
            (app == nil || d.app == app) && (intentType == nil || d.intent.typeName == intentType) && (source == nil || d.source == source)
        }
    }

    /// The donation with an identifier, if it is still stored.
    public func donation(_ id: DonationIdentifier) -> IntentDonation? { donations.first { $0.identifier == id } }

    /// Donations flagged as carrying timestamps or per-call unique values.
    public var flaggedDonations: [IntentDonation] { donations.filter(\.isFlagged) }

    /// The suggestions that apply at `instant` (default now), for an app or all apps, in learning order.
    public func activeSuggestions(app: String? = nil, at instant: SimInstant? = nil) -> [SiriSuggestion] {
        let when = instant ?? host.now
        return suggestions.filter { (app == nil || $0.app == app) && learner.isActive($0, at: when, calendar: host.calendar) }
    }

    /// Test-only reset of the whole store (Apple has no delete-all; see the semantics doc).
    public func resetDonationStore() { state.resetDonationStore(self) }

    /// Records that a system feature ran an app intent for the user, and donates it on the app's behalf.
    @discardableResult
    public func systemRan(_ intent: IntentRecord, app: String, invoker: SystemInvoker) throws -> DonationIdentifier {
        try state.systemRan(intent, app: app, invoker: invoker, self)
    }

    /// Validates and stores one donation, running the detector and the learner; throws on invalid input.
    func store(_ intent: IntentRecord, result: IntentResultValue?, app: String, source: DonationSource) throws -> DonationIdentifier {
        try state.store(intent, result: result, app: app, source: source, self)
    }

    /// Deletes the donations an app made that match, returning their identifiers in store order.
    func delete(matching predicate: DonationPredicate, app: String) -> [DonationIdentifier] {
        state.delete(matching: predicate, app: app, self)
    }
}

extension IntentsService: IntentsHost {
    var serviceHost: ServiceHost { host }
}
