/// `IntentDonationManager.shared` as one app sees it on one device: donate intents, delete stale donations.
///
/// Mapping to Apple's surface: `donate(intent:)` (sync, quiet), `donate(intent:) async throws`,
/// `donate(intent:result:)` (sync) and `async throws`, `deleteDonations(matching:) async throws`. Because the
/// command interpreter is synchronous, `donateThrowing(intent:result:)` and `deleteDonationsNow(matching:)` are the
/// same operations without `async`; they complete at once (the simulator has nothing to wait for).
public struct IntentDonationManager {
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
    public func donate(intent: AppIntent) -> IntentDonationIdentifier {
        donateQuietly(intent, result: nil)
    }

    /// Donates an intent with a significant result, ignoring errors; always returns an identifier.
    @discardableResult
    public func donate(intent: AppIntent, result: IntentResultValue) -> IntentDonationIdentifier {
        donateQuietly(intent, result: result)
    }

    /// Donates an intent and throws `IntentDonationError` when the donation fails.
    @discardableResult
    public func donate(intent: AppIntent) async throws -> IntentDonationIdentifier {
        try donateThrowing(intent: intent)
    }

    /// Donates an intent with a result and throws `IntentDonationError` when the donation fails.
    @discardableResult
    public func donate(intent: AppIntent, result: IntentResultValue) async throws -> IntentDonationIdentifier {
        try donateThrowing(intent: intent, result: result)
    }

    /// The synchronous form of `donate(intent:) async throws` for the command interpreter.
    @discardableResult
    public func donateThrowing(intent: AppIntent, result: IntentResultValue? = nil) throws -> IntentDonationIdentifier {
        do {
            return try service.store(intent, result: result, app: app, source: .app)
        } catch {
            service.host.record(app: app, "intents.donation.failed", "\(intent): \(error)")
            throw error
        }
    }

    /// Deletes this app's donations that match; returns the deleted identifiers (`[]` when none match).
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws -> [IntentDonationIdentifier] {
        deleteDonationsNow(matching: predicate)
    }

    /// The synchronous form of `deleteDonations(matching:)`; deleting cannot fail in the simulator.
    @discardableResult
    public func deleteDonationsNow(matching predicate: IntentDonationMatchingPredicate) -> [IntentDonationIdentifier] {
        service.delete(matching: predicate, app: app)
    }

    private func donateQuietly(_ intent: AppIntent, result: IntentResultValue?) -> IntentDonationIdentifier {
        do {
            return try service.store(intent, result: result, app: app, source: .app)
        } catch {
            // Apple: "If an error occurs during the donation process, this method ignores the error." The id refers to nothing.
            let orphan = IntentDonationIdentifier(service.host.runtime.uuid())
            service.host.record(app: app, "intents.donation.failed", "\(orphan) \(intent): \(error) (ignored by the synchronous donate)")
            return orphan
        }
    }
}
