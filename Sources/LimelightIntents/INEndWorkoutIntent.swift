import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INEndWorkoutIntent`: a request to end the running workout. Donated and offered as a shortcut like any
/// intent.
open class INEndWorkoutIntent: INIntent, @unchecked Sendable {
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

/// SiriKit's `INEndWorkoutIntentResponseCode` (raw values in Apple's order).
public enum INEndWorkoutIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, continueInApp, failure, failureRequiringAppLaunch, failureNoMatchingWorkout, handleInApp,
         success
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INEndWorkoutIntentResponse`.
open class INEndWorkoutIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INEndWorkoutIntentResponseCode

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INEndWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INEndWorkoutIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INEndWorkoutIntentHandling: NSObjectProtocol {
    /// Handles the request.
    func handle(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void)
    /// Confirms the app can end the workout (default: `.ready`).
    func confirm(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void)
    /// Resolves the workout's name (default: the name given, or `notRequired`).
    func resolveWorkoutName(for intent: INEndWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
}

extension INEndWorkoutIntentHandling {
    public func confirm(intent: INEndWorkoutIntent, completion: @escaping @Sendable (INEndWorkoutIntentResponse) -> Void) {
        completion(INEndWorkoutIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveWorkoutName(for intent: INEndWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
}
