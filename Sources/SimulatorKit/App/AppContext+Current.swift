/// The app whose code is running, as Apple's frameworks know it implicitly (`CSSearchableIndex.default()` is the
/// calling app's index); the simulator sets it around every call into app code.
public struct CurrentApp: @unchecked Sendable {
    /// The running app's context.
    public let context: AppContext

    /// The app code running now, if any (task-local: a `Task { }` started by app code inherits it).
    @TaskLocal public static var value: CurrentApp?

    /// Runs `body` as app code of `context`'s app.
    public static func run<T>(as context: AppContext, _ body: () throws -> T) rethrows -> T {
        try $value.withValue(CurrentApp(context: context), operation: body)
    }
}

extension AppContext {
    /// The context of the app whose code is running now (nil outside app code).
    public static var current: AppContext? { CurrentApp.value?.context }

    /// Runs `body` as this app's code: Apple-named APIs called inside it (`CSSearchableIndex.default()`,
    /// `WidgetCenter.shared`, `Date.now` through the simulated clock) act for this app on this device.
    public func run<T>(_ body: () throws -> T) rethrows -> T { try CurrentApp.run(as: self, body) }
}

extension InstalledApp {
    /// Runs `body` as this app's code on `device` (its running program's context, or a fresh one).
    public func run<T>(on device: Device, _ body: () throws -> T) rethrows -> T {
        try AppContext(device: device, app: self).run(body)
    }
}
