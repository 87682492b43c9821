import LimelightCoreSpotlight
import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INIntent`: a request (a system intent such as `INSendMessageIntent`, or a custom intent Xcode generates
/// from the app's intent definition file as a subclass). The simulator reads a subclass's stored properties as the
/// intent's parameters, as SiriKit reads the parameters the definition declares.
open class INIntent: NSObject, @unchecked Sendable {
    /// The intent's identifier (assigned when it is made: the simulation's seeded UUIDs in app code).
    open private(set) var identifier: String?
    /// The phrase the Add to Siri sheet suggests for a shortcut of this intent.
    open var suggestedInvocationPhrase: String?
    /// A description of the intent's content (the type's name unless a subclass says more).
    open var intentDescription: String? { String(describing: type(of: self)) }
    /// Whether the intent can be a Siri suggestion.
    open var shortcutAvailability: INShortcutAvailabilityOptions = []
    private var images: [String: INImage] = [:]

    /// An intent.
    public override init() {
        identifier = SimulatedUUID.next().uuidString
        super.init()
    }

    /// Sets the image shown for a parameter.
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) { images[parameterName] = image }

    /// The image shown for a parameter.
    open func image(forParameterNamed parameterName: String) -> INImage? { images[parameterName] }

    /// The intent's class and parameters, `INStartWorkoutIntent(workoutName: "Push day")` (Apple's description lists
    /// them too; the simulator's leaves out the object's address, which would differ between runs).
    open override var description: String { simulated.description }

    /// The intent as the donation store records it: its class name and the stored properties of its subclasses.
    var simulated: SystemServices.IntentRecord {
        var parameters: [String: IntentValue] = [:]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != INIntent.self {
            for child in current.children {
                guard let label = child.label, parameters[label] == nil, let value = SiriKitValue.of(child.value) else { continue }
                parameters[label.hasPrefix("_") ? String(label.dropFirst()) : label] = value
            }
            mirror = current.superclassMirror
        }
        return SystemServices.IntentRecord(String(describing: type(of: self)), parameters)
    }
}

/// SiriKit's `INShortcutAvailabilityOptions`: where an intent may be offered.
public struct INShortcutAvailabilityOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let sleepMindfulness = INShortcutAvailabilityOptions(rawValue: 1 << 0)
    public static let sleepJournaling = INShortcutAvailabilityOptions(rawValue: 1 << 1)
    public static let sleepMusic = INShortcutAvailabilityOptions(rawValue: 1 << 2)
    public static let sleepPodcasts = INShortcutAvailabilityOptions(rawValue: 1 << 3)
    public static let sleepReading = INShortcutAvailabilityOptions(rawValue: 1 << 4)
    public static let sleepWrapUpYourDay = INShortcutAvailabilityOptions(rawValue: 1 << 5)
    public static let sleepYogaAndStretching = INShortcutAvailabilityOptions(rawValue: 1 << 6)
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INImage`: an image in an intent or response (kept by name or bytes; not drawn).
open class INImage: NSObject, @unchecked Sendable {
    /// The asset's name, if made from one.
    public let name: String?
    /// The image's bytes, if made from data.
    public let data: Data?
    /// The image's URL, if made from one.
    public let url: URL?

    /// An image from the app's assets.
    public init(named name: String) {
        self.name = name
        data = nil
        url = nil
    }

    /// An image from data.
    public init(imageData: Data) {
        name = nil
        data = imageData
        url = nil
    }

    /// An image at a URL.
    public init?(url: URL) {
        name = nil
        data = nil
        self.url = url
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INObject`: a custom value with an identifier and a display string (a custom intent's parameter type).
open class INObject: NSObject, @unchecked Sendable {
    /// The app's identifier for the value.
    public let identifier: String?
    /// What Siri shows or says.
    public let displayString: String
    /// A shorter form, if any.
    public let pronunciationHint: String?

    /// A value.
    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    /// A value with a subtitle and an image (kept, not shown).
    public convenience init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
        self.init(identifier: identifier, display: displayString)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INIntentResponse`: what the app answered; a custom response is a generated subclass with a code.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity the app continues when the person opens it from Siri.
    open var userActivity: NSUserActivity?

    /// A response.
    public override init() {
        super.init()
    }

    /// The response's code as the store records it (`success`, `failure`, …); subclasses with a `code` property are read
    /// by reflection.
    var simulatedCode: String? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let code = current.children.first(where: { $0.label == "code" })?.value { return "\(code)" }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// SiriKit's `INIntentHandlingStatus`.
public enum INIntentHandlingStatus: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}

/// SiriKit's `INInteractionDirection`.
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0, outgoing, incoming
}

/// Values of SiriKit intents as the donation store records them.
enum SiriKitValue {
    static func of(_ value: Any) -> IntentValue? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return of(wrapped)
        }
        switch value {
        case let v as String: return .string(v)
        case let v as Int: return .int(v)
        case let v as Double: return .double(v)
        case let v as Bool: return .bool(v)
        case let v as Date: return .date(SimInstant(v))
        case let v as NSNumber: return .double(v.doubleValue)
        case let v as INObject: return .string(v.identifier ?? v.displayString)
        case let v as INSpeakableString: return .string(v.spokenPhrase)
        case let v as INPerson: return .string(v.displayName)
        case let v as [Any]: return .array(v.compactMap(of))
        default: return nil
        }
    }
}
