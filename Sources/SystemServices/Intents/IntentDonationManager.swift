/// `DonationLedger.shared` as one app sees it on one device: donate intents, delete stale donations.
///
/// Mapping to Apple's surface: `donate(intent:)` (sync, quiet), `donate(intent:) async throws`,
/// `donate(intent:result:)` (sync) and `async throws`, `deleteDonations(matching:) async throws`. Because the
/// command interpreter is synchronous, `donateThrowing(intent:result:)` and `deleteDonationsNow(matching:)` are the
/// same operations without `async`; they complete at once (the simulator has nothing to wait for).
public struct DonationLedger {
    /// The device's intents service.
    public let service: IntentsService
    /// The app this manager donates for.
    public let app: String

    /// Creates the manager for one app (normally via `IntentsService.donationManager(for:)`).
    public init(service: IntentsService, app: String) {
        self.service = service
        self.app = app
    }

    /// Donates an intent, ignoring errors; returns an identifier "whether the donation succeeds or fails".
    @discardableResult
    public func donate(intent: IntentRecord) -> DonationIdentifier {
        donateQuietly(intent, result: nil)
    }

    /// Donates an intent with a significant result, ignoring errors; always returns an identifier.
    @discardableResult
    public func donate(intent: IntentRecord, result: IntentResultValue) -> DonationIdentifier {
        donateQuietly(intent, result: result)
    }

    /// Donates an intent and throws `IntentDonationError` when the donation fails.
    @discardableResult
    public func donate(intent: IntentRecord) async throws -> DonationIdentifier {
        try donateThrowing(intent: intent)
    }

    /// Donates an intent with a result and throws `IntentDonationError` when the donation fails.
    @discardableResult
    public func donate(intent: IntentRecord, result: IntentResultValue) async throws -> DonationIdentifier {
        try donateThrowing(intent: intent, result: result)
    }

    /// The synchronous form of `donate(intent:) async throws` for the command interpreter.
    @discardableResult
    public func donateThrowing(intent: IntentRecord, result: IntentResultValue? = nil) throws -> DonationIdentifier {
        do {
            return try service.store(intent, result: result, app: app, source: .app)
        } catch {
            service.host.record(app: app, "intents.donation.failed", "\(intent): \(error)")
            throw error
        }
    }

    /// Deletes this app's donations that match; returns the deleted identifiers (`[]` when none match).
    @discardableResult
    public func deleteDonations(matching predicate: DonationPredicate) async throws -> [DonationIdentifier] {
        deleteDonationsNow(matching: predicate)
    }

    /// The synchronous form of `deleteDonations(matching:)`; deleting cannot fail in the simulator.
    @discardableResult
    public func deleteDonationsNow(matching predicate: DonationPredicate) -> [DonationIdentifier] {
        service.delete(matching: predicate, app: app)
    }

    private func donateQuietly(_ intent: IntentRecord, result: IntentResultValue?) -> DonationIdentifier {
        do {
            return try service.store(intent, result: result, app: app, source: .app)
        } catch {
            // Apple: "If an error occurs during the donation process, this method ignores the error." The id refers to nothing.
            let orphan = DonationIdentifier(service.host.runtime.uuid())
            service.host.record(app: app, "intents.donation.failed", "\(orphan) \(intent): \(error) (ignored by the synchronous donate)")
            return orphan
        }
    }
}
