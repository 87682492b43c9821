import Foundation
import LimelightCore
import SystemServices

/// WidgetKit's `TimelineEntryRelevance(score:duration:)`.
public typealias TimelineEntryRelevance = SystemServices.TimelineEntryRelevance
/// WidgetKit's `WidgetFamily`.
public typealias WidgetFamily = SystemServices.WidgetFamily

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
    public let simulated: SystemServices.TimelineReloadPolicy

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

/// WidgetKit's `TimelineProviderContext`: the family asked for and whether it is a preview.
public struct TimelineProviderContext {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether WidgetKit asks for the widget gallery.
    public let isPreview: Bool
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
