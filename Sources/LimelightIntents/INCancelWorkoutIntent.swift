import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INCancelWorkoutIntent`: a request to cancel the running workout. Donated and offered as a shortcut like any
/// intent.
open class INCancelWorkoutIntent: INIntent, @unchecked Sendable {
    /// The workout's name, if the person said one.
    public private(set) var workoutName: INSpeakableString?

    /// A request for the running workout.
    public override init() {
        super.init()
    }

    /// A request naming the workout.
    public convenience init(workoutName: INSpeakableString?) {
        self.init()
        self.workoutName = workoutName
    }
}

/// SiriKit's `INCancelWorkoutIntentResponseCode` (raw values in Apple's order).
public enum INCancelWorkoutIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, continueInApp, failure, failureRequiringAppLaunch, failureNoMatchingWorkout, handleInApp,
         success
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INCancelWorkoutIntentResponse`.
open class INCancelWorkoutIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INCancelWorkoutIntentResponseCode

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INCancelWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INCancelWorkoutIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INCancelWorkoutIntentHandling: NSObjectProtocol {
    /// Handles the request.
    func handle(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void)
    /// Confirms the app can cancel the workout (default: `.ready`).
    func confirm(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void)
    /// Resolves the workout's name (default: the name given, or `notRequired`).
    func resolveWorkoutName(for intent: INCancelWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
}

extension INCancelWorkoutIntentHandling {
    public func confirm(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void) {
        completion(INCancelWorkoutIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveWorkoutName(for intent: INCancelWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
}
