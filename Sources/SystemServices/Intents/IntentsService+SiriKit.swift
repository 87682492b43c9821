import LimelightCore

/// SiriKit's donations (`INInteraction`) in the same store, detector and learner as App Intents donations: an intent
/// an app donates through SiriKit needs no App Intents declaration (its type comes from the app's intent definition
/// file or is a system intent), and the app deletes it by its own identifiers.
extension IntentsService {
    /// The most identifiers one `INInteraction.delete(with:)` call may name.
    public static let maximumInteractionIdentifiersPerDeletion = 10_000

    /// Stores a SiriKit interaction the app donated; the detector and learner treat it as any donation.
    @discardableResult
    public func storeInteraction(_ intent: IntentRecord, interaction: SiriKitInteractionRecord, app: String) -> DonationIdentifier {
        let warnings = detectorWarningsForInteraction(intent, app: app)
        var donation = IntentDonation(identifier: DonationIdentifier(host.runtime.uuid()), app: app, intent: intent,
                                      result: nil, instant: host.now, source: .app, warnings: warnings)
        donation.interaction = interaction
        appendInteraction(donation)
        host.record(app: app, "intents.donated", "\(donation.identifier) \(intent) by app via \(interaction)")
        for w in warnings {
            host.record(app: app, "intents.donation.warning", "\(intent.typeName).\(w.parameter): \(w.code): \(w.message)")
        }
        return donation.identifier
    }

    /// `INInteraction.delete(with: identifiers)`: the app's SiriKit donations with these identifiers.
    @discardableResult
    public func deleteInteractions(identifiers: [String], app: String) -> [DonationIdentifier] {
        let wanted = Set(identifiers)
        return deleteInteractions(app: app, what: "identifiers [\(identifiers.joined(separator: ", "))]") {
            wanted.contains($0.identifier)
        }
    }

    /// `INInteraction.delete(with: groupIdentifier)`: the app's SiriKit donations in a group.
    @discardableResult
    public func deleteInteractions(groupIdentifier: String, app: String) -> [DonationIdentifier] {
        deleteInteractions(app: app, what: "group \(groupIdentifier)") { $0.groupIdentifier == groupIdentifier }
    }

    /// `INInteraction.deleteAll()`: every SiriKit donation of the app (its App Intents donations stay).
    @discardableResult
    public func deleteAllInteractions(app: String) -> [DonationIdentifier] {
        deleteInteractions(app: app, what: "all") { _ in true }
    }

    /// The app's SiriKit donations, oldest first.
    public func interactions(app: String) -> [IntentDonation] {
        donations.filter { $0.app == app && $0.interaction != nil }
    }
}
