import LimelightCore

/// One device's App Intents system: installed apps' intent metadata, the donation store and the Siri suggestion learner.
public final class IntentsService {
    /// The device this service runs on.
    public let host: ServiceHost
    /// Everything the service holds (no code): rules, metadata, donations, suggestions, learning switches.
    public private(set) var state = IntentsState()
    /// The donations grouped as the learner compares them (derived from `state`, never saved; IntentsService+LearnerIndex).
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
    public func install(_ app: AppIntentsMetadata) throws {
        let known = ValidatedMetadata.shared.isKnownValid(app)
        let problems = known ? [] : app.validationProblems()
        guard problems.isEmpty else {
            for p in problems { host.record(app: app.app, "intents.metadata.rejected", p) }
            throw AppIntentsMetadataError(app: app.app, problems: problems)
        }
        if !known { ValidatedMetadata.shared.remember(app) }
        state.metadata[app.app] = app
        host.record(app: app.app, "intents.installed",
                    "\(app.intents.count) intents, \(app.entityTypes.count) entity types, \(app.appShortcuts.count) App Shortcuts")
    }

    /// Removes an app's metadata, donations and suggestions (deleting an app deletes what it donated).
    public func uninstall(app: String) {
        state.metadata[app] = nil
        let removed = donations.filter { $0.app == app }.count
        state.donations.removeAll { $0.app == app }
        learnerIndex = LearnerIndex()
        state.suggestions.removeAll { $0.app == app }
        host.record(app: app, "intents.uninstalled", "removed \(removed) donations")
    }

    /// The metadata of an installed app.
    public func metadata(for app: String) -> AppIntentsMetadata? { metadata[app] }

    /// Installed app identifiers, sorted.
    public var installedApps: [String] { metadata.keys.sorted() }

    /// The donation manager an app's code sees as `DonationLedger.shared`.
    public func donationManager(for app: String) -> DonationLedger { DonationLedger(service: self, app: app) }

    /// Turns Settings → Siri & Search → "Learn from this App" on or off; off stops new suggestions for the app.
    public func setLearning(_ enabled: Bool, for app: String) {
        if enabled { state.learningDisabled.remove(app) } else { state.learningDisabled.insert(app) }
        host.record(app: app, "siri.settings", "Learn from this App: \(enabled ? "on" : "off")")
    }

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
    public func resetDonationStore() {
        state.donations = []
        learnerIndex = LearnerIndex()
        state.suggestions = []
        host.record(app: nil, "intents.reset", "donation store and suggestions cleared")
    }

    /// Records that a system feature ran an app intent for the user, and donates it on the app's behalf.
    @discardableResult
    public func systemRan(_ intent: IntentRecord, app: String, invoker: SystemInvoker) throws -> DonationIdentifier {
        host.record(app: app, "intents.ran", "\(invoker.rawValue) ran \(intent)")
        return try store(intent, result: nil, app: app, source: .system(invoker))
    }

    /// Validates and stores one donation, running the detector and the learner; throws on invalid input.
    func store(_ intent: IntentRecord, result: IntentResultValue?, app: String, source: DonationSource) throws -> DonationIdentifier {
        try validate(intent, app: app)
        let warnings = detectorWarnings(for: intent, app: app)
        let donation = IntentDonation(identifier: DonationIdentifier(host.runtime.uuid()), app: app, intent: intent,
                                      result: result, instant: host.now, source: source, warnings: warnings)
        // The store is in time order: only the system's donations made at this instant can be the ones for this run.
        if source == .app, systemDonations(since: host.now).contains(where: { $0.app == app && $0.instant == host.now && $0.intent == intent }) {
            host.record(app: app, "intents.donation.duplicate",
                        "\(intent) was already donated by the system for this run; apps should not donate intents the system runs")
        }
        state.donations.append(donation)
        host.record(app: app, "intents.donated", "\(donation.identifier) \(intent) by \(source)" + (result.map { " with \($0)" } ?? ""))
        for w in warnings {
            host.record(app: app, "intents.donation.warning", "\(intent.typeName).\(w.parameter): \(w.code): \(w.message)")
        }
        learn(from: donation)
        return donation.identifier
    }

    /// The detector's warnings for a SiriKit donation (IntentsService+SiriKit).
    func detectorWarningsForInteraction(_ intent: IntentRecord, app: String) -> [DonationWarning] { detectorWarnings(for: intent, app: app) }

    /// Appends a SiriKit donation and lets the learner see it (IntentsService+SiriKit).
    func appendInteraction(_ donation: IntentDonation) {
        state.donations.append(donation)
        learn(from: donation)
    }

    /// Deletes the app's SiriKit donations whose record matches, returning their identifiers in store order.
    func deleteInteractions(app: String, what: String, where match: (SiriKitInteractionRecord) -> Bool) -> [DonationIdentifier] {
        let removed = donations.filter { $0.app == app && $0.interaction.map(match) == true }.map(\.identifier)
        let removedSet = Set(removed)
        state.donations.removeAll { removedSet.contains($0.identifier) }
        learnerIndex = LearnerIndex()
        host.record(app: app, "intents.interactions.deleted", "\(what) removed \(removed.count) interaction\(removed.count == 1 ? "" : "s")")
        return removed
    }

    private func learn(from donation: IntentDonation) {
        guard !learningDisabled.contains(donation.app),
              let found = learner.pattern(completedBy: donation, in: sameAction(as: donation), calendar: host.calendar) else { return }
        let key = learner.key(found.intent)
        if suggestions.contains(where: { $0.app == donation.app && learner.key($0.intent) == key && $0.weekday == found.weekday
            && $0.minuteOfDay.map { SuggestionLearner.circularDistance($0, found.minuteOfDay ?? $0) <= Int(learner.timeWindow.seconds / 60) } ?? true }) {
            return
        }
        let suggestion = SiriSuggestion(id: "S\(suggestions.count + 1)", app: donation.app, intent: found.intent,
                                        weekday: found.weekday, minuteOfDay: found.minuteOfDay,
                                        evidence: found.evidence.map(\.identifier), learnedAt: host.now,
                                        isForced: learner.forceSuggestions, reason: found.reason)
        state.suggestions.append(suggestion)
        host.record(app: donation.app, "siri.suggestion", "\(suggestion.id) suggest \(found.intent): \(found.reason)")
    }

    /// The detector's warnings for `intent`, reading earlier donations from the newest back, only as far as it needs (a
    /// function of its own so nothing holds the store once it returns, and the append after it does not copy the store).
    private func detectorWarnings(for intent: IntentRecord, app: String) -> [DonationWarning] {
        let earlier = state.donations.reversed().lazy.filter { $0.app == app && $0.intent.typeName == intent.typeName }.map(\.intent)
        return detector.warnings(for: intent, at: host.now, previous: detector.previousNeeded(for: intent, from: earlier))
    }

    /// Deletes the donations an app made that match, returning their identifiers in store order.
    func delete(matching predicate: DonationPredicate, app: String) -> [DonationIdentifier] {
        let removed = donations.filter { $0.app == app && predicate.matches($0) }.map(\.identifier)
        let removedSet = Set(removed)
        state.donations.removeAll { removedSet.contains($0.identifier) }
        learnerIndex = LearnerIndex()
        host.record(app: app, "intents.deleted", "\(predicate) removed \(removed.count) donation\(removed.count == 1 ? "" : "s")")
        return removed
    }
}
