import Foundation
import LimelightCoreSpotlight

/// SiriKit's `INMessageAttribute`.
public enum INMessageAttribute: Int, Sendable {
    case unknown = 0, read, unread, flagged, unflagged, played
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSetMessageAttributeIntent`: a request to mark messages read, unread, flagged, …
open class INSetMessageAttributeIntent: INIntent, @unchecked Sendable {
    /// The messages' identifiers.
    public private(set) var identifiers: [String]?
    /// The attribute to set.
    public private(set) var attribute: INMessageAttribute = .unknown

    /// An empty request.
    public override init() {
        super.init()
    }

    /// A request to set `attribute` on the messages `identifiers`.
    public convenience init(identifiers: [String]?, attribute: INMessageAttribute) {
        self.init()
        self.identifiers = identifiers
        self.attribute = attribute
    }
}

/// SiriKit's `INSetMessageAttributeIntentResponseCode` (raw values in Apple's order).
public enum INSetMessageAttributeIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageNotFound,
         failureMessageAttributeNotSet
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSetMessageAttributeIntentResponse`.
open class INSetMessageAttributeIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INSetMessageAttributeIntentResponseCode

    /// A response.
    public init(code: INSetMessageAttributeIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INSetMessageAttributeIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INSetMessageAttributeIntentHandling: NSObjectProtocol {
    /// Sets the attribute.
    func handle(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
    /// Confirms the app can set it (default: `.ready`).
    func confirm(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
}

extension INSetMessageAttributeIntentHandling {
    public func confirm(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void) {
        completion(INSetMessageAttributeIntentResponse(code: .ready, userActivity: nil))
    }
}
