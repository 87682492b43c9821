import Foundation

/// A log: a subsystem and a category (Apple's `OSLog`, in `os`).
public final class OSLog: NSObject, Sendable {
    /// The subsystem (reverse DNS), empty for the default log.
    public let simulatedSubsystem: String
    /// The category, empty for the default log.
    public let simulatedCategory: String
    let enabled: Bool

    /// Creates a log using the specified subsystem and category.
    public init(subsystem: String, category: String) {
        simulatedSubsystem = subsystem
        simulatedCategory = category
        enabled = true
    }

    /// System-defined categories (Apple's `OSLog.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts whose intervals Instruments measures as animations.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts about stack shapes.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Creates a log using the specified subsystem and system-defined category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        simulatedSubsystem = ""
        simulatedCategory = ""
        enabled = false
    }

    /// The shared default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether a message of this level is recorded (every level but on the disabled log).
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded on this log.
    public var signpostsEnabled: Bool { enabled }
}
