import Foundation
import LimelightAppIntents
import LimelightSwiftUI
import SystemServices

/// WidgetKit's `WidgetRenderingMode`: how the system draws the widget.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    /// `fullColor`, `accented`, `vibrant`.
    public let description: String
    /// Full color (the Home Screen).
    public static let fullColor = WidgetRenderingMode(description: "fullColor")
    /// Accented (tinted Home Screen, watchOS).
    public static let accented = WidgetRenderingMode(description: "accented")
    /// Vibrant (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(description: "vibrant")
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// Whether the widget's container background shows (true on the Home Screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// How the widget is drawn (the simulator draws full color).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// The widget's default content margins.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether an accessory widget shows its label.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// A widget's background (`.containerBackground(.fill.tertiary, for: .widget)`).
    public static let widget = ContainerBackgroundPlacement(simulatedName: "widget")
}

extension View {
    /// The URL the app opens with when the person taps the widget.
    public nonisolated func widgetURL(_ url: URL?) -> some View {
        modifier(SimModifier.property("widgetURL", url?.absoluteString ?? ""))
    }
    /// The view takes the accent color in accented rendering.
    public nonisolated func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(SimModifier.property("widgetAccentable", accentable ? "true" : "false"))
    }
    /// A label for an accessory widget (watchOS corners, circular complications).
    public nonisolated func widgetLabel<S: StringProtocol>(_ label: S) -> some View { modifier(SimModifier.property("widgetLabel", String(label))) }
    /// A label for an accessory widget.
    public nonisolated func widgetLabel(_ label: LocalizedStringKey) -> some View { modifier(SimModifier.property("widgetLabel", Text(label).plainText)) }
    /// A view label for an accessory widget (not drawn).
    public nonisolated func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { modifier(SimModifier.property("widgetLabel", "view")) }
    /// The preview's widget context (previews are not shown).
    public nonisolated func previewContext(_ context: WidgetPreviewContext) -> some View { modifier(SimModifier.property("previewContext", context.family.description)) }
}

/// WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: Sendable {
    /// The family previewed.
    public let family: WidgetFamily
    /// A context for a family.
    public init(family: WidgetFamily) { self.family = family }
}

/// WidgetKit's `PreviewTimelineBuilder`: the entries of a `#Preview(as:widget:timeline:)`.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// The first entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// More entries.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] { accumulated + next }
    /// Entries from a loop.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    /// No entries.
    public static func buildBlock() -> [any TimelineEntry] { [] }
}

extension Preview {
    /// A preview of a widget stepping through `timeline`'s entries.
    @MainActor
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.init(simulatedName: name)
    }
    /// A preview of a widget with a static configuration and its provider.
    @MainActor
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                timelineProvider: @escaping () -> P) {
        self.init(simulatedName: name)
    }
    /// A preview of a widget configured with an App Intent.
    @MainActor
    public init<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                         widget: @escaping () -> W, timelineProvider: @escaping () -> P) {
        self.init(simulatedName: name)
    }
    /// A preview of a widget configured with an App Intent, stepping through `timeline`'s entries.
    @MainActor
    public init<W: Widget, I: LimelightAppIntents.AppIntent>(_ name: String? = nil, as family: WidgetFamily, using intent: I,
                                                             widget: @escaping () -> W,
                                                             @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.init(simulatedName: name)
    }
}

/// WidgetKit's `#Preview(_:as:widget:timeline:)`: a widget preview (type-checked, not shown).
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "LimelightMacros", type: "PreviewMacro")

/// WidgetKit's `#Preview(_:as:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                     timelineProvider: @escaping () -> P) =
    #externalMacro(module: "LimelightMacros", type: "PreviewMacro")

/// WidgetKit's `#Preview(_:as:using:widget:timelineProvider:)` for App Intent configurations.
@freestanding(declaration)
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                              widget: @escaping () -> W, timelineProvider: @escaping () -> P) =
    #externalMacro(module: "LimelightMacros", type: "PreviewMacro")

/// WidgetKit's `#Preview(_:as:using:widget:timeline:)` for App Intent configurations.
@freestanding(declaration)
public macro Preview<W: Widget, I: LimelightAppIntents.AppIntent>(_ name: String? = nil, as family: WidgetFamily, using intent: I,
                                                                  widget: @escaping () -> W,
                                                                  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "LimelightMacros", type: "PreviewMacro")
