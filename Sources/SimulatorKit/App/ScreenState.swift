import LimelightCore
/// What an app shows: its current tab, a presented sheet or view, and its navigation path.
public struct ScreenState: Equatable, Sendable, CustomStringConvertible {
    /// The selected tab, if the app has tabs.
    public var tab: String?
    /// A presented view, e.g. `EditTaskView(Einkaufen)`.
    public var presented: String?
    /// The views pushed onto the navigation stack, outermost first.
    public var navigationPath: [String]
    /// The selected item, if the app keeps one.
    public var selection: String?

    /// Creates a screen state from its parts; everything defaults to nothing shown.
    public init(tab: String? = nil, presented: String? = nil, navigationPath: [String] = [], selection: String? = nil) {
        self.tab = tab
        self.presented = presented
        self.navigationPath = navigationPath
        self.selection = selection
    }

    /// E.g. `tab=Today presented=EditTaskView(Einkaufen) path=[] selection=none`.
    public var description: String {
        "tab=\(tab ?? "none") presented=\(presented ?? "none") path=[\(navigationPath.joined(separator: ", "))] selection=\(selection ?? "none")"
    }
}
