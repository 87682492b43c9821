import LimelightSwiftUI

extension Tips {
    /// TipKit's `Tips.GroupBuilder`: the tips of a `TipGroup`, in order.
    @resultBuilder
    public struct GroupBuilder {
        /// One tip.
        public static func buildExpression<T: Tip>(_ tip: T) -> [any Tip] { [tip] }
        /// Tips written as an array.
        public static func buildExpression<T: Tip>(_ tips: [T]) -> [any Tip] { tips }
        /// Tips of any types written as an array.
        public static func buildExpression(_ tips: [any Tip]) -> [any Tip] { tips }
        /// The tips in order.
        public static func buildBlock(_ parts: [any Tip]...) -> [any Tip] { parts.flatMap { $0 } }
        /// Tips under an `if`.
        public static func buildOptional(_ part: [any Tip]?) -> [any Tip] { part ?? [] }
        /// Tips of the branch taken.
        public static func buildEither(first part: [any Tip]) -> [any Tip] { part }
        /// Tips of the branch taken.
        public static func buildEither(second part: [any Tip]) -> [any Tip] { part }
        /// Tips under `if #available`.
        public static func buildLimitedAvailability(_ part: [any Tip]) -> [any Tip] { part }
        /// Tips of a loop.
        public static func buildArray(_ parts: [[any Tip]]) -> [any Tip] { parts.flatMap { $0 } }
    }
}

/// TipKit's `TipGroup` (iOS 18): tips shown one at a time, the first eligible one (`.firstAvailable`) or each in turn
/// once every one before it is invalidated (`.ordered`). `currentTip` reads the tips' status on the simulated device,
/// so it follows their rules, events, display counts and invalidations as the simulation runs.
public final class TipGroup {
    /// TipKit's `TipGroup.Priority`.
    public enum Priority: Sendable, Hashable {
        /// Shows the first tip eligible for display.
        case firstAvailable
        /// Shows an eligible tip when all of the previous tips have been invalidated.
        case ordered
    }

    /// How the group picks its tip.
    public let priority: Priority
    /// The group's tips, in order.
    public let tips: [any Tip]

    /// A group of the tips `builder` lists.
    public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip]) {
        self.priority = priority
        tips = builder()
    }

    /// The tip to show now, if any.
    @MainActor public var currentTip: (any Tip)? {
        switch priority {
        case .firstAvailable:
            return tips.first { $0.status == .available }
        case .ordered:
            for tip in tips {
                switch tip.status {
                case .invalidated: continue
                case .available: return tip
                case .pending: return nil
                }
            }
            return nil
        }
    }
}

extension View {
    /// TipKit's `.popoverTip(_:arrowEdge:action:)` for a tip that may be absent, such as a `TipGroup`'s `currentTip`:
    /// nothing is drawn without one.
    public nonisolated func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil,
                                       action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        guard let tip else { return AnyView(self) }
        return simPopoverTip(tip, arrowEdge: arrowEdge, action: action)
    }

    /// The tip's concrete type opened, so the generic `.popoverTip` draws it.
    nonisolated func simPopoverTip<T: Tip>(_ tip: T, arrowEdge: Edge?, action: @escaping (Tips.Action) -> Void) -> AnyView {
        AnyView(overlay(alignment: .bottom) { TipView(tip, arrowEdge: arrowEdge, action: action) })
    }
}
