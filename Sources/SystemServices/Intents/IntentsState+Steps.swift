import LimelightCore

/// The App Intents system's calls as steps of the state: installing metadata, storing and deleting donations, and the
/// learner turning donations into suggestions. Each is called by `IntentsService` with itself as host.
extension IntentsState {
    /// Installs (or replaces) an app's App Intents metadata, rejecting it with Apple's build messages when invalid.
    mutating func install(_ app: AppIntentsMetadata, _ host: some IntentsHost) throws {
        let known = ValidatedMetadata.shared.isKnownValid(app)
        let problems = known ? [] : app.validationProblems()
        guard problems.isEmpty else {
            for p in problems { host.record(app: app.app, "intents.metadata.rejected", p) }
            throw AppIntentsMetadataError(app: app.app, problems: problems)
        }
        if !known { ValidatedMetadata.shared.remember(app) }
        metadata[app.app] = app
        host.record(app: app.app, "intents.installed",
                    "\(app.intents.count) intents, \(app.entityTypes.count) entity types, \(app.appShortcuts.count) App Shortcuts")
    }

    /// Removes an app's metadata, donations and suggestions (deleting an app deletes what it donated).
    mutating func uninstall(app: String, _ host: some IntentsHost) {
        metadata[app] = nil
        let removed = donations.filter { $0.app == app }.count
        donations.removeAll { $0.app == app }
        host.storeChanged()
        suggestions.removeAll { $0.app == app }
        host.record(app: app, "intents.uninstalled", "removed \(removed) donations")
    }

    /// Turns Settings → Siri & Search → "Learn from this App" on or off; off stops new suggestions for the app.
    mutating func setLearning(_ enabled: Bool, for app: String, _ host: some IntentsHost) {
        if enabled { learningDisabled.remove(app) } else { learningDisabled.insert(app) }
        host.record(app: app, "siri.settings", "Learn from this App: \(enabled ? "on" : "off")")
    }

    /// Test-only reset of the whole store (Apple has no delete-all; see the semantics doc).
    mutating func resetDonationStore(_ host: some IntentsHost) {
        donations = []
        host.storeChanged()
        suggestions = []
        host.record(app: nil, "intents.reset", "donation store and suggestions cleared")
    }

    /// Records that a system feature ran an app intent for the user, and donates it on the app's behalf.
    mutating func systemRan(_ intent: IntentRecord, app: String, invoker: SystemInvoker, _ host: some IntentsHost) throws -> DonationIdentifier {
        host.record(app: app, "intents.ran", "\(invoker.rawValue) ran \(intent)")
        return try store(intent, result: nil, app: app, source: .system(invoker), host)
    }

    /// Validates and stores one donation, running the detector and the learner; throws on invalid input.
    mutating func store(_ intent: IntentRecord, result: IntentResultValue?, app: String, source: DonationSource,
                        _ host: some IntentsHost) throws -> DonationIdentifier {
        try validate(intent, app: app)
        let warnings = detectorWarnings(for: intent, app: app, host)
        let donation = IntentDonation(identifier: DonationIdentifier(host.runtime.uuid()), app: app, intent: intent,
                                      result: result, instant: host.now, source: source, warnings: warnings)
        // The store is in time order: only the system's donations made at this instant can be the ones for this run.
        if source == .app, host.systemDonations(since: host.now, in: self).contains(where: { $0.app == app && $0.instant == host.now && $0.intent == intent }) {
            host.record(app: app, "intents.donation.duplicate",
                        "\(intent) was already donated by the system for this run; apps should not donate intents the system runs")
        }
        donations.append(donation)
        host.record(app: app, "intents.donated", "\(donation.identifier) \(intent) by \(source)" + (result.map { " with \($0)" } ?? ""))
        for w in warnings {
            host.record(app: app, "intents.donation.warning", "\(intent.typeName).\(w.parameter): \(w.code): \(w.message)")
        }
        learn(from: donation, host)
        return donation.identifier
    }

    /// Deletes the donations an app made that match, returning their identifiers in store order.
    mutating func delete(matching predicate: DonationPredicate, app: String, _ host: some IntentsHost) -> [DonationIdentifier] {
        let removed = donations.filter { $0.app == app && predicate.matches($0) }.map(\.identifier)
        let removedSet = Set(removed)
        donations.removeAll { removedSet.contains($0.identifier) }
        host.storeChanged()
        host.record(app: app, "intents.deleted", "\(predicate) removed \(removed.count) donation\(removed.count == 1 ? "" : "s")")
        return removed
    }

    /// Learns a suggestion from `donation` when it completes a pattern the learner looks for.
    mutating func learn(from donation: IntentDonation, _ host: some IntentsHost) {
        guard !learningDisabled.contains(donation.app),
              let found = learner.pattern(completedBy: donation, in: host.sameAction(as: donation, in: self), calendar: host.calendar) else { return }
        let key = learner.key(found.intent)
        if suggestions.contains(where: { $0.app == donation.app && learner.key($0.intent) == key && $0.weekday == found.weekday
            && $0.minuteOfDay.map { SuggestionLearner.circularDistance($0, found.minuteOfDay ?? $0) <= Int(learner.timeWindow.seconds / 60) } ?? true }) {
            return
        }
        let suggestion = SiriSuggestion(id: "S\(suggestions.count + 1)", app: donation.app, intent: found.intent,
                                        weekday: found.weekday, minuteOfDay: found.minuteOfDay,
                                        evidence: found.evidence.map(\.identifier), learnedAt: host.now,
                                        isForced: learner.forceSuggestions, reason: found.reason)
        suggestions.append(suggestion)
        host.record(app: donation.app, "siri.suggestion", "\(suggestion.id) suggest \(found.intent): \(found.reason)")
    }

    /// The detector's warnings for `intent`, reading earlier donations from the newest back, only as far as it needs (a
    /// function of its own so nothing holds the store once it returns, and the append after it does not copy the store).
    func detectorWarnings(for intent: IntentRecord, app: String, _ host: some IntentsHost) -> [DonationWarning] {
        let earlier = donations.reversed().lazy.filter { $0.app == app && $0.intent.typeName == intent.typeName }.map(\.intent)
        return detector.warnings(for: intent, at: host.now, previous: detector.previousNeeded(for: intent, from: earlier))
    }
}
