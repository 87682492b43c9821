import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INInteraction`: an intent the person performed in the app, with the app's response, donated so Siri
/// learns from it. Donations go to the same store, detector and learner as App Intents donations (`intents donations`
/// lists them, marked `via INInteraction(…)`), and are deleted by the app's own identifiers.
open class INInteraction: NSObject, @unchecked Sendable {
    /// The intent performed.
    public let intent: INIntent
    /// The app's response, if any.
    public let intentResponse: INIntentResponse?
    /// How handling the intent ended.
    open var intentHandlingStatus: INIntentHandlingStatus { intentResponse == nil ? .unspecified : .success }
    /// Whether the person sent or received (messages, calls).
    open var direction: INInteractionDirection = .unspecified
    /// When the interaction happened (the donation's time when nil).
    open var dateInterval: DateInterval?
    /// The interaction's identifier, by which `delete(with:)` finds it (a fresh UUID string unless set).
    open var identifier: String
    /// A group the interaction belongs to, by which `delete(with: groupIdentifier)` finds it.
    open var groupIdentifier: String?

    /// An interaction of `intent` with the app's `response`.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        identifier = SimulatedUUID.next().uuidString
        super.init()
    }

    /// Donates the interaction; `completion` runs with nil, or with an error when the code is not an app's.
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        do {
            try donateNow()
            completion?(nil)
        } catch {
            completion?(error)
        }
    }

    /// Donates the interaction.
    open func donate() async throws {
        try donateNow()
    }

    private func donateNow() throws {
        guard let context = AppContext.current else { throw INInteractionError.outsideAppCode }
        guard identifier.count <= INInteraction.maximumIdentifierLength, (groupIdentifier?.count ?? 0) <= INInteraction.maximumIdentifierLength else {
            throw INInteractionError.identifierTooLong(max(identifier.count, groupIdentifier?.count ?? 0))
        }
        let record = SiriKitInteractionRecord(identifier: identifier, groupIdentifier: groupIdentifier, responseCode: intentResponse?.simulatedCode)
        context.device.intents.storeInteraction(intent.simulated, interaction: record, app: context.bundleIdentifier)
    }

    /// The longest identifier or group identifier the simulator stores (SiriKit documents none).
    public static let maximumIdentifierLength = 1024

    /// Deletes the app's donated interactions with these identifiers.
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(run { context in
            guard identifiers.count <= IntentsService.maximumInteractionIdentifiersPerDeletion else {
                throw INInteractionError.tooManyIdentifiers(identifiers.count)
            }
            return context.device.intents.deleteInteractions(identifiers: identifiers, app: context.bundleIdentifier)
        })
    }

    /// Deletes the app's donated interactions with these identifiers.
    open class func delete(with identifiers: [String]) async throws {
        if let error = run({ context in
            guard identifiers.count <= IntentsService.maximumInteractionIdentifiersPerDeletion else {
                throw INInteractionError.tooManyIdentifiers(identifiers.count)
            }
            return context.device.intents.deleteInteractions(identifiers: identifiers, app: context.bundleIdentifier)
        }) { throw error }
    }

    /// Deletes the app's donated interactions in a group.
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(run { context in context.device.intents.deleteInteractions(groupIdentifier: groupIdentifier, app: context.bundleIdentifier) })
    }

    /// Deletes the app's donated interactions in a group.
    open class func delete(with groupIdentifier: String) async throws {
        if let error = run({ context in context.device.intents.deleteInteractions(groupIdentifier: groupIdentifier, app: context.bundleIdentifier) }) {
            throw error
        }
    }

    /// Deletes every interaction the app donated (its App Intents donations stay: they are not SiriKit interactions).
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(run { context in context.device.intents.deleteAllInteractions(app: context.bundleIdentifier) })
    }

    /// Deletes every interaction the app donated.
    open class func deleteAll() async throws {
        if let error = run({ context in context.device.intents.deleteAllInteractions(app: context.bundleIdentifier) }) { throw error }
    }

    /// Runs a deletion as the running app; the error, if any.
    private class func run(_ body: (AppContext) throws -> [DonationIdentifier]) -> (any Error)? {
        guard let context = AppContext.current else { return INInteractionError.outsideAppCode }
        do {
            _ = try body(context)
            return nil
        } catch {
            return error
        }
    }
}

/// Why an interaction could not be donated or deleted.
public enum INInteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call was made outside app code the simulator runs.
    case outsideAppCode
    /// An identifier longer than the simulator stores.
    case identifierTooLong(Int)
    /// A deletion naming more identifiers than the simulator accepts at once.
    case tooManyIdentifiers(Int)

    /// What went wrong.
    public var description: String {
        switch self {
        case .outsideAppCode: "INInteraction was used outside app code the simulator runs"
        case .identifierTooLong(let n):
            "an interaction identifier of \(n) characters is longer than the \(INInteraction.maximumIdentifierLength) the simulator stores"
        case .tooManyIdentifiers(let n):
            "INInteraction.delete(with:) names \(n) identifiers; at most \(IntentsService.maximumInteractionIdentifiersPerDeletion) at once"
        }
    }
}
