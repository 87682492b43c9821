/// Styles named in the simulator's drawings.
protocol SimNamedViewStyle {
    var simName: String { get }
}

extension SimNamedViewStyle {
    var simName: String { String(describing: Self.self) }
}

/// SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {}
/// SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}
/// SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {}
/// SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {}

extension LabelStyle { var simName: String { (self as? SimNamedViewStyle)?.simName ?? String(describing: Self.self) } }
extension ProgressViewStyle { var simName: String { (self as? SimNamedViewStyle)?.simName ?? String(describing: Self.self) } }
extension GaugeStyle { var simName: String { (self as? SimNamedViewStyle)?.simName ?? String(describing: Self.self) } }

/// Icon and title.
public struct DefaultLabelStyle: LabelStyle, SimNamedViewStyle { public init() {}; var simName: String { "titleAndIcon" } }
/// Icon only.
public struct IconOnlyLabelStyle: LabelStyle, SimNamedViewStyle { public init() {}; var simName: String { "iconOnly" } }
/// Title only.
public struct TitleOnlyLabelStyle: LabelStyle, SimNamedViewStyle { public init() {}; var simName: String { "titleOnly" } }
/// Title and icon.
public struct TitleAndIconLabelStyle: LabelStyle, SimNamedViewStyle { public init() {}; var simName: String { "titleAndIcon" } }

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A plain button.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A borderless button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A prominent bordered button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The default button.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Plain.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// Borderless.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Bordered.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Prominent.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public nonisolated init() {}
    /// The label and the switch: the toggle itself.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
/// A button toggle.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public nonisolated init() {}
    /// The toggle as a button.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
/// The default toggle.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public nonisolated init() {}
    /// The toggle itself.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public nonisolated static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button.
    public nonisolated static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default.
    public nonisolated static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, SimNamedViewStyle { public init() {}; var simName: String { "linear" } }
/// A spinner or ring.
public struct CircularProgressViewStyle: ProgressViewStyle, SimNamedViewStyle { public init() {}; var simName: String { "circular" } }
/// The default.
public struct DefaultProgressViewStyle: ProgressViewStyle, SimNamedViewStyle { public init() {}; var simName: String { "automatic" } }

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A gauge style of the Lock Screen and complications.
public struct SimGaugeStyle: GaugeStyle, SimNamedViewStyle {
    let simName: String
}

extension GaugeStyle where Self == SimGaugeStyle {
    /// The default.
    public static var automatic: SimGaugeStyle { SimGaugeStyle(simName: "automatic") }
    /// A ring.
    public static var accessoryCircular: SimGaugeStyle { SimGaugeStyle(simName: "accessoryCircular") }
    /// A full ring.
    public static var accessoryCircularCapacity: SimGaugeStyle { SimGaugeStyle(simName: "accessoryCircularCapacity") }
    /// A bar.
    public static var accessoryLinear: SimGaugeStyle { SimGaugeStyle(simName: "accessoryLinear") }
    /// A full bar.
    public static var accessoryLinearCapacity: SimGaugeStyle { SimGaugeStyle(simName: "accessoryLinearCapacity") }
    /// A linear capacity bar.
    public static var linearCapacity: SimGaugeStyle { SimGaugeStyle(simName: "linearCapacity") }
}
