import LimelightCore
import SystemServices

/// A program that runs its own App Intents when the system asks (Siri, Shortcuts, a widget button, a Spotlight tap).
///
/// `perform(_:)` is the intent's `perform()` inside the app's process; `onAppIntentExecution(_:)` is SwiftUI's
/// `.onAppIntentExecution` modifier, which sees intents adopting `TargetContentProvidingIntent` (every `OpenIntent`).
public protocol AppIntentHandling: AppProgram {
    /// Runs the intent's `perform()`; returns the lines of its result (dialog, value) to print.
    func perform(_ intent: IntentRecord) throws -> [String]
    /// Handles an executed target-content intent in the UI (e.g. appends `target` to the navigation path); returns whether it did.
    func onAppIntentExecution(_ intent: IntentRecord) -> Bool
}

extension AppIntentHandling {
    /// By default an app navigates nowhere.
    public func onAppIntentExecution(_ intent: IntentRecord) -> Bool { false }
}

/// Why the system could not run an app intent.
public struct AppIntentRunError: Error, Sendable, CustomStringConvertible {
    /// A one-sentence message.
    public let message: String

    /// Creates the error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// A program that can say which entities it currently has, so orphaned index entries can be reported exactly.
public protocol AppEntityReporting: AppProgram {
    /// Every entity the app's data holds now.
    func currentEntities() -> [EntityKey]
}
