import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

/// App Intents' `AppIntent`: an action the system can run and the app donates.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    /// The result type of `perform()`.
    associatedtype PerformResult: IntentResult
    /// The intent's title.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown in Shortcuts (none by default).
    static var description: IntentDescription? { get }
    /// Whether the system brings the app to the foreground to run the intent (false by default; deprecated by Apple
    /// in favour of `supportedModes`, still honoured).
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight offer the intent (true by default).
    static var isDiscoverable: Bool { get }
    /// What a person must do before the intent runs (`.alwaysAllowed` by default).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// An intent with default parameters.
    init()
    /// Runs the intent.
    func perform() async throws -> PerformResult
    /// The type of `parameterSummary` (inferred from it; none when the intent has no summary).
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary<Self>
    /// The sentence Shortcuts shows, e.g. `Summary("Navigate to \(\.$section)")`.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
}

extension AppIntent where SummaryContent == NoParameterSummary<Self> {
    /// No summary.
    public static var parameterSummary: NoParameterSummary<Self> { NoParameterSummary() }
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// The app stays where it is.
    public static var openAppWhenRun: Bool { false }
    /// Discoverable.
    public static var isDiscoverable: Bool { true }
    /// Runs at any time, also while the device is locked.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// `Summary("…")` inside an intent: its `IntentParameterSummary`.
    public typealias Summary = IntentParameterSummary<Self>

    /// Asks the person to confirm before going on; returns when they do, throws when they cancel. The simulated person
    /// confirms at once (logged as `intents.confirmation`) unless the run says otherwise (`intents run … --confirm
    /// cancel|later`; later: `intents confirm` or `intents cancel` answers); outside a run by the system it returns at once.
    public func requestConfirmation() async throws {
        try await SimulatedConfirmation.require(Self.self, dialog: nil, actionName: .continue)
    }

    /// Asks the person to confirm with a dialog and an action name (`.buy`, `.send`, …); returns when they confirm.
    public func requestConfirmation(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
                                    dialog: IntentDialog) async throws {
        try await SimulatedConfirmation.require(Self.self, dialog: dialog, actionName: actionName)
    }

    /// The iOS 16 form: confirm the result before it is returned.
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .continue,
                                                         showPrompt: Bool = true) async throws {
        try await SimulatedConfirmation.require(Self.self, dialog: (result as? SimulatedIntentResult)?.lines.first.map { IntentDialog(stringLiteral: $0) },
                                                actionName: confirmationActionName)
    }
}

/// App Intents' `ConfirmationActionName`: the verb on the confirm button.
public struct ConfirmationActionName: Hashable, Sendable, CustomStringConvertible {
    /// The verb.
    public let description: String

    public static var add: ConfirmationActionName { .init(description: "Add") }
    public static var addData: ConfirmationActionName { .init(description: "Add Data") }
    public static var book: ConfirmationActionName { .init(description: "Book") }
    public static var buy: ConfirmationActionName { .init(description: "Buy") }
    public static var call: ConfirmationActionName { .init(description: "Call") }
    public static var checkIn: ConfirmationActionName { .init(description: "Check In") }
    public static var `continue`: ConfirmationActionName { .init(description: "Continue") }
    public static var create: ConfirmationActionName { .init(description: "Create") }
    public static var `do`: ConfirmationActionName { .init(description: "Do") }
    public static var download: ConfirmationActionName { .init(description: "Download") }
    public static var filter: ConfirmationActionName { .init(description: "Filter") }
    public static var find: ConfirmationActionName { .init(description: "Find") }
    public static var get: ConfirmationActionName { .init(description: "Get") }
    public static var go: ConfirmationActionName { .init(description: "Go") }
    public static var log: ConfirmationActionName { .init(description: "Log") }
    public static var open: ConfirmationActionName { .init(description: "Open") }
    public static var order: ConfirmationActionName { .init(description: "Order") }
    public static var pay: ConfirmationActionName { .init(description: "Pay") }
    public static var play: ConfirmationActionName { .init(description: "Play") }
    public static var playSound: ConfirmationActionName { .init(description: "Play Sound") }
    public static var post: ConfirmationActionName { .init(description: "Post") }
    public static var request: ConfirmationActionName { .init(description: "Request") }
    public static var run: ConfirmationActionName { .init(description: "Run") }
    public static var search: ConfirmationActionName { .init(description: "Search") }
    public static var send: ConfirmationActionName { .init(description: "Send") }
    public static var set: ConfirmationActionName { .init(description: "Set") }
    public static var share: ConfirmationActionName { .init(description: "Share") }
    public static var start: ConfirmationActionName { .init(description: "Start") }
    public static var startNavigation: ConfirmationActionName { .init(description: "Start Navigation") }
    public static var toggle: ConfirmationActionName { .init(description: "Toggle") }
    public static var turnOff: ConfirmationActionName { .init(description: "Turn Off") }
    public static var turnOn: ConfirmationActionName { .init(description: "Turn On") }
    public static var view: ConfirmationActionName { .init(description: "View") }
}

