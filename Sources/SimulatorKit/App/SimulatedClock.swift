import Foundation
import LimelightCore

/// The simulated clock, for code that wants it by name: as a Foundation `Date` (`SimulatedClock.now`), and as a Swift
/// `Clock` whose instants are simulated ones (`SimulatedClock().sleep(for: .seconds(5))` wakes when the simulated
/// clock has moved five seconds).
///
/// In app code `Date()` and Swift's clocks are simulated too (Docs/AppleAPI.md, "Time"); `SimulatedClock` is what code
/// injecting its clock (swift-dependencies' `date`, a `var now: () -> Date`) or testing with a `Clock` uses. In app
/// code the simulator runs, `SimulatedClock.now` is the running device's simulated time; outside app code it is the
/// host's clock.
public struct SimulatedClock: Clock, Sendable {
    /// A clock reading the running app's simulated time.
    public init() {}

    /// The running app's simulated now (the host's clock outside any app code).
    public static var now: Date { CurrentApp.value?.simulatedNow?.date ?? HostClock.now }

    /// A closure reading `now`, to inject where an app keeps a `() -> Date`.
    public static let date: @Sendable () -> Date = { now }

    /// The running device's calendar (Gregorian, in its time zone, week starting as the device's does; `en_US_POSIX`
    /// locale), what `Calendar.current` is on that device; `Calendar.current` outside app code.
    public static var calendar: Calendar { AppContext.current?.calendar.calendar ?? Calendar.current }

    /// The running device's time zone (`TimeZone.current` on that device; `TimeZone.current` outside app code).
    public static var timeZone: TimeZone { calendar.timeZone }

    /// A point on the simulated clock: time since 2001-01-01 00:00 UTC.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since 2001-01-01 00:00 UTC.
        public var offset: Swift.Duration

        /// The instant `offset` after 2001-01-01 00:00 UTC.
        public init(offset: Swift.Duration) { self.offset = offset }

        /// The instant of a Foundation date.
        public init(_ date: Date) { offset = .nanoseconds(Int64((date.timeIntervalSinceReferenceDate * 1e9).rounded())) }

        /// The instant as a Foundation date.
        public var date: Date {
            let (seconds, attoseconds) = offset.components
            return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(attoseconds) / 1e18)
        }

        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// The running app's simulated now, as an instant.
    public var now: Instant { Instant(SimulatedClock.now) }

    /// The simulated clock moves in whole nanoseconds.
    public var minimumResolution: Swift.Duration { .nanoseconds(1) }

    /// Waits until the simulated clock reaches `deadline`: in app code a job of the simulation at that instant resumes
    /// the task (the simulation's driver runs it when the clock gets there); outside app code the host's clock is
    /// waited on for the same distance. Throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        guard let app = CurrentApp.value, let runtime = app.runtime else {
            try await Task.sleep(for: now.duration(to: deadline))
            return
        }
        let wake = SimulatedSleep()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                wake.set(continuation)
                let zone = app.context.device.calendar.timeZoneIdentifier
                runtime.scheduler.schedule(at: SimInstant(deadline.date), label: "app.sleep \(app.bundleIdentifier)") {
                    AppTimeZoneScope.run(zone) { wake.resume() }
                }
            }
        } onCancel: {
            wake.resume()
        }
        try Task.checkCancellation()
    }
}

/// A simulated sleep's continuation, resumed once: by its job or by cancellation.
private final class SimulatedSleep: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var resumed = false
    }
    private let state = LockedBox(State())

    func set(_ continuation: CheckedContinuation<Void, Never>) {
        let now = state.withLock { state -> Bool in
            if state.resumed { return true }
            state.continuation = continuation
            return false
        }
        if now { continuation.resume() }
    }

    func resume() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.resumed = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}

extension AppContext {
    /// Logs `app.wallclock` when `date`, handed to a framework as `what`, looks read from the host's clock: within a
    /// minute of the host's wall clock and more than a minute from the simulated now (app code reads the simulated clock
    /// through `Date()`; a date from a thread the simulator does not run, or from a Dispatch timer, can still be the
    /// host's). Returns whether it flagged.
    @discardableResult
    public func flagWallClock(_ date: Date, _ what: String) -> Bool {
        let host = HostClock.now.timeIntervalSince(date), simulated = now.date.timeIntervalSince(date)
        guard abs(host) < 60, abs(simulated) > 60 else { return false }
        log("app.wallclock", "\(what) is \(date) — the host's clock, not the simulated now (\(now)): app code reads the simulated clock; a date from a thread or Dispatch timer the simulator does not run is the host's")
        return true
    }
}
