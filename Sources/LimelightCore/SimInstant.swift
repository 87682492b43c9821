import Foundation

/// A point on the simulated timeline, in seconds since 2001-01-01T00:00:00Z (Apple's reference date).
public struct SimInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 2001-01-01T00:00:00Z, the same scale as `CFAbsoluteTime` and query-string date literals.
    public var secondsSinceReferenceDate: Double

    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// The instant as a Foundation date.
    public var date: Date { Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate) }

    public init(_ date: Date) {
        self.secondsSinceReferenceDate = date.timeIntervalSinceReferenceDate
    }

    public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool {
        lhs.secondsSinceReferenceDate < rhs.secondsSinceReferenceDate
    }

    public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(secondsSinceReferenceDate: lhs.secondsSinceReferenceDate + rhs.seconds)
    }

    public static func - (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(secondsSinceReferenceDate: lhs.secondsSinceReferenceDate - rhs.seconds)
    }

    public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
        SimDuration(seconds: lhs.secondsSinceReferenceDate - rhs.secondsSinceReferenceDate)
    }

    /// ISO 8601 in UTC, e.g. `2026-01-05T09:00:00Z`.
    public var description: String { SimCalendar.utc.iso8601(self) }
}
