import Foundation

/// The simulated now as a Foundation `Date`, for app code that injects its clock (`Date()` reads the host's wall clock).
///
/// In app code the simulator runs, `SimulatedClock.now` is the running device's simulated time; outside app code it is
/// the time of the simulation last entered, or the wall clock when there is none. Inject it the way swift-dependencies
/// does: keep `var now: () -> Date = Date.init` in the app and set it to `{ SimulatedClock.now }` under Limelight.
public enum SimulatedClock {
    /// The running app's simulated now (the wall clock outside any app code).
    public static var now: Date { AppContext.current?.now.date ?? Date() }

    /// A closure reading `now`, to inject where an app keeps a `() -> Date`.
    public static let date: @Sendable () -> Date = { now }

    /// The running device's calendar (Gregorian, in its time zone, week starting as the device's does; `en_US_POSIX`
    /// locale), what `Calendar.current` is on that device; `Calendar.current` outside app code.
    public static var calendar: Calendar { AppContext.current?.calendar.calendar ?? Calendar.current }

    /// The running device's time zone (`TimeZone.current` on that device; `TimeZone.current` outside app code).
    public static var timeZone: TimeZone { calendar.timeZone }
}

extension AppContext {
    /// Logs `app.wallclock` when `date`, handed to a framework as `what`, looks read from the host's clock (`Date()`):
    /// within a minute of the wall clock and more than a minute from the simulated now. Returns whether it flagged.
    @discardableResult
    public func flagWallClock(_ date: Date, _ what: String) -> Bool {
        let host = Date().timeIntervalSince(date), simulated = now.date.timeIntervalSince(date)
        guard abs(host) < 60, abs(simulated) > 60 else { return false }
        log("app.wallclock", "\(what) is \(date) — the host's clock, not the simulated now (\(now)): inject SimulatedClock.now instead of Date()")
        return true
    }
}
