import Foundation
import LimelightCore
import Spotlight

/// Foundation's `NSUserActivity` (which Linux's Foundation lacks), as an app sees it: what `AppProgram.application(continue:)`
/// receives and what app code makes current.
///
/// It stands over the simulator's activity (`simulated`): `userInfo` holds property-list values the simulator keeps
/// as text (a `String` stays a `String`; a number, date or URL is kept as its description), and an activity app code
/// creates reports `becomeCurrent()` to the running app's device. `contentAttributeSet` (LimelightCoreSpotlight) and
/// `appEntityIdentifier` (LimelightAppIntents) are added by those modules.
open class NSUserActivity {
    /// The simulator's activity this one stands over.
    public let simulated: Spotlight.ActivityRecord

    /// An activity of this type; in app code it reports to the running app's device when it becomes current.
    public init(activityType: String) {
        let host = AppContext.current.map { $0.device.spotlight.activityHost(app: $0.bundleIdentifier) }
        simulated = Spotlight.ActivityRecord(activityType: activityType, host: host)
    }

    /// The app's view of a simulator activity (the same object: changes show on both).
    public init(simulated: Spotlight.ActivityRecord) {
        self.simulated = simulated
    }

    /// The activity's type, e.g. `CSSearchableItemActionType` for a tapped Spotlight item.
    public var activityType: String { simulated.activityType }

    /// A user-visible title.
    public var title: String? {
        get { simulated.title }
        set { simulated.title = newValue }
    }

    /// The state needed to continue the activity (nil when empty, as an activity with no user info has).
    public var userInfo: [AnyHashable: Any]? {
        get {
            guard !simulated.userInfo.isEmpty else { return nil }
            var info: [AnyHashable: Any] = [:]
            for (key, value) in simulated.userInfo { info[key] = value }
            return info
        }
        set {
            simulated.userInfo = [:]
            if let newValue { addUserInfoEntries(from: newValue) }
        }
    }

