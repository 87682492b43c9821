import LimelightCore

/// The activity type of the `ActivityRecord` an app continues when the user taps one of its Core Spotlight items.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key holding the tapped item's `uniqueIdentifier`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a Spotlight search continued inside the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
/// The `userInfo` key holding the user's Spotlight search text.
public let CSSearchQueryString = "kCSSearchQueryString"

/// Where an activity reports `becomeCurrent`/`resignCurrent`/`invalidate`: the simulated system of the app's device.
public protocol NSUserActivityHost: AnyObject {
    /// The activity became the app's current activity.
    func userActivityDidBecomeCurrent(_ activity: ActivityRecord)
    /// The activity stopped being current (or was invalidated).
    func userActivityDidResignCurrent(_ activity: ActivityRecord)
}

/// A user activity, as `ActivityRecord` describes one: what the user is doing, made searchable with `becomeCurrent()`.
public final class ActivityRecord {
    /// The activity's type, e.g. `com.example.viewTask` (or `CSSearchableItemActionType` for a tapped item).
    public let activityType: String
    /// A user-visible title.
    public var title: String?
    /// The state needed to continue the activity (string values only in the simulator).
    public var userInfo: [String: String] = [:]
    /// Extra words Spotlight finds the activity by.
    public var keywords: Set<String> = []
    /// Whether Spotlight indexes the activity on the device when it becomes current (Apple's default: false).
    public var isEligibleForSearch = false
    /// Whether the activity may go to Apple's public index (Apple's default: false; not simulated beyond a log line).
    public var isEligibleForPublicIndexing = false
    /// Whether the activity may be handed off to another device (Apple's default: true).
    public var isEligibleForHandoff = true
    /// Metadata shown in search results; its `domainIdentifier` and `relatedUniqueIdentifier` are honoured.
    public var contentAttributeSet: CSSearchableItemAttributeSet?
    /// When the activity leaves the index; nil means the default time to live.
    public var expirationDate: SimInstant?
    /// An identifier that names the activity in the index (and for `deleteSavedUserActivities`).
    public var persistentIdentifier: String?
    /// A web page for public indexing and handoff.
    public var webpageURL: String?
    /// The page the user came from, for Handoff to a browser.
    public var referrerURL: String?
    /// An identifier of the content, for routing the activity to a scene.
    public var targetContentIdentifier: String?
    /// Whether Siri may suggest the activity as a shortcut (Apple's default: false; recorded, not simulated further).
    public var isEligibleForPrediction = false
    /// Whether the activity's state changed since the system last saved it (app code sets it; the system clears it).
    public var needsSave = false
    /// The keys of `userInfo` needed to continue the activity.
    public var requiredUserInfoKeys: Set<String> = []
    /// The system the activity reports to; nil for an activity not attached to a device (its calls do nothing).
    public weak var host: NSUserActivityHost?
    /// Whether this is the app's current activity.
    public internal(set) var isCurrent = false
    /// Whether `invalidate()` was called; an invalidated activity cannot become current again.
    public internal(set) var isInvalidated = false
    /// The index identifier the activity got on first becoming current (its persistent identifier, or a fresh UUID).
    public internal(set) var indexIdentifier: String?

    public init(activityType: String, host: NSUserActivityHost? = nil) {
        self.activityType = activityType
        self.host = host
    }

    /// Makes the activity current and, when eligible for search, searchable on the device.
    public func becomeCurrent() {
        guard !isInvalidated else { return }
        host?.userActivityDidBecomeCurrent(self)
    }

    /// Stops being the current activity.
    public func resignCurrent() {
        guard isCurrent else { return }
        host?.userActivityDidResignCurrent(self)
    }

    /// Ends the activity for good; it can no longer become current.
    public func invalidate() {
        resignCurrent()
        isInvalidated = true
    }
}
