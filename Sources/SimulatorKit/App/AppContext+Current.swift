import CSimulatedTime
import LimelightCore

/// The app whose code is running, as Apple's frameworks know it implicitly (`IndexHandle.default()` is the
/// calling app's index); the simulator sets it around every call into app code.
// unchecked: it holds the app's `AppContext` and weak references to the runtime and executor (classes that are not
// Sendable); it is set and read around calls into app code, which the simulator makes one at a time.
public struct CurrentApp: @unchecked Sendable {
    /// The running app's context.
    public let context: AppContext
    /// The simulation's runtime and the app's executor, held weakly: a task app code started may outlive both, and
    /// then reads the host's clock.
    weak var runtime: Runtime?
    weak var executor: AppTaskExecutor?
    /// The app's bundle identifier (for the labels of its scheduled sleeps).
    let bundleIdentifier: String

    /// The app code of `context`'s app.
    public init(context: AppContext) {
        self.context = context
        runtime = context.runtime
        executor = context.app.taskExecutor
        bundleIdentifier = context.bundleIdentifier
        SimTimeInterposer.install()
    }

    /// The app's simulated now, nil once its simulation is gone.
    var simulatedNow: SimInstant? { runtime?.now }

    /// The app code running now, if any (task-local: a `Task { }` started by app code inherits it).
    @TaskLocal public static var value: CurrentApp?

    /// Runs `body` as app code of `context`'s app (on this thread, its executor's: tasks it starts run there), in its
    /// device's time zone (`AppTimeZoneScope`).
    public static func run<T>(as context: AppContext, _ body: () throws -> T) rethrows -> T {
        let current = CurrentApp(context: context)
        return try AppTimeZoneScope.run(for: context) {
            try context.app.taskExecutor.runAsCurrent { try $value.withValue(current, operation: body) }
        }
    }
}

extension AppContext {
    /// The context of the app whose code is running now (nil outside app code).
    public static var current: AppContext? { CurrentApp.value?.context }

    /// Runs `body` as this app's code: Apple-named APIs called inside it (`IndexHandle.default()`,
    /// `WidgetCenterRecord.shared`, `Date.now` — the simulated clock) act for this app on this device.
    public func run<T>(_ body: () throws -> T) rethrows -> T { try CurrentApp.run(as: self, body) }
}

extension InstalledApp {
    /// Runs `body` as this app's code on `device` (its running program's context, or a fresh one).
    public func run<T>(on device: Device, _ body: () throws -> T) rethrows -> T {
        try AppContext(device: device, app: self).run(body)
    }
}
