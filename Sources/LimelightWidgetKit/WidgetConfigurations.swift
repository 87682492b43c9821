import Foundation
import LimelightAppIntents
import LimelightCore
import LimelightSwiftUI
import SimulatorKit
import SystemServices

/// What the simulator reads from a widget's configuration: its kind, names, families and options, and how to run
/// its provider and draw its view.
public struct SimWidgetDescription {
    /// The kind string.
    public var kind: String
    /// `configurationDisplayName`.
    public var displayName = ""
    /// `description`.
    public var description = ""
    /// `supportedFamilies` (nil: every family the platform has).
    public var supportedFamilies: [WidgetFamily]?
    /// `contentMarginsDisabled()`.
    public var contentMarginsDisabled = false
    /// `containerBackgroundRemovable(_:)`.
    public var containerBackgroundRemovable = true
    /// `disfavoredLocations(_:for:)`.
    public var disfavoredLocations: [String] = []
    /// Where the app declared the widget (`SimulatedWidget.declare`'s call), named when its provider is stuck.
    var site = ""
    /// Makes the provider the simulated widget service asks, running as `context`'s app.
    let makeProvider: (SimWidgetDescription, AppContext) -> SystemServices.TimelineSource

    /// The families a widget has when its configuration names none (Apple's default: all of the platform's).
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                                         .accessoryCircular, .accessoryRectangular, .accessoryInline]
}

/// A configuration the simulator reads (`StaticConfiguration`, `AppIntentConfiguration`, … and their modifiers).
protocol SimWidgetConfigurationSource {
    var simulatedDescription: SimWidgetDescription? { get }
}

/// Draws a widget's content view for an entry: the environment WidgetKit gives it (`widgetFamily`, container
/// background, `.placeholder` redaction), then the view's drawing wrapped with the widget's margins.
func widgetNode<Content: View>(_ content: Content, family: WidgetFamily, placeholder: Bool, description: SimWidgetDescription) -> SimViewNode {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.showsWidgetContainerBackground = family.hasContainerBackground
    environment.simulatedContainerSize = CGSize(width: family.simulatedSize.width, height: family.simulatedSize.height)
    if placeholder { environment.redactionReasons = .placeholder }
    let margins = family.hasContainerBackground && !description.contentMarginsDisabled ? "16" : "0"
    var properties = [SimViewProperty("widgetFamily", family.description), SimViewProperty("contentMargins", margins)]
    if placeholder { properties.append(SimViewProperty("redacted", "placeholder")) }
    return SimViewNode(.group, properties: properties, children: [SimViewRenderer.node(content, environment: environment)])
}

/// WidgetKit's `StaticConfiguration`: a widget with no options the person configures.
public struct StaticConfiguration<Content: View>: SimWidgetConfigurationSource {
    let description: SimWidgetDescription

    /// A widget of `kind` whose entries `provider` makes and `content` draws.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        description = SimWidgetDescription(kind: kind) { description, context in
            ProviderBridge(provider: provider, context: context, kind: description.kind, site: description.site, content: { _ in "" }, view: { entry, family, placeholder in
                widgetNode(content(entry), family: family, placeholder: placeholder, description: description)
            })
        }
    }

    var simulatedDescription: SimWidgetDescription? { description }
}

extension StaticConfiguration: WidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("StaticConfiguration is read by the simulator") }
}

/// WidgetKit's `AppIntentConfiguration`: a widget the person configures with an App Intent. The simulator runs its
/// provider with the intent's default configuration (`Intent()`).
public struct AppIntentConfiguration<Content: View>: SimWidgetConfigurationSource {
    let description: SimWidgetDescription

    /// A widget of `kind` configured by `intent`, whose entries `provider` makes and `content` draws.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        description = SimWidgetDescription(kind: kind) { description, context in
            let intent = Provider.Intent()
            return ProviderBridge(provider: AppIntentProviderAdapter(provider: provider, intent: intent), context: context,
                                  kind: description.kind, site: description.site, calls: .appIntent(provider, intent: intent),
                                  content: { _ in "" }, view: { entry, family, placeholder in
                widgetNode(content(entry), family: family, placeholder: placeholder, description: description)
            })
        }
    }

    var simulatedDescription: SimWidgetDescription? { description }
}

