import LimelightCore

/// SiriKit's donations (`INInteraction`) as steps of the state: stored with the same detector and learner as App
/// Intents donations, deleted by the app's own identifiers.
extension IntentsState {
    /// Stores a SiriKit interaction the app donated; the detector and learner treat it as any donation.
    mutating func storeInteraction(_ intent: IntentRecord, interaction: SiriKitInteractionRecord, app: String,
                                   _ host: some IntentsHost) -> DonationIdentifier {
        let warnings = detectorWarnings(for: intent, app: app, host)
        var donation = IntentDonation(identifier: DonationIdentifier(host.runtime.uuid()), app: app, intent: intent,
                                      result: nil, instant: host.now, source: .app, warnings: warnings)
        donation.interaction = interaction
        donations.append(donation)
        learn(from: donation, host)
        host.record(app: app, "intents.donated", "\(donation.identifier) \(intent) by app via \(interaction)")
        for w in warnings {
            host.record(app: app, "intents.donation.warning", "\(intent.typeName).\(w.parameter): \(w.code): \(w.message)")
        }
        return donation.identifier
    }

    /// Deletes the app's SiriKit donations whose record matches, returning their identifiers in store order.
    mutating func deleteInteractions(app: String, what: String, where match: (SiriKitInteractionRecord) -> Bool,
                                     _ host: some IntentsHost) -> [DonationIdentifier] {
        let removed = donations.filter { $0.app == app && $0.interaction.map(match) == true }.map(\.identifier)
        let removedSet = Set(removed)
        donations.removeAll { removedSet.contains($0.identifier) }
        host.storeChanged()
        host.record(app: app, "intents.interactions.deleted", "\(what) removed \(removed.count) interaction\(removed.count == 1 ? "" : "s")")
        return removed
    }
}
