import LimelightCore

/// What the service keeps of an `ActivityRecord` that became current, as a value: every field but the host.
public struct UserActivityState: Codable, Hashable, Sendable {
    /// The activity's type.
    public var activityType: String
    /// The user-visible title.
    public var title: String?
    /// The state needed to continue the activity.
    public var userInfo: [String: String]
    /// The keywords, sorted.
    public var keywords: [String]
    /// Whether Spotlight indexes it when it becomes current.
    public var isEligibleForSearch: Bool
    /// Whether it may go to Apple's public index.
    public var isEligibleForPublicIndexing: Bool
    /// Whether it may be handed off to another device.
    public var isEligibleForHandoff: Bool
    /// The metadata shown in search results.
    public var contentAttributeSet: CSSearchableItemAttributeSet?
    /// When it leaves the index; nil means the default time to live.
    public var expirationDate: SimInstant?
    /// The identifier that names it in the index.
    public var persistentIdentifier: String?
    /// The web page for public indexing and handoff.
    public var webpageURL: String?
    /// The required user-info keys, sorted.
    public var requiredUserInfoKeys: [String]
    /// The page the user came from (absent when none: older snapshots decode unchanged).
    public var referrerURL: String?
    /// The identifier of the content, for scene routing.
    public var targetContentIdentifier: String?
    /// Whether Siri may suggest the activity; absent when false.
    public var isEligibleForPrediction: Bool?
    /// Whether it is the app's current activity.
    public var isCurrent: Bool
    /// Whether `invalidate()` was called.
    public var isInvalidated: Bool
    /// The index identifier it got on first becoming current.
    public var indexIdentifier: String?

    /// The fields of an activity.
    public init(_ activity: ActivityRecord) {
        activityType = activity.activityType
        title = activity.title
        userInfo = activity.userInfo
        keywords = activity.keywords.sorted()
        isEligibleForSearch = activity.isEligibleForSearch
        isEligibleForPublicIndexing = activity.isEligibleForPublicIndexing
        isEligibleForHandoff = activity.isEligibleForHandoff
        contentAttributeSet = activity.contentAttributeSet
        expirationDate = activity.expirationDate
        persistentIdentifier = activity.persistentIdentifier
        webpageURL = activity.webpageURL
        requiredUserInfoKeys = activity.requiredUserInfoKeys.sorted()
        referrerURL = activity.referrerURL
        targetContentIdentifier = activity.targetContentIdentifier
        isEligibleForPrediction = activity.isEligibleForPrediction ? true : nil
        isCurrent = activity.isCurrent
        isInvalidated = activity.isInvalidated
        indexIdentifier = activity.indexIdentifier
    }

    /// A new activity with these fields, reporting to `host`.
    public func makeActivity(host: NSUserActivityHost?) -> ActivityRecord {
        let activity = ActivityRecord(activityType: activityType, host: host)
        activity.title = title
        activity.userInfo = userInfo
        activity.keywords = Set(keywords)
        activity.isEligibleForSearch = isEligibleForSearch
        activity.isEligibleForPublicIndexing = isEligibleForPublicIndexing
        activity.isEligibleForHandoff = isEligibleForHandoff
        activity.contentAttributeSet = contentAttributeSet
        activity.expirationDate = expirationDate
        activity.persistentIdentifier = persistentIdentifier
        activity.webpageURL = webpageURL
        activity.requiredUserInfoKeys = Set(requiredUserInfoKeys)
        activity.referrerURL = referrerURL
        activity.targetContentIdentifier = targetContentIdentifier
        activity.isEligibleForPrediction = isEligibleForPrediction ?? false
        activity.isCurrent = isCurrent
        activity.isInvalidated = isInvalidated
        activity.indexIdentifier = indexIdentifier
        return activity
    }
}
