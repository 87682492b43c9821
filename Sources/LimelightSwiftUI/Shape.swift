import Foundation
import LimelightCore

/// SwiftUI's `Path` (the simulator draws shapes by name, so a path records nothing).
public struct Path: Sendable {
    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(_ rect: CGRect) {}
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// An ellipse.
    public init(ellipseIn rect: CGRect) {}
    /// A path drawn by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// Moves to a point.
    public mutating func move(to end: CGPoint) {}
    /// Adds a line.
    public mutating func addLine(to end: CGPoint) {}
    /// Adds lines.
    public mutating func addLines(_ lines: [CGPoint]) {}
    /// Adds a rectangle.
    public mutating func addRect(_ rect: CGRect) {}
    /// Adds an ellipse.
    public mutating func addEllipse(in rect: CGRect) {}
    /// Adds an arc.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    /// Adds a curve.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// Adds a curve.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// Closes the subpath.
    public mutating func closeSubpath() {}
}

/// SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// How a line's ends are drawn.
    public var lineCap: CGLineCap
    /// How segments are joined.
    public var lineJoin: CGLineJoin
    /// When a miter join becomes a bevel.
    public var miterLimit: CGFloat
    /// Painted and unpainted lengths of a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// CoreGraphics' `CGLineCap` (which SwiftUI re-exports on Apple platforms; Linux has no CoreGraphics, so it is declared
/// here): how a line's ends are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
}

/// CoreGraphics' `CGLineJoin`: how a path's segments are joined.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
}

/// SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// SwiftUI's `Shape`: a view drawn as an outline filled with the foreground style.
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    /// The shape inset by `amount`.
    func inset(by amount: CGFloat) -> Self
}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }
    /// The shape's outline in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, stroke: lineWidth)
    }
    /// The shape's outline in `content` with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, stroke: style.lineWidth)
    }
    /// A stroked copy of the shape: a shape itself, filled with the foreground style when drawn.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
    /// A stroked copy of the shape with a stroke style.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
    /// The shape rotated by `angle` around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape trimmed (drawn whole by the simulator).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }

    var simName: String {
        let name = String(describing: type(of: self))
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

extension InsettableShape {
    /// The outline inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, stroke: lineWidth)
    }
    /// The outline inside the shape with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, stroke: style.lineWidth)
    }
}

/// A shape filled or stroked with a style (SwiftUI's `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    /// The shape.
    public var shape: Content
    /// The style.
    public var style: Style
    var stroke: CGFloat?

    /// A shape view.
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    init(shape: Content, style: Style, stroke: CGFloat?) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
    }
}

extension _ShapeView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        var inner: any Shape = shape
        var stroke = self.stroke
        var transforms: [SimViewProperty] = []
        for _ in 0..<SimViewRenderer.maximumDepth {
            guard let wrapper = inner as? SimShapeWrapper else { break }
            stroke = stroke ?? wrapper.simStroke
            transforms += wrapper.simProperties
            inner = wrapper.simInner
        }
        var properties = [SimViewProperty(stroke == nil ? "fill" : "stroke", SimShapeStyleName.of(style))]
        if let radius = (inner as? SimCornerRadius)?.cornerRadius { properties.append(SimViewProperty("cornerRadius", SimLength.text(radius))) }
        return SimViewNode(.shape, text: inner.simName, properties: properties + transforms)
    }
}

/// A shape the simulator draws as the shape inside it: a stroked or rotated shape.
protocol SimShapeWrapper {
    var simInner: any Shape { get }
    var simStroke: CGFloat? { get }
    var simProperties: [SimViewProperty] { get }
}

/// SwiftUI's stroked shape (what `stroke(style:)` and `stroke(lineWidth:)` return): drawn as its shape's outline.
public struct _StrokedShape<Content: Shape>: Shape, SimShapeWrapper {
    /// The shape.
    public var shape: Content
    /// How it is stroked.
    public var style: StrokeStyle
    /// The outline's path (the simulator draws no paths: the shape's own).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    nonisolated var simInner: any Shape { shape }
    nonisolated var simStroke: CGFloat? { style.lineWidth }
    nonisolated var simProperties: [SimViewProperty] { [] }
}

/// SwiftUI's `RotatedShape`: a shape turned by an angle around an anchor.
public struct RotatedShape<Content: Shape>: Shape, SimShapeWrapper {
    /// The shape.
    public var shape: Content
    /// The angle.
    public var angle: Angle
    /// The point it turns around.
    public var anchor: UnitPoint

    /// A rotated shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The rotated outline (the simulator draws no paths: the shape's own).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    nonisolated var simInner: any Shape { shape }
    nonisolated var simStroke: CGFloat? { nil }
    nonisolated var simProperties: [SimViewProperty] { [SimViewProperty("rotation", SimLength.text(CGFloat(angle.degrees)))] }
}

/// A shape with rounded corners.
protocol SimCornerRadius {
    var cornerRadius: CGFloat { get }
}

/// SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: InsettableShape, SimCornerRadius {
    /// The corners' size.
    public var cornerSize: CGSize
    /// The corners' style.
    public var style: RoundedCornerStyle
    nonisolated var cornerRadius: CGFloat { cornerSize.width }
    /// A rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }
    /// Inset.
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// SwiftUI's `Circle`.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// SwiftUI's `Capsule`.
public struct Capsule: InsettableShape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// SwiftUI's `ContainerRelativeShape`: the shape of the container (a widget's rounded rectangle).
public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    public init() {}
    /// Its outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
