import Foundation
import LimelightCore
import LimelightCoreSpotlight
import SimulatorKit

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INExtension`: an Intents extension's principal class, which gives the handler for each intent. The
/// simulator does not run extensions (it runs App Intents' `perform()`); the class exists so the code compiles.
open class INExtension: NSObject, @unchecked Sendable {
    /// An extension.
    public override init() {
        super.init()
    }

    /// The object that handles `intent` (the extension itself by default).
    open func handler(for intent: INIntent) -> Any? { self }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INObjectSection`: a titled group of options.
open class INObjectSection<ObjectType>: NSObject, @unchecked Sendable {
    /// The title.
    public let title: String?
    /// The options.
    public let items: [ObjectType]

    /// A section.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INObjectCollection`: the options a custom intent's parameter offers.
open class INObjectCollection<ObjectType>: NSObject, @unchecked Sendable {
    /// The sections.
    public let sections: [INObjectSection<ObjectType>]
    /// Every option, sections flattened.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether the list shows an index of initials.
    open var usesIndexedCollation = false

    /// One untitled section.
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }

    /// Several sections.
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
}

/// The phrases activities suggest, by activity (SiriKit adds `suggestedInvocationPhrase` to Foundation's
/// `NSUserActivity`; the simulator keeps it beside the activity).
final class ActivityPhrases: Sendable {
    static let shared = ActivityPhrases()
    private let phrases = LockedBox([ObjectIdentifier: (activity: WeakActivity, phrase: String)]())

    func phrase(for activity: NSUserActivity) -> String? {
        // Unchecked (here and below): the activity (not `Sendable`) goes into the table only as a weak reference,
        // compared by identity under the lock and never handed out.
        phrases.withLockUnchecked { phrases in
            guard let entry = phrases[ObjectIdentifier(activity)], entry.activity.value === activity else { return nil }
            return entry.phrase
        }
    }

    func set(_ phrase: String?, for activity: NSUserActivity) {
        phrases.withLockUnchecked { phrases in
            if phrases.count > 4096 { phrases = phrases.filter { $0.value.activity.value != nil } }
            phrases[ObjectIdentifier(activity)] = phrase.map { (WeakActivity(activity), $0) }
        }
    }

    struct WeakActivity {
        weak var value: NSUserActivity?
        init(_ value: NSUserActivity) { self.value = value }
    }
}

extension NSUserActivity {
    /// SiriKit's `suggestedInvocationPhrase`: the phrase the Add to Siri sheet suggests for the activity.
    public var suggestedInvocationPhrase: String? {
        get { ActivityPhrases.shared.phrase(for: self) }
        set { ActivityPhrases.shared.set(newValue, for: self) }
    }

    /// SiriKit's `shortcutAvailability` for an activity (kept, not used).
    public var shortcutAvailability: INShortcutAvailabilityOptions {
        get { [] }
        set {}
    }
}
