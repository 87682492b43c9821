/// App Intents' `AppShortcutsProvider`: the app's App Shortcuts, which Siri, Spotlight and the Shortcuts app offer
/// without setup. The simulator reads them when the app declares its metadata (`SimulatedAppIntents.declare`).
public protocol AppShortcutsProvider {
    /// The app's App Shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppShortcutsProvider {
    /// Asks the system to read the shortcuts' parameter values again: accepted, nothing to do (the simulator does not
    /// model parameterized phrases).
    public static func updateAppShortcutParameters() {}
}

/// App Intents' `AppShortcutsBuilder`: builds `appShortcuts` from a list of `AppShortcut(…)` expressions.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    /// The shortcuts of a block.
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    /// Shortcuts under `if`.
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    /// Shortcuts under `if`/`else`.
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    /// Shortcuts under `if`/`else`.
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    /// Shortcuts under `if #available`.
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}
