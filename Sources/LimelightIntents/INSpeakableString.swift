import Foundation

/// SiriKit's `INSpeakable`: a phrase Siri speaks or heard, with an identifier from the app's vocabulary.
public protocol INSpeakable: NSObjectProtocol {
    /// The phrase.
    var spokenPhrase: String { get }
    /// A hint at how the phrase is pronounced.
    var pronunciationHint: String? { get }
    /// The phrase's identifier in the app's vocabulary, if it is one of its terms.
    var vocabularyIdentifier: String? { get }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSpeakableString`: a phrase from the person or the app's vocabulary (a workout's name, a list's title).
open class INSpeakableString: NSObject, INSpeakable, @unchecked Sendable {
    /// The phrase.
    public let spokenPhrase: String
    /// A hint at how the phrase is pronounced.
    public let pronunciationHint: String?
    /// The phrase's identifier in the app's vocabulary, if it is one of its terms.
    public let vocabularyIdentifier: String?

    /// A phrase from the app's vocabulary.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }

    /// A phrase with no vocabulary identifier.
    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
    }

    /// A phrase (deprecated by Apple in iOS 11 for `init(vocabularyIdentifier:spokenPhrase:pronunciationHint:)`).
    public convenience init(identifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.init(vocabularyIdentifier: identifier, spokenPhrase: spokenPhrase, pronunciationHint: pronunciationHint)
    }

    open override var description: String { spokenPhrase }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSpeakableStringResolutionResult`.
open class INSpeakableStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedString`.
    open class func success(with resolvedString: INSpeakableString) -> Self { simulated("success", value: resolvedString) }
    /// The person chooses among `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        simulated("disambiguation", value: stringsToDisambiguate)
    }
    /// The person confirms `stringToConfirm`.
    open class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
        simulated("confirmationRequired", value: stringToConfirm)
    }
}
