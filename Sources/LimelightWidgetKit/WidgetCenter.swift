import SimulatorKit

/// WidgetKit's `WidgetCenter`: `WidgetCenter.shared` acts for the app whose code is running, on its device.
public final class WidgetCenter: @unchecked Sendable {
    /// The running app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks WidgetKit to reload the app's widgets of `kind` (budgeted as on a device; nothing outside app code).
    public func reloadTimelines(ofKind kind: String) {
        AppContext.current?.widgetCenter?.reloadTimelines(ofKind: kind)
    }

    /// Asks WidgetKit to reload all the app's widgets.
    public func reloadAllTimelines() {
        AppContext.current?.widgetCenter?.reloadAllTimelines()
    }
}
