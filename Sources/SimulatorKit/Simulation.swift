import LimelightCore
import Spotlight
import SystemServices

/// The whole simulated world: the runtime, the devices and the catalogue of installable apps.
public final class Simulation {
    /// The clock, scheduler, randomness and event log every device shares.
    public let runtime: Runtime
    /// The apps devices can install.
    public let catalog: AppCatalog
    /// Devices in the order they were added.
    public private(set) var devices: [Device] = []
    /// The devices by name, for constant-time lookup.
    private var devicesByName: [String: Device] = [:]
    /// The device commands act on.
    public var selectedDevice: Device?
    /// The Spotlight configuration new devices get.
    public var spotlightConfiguration = SpotlightConfiguration()
    /// The time zone new devices get.
    public var defaultCalendar: SimCalendar = .utc
    /// How long (host time) a step waits for async app code that no simulated job will resume — a piece another thread
    /// may hand back — before it reports the code stuck (`AsyncAppStep`); kept by the runtime, so the system's own runs
    /// of app code (App Intents' `perform()`) use it too.
    public var appCodeTimeout: Duration {
        get { runtime.appCodeTimeout }
        set { runtime.appCodeTimeout = newValue }
    }
    /// The index handles and query engines the command language holds in this world (derived, never saved).
    public let handles = WorldHandles()
    /// The search screens shown and the engagement histories waiting for an engine (state, saved in `WorldState`).
    public var search = WorldSearch()

    /// Creates an empty world seeded with `seed` whose clock starts at `start`.
    public init(seed: UInt64 = 42, catalog: AppCatalog, start: SimInstant = Runtime.defaultStart) {
        self.runtime = Runtime(seed: seed, start: start)
        self.catalog = catalog
    }

    /// Adds a device and selects it.
    @discardableResult
    public func addDevice(name: String, platform: DevicePlatform, osVersion: String? = nil, calendar: SimCalendar? = nil) throws -> Device {
        if device(named: name) != nil {
            throw SimulatorError("a device named '\(name)' already exists", suggestion: "pick another name, or 'device select \(name)'")
        }
        let version = osVersion ?? (platform == .ios ? "18.0" : "15.0")
        let device = Device(name: name, platform: platform, osVersion: version, calendar: calendar ?? defaultCalendar,
                            runtime: runtime, spotlightConfiguration: spotlightConfiguration)
        devices.append(device)
        devicesByName[name] = device
        selectedDevice = device
        runtime.record(device: name, "device.added", "added \(platform.displayName) \(version) device '\(name)'")
        return device
    }

    /// The device with this name.
    public func device(named name: String) -> Device? { devicesByName[name] }

    /// Runs every job that is due at the current time (what happens "after" a step, before the next one).
    public func settle() { runtime.scheduler.runDue() }

    /// Moves the clock forward, running every job on the way at its own time.
    public func advance(by duration: SimDuration) { runtime.scheduler.advance(by: duration) }

    /// Moves the clock to `instant` (never backwards).
    public func advance(to instant: SimInstant) { runtime.scheduler.advance(to: instant) }
}
