import Foundation
import LimelightCore
import SystemServices
import LimelightSwiftUI
import LimelightAppIntents

/// WidgetKit's `TimelineEntryRelevance(score:duration:)`.
public typealias TimelineEntryRelevance = SystemServices.EntryRelevance

/// WidgetKit's `TimelineEntry`: an entry's date and, optionally, its relevance.
public protocol TimelineEntry {
    /// When WidgetKit shows the entry.
    var date: Date { get }
    /// How relevant the entry is in the Smart Stack (nil: none).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance, as Apple's default.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
    /// The simulator's policy.
    public let simulated: SystemServices.ReloadPolicy

    /// Ask again after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(simulated: .atEnd)
    /// Ask again only when the app asks through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(simulated: .never)
    /// Ask again at (not before) `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(simulated: .after(SimInstant(date))) }
}

/// WidgetKit's `Timeline`: entries and when to ask again.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// The reload policy.
    public let policy: TimelineReloadPolicy

    /// A timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// WidgetKit's `TimelineProviderContext`: the family asked for, its size and whether it is a preview.
public struct TimelineProviderContext {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether WidgetKit asks for the widget gallery.
    public let isPreview: Bool
    /// The widget's size in points on the simulated device.
    public var displaySize: CGSize { CGSize(width: family.simulatedSize.width, height: family.simulatedSize.height) }
    /// The environments the widget may be drawn in (the simulator draws one: light, full color).
    public var environmentVariants: EnvironmentVariants { EnvironmentVariants() }

    /// The environment values the widget may be drawn with.
    public struct EnvironmentVariants: Sendable {
        /// The color schemes.
        public var colorScheme: [ColorScheme]? { [.light] }
    }
}

/// WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext
    /// A generic entry shown while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// One entry for the gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries and the reload policy.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// WidgetKit's `AppIntentTimelineProvider`: a provider for a widget the person configures with an App Intent
/// (`AppIntentConfiguration`). Its `async` functions run on the app's executor, to completion within the simulator's
/// step when they wait on nothing still pending.
public protocol AppIntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent (Apple constrains it to `WidgetConfigurationIntent`).
    associatedtype Intent: LimelightAppIntents.WidgetConfigurationIntent
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext
    /// A generic entry shown while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// One entry for the gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries and the reload policy.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured intents (watchOS, and widgets people cannot configure).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// None.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// WidgetKit's `AppIntentRecommendation`: a configuration the system offers.
public struct AppIntentRecommendation<Intent: LimelightAppIntents.WidgetConfigurationIntent> {
    /// The configured intent.
    public let intent: Intent
    /// Its description.
    public let description: Text
    /// A recommendation.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.init(intent: intent, description: Text(description)) }
}

/// WidgetKit's `IntentTimelineProvider`: a provider for a widget configured with a SiriKit intent
/// (`IntentConfiguration`). The simulator cannot make the intent type's instance by itself, so such a widget shows its
/// placeholder entry (logged as `widget.timeline.late`).
public protocol IntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The SiriKit intent (an `INIntent` subclass).
    associatedtype Intent: AnyObject
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext
    /// A generic entry shown while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// One entry for the gallery.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries and the reload policy.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured intents.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// None.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// WidgetKit's `IntentRecommendation`.
public struct IntentRecommendation<Intent: AnyObject> {
    /// The configured intent.
    public let intent: Intent
    /// Its description.
    public let description: Text
    /// A recommendation.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.init(intent: intent, description: Text(description)) }
}
