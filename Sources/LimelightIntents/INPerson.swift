import Foundation

/// SiriKit's `INPersonHandleType`: what a person's handle is.
public enum INPersonHandleType: Int, Sendable {
    case unknown = 0, emailAddress, phoneNumber
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INPersonHandle`: how to reach a person (an email address, a phone number).
open class INPersonHandle: NSObject, @unchecked Sendable {
    /// The address or number.
    public let value: String?
    /// What the value is.
    public let type: INPersonHandleType

    /// A handle.
    public init(value: String?, type: INPersonHandleType) {
        self.value = value
        self.type = type
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INPerson`: someone a message, call or payment involves.
open class INPerson: NSObject, @unchecked Sendable {
    /// How to reach the person.
    public let personHandle: INPersonHandle?
    /// The person's name in parts.
    public let nameComponents: PersonNameComponents?
    /// The name shown.
    public let displayName: String
    /// The person's picture.
    public let image: INImage?
    /// The person's identifier in Contacts.
    public let contactIdentifier: String?
    /// The app's identifier for the person.
    public let customIdentifier: String?

    /// A person (with no display name, the handle's value or the name's parts are shown).
    public init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                contactIdentifier: String?, customIdentifier: String?) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        let formatted = nameComponents.map { [$0.givenName, $0.familyName].compactMap { $0 }.joined(separator: " ") } ?? ""
        self.displayName = displayName ?? (formatted.isEmpty ? personHandle.value ?? "" : formatted)
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
    }

    open override var description: String { displayName }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INPersonResolutionResult`: the resolution of a person parameter.
open class INPersonResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedPerson`.
    open class func success(with resolvedPerson: INPerson) -> Self { simulated("success", value: resolvedPerson) }
    /// The person chooses among `peopleToDisambiguate`.
    open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self { simulated("disambiguation", value: peopleToDisambiguate) }
    /// The person confirms `personToConfirm`.
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self { simulated("confirmationRequired", value: personToConfirm) }
}
