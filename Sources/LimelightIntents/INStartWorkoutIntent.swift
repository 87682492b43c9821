import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INStartWorkoutIntent`: a request to start a workout. Donated (`INInteraction`) and offered as a shortcut
/// (`INShortcut(intent:)`) like any intent; its parameters are recorded by name (`workoutName` as its spoken phrase).
open class INStartWorkoutIntent: INIntent, @unchecked Sendable {
    /// The workout's name.
    public private(set) var workoutName: INSpeakableString?
    /// The goal's number (in `workoutGoalUnitType`).
    public private(set) var goalValue: Double?
    /// The goal's unit.
    public private(set) var workoutGoalUnitType: INWorkoutGoalUnitType = .unknown
    /// Indoors or outdoors.
    public private(set) var workoutLocationType: INWorkoutLocationType = .unknown
    /// Whether the workout has no goal.
    public private(set) var isOpenEnded: Bool?

    /// A request with no workout chosen.
    public override init() {
        super.init()
    }

    /// A request for a workout.
    public convenience init(workoutName: INSpeakableString? = nil, goalValue: Double? = nil,
                            workoutGoalUnitType: INWorkoutGoalUnitType = .unknown,
                            workoutLocationType: INWorkoutLocationType = .unknown, isOpenEnded: Bool? = nil) {
        self.init()
        self.workoutName = workoutName
        self.goalValue = goalValue
        self.workoutGoalUnitType = workoutGoalUnitType
        self.workoutLocationType = workoutLocationType
        self.isOpenEnded = isOpenEnded
    }
}

/// SiriKit's `INStartWorkoutIntentResponseCode` (raw values in Apple's order).
public enum INStartWorkoutIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, continueInApp, failure, failureRequiringAppLaunch, failureOngoingWorkout,
         failureNoMatchingWorkout, handleInApp, success
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INStartWorkoutIntentResponse`.
open class INStartWorkoutIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INStartWorkoutIntentResponseCode

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INStartWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INStartWorkoutIntentHandling`: handles, and optionally confirms and resolves, a start-workout request.
/// Apple's optional requirements have default implementations here (Swift protocols have no optional members).
public protocol INStartWorkoutIntentHandling: NSObjectProtocol {
    /// Handles the request.
    func handle(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
    /// Confirms the app can start the workout (default: `.ready`).
    func confirm(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
    /// Resolves the workout's name (default: the name given, or `notRequired`).
    func resolveWorkoutName(for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
}

extension INStartWorkoutIntentHandling {
    public func confirm(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void) {
        completion(INStartWorkoutIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveWorkoutName(for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
}
