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
