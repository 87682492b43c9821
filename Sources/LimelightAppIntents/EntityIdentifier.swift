import SimulatorKit
import SystemServices

/// App Intents' `EntityIdentifier`: one entity instance, `Type:id` (the simulator's value).
public typealias EntityIdentifier = SystemServices.EntityKey

extension SystemServices.EntityKey {
    /// The identifier of the entity of type `entityType` with `identifier`, as Apple's `init(for:identifier:)`.
    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
        self.init(for: String(describing: entityType), identifier: "\(identifier)")
    }
}

extension NSUserActivity {
    /// App Intents' `appEntityIdentifier` (iOS 18): the entity the activity's view shows, so Siri and Spotlight know the
    /// on-screen entity while the activity is current.
    public var appEntityIdentifier: EntityIdentifier? {
        get { simulated.userInfo[AppEntitiesService.appEntityIdentifierKey].flatMap(EntityIdentifier.init(parsing:)) }
        set { simulated.userInfo[AppEntitiesService.appEntityIdentifierKey] = newValue?.description }
    }
}
