import Foundation
import LimelightCore

/// The node of a stack-like container.
func stackNode(_ kind: SimViewNode.Kind, alignment: String, spacing: CGFloat?, content: any View, _ renderer: SimViewRenderer) -> SimViewNode {
    var properties = [SimViewProperty("alignment", alignment)]
    if let spacing { properties.append(SimViewProperty("spacing", SimLength.text(spacing))) }
    return SimViewNode(kind, properties: properties, children: flatten(renderer.node(content)))
}

/// A group's children in place of the group (a stack lays out the views of its block, `ForEach`'s rows, …).
func flatten(_ node: SimViewNode) -> [SimViewNode] {
    switch node.kind {
    case .group where node.properties.isEmpty: return node.children.flatMap(flatten)
    case .empty: return []
    default: return [node]
    }
}

/// Lengths as the simulator writes them.
enum SimLength {
    /// `16`, `0.5`, `inf`.
    static func text(_ value: CGFloat) -> String {
        if value.isInfinite { return "inf" }
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.1f", Double(value))
    }
}

/// SwiftUI's `VStack`.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.vstack, alignment: alignment.name, spacing: spacing, content: content, renderer) }
}

/// SwiftUI's `HStack`.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views left to right.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.hstack, alignment: alignment.name, spacing: spacing, content: content, renderer) }
}

/// SwiftUI's `ZStack`.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    /// Views on top of each other.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.zstack, alignment: alignment.simName, spacing: nil, content: content, renderer) }
}

/// SwiftUI's `LazyVStack` (laid out as a `VStack`).
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.vstack, alignment: alignment.name, spacing: spacing, content: content, renderer) }
}

/// SwiftUI's `LazyHStack` (laid out as an `HStack`).
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Views left to right.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.hstack, alignment: alignment.name, spacing: spacing, content: content, renderer) }
}

/// SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Views from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// None.
    public init() { rawValue = 0 }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// SwiftUI's `Grid`: rows of `GridRow`s (laid out as a `VStack` of rows).
public struct Grid<Content: View> {
    let alignment: Alignment
    let verticalSpacing: CGFloat?
    let content: Content
    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        stackNode(.vstack, alignment: alignment.horizontal.name, spacing: verticalSpacing, content: content, renderer)
    }
}

/// SwiftUI's `GridRow`.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        stackNode(.hstack, alignment: (alignment ?? .center).name, spacing: nil, content: content, renderer)
    }
}

/// SwiftUI's `ScrollView` (a widget does not scroll: its content is laid out as a stack).
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let content: Content
    /// A scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        stackNode(axes.contains(.horizontal) ? .hstack : .vstack, alignment: "center", spacing: nil, content: content, renderer)
    }
}

/// SwiftUI's `Spacer`: flexible space along its stack's axis.
public struct Spacer: Sendable {
    /// The least space it takes.
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        SimViewNode(.spacer, properties: minLength.map { [SimViewProperty("minLength", SimLength.text($0))] } ?? [])
    }
}

/// SwiftUI's `Divider`: a thin line across its stack.
public struct Divider: Sendable {
    /// A divider.
    public init() {}
}

extension Divider: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.divider) }
}

/// SwiftUI's `Group`: views laid out by the parent, sharing modifiers.
public struct Group<Content> {
    let content: Content
}

extension Group: View, SimPrimitiveView where Content: View {
    /// Views grouped.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.group, children: flatten(renderer.node(content))) }
}
