import Foundation
import LimelightAppIntents
import LimelightSwiftUI

/// WidgetKit's `ControlWidget` (iOS 18): a control in Control Center or on the Lock Screen. Declared so a control's
/// file compiles; the simulator has no Control Center and does not show controls.
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The configuration's type.
    associatedtype Body: ControlWidgetConfiguration
    /// Makes the control.
    init()
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// WidgetKit's `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The body's type.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration's content.
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// WidgetKit's `ControlWidgetConfigurationBuilder`.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// A configuration expression.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// A configuration under `if #available`.
    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// WidgetKit's `ControlWidgetTemplate`: a control's look (a button or a toggle).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {}

/// WidgetKit's `ControlWidgetTemplateBuilder`.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// One template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// A template expression.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// A template under `if #available`.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// WidgetKit's `ControlValueProvider`: the current value of a control.
public protocol ControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The value shown in the gallery.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
}

/// WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate> {
    /// The control's kind.
    public let kind: String
    var name = ""

    /// A control of `kind`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) { self.kind = kind }
    /// A control of `kind` whose value `provider` gives.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) { self.kind = kind }
}

extension StaticControlConfiguration: ControlWidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("StaticControlConfiguration is read by the simulator") }
}

/// WidgetKit's `AppIntentControlConfiguration`: a control whose options a `ControlConfigurationIntent` holds.
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate> {
    /// The control's kind.
    public let kind: String

    /// A control of `kind` configured by `intent`.
    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) { self.kind = kind }
    /// A control of `kind` whose value `provider` gives from the configuration intent.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Configuration == Provider.Configuration { self.kind = kind }
}

extension AppIntentControlConfiguration: ControlWidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("AppIntentControlConfiguration is read by the simulator") }
}

/// WidgetKit's `AppIntentControlValueProvider`: a control's value, from its configuration intent.
public protocol AppIntentControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The configuration intent's type.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in the gallery.
    func previewValue(configuration: Configuration) -> Value
    /// The value now.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control in a widget bundle's `body` (WidgetKit's `WidgetBundleBuilder.buildExpression(_:)` for a
/// `ControlWidget`): listed with the bundle's widgets, never declared as one (the simulator shows no controls).
public struct SimBundledControl<Control: ControlWidget>: Widget, SimBundledNonWidget {
    /// The control.
    public init() {}
    /// No body: the simulator skips controls.
    public var body: Never { fatalError("a control in a widget bundle has no widget body") }
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle.
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget { SimBundledControl<Content>() }
}

/// A control configuration with a modifier applied (`.displayName(_:)`, `.description(_:)`).
public struct SimModifiedControlConfiguration<Base: ControlWidgetConfiguration> {
    let base: Base
}

extension SimModifiedControlConfiguration: ControlWidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("read by the simulator") }
}

extension ControlWidgetConfiguration {
    /// The control's name.
    public nonisolated func displayName(_ name: LocalizedStringKey) -> some ControlWidgetConfiguration { SimModifiedControlConfiguration(base: self) }
    /// The control's name.
    @_disfavoredOverload
    public nonisolated func displayName<S: StringProtocol>(_ name: S) -> some ControlWidgetConfiguration { SimModifiedControlConfiguration(base: self) }
    /// The control's name.
    public nonisolated func displayName(_ name: some LocalizedStringResourceConvertible) -> some ControlWidgetConfiguration {
        SimModifiedControlConfiguration(base: self)
    }
    /// The control's description.
    public nonisolated func description(_ description: LocalizedStringKey) -> some ControlWidgetConfiguration { SimModifiedControlConfiguration(base: self) }
    /// The control's description.
    @_disfavoredOverload
    public nonisolated func description<S: StringProtocol>(_ description: S) -> some ControlWidgetConfiguration {
        SimModifiedControlConfiguration(base: self)
    }
}

/// WidgetKit's `ControlWidgetButton`: a button running an App Intent.
public struct ControlWidgetButton<Label: View> {
    let label: Label
    /// A button running `action`.
    public init<Action: LimelightAppIntents.AppIntent>(action: Action, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension ControlWidgetButton: ControlWidgetTemplate {}

/// WidgetKit's `ControlWidgetToggle`: a toggle running an App Intent.
public struct ControlWidgetToggle<Label: View> {
    let label: Label
    /// A toggle bound to `isOn` running `action`.
    public init<Action: LimelightAppIntents.AppIntent>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle with a title.
    public init<Action: LimelightAppIntents.AppIntent>(_ title: LocalizedStringKey, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { Text(title) }
    }
}

extension ControlWidgetToggle: ControlWidgetTemplate {}

/// WidgetKit's `ControlCenter`: reloads the app's controls (nothing to reload in the simulator).
public final class ControlCenter: Sendable {
    /// The app's control center.
    public static let shared = ControlCenter()
    private init() {}
    /// Reloads the controls of `kind`.
    public func reloadControls(ofKind kind: String) {}
    /// Reloads every control.
    public func reloadAllControls() {}
}
