import Foundation

/// SwiftUI's `ShapeStyle`: a color, gradient or material that fills shapes and colors text.
public protocol ShapeStyle: Sendable {}

/// A style the simulator names in its drawings (`red`, `secondary`, `linearGradient(blue,purple)`).
protocol SimNamedStyle {
    var simName: String { get }
}

/// The names of shape styles.
enum SimShapeStyleName {
    /// The style's name, or its type's.
    static func of(_ style: some ShapeStyle) -> String { (style as? SimNamedStyle)?.simName ?? String(describing: type(of: style)) }
}

/// SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`, …
public struct HierarchicalShapeStyle: ShapeStyle, SimNamedStyle, Hashable {
    let simName: String
    /// The primary level.
    public static let primary = HierarchicalShapeStyle(simName: "primary")
    /// The secondary level.
    public static let secondary = HierarchicalShapeStyle(simName: "secondary")
    /// The tertiary level.
    public static let tertiary = HierarchicalShapeStyle(simName: "tertiary")
    /// The quaternary level.
    public static let quaternary = HierarchicalShapeStyle(simName: "quaternary")
    /// The quinary level.
    public static let quinary = HierarchicalShapeStyle(simName: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The quinary level.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// SwiftUI's `Material`: a blurred background.
public struct Material: ShapeStyle, SimNamedStyle, Hashable {
    let simName: String
    /// Ultra thin.
    public static let ultraThinMaterial = Material(simName: "ultraThinMaterial")
    /// Thin.
    public static let thinMaterial = Material(simName: "thinMaterial")
    /// Regular.
    public static let regularMaterial = Material(simName: "regularMaterial")
    /// Thick.
    public static let thickMaterial = Material(simName: "thickMaterial")
    /// Ultra thick.
    public static let ultraThickMaterial = Material(simName: "ultraThickMaterial")
    /// A bar's material.
    public static let bar = Material(simName: "bar")
}

extension ShapeStyle where Self == Material {
    /// Ultra thin.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// Thin.
    public static var thinMaterial: Material { .thinMaterial }
    /// Regular.
    public static var regularMaterial: Material { .regularMaterial }
    /// Thick.
    public static var thickMaterial: Material { .thickMaterial }
    /// Ultra thick.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// A bar's material.
    public static var bar: Material { .bar }
}

/// SwiftUI's `TintShapeStyle`: the view's tint.
public struct TintShapeStyle: ShapeStyle, SimNamedStyle, Hashable {
    var simName: String { "tint" }
    /// The tint.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// SwiftUI's `ForegroundStyle`: the current foreground.
public struct ForegroundStyle: ShapeStyle, SimNamedStyle, Hashable {
    var simName: String { "foreground" }
    /// The foreground.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// SwiftUI's `BackgroundStyle`: the current background.
public struct BackgroundStyle: ShapeStyle, SimNamedStyle, Hashable {
    var simName: String { "background" }
    /// The background.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// SwiftUI's `AnyShapeStyle`: a type-erased style.
public struct AnyShapeStyle: ShapeStyle, SimNamedStyle {
    let simName: String
    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) { simName = SimShapeStyleName.of(style) }
    init(simName: String) { self.simName = simName }
}

extension ShapeStyle {
    /// The style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
    /// The style's primary level.
    public var primary: some ShapeStyle { AnyShapeStyle(simName: SimShapeStyleName.of(self)) }
    /// The style's secondary level.
    public var secondary: some ShapeStyle { AnyShapeStyle(simName: SimShapeStyleName.of(self) + ".secondary") }
    /// The style's tertiary level.
    public var tertiary: some ShapeStyle { AnyShapeStyle(simName: SimShapeStyleName.of(self) + ".tertiary") }
    /// The style's quaternary level.
    public var quaternary: some ShapeStyle { AnyShapeStyle(simName: SimShapeStyleName.of(self) + ".quaternary") }
    /// The style's quinary level.
    public var quinary: some ShapeStyle { AnyShapeStyle(simName: SimShapeStyleName.of(self) + ".quinary") }
}

/// SwiftUI's `FillShapeStyle`: the system's fill for shapes and backgrounds (`.fill.tertiary`).
public struct FillShapeStyle: ShapeStyle, SimNamedStyle, Hashable {
    var simName: String { "fill" }
    /// The fill style.
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system's fill (`.containerBackground(.fill.tertiary, for: .widget)`).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, SimNamedStyle, Hashable {
    var simName: String { "separator" }
    /// The separator style.
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator color.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
