import Foundation

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INIntentResolutionResult`: how an intent handler resolved one parameter. The simulator does not run
/// SiriKit's resolve phase (it runs App Intents), so results are values the app's code and tests can read:
/// `simulatedOutcome` and `simulatedValue`.
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    /// How the parameter was resolved: `success`, `needsValue`, `notRequired`, `unsupported`, `disambiguation` or
    /// `confirmationRequired`.
    public private(set) var simulatedOutcome = "needsValue"
    /// The resolved value (or the values to choose from, or the one to confirm), if any.
    public private(set) var simulatedValue: Any?
    /// The reason given with `unsupported(withReason:)` or `confirmationRequired(with:forReason:)`.
    public private(set) var simulatedReason: Int?

    /// A result (made through the class methods, as Apple's are).
    public required override init() {
        super.init()
    }

    /// A result of this class with an outcome.
    public class func simulated(_ outcome: String, value: Any? = nil, reason: Int? = nil) -> Self {
        let result = self.init()
        result.simulatedOutcome = outcome
        result.simulatedValue = value
        result.simulatedReason = reason
        return result
    }

    /// The parameter needs a value: Siri asks for one.
    open class func needsValue() -> Self { simulated("needsValue") }
    /// The parameter is not needed.
    open class func notRequired() -> Self { simulated("notRequired") }
    /// The app does not support the value given.
    open class func unsupported() -> Self { simulated("unsupported") }
    /// The app does not support the value given, for an app-defined reason.
    open class func unsupported(withReason reason: Int) -> Self { simulated("unsupported", reason: reason) }
    /// The person must confirm the value, for an app-defined reason.
    open class func confirmationRequired(with itemToConfirm: Any?, forReason reason: Int) -> Self {
        simulated("confirmationRequired", value: itemToConfirm, reason: reason)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INObjectResolutionResult`: the resolution of a custom-type (`INObject`) parameter; Xcode's generated
/// `…ResolutionResult` classes subclass it.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedObject`.
    open class func success(with resolvedObject: INObject) -> Self { simulated("success", value: resolvedObject) }
    /// The person chooses among `objectsToDisambiguate`.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        simulated("disambiguation", value: objectsToDisambiguate)
    }
    /// The person confirms `objectToConfirm`.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        simulated("confirmationRequired", value: objectToConfirm)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INStringResolutionResult`.
open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedString`.
    open class func success(with resolvedString: String) -> Self { simulated("success", value: resolvedString) }
    /// The person chooses among `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        simulated("disambiguation", value: stringsToDisambiguate)
    }
    /// The person confirms `stringToConfirm`.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        simulated("confirmationRequired", value: stringToConfirm)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INBooleanResolutionResult`.
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedValue`.
    open class func success(with resolvedValue: Bool) -> Self { simulated("success", value: resolvedValue) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        simulated("confirmationRequired", value: valueToConfirm)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INIntegerResolutionResult`.
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedValue`.
    open class func success(with resolvedValue: Int) -> Self { simulated("success", value: resolvedValue) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        simulated("confirmationRequired", value: valueToConfirm)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INDoubleResolutionResult`.
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedValue`.
    open class func success(with resolvedValue: Double) -> Self { simulated("success", value: resolvedValue) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        simulated("confirmationRequired", value: valueToConfirm)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INURLResolutionResult`.
open class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The parameter resolved to `resolvedURL`.
    open class func success(with resolvedURL: URL) -> Self { simulated("success", value: resolvedURL) }
    /// The person chooses among `urlsToDisambiguate`.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { simulated("disambiguation", value: urlsToDisambiguate) }
    /// The person confirms `urlToConfirm`.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { simulated("confirmationRequired", value: urlToConfirm) }
}

extension NSString {
    /// A string SiriKit localizes later, from the app's `Intents.strings`, in the language in effect when it is shown
    /// (Apple's `deferredLocalizedIntentsString(with:_:)`). The simulator has no string tables: it formats `format`
    /// with `args` now.
    public class func deferredLocalizedIntentsString(with format: String, _ args: any CVarArg...) -> NSString {
        NSString(string: args.isEmpty ? format : String(format: format, arguments: args))
    }

    /// As `deferredLocalizedIntentsString(with:_:)`, from the string table `table`.
    public class func deferredLocalizedIntentsString(with format: String, table: String, _ args: any CVarArg...) -> NSString {
        NSString(string: args.isEmpty ? format : String(format: format, arguments: args))
    }
}
