import Foundation
import SimulatorKit
import SystemServices

/// App Intents' `IntentDonationIdentifier`.
public typealias IntentDonationIdentifier = SystemServices.DonationIdentifier
/// App Intents' `IntentDonationMatchingPredicate`.
public typealias IntentDonationMatchingPredicate = SystemServices.DonationPredicate

extension SystemServices.DonationPredicate {
    /// Matches donations of an intent type, optionally only those that refer to an entity: `.intentType(CompleteTaskIntent.self)`.
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil) -> Self {
        .intentType(String(describing: intentType), entityIdentifier: entityIdentifier)
    }
}

/// App Intents' `IntentDonationManager`: `shared` donates for the app whose code is running, on its device.
///
/// An intent type the app's metadata does not list yet is declared from its own type at its first donation (on a
/// device the build extracts every intent in the binary), so donating needs no setup.
public final class IntentDonationManager: Sendable {
    /// The running app's donation manager.
    public static let shared = IntentDonationManager()

    private init() {}

    /// Why a donation failed outside app code.
    public struct NoAppError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String { "IntentDonationManager was used outside app code the simulator runs" }
    }

    /// The running app's simulated manager, with `Intent` declared.
    func manager<Intent: AppIntent>(declaring type: Intent.Type) throws -> SystemServices.DonationLedger {
        guard let context = AppContext.current else { throw NoAppError() }
        try SimulatedAppIntents.ensureDeclared(Intent.self)
        return context.donationManager
    }

    /// The running app's simulated manager.
    func manager() throws -> SystemServices.DonationLedger {
        guard let context = AppContext.current else { throw NoAppError() }
        return context.donationManager
    }

    /// Donates an intent the person ran in the app.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) async throws -> IntentDonationIdentifier {
        try manager(declaring: Intent.self).donateThrowing(intent: intent.simulated)
    }

    /// Donates an intent, without waiting (Apple's non-async form returns the identifier at once and ignores errors: a
    /// failed donation is logged as `intents.donation.failed` and its identifier refers to nothing).
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier {
        guard let manager = try? manager(declaring: Intent.self) else { return IntentDonationIdentifier("") }
        return manager.donate(intent: intent.simulated)
    }

    /// Donates an intent with a significant result (its value, dialog, or the intent it opens).
    @discardableResult
    public func donate<Intent: AppIntent, Result: IntentResult>(intent: Intent, result: Result) async throws -> IntentDonationIdentifier {
        try manager(declaring: Intent.self).donateThrowing(intent: intent.simulated, result: Self.simulated(result))
    }

    /// Donates an intent with a result, without waiting (errors ignored, as Apple's).
    @discardableResult
    public func donate<Intent: AppIntent, Result: IntentResult>(intent: Intent, result: Result) -> IntentDonationIdentifier {
        guard let manager = try? manager(declaring: Intent.self) else { return IntentDonationIdentifier("") }
        return manager.donate(intent: intent.simulated, result: Self.simulated(result))
    }

    /// Deletes donations matching `predicate`; returns the identifiers deleted.
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws -> [IntentDonationIdentifier] {
        try manager().deleteDonationsNow(matching: predicate)
    }

    /// A result as the donation store records it.
    static func simulated<Result: IntentResult>(_ result: Result) -> IntentResultValue {
        let container = result as? SimulatedIntentResult
        return IntentResultValue(value: result.value.flatMap(SimulatedValue.of),
                                 dialog: (result as? any DialogCarrying)?.dialogText,
                                 opensIntent: container?.nextIntent.map { $0.simulated })
    }
}

/// A result with a dialog.
protocol DialogCarrying {
    var dialogText: String? { get }
}

extension IntentResultContainer: DialogCarrying {
    var dialogText: String? { dialog?.text }
}

extension AppIntent {
    /// Donates this intent (`IntentDonationManager.shared.donate(intent: self)`), errors ignored.
    @discardableResult
    public func donate() -> IntentDonationIdentifier { IntentDonationManager.shared.donate(intent: self) }

    /// Donates this intent, throwing when the donation fails.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { try await IntentDonationManager.shared.donate(intent: self) }

    /// Donates this intent with a significant result.
    @discardableResult
    public func donate<Result: IntentResult>(result: Result) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self, result: result)
    }
}
