import SimulatorKit

extension NSUserActivity {
    /// CoreSpotlight's `contentAttributeSet`: metadata shown when the activity is a search result; its
    /// `domainIdentifier` and `relatedUniqueIdentifier` are honoured. The activity keeps the set it is given, so changes
    /// made to it afterwards (`activity.contentAttributeSet?.title = …`) count when the activity becomes current.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get {
            if let kept = attachments[Self.attributeSetKey]?.object as? CSSearchableItemAttributeSet { return kept }
            return simulated.contentAttributeSet.map(CSSearchableItemAttributeSet.init(simulated:))
        }
        set {
            simulated.contentAttributeSet = newValue?.simulated
            guard let set = newValue else {
                attachments[Self.attributeSetKey] = nil
                return
            }
            let activity = simulated
            attachments[Self.attributeSetKey] = (set, { activity.contentAttributeSet = set.simulated })
        }
    }

    /// The attachment key of the attribute set.
    static let attributeSetKey = "contentAttributeSet"
}

/// Foundation's `NSUserActivity`, which Apple's CoreSpotlight brings with Foundation: on Linux it is `SimulatorKit`'s, so a
/// file that imports CoreSpotlight alone can make one (seed 003's example does).
public typealias NSUserActivity = SimulatorKit.NSUserActivity
/// Foundation's `NSUserActivityDelegate` (SimulatorKit's, as `NSUserActivity`).
public typealias NSUserActivityDelegate = SimulatorKit.NSUserActivityDelegate
/// Foundation's `NSUserActivityPersistentIdentifier`.
public typealias NSUserActivityPersistentIdentifier = SimulatorKit.NSUserActivityPersistentIdentifier
/// Foundation's activity type of a web page the user browses, for Handoff to a browser.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
