import LimelightCore

/// Where a system service runs: the shared runtime plus the device's name, platform and calendar.
public struct ServiceHost {
    /// The simulation's clock, scheduler, log and seeded randomness.
    public let runtime: Runtime
    /// The device's name, used in every event the service records.
    public let device: String
    /// The device's platform.
    public let platform: DevicePlatform
    /// The device's calendar (time zone, first weekday), used for weekday/time-of-day rules.
    public var calendar: SimCalendar

    /// Creates a host description for one simulated device.
    public init(runtime: Runtime, device: String, platform: DevicePlatform, calendar: SimCalendar = .utc) {
        self.runtime = runtime
        self.device = device
        self.platform = platform
        self.calendar = calendar
    }

    /// The current simulated time.
    public var now: SimInstant { runtime.now }

    /// Records an event on this device.
    public func record(app: String?, _ kind: String, _ message: String) {
        runtime.record(device: device, app: app, kind, message)
    }
}