extension AppIntentConfiguration: WidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("AppIntentConfiguration is read by the simulator") }
}

/// WidgetKit's `IntentConfiguration`: a widget configured with a SiriKit intent. The simulator cannot make the intent,
/// so it shows the provider's placeholder.
public struct IntentConfiguration<Content: View>: SimWidgetConfigurationSource {
    let description: SimWidgetDescription

    /// A widget of `kind` configured by `intent`, whose entries `provider` makes and `content` draws.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Provider.Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        description = SimWidgetDescription(kind: kind) { description, context in
            ProviderBridge(provider: IntentProviderAdapter(provider: provider), context: context, kind: description.kind,
                           site: description.site, content: { _ in "" },
                           view: { entry, family, placeholder in
                widgetNode(content(entry), family: family, placeholder: placeholder, description: description)
            })
        }
    }

    var simulatedDescription: SimWidgetDescription? { description }
}

extension IntentConfiguration: WidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("IntentConfiguration is read by the simulator") }
}

/// WidgetKit's `EmptyWidgetConfiguration`: no widget.
public struct EmptyWidgetConfiguration {
    /// No widget.
    public init() {}
}

extension EmptyWidgetConfiguration: WidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// A configuration with a modifier applied (`.configurationDisplayName("…")`, `.supportedFamilies([…])`, …).
public struct SimModifiedWidgetConfiguration<Base: WidgetConfiguration>: SimWidgetConfigurationSource {
    let base: Base
    let update: (inout SimWidgetDescription) -> Void

    var simulatedDescription: SimWidgetDescription? {
        guard var description = SimulatedWidget.description(of: base) else { return nil }
        update(&description)
        return description
    }
}

extension SimModifiedWidgetConfiguration: WidgetConfiguration {
    /// Read by the simulator.
    public var body: Never { fatalError("read by the simulator") }
}

/// WidgetKit's `WidgetLocation`: where a widget can sit.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// iPhone widgets on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension WidgetConfiguration {
    nonisolated func simModified(_ update: @escaping (inout SimWidgetDescription) -> Void) -> SimModifiedWidgetConfiguration<Self> {
        SimModifiedWidgetConfiguration(base: self, update: update)
    }

    /// The name the widget gallery shows.
    public nonisolated func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        simModified { $0.displayName = displayName.plainText }
    }
    /// The name the widget gallery shows.
    public nonisolated func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }
    /// The name the widget gallery shows.
    @_disfavoredOverload
    public nonisolated func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayName))
    }
    /// The name the widget gallery shows.
    public nonisolated func configurationDisplayName(_ displayName: some LocalizedStringResourceConvertible) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayName))
    }
    /// The description the widget gallery shows.
    public nonisolated func description(_ description: Text) -> some WidgetConfiguration {
        simModified { $0.description = description.plainText }
    }
    /// The description the widget gallery shows.
    public nonisolated func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { description(Text(descriptionKey)) }
    /// The description the widget gallery shows.
    @_disfavoredOverload
    public nonisolated func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self.description(Text(description)) }
    /// The description the widget gallery shows.
    public nonisolated func description(_ description: some LocalizedStringResourceConvertible) -> some WidgetConfiguration {
        self.description(Text(description))
    }
    /// The families the widget comes in.
    public nonisolated func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        simModified { $0.supportedFamilies = families }
    }
    /// No default content margins: the view reaches the widget's edges.
    public nonisolated func contentMarginsDisabled() -> some WidgetConfiguration { simModified { $0.contentMarginsDisabled = true } }
    /// Whether the system may remove the container background (StandBy, the Lock Screen).
    public nonisolated func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        simModified { $0.containerBackgroundRemovable = isRemovable }
    }
    /// Locations the widget is not suggested for.
    public nonisolated func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        simModified { $0.disfavoredLocations += locations.map(\.name) }
    }
    /// The widget asks the person to configure it when added.
    public nonisolated func promptsForUserConfiguration() -> some WidgetConfiguration { simModified { _ in } }
    /// Background URL session events (not simulated).
    public nonisolated func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                                         _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration {
        simModified { _ in }
    }
}
