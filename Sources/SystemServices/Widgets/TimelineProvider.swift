import LimelightCore

/// The sizes a widget can have.
public enum WidgetFamilyKind: String, Hashable, Codable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
}

/// `TimelineRequestContext`: what WidgetKit tells a provider about the request.
public struct TimelineRequestContext: Hashable, Sendable {
    /// The widget's family.
    public var family: WidgetFamilyKind
    /// True when the widget appears in the widget gallery.
    public var isPreview: Bool
    /// The simulated time of the request (providers must use this, never a wall clock).
    public var now: SimInstant
    /// The device the widget is on.
    public var device: String

    /// Creates a context.
    public init(family: WidgetFamilyKind, isPreview: Bool = false, now: SimInstant, device: String) {
        self.family = family
        self.isPreview = isPreview
        self.now = now
        self.device = device
    }
}

/// A widget's timeline provider: `placeholder(in:)`, `getSnapshot(in:completion:)`, `getTimeline(in:completion:)`.
///
/// The completion-handler forms are modelled as functions returning their value at once; a provider that needs
/// data reads it from the app's store (the device layer hands it in when constructing the provider).
public protocol TimelineSource: AnyObject {
    /// A fast, generic entry shown redacted while the widget loads.
    func placeholder(in context: TimelineRequestContext) -> TimelineEntryRecord
    /// A single entry for transient places such as the widget gallery (`context.isPreview`).
    func snapshot(in context: TimelineRequestContext) -> TimelineEntryRecord
    /// The current and future entries plus the reload policy.
    func timeline(in context: TimelineRequestContext) -> TimelineRecord
}

/// A timeline provider made of closures: handy for tests and small apps.
public final class ClosureTimelineProvider: TimelineSource {
    private let makeTimeline: (TimelineRequestContext) -> TimelineRecord
    private let makePlaceholder: (TimelineRequestContext) -> TimelineEntryRecord

    /// Creates a provider whose snapshot is the timeline's first entry (or the placeholder).
    public init(placeholder: @escaping (TimelineRequestContext) -> TimelineEntryRecord = { TimelineEntryRecord(date: $0.now, content: "placeholder") },
                timeline: @escaping (TimelineRequestContext) -> TimelineRecord) {
        self.makePlaceholder = placeholder
        self.makeTimeline = timeline
    }

    /// The placeholder entry.
    public func placeholder(in context: TimelineRequestContext) -> TimelineEntryRecord { makePlaceholder(context) }

    /// The first timeline entry, or the placeholder when the timeline is empty.
    public func snapshot(in context: TimelineRequestContext) -> TimelineEntryRecord {
        makeTimeline(context).entries.first ?? makePlaceholder(context)
    }

    /// The timeline.
    public func timeline(in context: TimelineRequestContext) -> TimelineRecord { makeTimeline(context) }
}

/// A widget kind an app declares (`StaticConfiguration(kind:provider:)`): its kind string, families and provider.
public struct WidgetDeclaration {
    /// The kind string `WidgetCenterRecord.reloadTimelines(ofKind:)` uses.
    public var kind: String
    /// The app that contains the widget extension.
    public var app: String
    /// The name shown in the widget gallery.
    public var displayName: String
    /// Supported families (`supportedFamilies`).
    public var supportedFamilies: [WidgetFamilyKind]
    /// The provider.
    public var provider: TimelineSource

    /// Declares a widget kind.
    public init(kind: String, app: String, displayName: String, supportedFamilies: [WidgetFamilyKind] = [.systemSmall, .systemMedium],
                provider: TimelineSource) {
        self.kind = kind
        self.app = app
        self.displayName = displayName
        self.supportedFamilies = supportedFamilies
        self.provider = provider
    }
}
