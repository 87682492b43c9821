import LimelightCore

/// What the service keeps of an `NSUserActivity` that became current, as a value: every field but the host.
public struct UserActivityState: Codable, Hashable, Sendable {
    public var activityType: String
    public var title: String?
    public var userInfo: [String: String]
    /// The keywords, sorted.
    public var keywords: [String]
    public var isEligibleForSearch: Bool
    public var isEligibleForPublicIndexing: Bool
    public var isEligibleForHandoff: Bool
    public var contentAttributeSet: CSSearchableItemAttributeSet?
    public var expirationDate: SimInstant?
    public var persistentIdentifier: String?
    public var webpageURL: String?
    /// The required user-info keys, sorted.
    public var requiredUserInfoKeys: [String]
    public var isCurrent: Bool
    public var isInvalidated: Bool
    public var indexIdentifier: String?

    /// The fields of an activity.
    public init(_ activity: NSUserActivity) {
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
        isCurrent = activity.isCurrent
        isInvalidated = activity.isInvalidated
        indexIdentifier = activity.indexIdentifier
    }

    /// A new activity with these fields, reporting to `host`.
    public func makeActivity(host: NSUserActivityHost?) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType, host: host)
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
        activity.isCurrent = isCurrent
        activity.isInvalidated = isInvalidated
        activity.indexIdentifier = indexIdentifier
        return activity
    }
}
