import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSearchForMessagesIntent`: a request to find (and read) the app's messages.
open class INSearchForMessagesIntent: INIntent, @unchecked Sendable {
    /// Messages to these people.
    public private(set) var recipients: [INPerson]?
    /// Messages from these people.
    public private(set) var senders: [INPerson]?
    /// Words the messages contain.
    public private(set) var searchTerms: [String]?
    /// The messages' identifiers.
    public private(set) var identifiers: [String]?

    /// A search for any message.
    public override init() {
        super.init()
    }
}

/// SiriKit's `INSearchForMessagesIntentResponseCode` (raw values in Apple's order).
public enum INSearchForMessagesIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable,
         failureMessageTooManyResults, failureRequiringInAppAuthentication
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSearchForMessagesIntentResponse`: the app's answer, with the messages found.
open class INSearchForMessagesIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INSearchForMessagesIntentResponseCode
    /// The messages found.
    open var messages: [INMessage]?

    /// A response.
    public init(code: INSearchForMessagesIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INSearchForMessagesIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INSearchForMessagesIntentHandling: NSObjectProtocol {
    /// Finds the messages.
    func handle(intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void)
    /// Confirms the app can search (default: `.ready`).
    func confirm(intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void)
}

extension INSearchForMessagesIntentHandling {
    public func confirm(intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void) {
        completion(INSearchForMessagesIntentResponse(code: .ready, userActivity: nil))
    }
}
