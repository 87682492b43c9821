import LimelightCore
import LimelightSwiftUI
import SimulatorKit
import SystemServices

/// TipKit's `TipView(_:arrowEdge:action:)`: a tip inline in one of the app's views. It is a SwiftUI view: drawn with
/// its title, message and image while the tip is available, empty otherwise.
///
/// The simulator has no view hierarchy that appears: `place(in:)` from the install hook (like `SimulatedWidget.declare`,
/// so a world rebuilt from a snapshot has it again) makes the tip known to the simulator — `tips` lists it with its
/// status and `tips close` closes it; `display(in:)` is the view appearing on screen (SwiftUI evaluating the body that
/// holds the `TipView`): call it from the app's code where the view appears.
public struct TipView<Content: Tip> {
    /// The tip.
    public let tip: Content
    /// The edge the arrow points from, if any.
    public let arrowEdge: Edge?
    /// Called when the person taps one of the tip's actions.
    public let action: (Tips.Action) -> Void

    /// A view showing `tip`.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
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

extension TipView: View {
    /// The tip as drawn: its title, message and image while it is available (its status read as the app's code),
    /// nothing otherwise.
    public var body: some View { SimTipContent(tip: tip, shown: tip.status == .available) }
}

/// The drawn content of a tip.
struct SimTipContent<Content: Tip>: View {
    let tip: Content
    let shown: Bool

    var body: some View {
        if shown {
            SimNodeView(SimTipContent.node(tip))
        }
    }

    nonisolated static func node(_ tip: Content) -> SimViewNode {
        var children: [SimViewNode] = []
        if let message = tip.message { children.append(SimViewRenderer.node(message)) }
        if let image = tip.image { children.append(SimViewRenderer.node(image)) }
        return SimViewNode(.tip, text: tip.title.plainText, properties: [SimViewProperty("id", tip.id)], children: children)
    }
}

extension View {
    /// TipKit's `.popoverTip(_:arrowEdge:action:)`: the tip in a popover anchored to the view, drawn after it while
    /// the tip is available.
    public nonisolated func popoverTip<Content: Tip>(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        overlay(alignment: .bottom) { TipView(tip, arrowEdge: arrowEdge, action: action) }
    }

    /// TipKit's `.tipBackground(_:)` (not drawn).
    public nonisolated func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// TipKit's `.tipCornerRadius(_:antialiased:)` (not drawn).
    public nonisolated func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// TipKit's `.tipImageSize(_:)` (not drawn).
    public nonisolated func tipImageSize(_ size: CGSize) -> some View { self }
    /// TipKit's `.tipViewStyle(_:)` (not drawn).
    public nonisolated func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View { self }
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
    var title: String { context.run { tip.title.plainText } }
    var actionTitles: [String] { context.run { tip.actions.map(\.title) } }
    func facts() -> TipKitTipFacts { context.run { tip.facts } }
    var view: SimViewNode? { context.run { SimTipContent.node(tip) } }
}
