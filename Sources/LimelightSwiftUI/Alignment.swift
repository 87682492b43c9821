import Foundation

/// SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    /// Left (in left-to-right layouts).
    public static let leading = HorizontalAlignment(name: "leading")
    /// The middle.
    public static let center = HorizontalAlignment(name: "center")
    /// Right.
    public static let trailing = HorizontalAlignment(name: "trailing")
    /// Leading edge of list row separators.
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "leading")
    /// Trailing edge of list row separators.
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "trailing")
}

/// SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    /// The top.
    public static let top = VerticalAlignment(name: "top")
    /// The middle.
    public static let center = VerticalAlignment(name: "center")
    /// The bottom.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// The first text baseline.
    public static let firstTextBaseline = VerticalAlignment(name: "top")
    /// The last text baseline.
    public static let lastTextBaseline = VerticalAlignment(name: "bottom")
}

/// SwiftUI's `Alignment`: horizontal and vertical.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left middle.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right middle.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top middle.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom middle.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var simName: String { horizontal.name + "," + vertical.name }
}

/// SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Edges from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Leading inset.
    public var leading: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Trailing inset.
    public var trailing: CGFloat
    /// Insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Axes from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Horizontal.
        public static let horizontal = Set(rawValue: 1)
        /// Vertical.
        public static let vertical = Set(rawValue: 2)
    }
}
