import LimelightCore
import Spotlight
import SystemServices

/// What a running app can reach: its device's system services, its data store and defaults, the clock and the log.
public final class AppContext {
    /// The device the app runs on.
    public unowned let device: Device
    /// The installed app this context belongs to.
    public unowned let app: InstalledApp

    init(device: Device, app: InstalledApp) {
        self.device = device
        self.app = app
    }

    /// The simulation's runtime (clock, scheduler, log, randomness).
    public var runtime: Runtime { device.runtime }
    /// The current simulated time.
    public var now: SimInstant { device.runtime.now }
    /// The device calendar (time zone, week start).
    public var calendar: SimCalendar { device.calendar }
    /// The app's bundle identifier.
    public var bundleIdentifier: String { app.bundleIdentifier }
    /// The app's persistent data (survives OS updates, not uninstall).
    public var dataStore: AppDataStore { app.dataStore }
    /// The app's `UserDefaults` / `@AppStorage` store on this device.
    public var defaults: InMemoryAppDefaults { app.defaults }
    /// Options chosen at install time, by name.
    public var installOptions: [String: String] { app.installOptions }

    /// `IndexHandle.default()` (name nil) or `IndexHandle(name:protectionClass:)` for this app.
    public func searchableIndex(name: String? = nil, protectionClass: CSFileProtection = .none) -> IndexHandle {
        device.spotlight.searchableIndex(app: app.bundleIdentifier, name: name, protectionClass: protectionClass)
    }

    /// Records an app event (kind like `app.task.created`).
    public func log(_ kind: String, _ message: String) {
        runtime.record(device: device.name, app: app.shortName, kind, message)
    }

    /// Plays haptic feedback (e.g. `success`, or a custom pattern name), recorded on the device.
    public func playHaptic(_ pattern: String) {
        device.playHaptic(pattern, app: app)
    }
}
