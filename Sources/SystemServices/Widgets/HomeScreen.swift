import LimelightCore

/// What started a reload: it decides whether the reload counts against the budget.
public enum ReloadTrigger: String, Hashable, Sendable {
    /// The timeline's reload policy came due (budgeted).
    case policy
    /// The app called `WidgetCenterRecord` (budgeted unless the app is in the foreground or has an audio/navigation session).
    case widgetCenter
    /// The widget was just placed (free: WidgetKit needs a first timeline).
    case added
    /// A button or toggle in the widget ran an app intent (free).
    case widgetIntent
    /// A system change such as locale, Dynamic Type or accessibility (free).
    case systemChange
}

/// One placed widget: its kind, size, current timeline and reload bookkeeping.
public struct WidgetInstance: Hashable, Sendable {
    /// `W1`, `W2`, … in placement order.
    public let id: String
    /// The widget kind.
    public let kind: String
    /// The app containing the widget.
    public let app: String
    /// The size.
    public let family: WidgetFamilyKind
    /// The stack holding it, if any.
    public internal(set) var stackID: String?
    /// The entries of the current timeline.
    public internal(set) var entries: [TimelineEntryRecord] = []
    /// The current timeline's policy (nil before the first timeline).
    public internal(set) var policy: ReloadPolicy?
    /// When the last reload ran.
    public internal(set) var lastReload: SimInstant?
    /// When the next policy reload is scheduled.
    public internal(set) var nextReload: SimInstant?
    /// Times of budgeted reloads (the budget counts those in the rolling window).
    public internal(set) var budgetedReloads: [SimInstant] = []
    /// How many times the provider's timeline function ran.
    public internal(set) var timelineRequests: Int = 0
    /// Relevance scores received, with the entry dates they apply from.
    public internal(set) var relevanceHistory: [(SimInstant, Float)] = []
    /// Times this widget was rotated to the top of its stack.
    public internal(set) var rotations: [SimInstant] = []

    /// The entry on display at `instant`: the latest entry dated at or before it (nil if none yet).
    public func entry(at instant: SimInstant) -> TimelineEntryRecord? { entries.last { $0.date <= instant } }

    /// Equal when every stored property is (relevance history compared sample by sample).
    public static func == (lhs: WidgetInstance, rhs: WidgetInstance) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.app == rhs.app && lhs.family == rhs.family && lhs.stackID == rhs.stackID
            && lhs.entries == rhs.entries && lhs.policy == rhs.policy && lhs.lastReload == rhs.lastReload
            && lhs.nextReload == rhs.nextReload && lhs.budgetedReloads == rhs.budgetedReloads
            && lhs.timelineRequests == rhs.timelineRequests && lhs.rotations == rhs.rotations
            && lhs.relevanceHistory.elementsEqual(rhs.relevanceHistory) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// Hashes the id (equal instances share it).
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A stack of widgets of one size, with Smart Rotate on or off.
public struct SmartStack: Hashable, Codable, Sendable {
    /// `S1`, `S2`, … in creation order.
    public let id: String
    /// Widget ids in the user's order.
    public internal(set) var widgetIDs: [String]
    /// Whether Smart Rotate may bring relevant widgets to the top (default on).
    public internal(set) var smartRotate: Bool = true
    /// The widget currently on top.
    public internal(set) var topWidgetID: String?
}

/// One slot of the Home Screen: a single widget or a stack.
public enum HomeScreenItem: Hashable, Codable, Sendable {
    case widget(String)
    case stack(String)
}

/// One line of a stack's ranking: the widget, its relevance now and why it sits where it does.
public struct StackRanking: Hashable, Sendable {
    /// The widget id.
    public let widgetID: String
    /// The widget kind.
    public let kind: String
    /// The raw relevance score in effect now, if any.
    public let score: Float?
    /// The score after the arbitration rule (normalised), when relevant.
    public let rankValue: Double?
    /// Whether the widget is currently on top.
    public let isTop: Bool
    /// A human-readable reason.
    public let reason: String
}

/// A widget's reload budget at a moment.
public struct ReloadBudgetStatus: Hashable, Sendable {
    /// Budgeted reloads in the current window.
    public let used: Int
    /// The limit (nil in developer mode).
    public let limit: Int?
    /// When the next budgeted reload becomes possible (nil when one is possible now).
    public let nextAvailable: SimInstant?
}

/// What a `WidgetCenterRecord` call did.
public enum WidgetCenterResponse: Hashable, Sendable {
    /// Reloads were requested for these widget ids.
    case requested([String])
    /// No placed widget of the app matches.
    case noWidgets
    /// WidgetKit does not exist on this platform (a value, not a crash).
    case unavailable(String)
}
