// Stub of LoopKit (Loop's own framework), not Apple's.
import Foundation

extension TimeInterval {
    public static func minutes(_ minutes: Double) -> TimeInterval { minutes * 60 }
}
