import LimelightCore

/// `EntryRelevance(score:duration:)`: how important an entry is relative to the provider's other entries.
public struct EntryRelevance: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A value on the app's own scale; 0 or lower means "not relevant".
    public var score: Float
    /// Seconds after the entry's date during which the widget may rotate to the top; 0 means until the next relevance.
    public var duration: Double

    /// Creates a relevance, as Apple's `init(score:duration:)` does (duration defaults to 0).
    public init(score: Float, duration: Double = 0) {
        self.score = score
        self.duration = duration
    }

    /// `relevance(score: 100, duration: 0s)`.
    public var description: String {
        "relevance(score: \(CSAttributeValueFormat.format(Double(score))), duration: \(SimDuration(seconds: duration)))"
    }
}

/// One timeline entry: when it shows, its relevance and what the widget displays.
public struct TimelineEntryRecord: Hashable, Codable, Sendable {
    /// When WidgetKit shows the entry.
    public var date: SimInstant
    /// The entry's relevance, if any.
    public var relevance: EntryRelevance?
    /// What the widget shows, as text (the simulator's rendering of the view).
    public var content: String
    /// The widget's own SwiftUI view for this entry, evaluated for the widget's family, when the app declared the
    /// widget with its view (`SimulatedWidget.declare(MyWidget())`); nil for a text-only declaration.
    public var view: SimViewNode?

    /// Creates an entry.
    public init(date: SimInstant, relevance: EntryRelevance? = nil, content: String = "", view: SimViewNode? = nil) {
        self.date = date
        self.relevance = relevance
        self.content = content
        self.view = view
    }
}

/// When WidgetKit asks for the next timeline: `.atEnd`, `.after(date)` or `.never`.
public enum ReloadPolicy: Hashable, Codable, Sendable, CustomStringConvertible {
    /// After the last entry's date passes.
    case atEnd
    /// At (not before) the given date.
    case after(SimInstant)
    /// Only when the app asks through `WidgetCenterRecord`.
    case never

    /// `.atEnd`, `.after(2026-01-05T09:15:00Z)`, `.never`.
    public var description: String {
        switch self {
        case .atEnd: ".atEnd"
        case .after(let d): ".after(\(d))"
        case .never: ".never"
        }
    }
}

/// `TimelineRecord(entries:policy:)`: the entries a provider returns and when to ask again.
public struct TimelineRecord: Hashable, Codable, Sendable {
    /// The entries, in date order.
    public var entries: [TimelineEntryRecord]
    /// When to request the next timeline.
    public var policy: ReloadPolicy

    /// Creates a timeline; entries are kept in date order.
    public init(entries: [TimelineEntryRecord], policy: ReloadPolicy) {
        self.entries = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        self.policy = policy
    }
}
