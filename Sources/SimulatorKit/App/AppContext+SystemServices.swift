import LimelightCore
import Spotlight
import SystemServices

extension AppContext {
    /// `DonationLedger.shared` inside this app's process on this device.
    public var donationManager: DonationLedger { device.intents.donationManager(for: app.bundleIdentifier) }

    /// `WidgetCenterRecord.shared` for this app; nil on macOS, where the simulator has no WidgetKit.
    public var widgetCenter: WidgetCenterRecord? {
        device.widgets.isAvailable ? device.widgets.widgetCenter(for: app.bundleIdentifier) : nil
    }

    /// The device's platform (`#if os(iOS)` in a real app).
    public var platform: DevicePlatform { device.platform }

    /// Makes an activity naming an on-screen entity current (`userActivity.appEntityIdentifier = EntityKey(…)`).
    public func showEntity(_ entity: EntityKey, activityType: String) {
        let activity = Spotlight.ActivityRecord(activityType: activityType, host: device.spotlight.activityHost(app: app.bundleIdentifier))
        activity.userInfo[AppEntitiesService.appEntityIdentifierKey] = entity.description
        activity.becomeCurrent()
    }
}