    /// Adds entries to `userInfo`.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        for (key, value) in otherDictionary {
            simulated.userInfo[String(describing: key.base)] = Self.text(value)
        }
    }

    /// Extra words Spotlight finds the activity by.
    public var keywords: Set<String> {
        get { simulated.keywords }
        set { simulated.keywords = newValue }
    }

    /// Whether Spotlight indexes the activity on the device when it becomes current (default false).
    public var isEligibleForSearch: Bool {
        get { simulated.isEligibleForSearch }
        set { simulated.isEligibleForSearch = newValue }
    }

    /// Whether the activity may go to Apple's public index (default false).
    public var isEligibleForPublicIndexing: Bool {
        get { simulated.isEligibleForPublicIndexing }
        set { simulated.isEligibleForPublicIndexing = newValue }
    }

    /// Whether the activity may be handed off to another device (default true).
    public var isEligibleForHandoff: Bool {
        get { simulated.isEligibleForHandoff }
        set { simulated.isEligibleForHandoff = newValue }
    }

    /// When the activity leaves the index (nil: the default time to live).
    public var expirationDate: Date? {
        get { simulated.expirationDate?.date }
        set { simulated.expirationDate = newValue.map(SimInstant.init) }
    }

    /// An identifier naming the activity in the index (and for `deleteSavedUserActivities`).
    public var persistentIdentifier: String? {
        get { simulated.persistentIdentifier }
        set { simulated.persistentIdentifier = newValue }
    }

    /// A web page for public indexing and Handoff.
    public var webpageURL: URL? {
        get { simulated.webpageURL.flatMap(URL.init(string:)) }
        set { simulated.webpageURL = newValue?.absoluteString }
    }

    /// The page the user came from, for Handoff to a browser.
    public var referrerURL: URL? {
        get { simulated.referrerURL.flatMap(URL.init(string:)) }
        set { simulated.referrerURL = newValue?.absoluteString }
    }

    /// An identifier of the content, which the system uses to pick the scene that continues the activity.
    public var targetContentIdentifier: String? {
        get { simulated.targetContentIdentifier }
        set { simulated.targetContentIdentifier = newValue }
    }

    /// Whether Siri may suggest the activity as a shortcut (default false; recorded in the world, not simulated further).
    public var isEligibleForPrediction: Bool {
        get { simulated.isEligibleForPrediction }
        set { simulated.isEligibleForPrediction = newValue }
    }

    /// Whether the activity changed since it was last saved: set it and the delegate's `userActivityWillSave(_:)` is
    /// called the next time the activity becomes current, after which it is false again.
    public var needsSave: Bool {
        get { simulated.needsSave }
        set { simulated.needsSave = newValue }
    }

    /// The delegate told when the activity is about to be saved or was continued on another device (held weakly).
    public weak var delegate: NSUserActivityDelegate?

    /// Objects other modules keep with the activity (LimelightCoreSpotlight's `contentAttributeSet`), by key, each with
    /// how it writes itself into `simulated`: done before the activity becomes current, so changes made to such an
    /// object after assigning it count, as they do on a device.
    public var attachments: [String: (object: AnyObject, sync: () -> Void)] = [:]

    /// Writes every attachment into `simulated`.
    public func syncAttachments() {
        for key in attachments.keys.sorted() { attachments[key]?.sync() }
    }

    /// The keys of `userInfo` needed to continue the activity: nil until set, and an empty set once set to one (as
    /// Apple's nullable, copied property reads back what was assigned).
    public var requiredUserInfoKeys: Set<String>? {
        get { requiredUserInfoKeysAssigned || !simulated.requiredUserInfoKeys.isEmpty ? simulated.requiredUserInfoKeys : nil }
        set {
            requiredUserInfoKeysAssigned = newValue != nil
            simulated.requiredUserInfoKeys = newValue ?? []
        }
    }
    private var requiredUserInfoKeysAssigned = false

    /// Makes the activity current and, when eligible for search, searchable on the device; an activity that `needsSave`
    /// first asks its delegate to update its state.
    public func becomeCurrent() {
        if simulated.needsSave {
            delegate?.userActivityWillSave(self)
            simulated.needsSave = false
        }
        syncAttachments()
        simulated.becomeCurrent()
    }

    /// Stops being the current activity.
    public func resignCurrent() { simulated.resignCurrent() }

    /// Ends the activity for good.
    public func invalidate() { simulated.invalidate() }

    /// Deletes the running app's saved activities with these persistent identifiers from the device: their entries
    /// leave the Spotlight index and they can no longer be continued. `handler` runs (as app code) once the deletion is
    /// journaled; outside app code there is nothing to delete and it runs at once.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
                                                 completionHandler handler: @escaping @Sendable () -> Void) {
        deleteSaved(persistentIdentifiers, handler)
    }

    /// Deletes every saved activity of the running app from the device (see `deleteSavedUserActivities`).
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping @Sendable () -> Void) {
        deleteSaved(nil, handler)
    }

    /// `deleteSavedUserActivities(withPersistentIdentifiers:)`, returning once the deletion is journaled.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier]) async {
        try? await AsyncAppCode.awaiting { done in deleteSaved(persistentIdentifiers) { done(nil) } }
    }

    /// `deleteAllSavedUserActivities()`, returning once the deletion is journaled.
    open class func deleteAllSavedUserActivities() async {
        try? await AsyncAppCode.awaiting { done in deleteSaved(nil) { done(nil) } }
    }

    /// Deletes the running app's saved activities (all of them for nil).
    private static func deleteSaved(_ identifiers: [String]?, _ handler: @escaping () -> Void) {
        guard let context = AppContext.current else {
            handler()
            return
        }
        context.device.spotlight.deleteSavedUserActivities(app: context.bundleIdentifier, persistentIdentifiers: identifiers) {
            context.run { handler() }
        }
    }

    /// A user-info value as the simulator keeps it.
    static func text(_ value: Any) -> String {
        switch value {
        case let string as String: string
        case let string as NSString: String(describing: string)
        case let url as URL: url.absoluteString
        default: String(describing: value)
        }
    }
}

/// Foundation's `NSUserActivityPersistentIdentifier`.
public typealias NSUserActivityPersistentIdentifier = String

/// Foundation's `NSUserActivityDelegate`: told when an activity is about to be saved or was continued elsewhere. Every
/// method is optional, as Apple's are.
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: update its state now.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
