import Foundation

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INMessage`: a message the app sent or received, as it answers a search for messages.
open class INMessage: NSObject, @unchecked Sendable {
    /// The app's identifier for the message.
    public let identifier: String
    /// What the message says.
    public let content: String?
    /// When it was sent.
    public let dateSent: Date?
    /// Who sent it.
    public let sender: INPerson?
    /// Who received it.
    public let recipients: [INPerson]?

    /// A message.
    public init(identifier: String, content: String?, dateSent: Date?, sender: INPerson?, recipients: [INPerson]?) {
        self.identifier = identifier
        self.content = content
        self.dateSent = dateSent
        self.sender = sender
        self.recipients = recipients
    }
}
