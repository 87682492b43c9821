import LimelightCore

/// What a step of a system service's state value reaches outside the value, as TCA's reducers reach their
/// dependencies: the device it runs on (clock, scheduler, seeded randomness, event log, platform, calendar), and, in the
/// protocols that refine this one, the code attached to the service and the sibling services it reads.
///
/// Each service is the host of its own state (`WidgetsService` of `WidgetsState`, …): a call is one step of the value
/// with the service as host, so the same step can run on a copy of the state with the host of a copy of the world
/// (`WidgetsReducerTests`, `IntentsReducerTests`, `TipsReducerTests`).
protocol DeviceServiceHost: AnyObject {
    /// The device the service runs on.
    var serviceHost: ServiceHost { get }
}

extension DeviceServiceHost {
    /// The simulation's clock, scheduler, log and seeded randomness.
    var runtime: Runtime { serviceHost.runtime }
    /// The device's name, used in every event the service records.
    var device: String { serviceHost.device }
    /// The device's platform.
    var platform: DevicePlatform { serviceHost.platform }
    /// The device's calendar.
    var calendar: SimCalendar { serviceHost.calendar }
    /// The current simulated time.
    var now: SimInstant { serviceHost.now }

    /// Records an event on this device.
    func record(app: String?, _ kind: String, _ message: String) {
        serviceHost.record(app: app, kind, message)
    }
}
