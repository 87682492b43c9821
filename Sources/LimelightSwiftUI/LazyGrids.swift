import Foundation
import LimelightCore

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` or one row of a `LazyHGrid`.
public struct GridItem: Sendable {
    /// How big the column or row is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// The space left, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each within bounds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: GridItem.Size
    /// The space to the next item.
    public var spacing: CGFloat?
    /// How views sit in the item.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// SwiftUI's `LazyVGrid`: views filling rows of `columns.count` cells, top to bottom. The simulator draws it as a
/// `VStack` of `HStack` rows (an adaptive column counts as one).
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid that grows vertically.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        gridNode(.vstack, line: .hstack, alignment: alignment.name, spacing: spacing, perLine: columns.count, content: content, renderer)
    }
}

/// SwiftUI's `LazyHGrid`: views filling columns of `rows.count` cells, left to right, drawn as an `HStack` of `VStack`s.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid that grows horizontally.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHGrid: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        gridNode(.hstack, line: .vstack, alignment: alignment.name, spacing: spacing, perLine: rows.count, content: content, renderer)
    }
}

/// A lazy grid's node: its views in lines of `perLine` (at least one).
func gridNode(_ kind: SimViewNode.Kind, line: SimViewNode.Kind, alignment: String, spacing: CGFloat?, perLine: Int, content: any View,
              _ renderer: SimViewRenderer) -> SimViewNode {
    let cells = flatten(renderer.node(content))
    let width = max(perLine, 1)
    let lines = stride(from: 0, to: cells.count, by: width).map { start in
        SimViewNode(line, properties: [SimViewProperty("alignment", "center")], children: Array(cells[start..<min(start + width, cells.count)]))
    }
    var properties = [SimViewProperty("alignment", alignment)]
    if let spacing { properties.append(SimViewProperty("spacing", SimLength.text(spacing))) }
    return SimViewNode(kind, properties: properties, children: lines)
}