/// App Intents' `ConfirmationConditions`: when a confirmation is asked for.
public struct ConfirmationConditions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Conditions from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// Puts a confirmation to the simulated person (`SimQuestionBoard` of the device) and records the answer.
enum SimulatedConfirmation {
    /// Asks; true when the person confirmed (at once, or when a later command answers).
    static func ask(_ intent: Any.Type, dialog: IntentDialog?, actionName: ConfirmationActionName) async throws -> Bool {
        guard let context = AppContext.current else { return true }
        let question = SimQuestionBoard.Question(app: context.bundleIdentifier, asker: "\(intent)", prompt: dialog?.text ?? "Continue?",
                                                 actionName: actionName.description)
        let board = context.device.questions
        if board.answering == .later {
            context.device.intents.host.record(app: context.bundleIdentifier, "intents.confirmation", "\(question): waiting for the person")
        }
        let confirmed = try await board.ask(question)
        context.device.intents.host.record(app: context.bundleIdentifier, "intents.confirmation", "\(question): \(confirmed ? "confirmed" : "cancelled")")
        return confirmed
    }

    /// Asks; returns when the person confirmed, throws `AppIntentError.UserActionRequired.confirmation` when they cancelled.
    static func require(_ intent: Any.Type, dialog: IntentDialog?, actionName: ConfirmationActionName) async throws {
        guard try await ask(intent, dialog: dialog, actionName: actionName) else { throw AppIntentError.UserActionRequired.confirmation }
    }
}

/// App Intents' `SystemIntent`: an intent with a role the system knows (open, delete, …).
public protocol SystemIntent: AppIntent {}

/// App Intents' `OpenIntent`: opens the app at `target`, an entity or an `AppEnum` case.
public protocol OpenIntent: SystemIntent {
    /// The type of the item opened: an `AppEntity` or an `AppEnum`.
    associatedtype Value: AppValue
    /// What to open.
    var target: Value { get set }
}

/// App Intents' `TargetContentProvidingIntent`: an intent whose effect the app's scene handles
/// (`onAppIntentExecution`), as an `OpenIntent` is.
public protocol TargetContentProvidingIntent: AppIntent {}

/// App Intents' `WidgetConfigurationIntent`: the intent whose parameters configure a widget
/// (`AppIntentConfiguration(kind:intent:provider:)`); the system never performs it, so `perform()` is optional.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Nothing to do: a configuration intent holds parameters.
    public func perform() async throws -> some IntentResult { .result() }
}

/// App Intents' `ControlConfigurationIntent`: the intent whose parameters configure a Control Center control.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Nothing to do: a configuration intent holds parameters.
    public func perform() async throws -> some IntentResult { .result() }
}

/// App Intents' `AudioPlaybackIntent`: an intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}
/// App Intents' `LiveActivityIntent`: an intent that starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: SystemIntent {}
/// App Intents' `ForegroundContinuableIntent`: an intent that can ask to continue in the app.
public protocol ForegroundContinuableIntent: AppIntent {}
/// App Intents' `ProgressReportingIntent`: an intent that reports its progress.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The intent's progress (one per call: the simulator shows none).
    public var progress: Progress { Progress(totalUnitCount: 0) }
}
