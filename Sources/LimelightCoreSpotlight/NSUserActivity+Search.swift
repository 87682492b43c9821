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
