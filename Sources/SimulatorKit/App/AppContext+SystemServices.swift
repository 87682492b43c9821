import LimelightCore
import Spotlight
import SystemServices

extension AppContext {
    /// `IntentDonationManager.shared` inside this app's process on this device.
    public var donationManager: IntentDonationManager { device.intents.donationManager(for: app.bundleIdentifier) }

    /// `WidgetCenter.shared` for this app; nil on macOS, where the simulator has no WidgetKit.
    public var widgetCenter: WidgetCenter? {
        device.widgets.isAvailable ? device.widgets.widgetCenter(for: app.bundleIdentifier) : nil
    }

    /// The device's platform (`#if os(iOS)` in a real app).
    public var platform: DevicePlatform { device.platform }

    /// Makes an activity naming an on-screen entity current (`userActivity.appEntityIdentifier = EntityIdentifier(…)`).
    public func showEntity(_ entity: EntityIdentifier, activityType: String) {
        let activity = Spotlight.NSUserActivity(activityType: activityType, host: device.spotlight.activityHost(app: app.bundleIdentifier))
        activity.userInfo[AppEntitiesService.appEntityIdentifierKey] = entity.description
        activity.becomeCurrent()
    }
}
