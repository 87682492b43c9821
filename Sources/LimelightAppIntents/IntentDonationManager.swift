import Foundation
import SimulatorKit
import SystemServices

/// App Intents' `IntentDonationIdentifier`.
public typealias IntentDonationIdentifier = SystemServices.IntentDonationIdentifier
/// App Intents' `IntentDonationMatchingPredicate`.
public typealias IntentDonationMatchingPredicate = SystemServices.IntentDonationMatchingPredicate

/// App Intents' `IntentDonationManager`: `shared` donates for the app whose code is running, on its device.
public final class IntentDonationManager: @unchecked Sendable {
    /// The running app's donation manager.
    public static let shared = IntentDonationManager()

    private init() {}

    /// Why a donation failed outside app code.
    public struct NoAppError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String { "IntentDonationManager was used outside app code the simulator runs" }
    }

    /// The running app's simulated manager.
    func manager() throws -> SystemServices.IntentDonationManager {
        guard let context = AppContext.current else { throw NoAppError() }
        return context.donationManager
    }

    /// Donates an intent the person ran in the app.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) async throws -> IntentDonationIdentifier {
        try manager().donateThrowing(intent: intent.simulated)
    }

    /// Donates an intent, without waiting (Apple's non-async form returns the identifier at once and ignores errors: a
    /// failed donation is logged as `intents.donation.failed` and its identifier refers to nothing).
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier {
        guard let manager = try? manager() else { return IntentDonationIdentifier("") }
        return manager.donate(intent: intent.simulated)
    }

    /// Deletes donations matching `predicate`; returns the identifiers deleted.
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws -> [IntentDonationIdentifier] {
        try manager().deleteDonationsNow(matching: predicate)
    }
}
