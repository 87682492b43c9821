import Foundation
import LimelightCoreSpotlight
import SimulatorKit

// unchecked: its cases hold Apple's `INIntent` (open) and Foundation's `NSUserActivity` (not `Sendable` on Linux).
/// SiriKit's `INShortcut`: an intent or a user activity offered as a shortcut.
public enum INShortcut: @unchecked Sendable {
    /// A shortcut that runs an intent.
    case intent(INIntent)
    /// A shortcut that continues a user activity.
    case userActivity(NSUserActivity)

    /// A shortcut for an intent.
    public init?(intent: INIntent) { self = .intent(intent) }

    /// A shortcut for a user activity.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The intent, for an intent shortcut.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The activity, for an activity shortcut.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }

    /// `CreateTaskIntent "Add a task"` or `activity com.example.view`.
    var simulatedDescription: String {
        switch self {
        case .intent(let intent): String(describing: type(of: intent)) + (intent.suggestedInvocationPhrase.map { " \"\($0)\"" } ?? "")
        case .userActivity(let activity): "activity \(activity.activityType)"
        }
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INVoiceShortcut`: a shortcut the person added to Siri with their own phrase.
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    /// The shortcut's identifier.
    public let identifier: UUID
    /// The phrase the person says.
    public let invocationPhrase: String
    /// The shortcut.
    public let shortcut: INShortcut

    init(identifier: UUID, invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INVoiceShortcutCenter`: the app's shortcut suggestions and the person's voice shortcuts.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    /// The running app's center.
    public static let shared = INVoiceShortcutCenter()

    private override init() { super.init() }

    /// Suggests shortcuts for the person to add to Siri (Settings and the Shortcuts gallery list them); replaces the
    /// app's previous suggestions. Logged as `siri.shortcut.suggestions`.
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {
        guard let context = AppContext.current else { return }
        context.device.intents.host.record(app: context.bundleIdentifier, "siri.shortcut.suggestions",
                                           "\(suggestions.count) suggested: " + suggestions.map(\.simulatedDescription).joined(separator: "; "))
    }

    /// The voice shortcuts the person added for the app: none (the simulated person adds none).
    open func getAllVoiceShortcuts(completion completionHandler: @escaping @Sendable ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }

    /// The voice shortcuts the person added for the app: none.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    /// The voice shortcut with an identifier: none.
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping @Sendable (INVoiceShortcut?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }

    /// The voice shortcut with an identifier: none.
    open func voiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut? { nil }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INRelevanceProvider`: when a relevant shortcut matters.
open class INRelevanceProvider: NSObject, @unchecked Sendable {
    var simulatedDescription: String { "always" }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INDateRelevanceProvider`: relevant between two dates.
open class INDateRelevanceProvider: INRelevanceProvider, @unchecked Sendable {
    /// The start.
    public let startDate: Date
    /// The end, if any.
    public let endDate: Date?

    /// Relevant from `startDate` to `endDate`.
    public init(start startDate: Date, end endDate: Date?) {
        self.startDate = startDate
        self.endDate = endDate
    }

    override var simulatedDescription: String { "date" }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INDailyRoutineRelevanceProvider`: relevant in a part of the day.
open class INDailyRoutineRelevanceProvider: INRelevanceProvider, @unchecked Sendable {
    /// The situation.
    public let situation: INDailyRoutineSituation

    /// Relevant in `situation`.
    public init(situation: INDailyRoutineSituation) { self.situation = situation }

    override var simulatedDescription: String { "dailyRoutine(\(situation))" }
}

/// SiriKit's `INDailyRoutineSituation`.
public enum INDailyRoutineSituation: Int, Sendable {
    case morning = 0, evening, home, work, school, gym, commute, heedsDriving, physicalActivity
}

/// SiriKit's `INRelevantShortcutRole`.
public enum INRelevantShortcutRole: Int, Sendable {
    case action = 0, information
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INRelevantShortcut`: a shortcut with the situations it is relevant in (Siri watch face, widget suggestions).
open class INRelevantShortcut: NSObject, @unchecked Sendable {
    /// The shortcut.
    public let shortcut: INShortcut
    /// When it is relevant.
    open var relevanceProviders: [INRelevanceProvider] = []
    /// Whether it acts or informs.
    open var shortcutRole: INRelevantShortcutRole = .action
    /// The widget kind it is for, if any.
    open var widgetKind: String?

    /// A relevant shortcut.
    public init(shortcut: INShortcut) { self.shortcut = shortcut }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INRelevantShortcutStore`: the app's relevant shortcuts.
open class INRelevantShortcutStore: NSObject, @unchecked Sendable {
    /// The running app's store.
    public static let `default` = INRelevantShortcutStore()

    private override init() { super.init() }

    /// Replaces the app's relevant shortcuts (logged as `siri.relevant.shortcuts`).
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        record(shortcuts)
        completionHandler?(nil)
    }

    /// Replaces the app's relevant shortcuts.
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) async throws { record(shortcuts) }

    private func record(_ shortcuts: [INRelevantShortcut]) {
        guard let context = AppContext.current else { return }
        let list = shortcuts.map { "\($0.shortcut.simulatedDescription) [\($0.relevanceProviders.map(\.simulatedDescription).joined(separator: ", "))]" }
        context.device.intents.host.record(app: context.bundleIdentifier, "siri.relevant.shortcuts",
                                           "\(shortcuts.count) relevant: " + list.joined(separator: "; "))
    }
}

/// SiriKit's `INSiriAuthorizationStatus`.
public enum INSiriAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INPreferences`: the app's Siri authorization.
open class INPreferences: NSObject, @unchecked Sendable {
    /// The defaults key where the simulator keeps the person's answer, per app and device.
    static let authorizationKey = "INPreferences.siriAuthorizationStatus"

    /// Whether the person let the app use Siri (`.notDetermined` until asked).
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus {
        guard let context = AppContext.current, case .int(let raw)? = context.defaults.value(forKey: authorizationKey) else { return .notDetermined }
        return INSiriAuthorizationStatus(rawValue: raw) ?? .notDetermined
    }

    /// Asks the person to let the app use Siri; the simulated person allows. `handler` gets the status.
    open class func requestSiriAuthorization(_ handler: @escaping @Sendable (INSiriAuthorizationStatus) -> Void) {
        if let context = AppContext.current, siriAuthorizationStatus() == .notDetermined {
            context.defaults.set(.int(INSiriAuthorizationStatus.authorized.rawValue), forKey: authorizationKey)
            context.device.intents.host.record(app: context.bundleIdentifier, "siri.authorization", "the person allowed Siri")
        }
        handler(siriAuthorizationStatus() == .notDetermined ? .authorized : siriAuthorizationStatus())
    }

    /// The language Siri speaks.
    open class func siriLanguageCode() -> String { "en-US" }
}
