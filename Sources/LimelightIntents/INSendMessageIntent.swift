import Foundation
import LimelightCoreSpotlight

/// SiriKit's `INOutgoingMessageType`.
public enum INOutgoingMessageType: Int, Sendable {
    case unknown = 0, outgoingMessageText, outgoingMessageAudio
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSendMessageIntent`: a request to send a message. Donated (`INInteraction`) like any intent; the
/// simulator has no Messages app to send it with.
open class INSendMessageIntent: INIntent, @unchecked Sendable {
    /// Who the message is for.
    public private(set) var recipients: [INPerson]?
    /// The message's text.
    public private(set) var content: String?
    /// Text or audio.
    public private(set) var outgoingMessageType: INOutgoingMessageType = .unknown
    /// The group's name, for a group conversation.
    public private(set) var speakableGroupName: INSpeakableString?
    /// The conversation's identifier.
    public private(set) var conversationIdentifier: String?
    /// The service to send it with.
    public private(set) var serviceName: String?
    /// Who sends it.
    public private(set) var sender: INPerson?

    /// An empty request.
    public override init() {
        super.init()
    }

    /// A request to send `content` to `recipients`.
    public convenience init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
                            speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?,
                            sender: INPerson?, attachments: [INSendMessageAttachment]?) {
        self.init()
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachments = attachments
    }

    /// The files sent with the message.
    public private(set) var attachments: [INSendMessageAttachment]?
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSendMessageAttachment`: a file sent with a message. The simulator models no files (`INFile`), so none
/// can be made; the type exists so code that passes `attachments: nil` or reads them compiles.
open class INSendMessageAttachment: NSObject, @unchecked Sendable {
    override init() {
        super.init()
    }
}

/// SiriKit's `INSendMessageIntentResponseCode` (raw values in Apple's order).
public enum INSendMessageIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable,
         failureRequiringInAppAuthentication
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSendMessageIntentResponse`.
open class INSendMessageIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INSendMessageIntentResponseCode

    /// A response.
    public init(code: INSendMessageIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSendMessageRecipientResolutionResult`: the resolution of a message's recipients.
open class INSendMessageRecipientResolutionResult: INPersonResolutionResult, @unchecked Sendable {}

/// SiriKit's `INSendMessageIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INSendMessageIntentHandling: NSObjectProtocol {
    /// Sends the message.
    func handle(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
    /// Confirms the app can send it (default: `.ready`).
    func confirm(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
    /// Resolves the recipients (default: each as given).
    func resolveRecipients(for intent: INSendMessageIntent,
                           with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void)
    /// Resolves the text (default: the text given, or `needsValue`).
    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void)
}

extension INSendMessageIntentHandling {
    public func confirm(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveRecipients(for intent: INSendMessageIntent,
                                  with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void) {
        completion((intent.recipients ?? []).map { .success(with: $0) })
    }

    public func resolveContent(for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void) {
        completion(intent.content.map { .success(with: $0) } ?? .needsValue())
    }
}
