import Foundation

/// A point on the simulated timeline, in seconds since 2001-01-01T00:00:00Z (Apple's reference date).
public struct SimInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 2001-01-01T00:00:00Z, the same scale as `CFAbsoluteTime` and query-string date literals.
    public var secondsSinceReferenceDate: Double

    /// Creates an instant from seconds since the reference date.
    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// The instant as a Foundation date.
    public var date: Date { Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate) }

    /// Creates an instant from a Foundation date.
    public init(_ date: Date) {
        self.secondsSinceReferenceDate = date.timeIntervalSinceReferenceDate
    }

    /// Orders instants from earlier to later.
    public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool {
        lhs.secondsSinceReferenceDate < rhs.secondsSinceReferenceDate
    }

    /// The instant `rhs` after `lhs`.
    public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(secondsSinceReferenceDate: lhs.secondsSinceReferenceDate + rhs.seconds)
    }

    /// The instant `rhs` before `lhs`.
    public static func - (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(secondsSinceReferenceDate: lhs.secondsSinceReferenceDate - rhs.seconds)
    }

    /// The time from `rhs` to `lhs` (negative when `lhs` is earlier).
    public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
        SimDuration(seconds: lhs.secondsSinceReferenceDate - rhs.secondsSinceReferenceDate)
    }

    /// ISO 8601 in UTC, e.g. `2026-01-05T09:00:00Z`.
    public var description: String { SimCalendar.utc.iso8601(self) }
}
