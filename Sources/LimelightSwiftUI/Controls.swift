import Foundation
import LimelightCore

/// SwiftUI's `Label`: an icon and a title.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    /// A title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// A title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(title: { Text(titleKey) }, icon: { Image(name) }) }
    /// A title and an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
}

extension Label: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        SimViewNode(.hstack, properties: [SimViewProperty("alignment", "center"), SimViewProperty("spacing", "8")],
                    children: flatten(renderer.node(icon)) + flatten(renderer.node(title)))
    }
}

/// A control's node: its label and what it does.
func controlNode(_ role: String, detail: String?, label: any View, _ renderer: SimViewRenderer) -> SimViewNode {
    var properties = [SimViewProperty("role", role)]
    if let detail { properties.append(SimViewProperty("target", detail)) }
    return SimViewNode(.control, properties: properties, children: [renderer.node(label)])
}

/// SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Destructive.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancel.
    public static let cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `Button`. In a widget a button runs an App Intent (`Button(intent:)`, in App Intents).
public struct Button<Label: View> {
    let label: Label
    let action: () -> Void
    /// What the button runs, for the drawing (`intent: CompleteTaskIntent`).
    var target: String?

    /// A button with an action and a label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    /// A button with a role.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    /// A button whose action the simulator names (App Intents' `Button(intent:)`).
    public init(simulatedTarget: String, @ViewBuilder label: () -> Label) {
        self.label = label()
        action = {}
        target = simulatedTarget
    }
}

extension Button where Label == Text {
    /// A button with a title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    /// A button with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A button with a title and a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
}

extension Button where Label == LimelightSwiftUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LimelightSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { controlNode("button", detail: target, label: label, renderer) }
}

/// SwiftUI's `Link`: opens a URL (in a widget, the app with that URL).
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    /// A link with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// A link with a title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    /// A link with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

extension Link: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { controlNode("link", detail: destination.absoluteString, label: label, renderer) }
}

/// SwiftUI's `Toggle`. In a widget a toggle runs an App Intent (`Toggle(isOn:intent:)`, in App Intents).
public struct Toggle<Label: View> {
    let isOn: Bool
    let label: Label
    var target: String?

    /// A toggle bound to a value.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.label = label()
    }

    /// A toggle whose action the simulator names (App Intents' `Toggle(isOn:intent:)`).
    public init(isOn: Bool, simulatedTarget: String, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        target = simulatedTarget
    }
}

extension Toggle where Label == Text {
    /// A toggle with a title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A toggle with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        controlNode("toggle", detail: target, label: label, renderer).setting("isOn", isOn ? "true" : "false")
    }
}

/// SwiftUI's `ProgressView`: a bar (determinate) or a spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(fraction: nil, label: nil) }
    /// A bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: nil)
    }
    /// A timer-driven bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) { self.init(fraction: nil, label: nil) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }
    /// A bar with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: label())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey)) }
    /// A bar with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: Text(titleKey))
    }
}

extension ProgressView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        progressNode(fraction, label: label.map { renderer.node($0) })
    }
}

func progressNode(_ fraction: Double?, label: SimViewNode?) -> SimViewNode {
    SimViewNode(.progress, properties: fraction.map { [SimViewProperty("value", String(format: "%.2f", min(max($0, 0), 1)))] } ?? [],
                children: label.map { flatten($0) } ?? [])
}

/// SwiftUI's `Gauge`: a value in a range, drawn as a bar.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = bounds.upperBound - bounds.lowerBound
        self.init(fraction: span > 0 ? Double((value - bounds.lowerBound) / span) : 0, label: label())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let span = bounds.upperBound - bounds.lowerBound
        self.init(fraction: span > 0 ? Double((value - bounds.lowerBound) / span) : 0, label: label())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        let span = bounds.upperBound - bounds.lowerBound
        self.init(fraction: span > 0 ? Double((value - bounds.lowerBound) / span) : 0, label: label())
    }
}

extension Gauge: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { progressNode(fraction, label: renderer.node(label)) }
}
