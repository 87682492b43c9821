import Foundation

/// SiriKit's `INWorkoutGoalUnitType`: the unit of a workout's goal (raw values in Apple's order).
public enum INWorkoutGoalUnitType: Int, Sendable {
    case unknown = 0, inch, meter, foot, mile, yard, second, minute, hour, joule, kiloCalorie
}

/// SiriKit's `INWorkoutLocationType`: where the workout happens.
public enum INWorkoutLocationType: Int, Sendable {
    case unknown = 0, outdoor, indoor
}
