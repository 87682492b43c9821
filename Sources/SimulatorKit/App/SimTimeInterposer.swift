import CSimulatedTime
import Foundation
import LimelightCore

/// Puts app code on the simulated clock (Docs/AppleAPI.md, "Time"; Docs/Semantics.md, "The clock app code reads").
///
/// The `CSimulatedTime` target defines the C library's `clock_gettime`, `gettimeofday` and `time`; linked into an
/// executable (the `limelight` tool, a `swift test` bundle, an app's own tool), its definitions replace the C
/// library's for the whole process. Each call asks the provider below, which reads the calling task's task-local app
/// (`CurrentApp.value`, set by the simulator around app code and inherited by the tasks it starts): in app code the
/// answer is the simulated clock of that app's simulation, anywhere else the host's clock. So `Date()`, `Date.now`,
/// `Calendar.current`'s now, `ContinuousClock.now` and `SuspendingClock.now` follow the app's task across threads.
///
/// Sleeps: the Swift runtime turns `Task.sleep` into Dispatch's `dispatch_after_f` at a deadline of the (simulated)
/// continuous clock; in app code the sleeper makes it a job of the simulation's scheduler at that simulated instant,
/// so the task wakes when the simulated clock gets there. A global-executor job that app code enqueues (a `Task { }`
/// it starts, a task it resumes) runs on the app's `AppTaskExecutor`, inside the simulator's step.
enum SimTimeInterposer {
    /// Installs the callbacks once per process.
    static func install() { _ = installed }

    private static let installed: Void = {
        limelight_time_install(provideTime, takeSleep, redirectJob, countAway)
        limelight_time_install_main_taker(takeMainJob)
        limelight_time_install_main_block_taker(takeMainBlock)
    }()

    /// Whether this process's clock calls reach the interposer (the executable links `CSimulatedTime`).
    static var isInterposed: Bool { limelight_time_interposed() != 0 }
}

/// The host's clock, whatever code runs (the interposer answers `Date()` with the simulated clock in app code).
public enum HostClock {
    /// The host's wall-clock time.
    public static var now: Date { Date(timeIntervalSince1970: Double(limelight_time_host_realtime_ns()) / 1e9) }
}

/// Seconds since 1970 of the simulated reference-date scale (2001-01-01).
private let unixOffset = 978_307_200.0

/// The simulated clocks: CLOCK_REALTIME and its kin are the simulated date; the monotonic clocks count seconds of the
/// simulated clock since 2001-01-01 (a device booted then), so a monotonic deadline maps back to a simulated instant.
private let provideTime: limelight_time_provider = { clock, seconds, nanoseconds in
    guard let instant = CurrentApp.value?.simulatedNow else { return 0 }
    let realTime = clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == 8 /* ALARM */ || clock == 11 /* TAI */
    let value = realTime ? instant.secondsSinceReferenceDate + unixOffset : max(0, instant.secondsSinceReferenceDate)
    let whole = value.rounded(.down)
    seconds.pointee = Int64(whole)
    nanoseconds.pointee = min(999_999_999, max(0, Int64(((value - whole) * 1e9).rounded())))
    return 1
}

/// A sleep of app code: a job of the simulation at the simulated instant `when` encodes (Dispatch's time: nanoseconds
/// in the low 62 bits); on a thread that is not the simulator's, the same distance on the host's clock.
private let takeSleep: limelight_time_sleeper = { when, context, work, hostDelay in
    guard let app = CurrentApp.value, let runtime = app.runtime, let executor = app.executor else { return 0 }
    if when == UInt64.max { return 1 }   // forever: nothing wakes it but cancellation
    let nanoseconds = Int64(bitPattern: when & ((1 << 62) - 1))
    let deadline = SimInstant(secondsSinceReferenceDate: Double(nanoseconds) / 1e9)
    guard limelight_time_current_executor() != nil else {
        let now = runtime.now.secondsSinceReferenceDate
        hostDelay.pointee = max(0, Int64(((deadline.secondsSinceReferenceDate - now) * 1e9).rounded()))
        return 2
    }
    let wake = SleepWake(context: context, work: work)
    let zone = app.context.device.calendar.timeZoneIdentifier
    runtime.scheduler.schedule(at: deadline, label: "app.sleep \(app.bundleIdentifier)") {
        AppTimeZoneScope.run(zone) { executor.runAsCurrent { wake.run() } }
    }
    return 1
}

/// Dispatch's wake-up of a sleeping task, run by the simulation's job.
private struct SleepWake {
    let context: UnsafeMutableRawPointer?
    let work: @convention(c) (UnsafeMutableRawPointer?) -> Void

    func run() { work(context) }
}

/// A global-executor job enqueued while app code runs on this thread runs on that app's executor.
private let redirectJob: limelight_time_redirector = { executor, job in
    Unmanaged<AppTaskExecutor>.fromOpaque(executor).takeUnretainedValue().accept(unsafeBitCast(job, to: UnownedJob.self))
    return 1
}

/// Whether app code reads the simulated clock in this process.
public enum SimulatedTime {
    /// True when the executable's `clock_gettime` is Limelight's (it links the `CSimulatedTime` target, as every
    /// executable depending on Limelight's products does); false where the C library's clock calls cannot be replaced.
    public static var isInterposed: Bool {
        SimTimeInterposer.install()
        return SimTimeInterposer.isInterposed
    }
}

/// A `@MainActor` hop of app code from its executor left (+1) or ran (-1).
/// The job holds its executor until it has run: an app (and its executor) may be gone by the time the main queue runs
/// a job its code left there.
private let countAway: limelight_time_away = { executor, delta in
    let unmanaged = Unmanaged<AppTaskExecutor>.fromOpaque(executor)
    if delta > 0 { _ = unmanaged.retain() }
    unmanaged.takeUnretainedValue().away(Int(delta))
    if delta < 0 { unmanaged.release() }
}

/// A `@MainActor` job enqueued while a driver that owns the main queue waits: the driver runs it (`MainQueueDriver`).
private let takeMainJob: limelight_time_main_taker = { job, executor in
    MainQueueDriver.take(job, executor: executor) ? 1 : 0
}

/// A block app code submits to the main queue (`DispatchQueue.main.async { }`, `asyncAfter(deadline:)`) becomes a job
/// of the simulation: at the simulated now (`async`) or the same distance from it as the deadline from the host's now,
/// in whole milliseconds rounded up (`asyncAfter`), run as the app's code. Jobs at one instant run in the order they
/// were submitted, so the main queue's order holds. On a thread that is not running an app executor's code the block
/// goes to Dispatch (the C side checks that).
private let takeMainBlock: limelight_time_main_block_taker = { block, delay in
    guard let app = CurrentApp.value, let runtime = app.runtime else { return 0 }
    let job = MainQueueBlock(pointer: block)
    let milliseconds = delay < 0 ? 0 : (delay + 999_999) / 1_000_000
    let deadline = runtime.now + SimDuration(seconds: Double(milliseconds) / 1000)
    let context = app.context
    runtime.scheduler.schedule(at: deadline, label: "app.main-queue \(app.bundleIdentifier)") {
        CurrentApp.run(as: context) { job.run() }
    }
    return 1
}

/// A block taken from the main queue (a copy, released as it runs).
private struct MainQueueBlock {
    let pointer: UnsafeMutableRawPointer

    func run() { limelight_time_run_block(pointer) }
}
