/// App Intents' `AppShortcutsProvider`: the app's App Shortcuts, which Siri, Spotlight and the Shortcuts app offer
/// without setup. The simulator reads them when the app declares its metadata (`SimulatedAppIntents.declare`).
public protocol AppShortcutsProvider: Sendable {
    /// The app's App Shortcuts (at most 10: `AppShortcutsLimits`).
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the shortcuts' tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Apple documents no default; the simulator's is `.navy` (Docs/AppleAPI.md).
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Asks the system to read the shortcuts again (their parameters' values): the running app's App Shortcuts are
    /// declared again from `appShortcuts`, as a device re-reads them.
    public static func updateAppShortcutParameters() {
        SimulatedAppIntents.refreshShortcuts(Self.self)
    }
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
