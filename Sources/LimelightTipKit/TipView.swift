import SimulatorKit
import SystemServices

/// TipKit's `TipView(_:)` without SwiftUI: a tip inline in one of the app's views.
///
/// `place(in:)` from the install hook (like `SimulatedWidget.declare`, so a world rebuilt from a snapshot has it again)
/// makes the tip known to the simulator — `tips` lists it with its status and `tips close` closes it. `display(in:)` is
/// the view appearing on screen (SwiftUI evaluating the body that holds the `TipView`): call it from the app's code
/// where the view appears.
public struct TipView<Content: Tip> {
    /// The tip.
    public let tip: Content
    /// Called when the person taps one of the tip's actions.
    public let action: (Tips.Action) -> Void

    /// A view showing `tip`.
    public init(_ tip: Content, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.action = action
    }

    /// Makes the tip known to the simulator in the running app's view `location` (`tips` lists it, `tips close`
    /// closes it); call it from the install hook. Throws outside app code.
    public func place(in location: String) throws {
        guard let app = TipKitApp.current else { throw TipKitUsageError.outsideAppCode("TipView.place(in:)") }
        app.service.placeTipKitTip(TipHandle(tip: tip, location: location, context: app.context), app: app.bundleIdentifier)
    }

    /// The view `location` holding this `TipView` appears: the tip displays if it is available now — its display
    /// count goes up, its first display starts the display-frequency window, and `tip.shown` is logged. Returns
    /// whether it displays. Outside app code nothing displays.
    @discardableResult
    public func display(in location: String) -> Bool {
        guard let app = TipKitApp.current else { return false }
        if case .available = app.service.displayTipKitTip(app: app.bundleIdentifier, tip.facts, location: location) { return true }
        return false
    }
}

/// A placed tip as the tips service sees it: its facts are evaluated as the app's code.
final class TipHandle<Content: Tip>: TipKitTipHandle {
    let tip: Content
    let location: String
    let context: AppContext

    init(tip: Content, location: String, context: AppContext) {
        self.tip = tip
        self.location = location
        self.context = context
    }

    var id: String { tip.id }
    var title: String { context.run { tip.title.content } }
    var actionTitles: [String] { context.run { tip.actions.map(\.title) } }
    func facts() -> TipKitTipFacts { context.run { tip.facts } }
}
