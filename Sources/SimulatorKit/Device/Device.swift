import LimelightCore
import Spotlight
import SystemServices

/// A simulated iPhone or Mac: its OS, lock state, system services and installed apps.
public final class Device {
    /// The name commands refer to the device by, e.g. `phone`.
    public let name: String
    /// Whether the device is an iPhone or a Mac.
    public let platform: DevicePlatform
    /// The OS version, e.g. `18.0`; changes when the device is updated.
    public internal(set) var osVersion: String
    /// The device's time zone and calendar.
    public var calendar: SimCalendar
    /// Locked, unlocked, or not unlocked since boot.
    public internal(set) var protectionState: DataProtectionState {
        didSet { stateBox.state = protectionState }
    }
    /// The simulation's clock, scheduler, randomness and log, shared with every device.
    public let runtime: Runtime
    /// The device's CoreSpotlight index service.
    public let spotlight: SpotlightService
    /// Installed apps, in install order.
    public internal(set) var apps: [InstalledApp] = [] {
        didSet { if reindexing { appsByName = Self.index(apps) } }
    }
    /// The installed apps by short name and by bundle identifier (the first installed wins a shared name).
    private var appsByName: [String: InstalledApp] = [:]
    /// The app commands act on.
    public var selectedApp: InstalledApp?
    /// App Intents: declarations, the donation store and the Siri suggestion learner.
    public let intents: IntentsService
    /// App entities indexed into Spotlight, OpenIntent resolution, Shortcuts Find actions.
    public let entities: AppEntitiesService
    /// WidgetKit: Home Screen, timelines, reload budget and Smart Stack (unavailable on macOS).
    public let widgets: WidgetsService
    /// Siri tips (unavailable on macOS).
    public let tips: TipsService
    /// The questions App Intents put to the person (`requestConfirmation`) and how the person answers them.
    public let questions = SimQuestionBoard()
    /// Haptic feedback played, oldest first.
    public internal(set) var haptics: [(instant: SimInstant, app: String, pattern: String)] = []

    private let stateBox: StateBox

    init(name: String, platform: DevicePlatform, osVersion: String, calendar: SimCalendar, runtime: Runtime,
         spotlightConfiguration: SpotlightConfiguration) {
        self.name = name
        self.platform = platform
        self.osVersion = osVersion
        self.calendar = calendar
        self.runtime = runtime
        self.protectionState = .unlocked
        let box = StateBox()
        self.stateBox = box
        self.spotlight = SpotlightService(runtime: runtime, deviceName: name, protectionState: { box.state },
                                          configuration: spotlightConfiguration)
        let host = ServiceHost(runtime: runtime, device: name, platform: platform, calendar: calendar)
        self.intents = IntentsService(host: host)
        self.entities = AppEntitiesService(host: host, intents: intents, spotlight: spotlight)
        self.widgets = WidgetsService(host: host)
        self.tips = TipsService(host: host, intents: intents)
        spotlight.searchableModel = { [weak self] app in self?.app(named: app)?.withProgram { $0.searchableIdentifiers } ?? nil }
    }

    /// The installed app whose short name or bundle identifier is `name`.
    public func app(named name: String) -> InstalledApp? {
        appsByName[name]
    }

    /// Adds an app at the end of the install order, indexing it by its names in constant time.
    func appendApp(_ app: InstalledApp) {
        for key in [app.shortName, app.bundleIdentifier] where appsByName[key] == nil { appsByName[key] = app }
        withoutReindexing { apps.append(app) }
    }

    private var reindexing = true

    /// Runs a change of `apps` whose index the caller keeps up to date itself.
    private func withoutReindexing(_ change: () -> Void) {
        reindexing = false
        defer { reindexing = true }
        change()
    }

    private static func index(_ apps: [InstalledApp]) -> [String: InstalledApp] {
        var out: [String: InstalledApp] = [:]
        for app in apps {
            for key in [app.shortName, app.bundleIdentifier] where out[key] == nil { out[key] = app }
        }
        return out
    }

    func record(_ kind: String, app: String? = nil, _ message: String) {
        runtime.record(device: name, app: app, kind, message)
    }

    func playHaptic(_ pattern: String, app: InstalledApp) {
        haptics.append((runtime.now, app.shortName, pattern))
        record("haptics.played", app: app.shortName, "\(app.displayName) played haptic '\(pattern)'")
    }
}

/// Holds the lock state for the Spotlight service's reads, so the service never holds the device itself.
private final class StateBox {
    var state: DataProtectionState = .unlocked
}
