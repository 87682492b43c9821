import LimelightCore

/// One event of a scenario's simulation, kept for the HTML report's timeline.
public struct TimelineEvent: Sendable, Codable, Equatable {
    /// Simulated seconds since the reference date (the event's `SimInstant`).
    public var seconds: Double
    /// The device it happened on, if any.
    public var device: String?
    /// The app it concerns, if any.
    public var app: String?
    /// The dotted kind, e.g. `widgets.reload`.
    public var kind: String
    /// The one-line message (cut at `ScenarioPictures.messageLimit` characters).
    public var message: String

    /// Creates an event from its parts.
    public init(seconds: Double, device: String?, app: String?, kind: String, message: String) {
        self.seconds = seconds
        self.device = device
        self.app = app
        self.kind = kind
        self.message = message
    }
}

/// What a scenario showed, for the HTML report: the simulation's events (its timeline) and how much was left out.
/// The screens themselves travel with the steps (`StepResult.screen`).
public struct ScenarioPictures: Sendable, Codable, Equatable {
    /// The most screens kept per scenario (one per step that changed the screen); later changes are counted, not kept.
    public static let screenLimit = 200
    /// The most events kept per scenario (the first ones); the rest are counted.
    public static let eventLimit = 5_000
    /// The most characters of an event message kept.
    public static let messageLimit = 300

    /// The first `eventLimit` events, oldest first.
    public var events: [TimelineEvent] = []
    /// Events after the first `eventLimit`, not kept.
    public var eventsOmitted = 0
    /// Screen changes after the first `screenLimit`, not kept.
    public var screensOmitted = 0
    /// The screen before the first step (a snapshot's, or the empty world's).
    public var initialScreen: [String] = []
    /// The selected device's Home Screen when the scenario ended, if it had widgets on it (the report's gallery).
    public var homeScreen: [String]? = nil
    /// The widgets of that Home Screen that draw their own SwiftUI view, each as an SVG drawing (the report's gallery).
    public var homeWidgets: [String]? = nil
    /// The simulated clock when the scenario ended (seconds since the reference date).
    public var end: Double = 0

    /// Creates an empty record.
    public init() {}
}
