import LimelightCore

/// What a device's Spotlight search screen shows after `spotlight search`: the typed text, its first result rows and
/// suggestions, and where the event log stood, so later user events on the device can take the screen away.
public struct SearchScreenState: Codable, Sendable, Equatable {
    /// One result row as the Spotlight UI lays it out.
    public struct Row: Codable, Sendable, Equatable {
        /// The title (or display name, or identifier).
        public var title: String
        /// The description line (`contentDescription`), if any.
        public var description: String?
        /// The app's display name.
        public var app: String

        /// Creates a row from its parts.
        public init(title: String, description: String?, app: String) {
            self.title = title
            self.description = description
            self.app = app
        }
    }

    /// The most result rows kept (a phone shows fewer without scrolling); the count of the rest is kept.
    public static let rowLimit = 20
    /// The most result rows one `spotlight search` prints (`--max` reads at most 1,000,000): what `results` may hold.
    public static let printedResultLimit = 1_000_000
    /// The most suggestions kept.
    public static let suggestionLimit = 10

    /// What the person typed.
    public var text: String
    /// The first `rowLimit` result rows, in ranked order (numbered as `spotlight search` prints them).
    public var rows: [Row]
    /// Every result row `spotlight search` printed, by number (1 = first): what `spotlight tap 1` takes. Kept when the
    /// screen is dismissed: the numbers refer to the last list printed until another search prints one.
    public var results: [ShownResult] = []
    /// How many results there were in all.
    public var totalCount: Int
    /// The first `suggestionLimit` suggestions, as `spotlight search` prints them.
    public var suggestions: [String]
    /// How many events the log held right after the search; events from `checkedUpTo` on are not yet examined.
    public var checkedUpTo: Int
    /// Whether the person did something else on the device since (the screen is gone).
    public var dismissed = false

    /// Creates the screen of a search, keeping at most `rowLimit` rows and `suggestionLimit` suggestions.
    public init(text: String, rows: [Row], totalCount: Int, suggestions: [String], eventCount: Int) {
        self.text = text
        self.rows = Array(rows.prefix(Self.rowLimit))
        self.totalCount = totalCount
        self.suggestions = Array(suggestions.prefix(Self.suggestionLimit))
        self.checkedUpTo = eventCount
    }

    /// Whether an event on the device takes the search screen away: the person opened or used an app, tapped a
    /// result, continued an activity, locked or rebooted the device. Background work (indexing, widget reloads, the
    /// clock) leaves it up.
    public static func dismisses(_ event: Event) -> Bool {
        let k = event.kind
        if k.hasPrefix("app.") { return !k.hasPrefix("app.spotlight.") && k != "app.backgrounded" }
        return k == "spotlight.tapped" || k.hasPrefix("entities.") || k == "activity.continued" || k == "device.locked"
            || k == "device.rebooted" || k == "tips.dismissed" || k == "intents.ran"
    }
}

extension WorldSearch {
    /// The search screen of `device` if it is still up, examining only the events logged since the last look.
    public mutating func searchScreen(device: String, log: EventLog) -> SearchScreenState? {
        guard var state = searchScreens[device] else { return nil }
        if !state.dismissed {
            let events = log.events
            var i = state.checkedUpTo
            while i < events.count {
                let e = events[i]
                i += 1
                if e.device == device, SearchScreenState.dismisses(e) {
                    state.dismissed = true
                    break
                }
            }
            state.checkedUpTo = events.count
            searchScreens[device] = state
        }
        return state.dismissed ? nil : state
    }
}
