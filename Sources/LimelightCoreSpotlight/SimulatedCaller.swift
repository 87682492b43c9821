import Foundation
import LimelightCore
import SimulatorKit
import Spotlight

/// The app a framework call acts for: the app whose code is running (`AppContext.current`).
enum SimulatedCaller {
    /// The running app's context, or nil outside app code.
    static var context: AppContext? { AppContext.current }

    /// The error a call made outside app code gets (Apple's frameworks always know their process's app).
    static let noApp = Spotlight.IndexError(.indexUnavailableError, "no simulated app is running this code: call it from app code the simulator runs, or inside AppContext.run")

    /// Wraps an app's completion handler so it runs later as that app's code.
    static func handler<E>(_ completion: ((E) -> Void)?, in context: AppContext) -> ((E) -> Void)? {
        guard let completion else { return nil }
        return { value in context.run { completion(value) } }
    }
}

extension Date {
    /// The simulated instant of this date.
    var instant: SimInstant { SimInstant(self) }
}
