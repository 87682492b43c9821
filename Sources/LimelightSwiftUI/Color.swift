import Foundation
import LimelightCore

/// SwiftUI's `Color`: a named or computed color; as a view it fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle, SimNamedStyle {
    /// `red`, `rgb(0.20,0.40,1.00)`, `asset(AccentColor)`.
    public let description: String
    var simName: String { description }

    init(named description: String) { self.description = description }

    /// A color the simulator names as given (`systemBackground`), for frameworks built on SwiftUI.
    public init(simulatedName: String) { description = simulatedName }

    /// A color from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { description = "asset(\(name))" }

    /// A color from RGB components (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = Self.rgb(red, green, blue, opacity)
    }

    /// A gray.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        description = Self.rgb(white, white, white, opacity)
    }

    /// A color from hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Self.hsbToRGB(hue, saturation, brightness)
        description = Self.rgb(r, g, b, opacity)
    }

    /// The color at an opacity.
    public func opacity(_ opacity: Double) -> Color { Color(named: description + "@" + Self.number(opacity)) }

    /// A gradient of the color.
    public var gradient: AnyGradient { AnyGradient(simName: "gradient(\(description))") }

    /// Color spaces.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    static func number(_ v: Double) -> String {
        let clamped = min(max(v, 0), 1)
        return String(format: "%.2f", clamped)
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        "rgb(\(number(r)),\(number(g)),\(number(b))" + (a < 1 ? ",\(number(a)))" : ")")
    }

    static func hsbToRGB(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let hue = (h - h.rounded(.down)) * 6
        let i = Int(hue) % 6, f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Black.
    public static let black = Color(named: "black")
    /// White.
    public static let white = Color(named: "white")
    /// Gray.
    public static let gray = Color(named: "gray")
    /// Red.
    public static let red = Color(named: "red")
    /// Green.
    public static let green = Color(named: "green")
    /// Blue.
    public static let blue = Color(named: "blue")
    /// Orange.
    public static let orange = Color(named: "orange")
    /// Yellow.
    public static let yellow = Color(named: "yellow")
    /// Pink.
    public static let pink = Color(named: "pink")
    /// Purple.
    public static let purple = Color(named: "purple")
    /// Mint.
    public static let mint = Color(named: "mint")
    /// Teal.
    public static let teal = Color(named: "teal")
    /// Cyan.
    public static let cyan = Color(named: "cyan")
    /// Indigo.
    public static let indigo = Color(named: "indigo")
    /// Brown.
    public static let brown = Color(named: "brown")
    /// Transparent.
    public static let clear = Color(named: "clear")
    /// The primary content color.
    public static let primary = Color(named: "primary")
    /// The secondary content color.
    public static let secondary = Color(named: "secondary")
    /// The app's accent color.
    public static let accentColor = Color(named: "accentColor")
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Red.
    public static var red: Color { Color.red }
    /// Green.
    public static var green: Color { Color.green }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// Transparent.
    public static var clear: Color { Color.clear }
    /// The accent color.
    public static var accentColor: Color { Color.accentColor }
}

extension Color: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.color, text: description) }
}

/// SwiftUI's `Gradient`: colors and where they stop.
public struct Gradient: Hashable, Sendable, ShapeStyle, SimNamedStyle {
    /// One color of a gradient at a location (0…1).
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where it is.
        public var location: CGFloat
        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops.
    public var stops: [Stop]

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
    /// A gradient with stops.
    public init(stops: [Stop]) { self.stops = stops }

    var simName: String { "gradient(" + stops.map(\.color.description).joined(separator: ",") + ")" }
}

/// SwiftUI's `AnyGradient` (`Color.blue.gradient`).
public struct AnyGradient: Hashable, Sendable, ShapeStyle, SimNamedStyle {
    let simName: String
    /// A gradient.
    public init(_ gradient: Gradient) { simName = gradient.simName }
    init(simName: String) { self.simName = simName }
}

/// SwiftUI's `UnitPoint`: a point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position.
    public var x: CGFloat
    /// The vertical position.
    public var y: CGFloat
    /// A point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// Left middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// Right middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// Top middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// Bottom middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// Top left.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// Top right.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// Bottom left.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// Bottom right.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, SimNamedStyle {
    let gradient: Gradient
    var simName: String { "linear" + gradient.simName }
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    /// A gradient through `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    /// A gradient with stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
}

/// SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, SimNamedStyle {
    let gradient: Gradient
    var simName: String { "radial" + gradient.simName }
    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    /// A radial gradient through `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
}

/// SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, SimNamedStyle {
    let gradient: Gradient
    var simName: String { "angular" + gradient.simName }
    /// An angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    /// An angular gradient through `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(colors: colors) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.color, text: simName) }
}

extension RadialGradient: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.color, text: simName) }
}

extension AngularGradient: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.color, text: simName) }
}

/// SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
    /// Radians.
    public var radians: Double
    /// Degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// No angle.
    public init() { radians = 0 }
    /// No angle.
    public static let zero = Angle()
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// Ordered by size.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
