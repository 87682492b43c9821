import SimulatorKit

extension NSUserActivity {
    /// CoreSpotlight's `contentAttributeSet`: metadata shown when the activity is a search result; its
    /// `domainIdentifier` and `relatedUniqueIdentifier` are honoured. The activity keeps a copy: fill the set in, then
    /// assign it (changing the set afterwards does not change the activity).
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get { simulated.contentAttributeSet.map(CSSearchableItemAttributeSet.init(simulated:)) }
        set { simulated.contentAttributeSet = newValue?.simulated }
    }
}

/// Foundation's `NSUserActivity`, which Apple's CoreSpotlight brings with Foundation: on Linux it is `SimulatorKit`'s, so a
/// file that imports CoreSpotlight alone can make one (seed 003's example does).
public typealias NSUserActivity = SimulatorKit.NSUserActivity
