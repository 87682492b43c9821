import Foundation
import LimelightCore

/// App code sees its device's time zone (Docs/AppleAPI.md, "Time"): `TimeZone.current`, `Calendar.current`,
/// `TimeZone.autoupdatingCurrent`, `Date.formatted()` and a `DateFormatter` left at its default zone answer with the
/// simulated device's zone, whatever the host's `TZ` or `/etc/localtime` say.
///
/// Foundation keeps one time zone per process (no task-local hook exists), so the scope switches the process's: the
/// system zone (`TZ`, read again after `NSTimeZone.resetSystemTimeZone()`) and the default zone (`NSTimeZone.default`,
/// which `Calendar.current` and `DateFormatter` read), whenever app code of a device in another zone than the one in
/// effect starts. A switch costs about a third of a millisecond, so the zone is left in place when the app code returns
/// (most runs have one zone: one switch in all); outside app code the process's zone is therefore the device's whose
/// code ran last (the host's until app code first runs).
///
/// App code runs under one process-wide lock, so two simulations on two threads (parallel Swift tests) whose devices
/// are in different zones never see each other's; it is recursive, as app code may run the simulation, which runs
/// app code of another device.
enum AppTimeZoneScope {
    private static let lock = NSRecursiveLock()
    private struct Zone {
        /// The zone the scope last put in effect; nil until app code first ran (the host's zone is in effect).
        var inEffect: String?
        /// How many times the process's zone was switched.
        var switches = 0
        /// How deep the thread holding `lock` holds it (written only by that thread).
        var depth = 0
    }
    private static let zone = LockedBox(Zone())
    /// How many times the process's zone was switched (tests read it: a run with one zone switches once).
    static var switches: Int { zone.withLock { $0.switches } }

    /// Runs `body` with the process's time zone `identifier` (a device's), under the app-code lock.
    static func run<T>(_ identifier: String, _ body: () throws -> T) rethrows -> T {
        enter(identifier)
        defer { leave() }
        return try body()
    }

    /// Takes the app-code lock and puts `identifier` in effect; `leave()` ends it. For code that cannot run in a
    /// closure: a task started with a `sending` operation (`AppTaskExecutor.startTask`), which a closure would capture.
    static func enter(_ identifier: String) {
        lock.lock()
        zone.withLock { $0.depth += 1 }
        switchTo(identifier)
    }

    /// Releases the app-code lock `enter(_:)` took.
    static func leave() {
        zone.withLock { $0.depth -= 1 }
        lock.unlock()
    }

    /// Runs `body` — a step driver's wait for app code on other threads — with the lock let go, if this thread holds
    /// it, so the code it waits for can run; then takes it again, as deep as before, in the zone it left in effect.
    static func released<T>(_ body: () throws -> T) rethrows -> T {
        guard lock.try() else { return try body() }   // another thread holds it: this one holds nothing
        let (held, inEffect) = zone.withLock { state -> (Int, String?) in
            defer { state.depth = 0 }
            return (max(0, state.depth), state.inEffect)
        }
        lock.unlock()
        for _ in 0..<held { lock.unlock() }
        // A thread that held nothing leaves the depth alone: another thread may hold the lock by then, at its own depth.
        defer {
            if held > 0 {
                for _ in 0..<held { lock.lock() }
                zone.withLock { $0.depth = held }
                if let inEffect { switchTo(inEffect) }
            }
        }
        return try body()
    }

    /// Puts `identifier` in effect (under the app-code lock).
    private static func switchTo(_ identifier: String) {
        zone.withLock { state in
            guard state.inEffect != identifier, let zone = TimeZone(identifier: identifier) else { return }
            // Only the simulator's app code sets TZ; the C library keeps the value strings, so a thread reading the
            // environment meanwhile sees the old or the new one (the slot exists from the start: CSimulatedTime's
            // constructor, limelight_time_reserve_tz).
            setenv("TZ", identifier, 1)
            NSTimeZone.resetSystemTimeZone()
            NSTimeZone.default = zone
            state.inEffect = identifier
            state.switches += 1
        }
    }

    /// Runs `body` in the zone of `context`'s device.
    static func run<T>(for context: AppContext, _ body: () throws -> T) rethrows -> T {
        try run(context.device.calendar.timeZoneIdentifier, body)
    }

    /// The zone in effect for app code (nil before any app code ran).
    static var current: String? {
        lock.lock()
        defer { lock.unlock() }
        return zone.withLock { $0.inEffect }
    }
}
