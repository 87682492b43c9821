/// SwiftUI's `ButtonStyle`: a custom appearance for the buttons in a view hierarchy (`.buttonStyle(_:)`). The simulator
/// draws a button as a control with its label and action and names the style on it; `makeBody(configuration:)` runs
/// when app code (or a test) calls it with a `ButtonStyleConfiguration`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The button's view.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Makes the view of a button from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ButtonStyleConfiguration`: the properties of a button, as a style draws it.
public struct ButtonStyleConfiguration {
    /// SwiftUI's `ButtonStyleConfiguration.Label`: the button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the person is pressing the button.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?

    /// The configuration the system makes for a button with `label`, pressed or not.
    public static func simulated<V: View>(label: V, isPressed: Bool = false, role: ButtonRole? = nil) -> ButtonStyleConfiguration {
        ButtonStyleConfiguration(label: Label(content: AnyView(label)), isPressed: isPressed, role: role)
    }
}

/// SwiftUI's `ToggleStyle`: the appearance and behaviour of a toggle (`.toggleStyle(_:)`). The simulator draws a toggle
/// as a control with its label, state and action and names the style on it; `makeBody(configuration:)` runs when app
/// code (or a test) calls it with a `ToggleStyleConfiguration`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The toggle's view.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
    /// Makes the view of a toggle from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ToggleStyleConfiguration`: the properties of a toggle, as a style draws it.
public struct ToggleStyleConfiguration {
    /// SwiftUI's `ToggleStyleConfiguration.Label`: the toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The view that describes the effect of switching the toggle.
    public let label: ToggleStyleConfiguration.Label
    /// The toggle's state; a style changes it with `configuration.isOn.toggle()`.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a mix of on and off values.
    public var isMixed: Bool

    /// The configuration the system makes for a toggle with `label` bound to `isOn`.
    public static func simulated<V: View>(label: V, isOn: Binding<Bool>, isMixed: Bool = false) -> ToggleStyleConfiguration {
        ToggleStyleConfiguration(label: Label(content: AnyView(label)), isOn: isOn, isMixed: isMixed)
    }

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// SwiftUI's `Toggle(_:)`: the toggle a style's configuration describes, for styles that only change the current
    /// style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The name the simulator shows for a style: the built-in ones by their Apple names, the app's by type name.
func simStyleName(_ style: Any) -> String {
    switch style {
    case is SwitchToggleStyle: "switch"
    case is ButtonToggleStyle: "button"
    case is DefaultToggleStyle: "automatic"
    default: String(describing: type(of: style))
    }
}
