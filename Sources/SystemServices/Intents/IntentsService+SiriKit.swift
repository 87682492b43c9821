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
        state.storeInteraction(intent, interaction: interaction, app: app, self)
    }

    /// `INInteraction.delete(with: identifiers)`: the app's SiriKit donations with these identifiers.
    @discardableResult
    public func deleteInteractions(identifiers: [String], app: String) -> [DonationIdentifier] {
        let wanted = Set(identifiers)
        return state.deleteInteractions(app: app, what: "identifiers [\(identifiers.joined(separator: ", "))]", where: {
            wanted.contains($0.identifier)
        }, self)
    }

    /// `INInteraction.delete(with: groupIdentifier)`: the app's SiriKit donations in a group.
    @discardableResult
    public func deleteInteractions(groupIdentifier: String, app: String) -> [DonationIdentifier] {
        state.deleteInteractions(app: app, what: "group \(groupIdentifier)", where: { $0.groupIdentifier == groupIdentifier }, self)
    }

    /// `INInteraction.deleteAll()`: every SiriKit donation of the app (its App Intents donations stay).
    @discardableResult
    public func deleteAllInteractions(app: String) -> [DonationIdentifier] {
        state.deleteInteractions(app: app, what: "all", where: { _ in true }, self)
    }

    /// The app's SiriKit donations, oldest first.
    public func interactions(app: String) -> [IntentDonation] {
        donations.filter { $0.app == app && $0.interaction != nil }
    }
}
