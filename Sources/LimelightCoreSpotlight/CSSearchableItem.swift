import Foundation
import Spotlight

/// CoreSpotlight's `CSSearchableItem`: a class, as Apple's is, with an attribute set it shares by reference.
open class CSSearchableItem {
    /// The item's identifier, unique within the app.
    public var uniqueIdentifier: String
    /// The domain the item belongs to, for deleting by domain.
    public var domainIdentifier: String?
    /// What the item shows and is found by.
    public var attributeSet: CSSearchableItemAttributeSet
    /// When the item leaves the index (nil: Spotlight's default, 30 days after indexing).
    public var expirationDate: Date!
    /// Whether indexing merges these attributes into the stored item instead of replacing it.
    public var isUpdate: Bool = false
    /// Which system features listen for updates of the item (iOS 18.4; recorded, not simulated).
    public var updateListenerOptions: UpdateListenerOptions = []

    /// An item with a new identifier, no domain and an empty attribute set (NSObject's `init()`).
    public convenience init() {
        self.init(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
    }

    /// Orders two query results by relevance (iOS 16): higher `rankingHint` first, then later `lastUsedDate`, then by
    /// identifier, as the simulator's user-query ranking breaks ties.
    public func compare(byRank other: CSSearchableItem) -> ComparisonResult {
        let a = attributeSet.rankingHint?.doubleValue ?? 0, b = other.attributeSet.rankingHint?.doubleValue ?? 0
        if a != b { return a > b ? .orderedAscending : .orderedDescending }
        let x = attributeSet.lastUsedDate ?? .distantPast, y = other.attributeSet.lastUsedDate ?? .distantPast
        if x != y { return x > y ? .orderedAscending : .orderedDescending }
        if uniqueIdentifier == other.uniqueIdentifier { return .orderedSame }
        return uniqueIdentifier < other.uniqueIdentifier ? .orderedAscending : .orderedDescending
    }

    /// An item; a nil identifier gets a new UUID (the simulation's seeded one in app code).
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? SimulatedCaller.context?.runtime.uuid() ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }

    /// Wraps an item the simulated index returned.
    public init(simulated: Spotlight.CSSearchableItem) {
        uniqueIdentifier = simulated.uniqueIdentifier
        domainIdentifier = simulated.domainIdentifier
        attributeSet = CSSearchableItemAttributeSet(simulated: simulated.attributeSet)
        expirationDate = simulated.expirationDate?.date
        isUpdate = simulated.isUpdate
    }

    /// The item as the simulated index takes it.
    public var simulated: Spotlight.CSSearchableItem {
        Spotlight.CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                                   attributeSet: attributeSet.simulated, expirationDate: expirationDate?.instant, isUpdate: isUpdate)
    }
}
