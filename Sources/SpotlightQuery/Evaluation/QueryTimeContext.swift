import Foundation
import LimelightCore

/// The moment and calendar `$time` is evaluated in: the simulated clock at `start()` and the device's calendar.
public struct QueryTimeContext: Sendable, Equatable {
    /// The instant `$time.now` stands for.
    public var now: SimInstant
    /// The device's time zone and week start.
    public var calendar: SimCalendar

    public init(now: SimInstant, calendar: SimCalendar = .utc) {
        self.now = now
        self.calendar = calendar
    }

    /// A resolved `$time` value: an instant, or a half-open period `[start, end)` of the calendar.
    public enum Value: Sendable, Equatable {
        case instant(Double)
        case period(start: Double, end: Double)

        /// The first instant.
        public var start: Double {
            switch self {
            case .instant(let t): t
            case .period(let s, _): s
            }
        }
    }

    /// Resolves `$time.<anchor>(offset)`: `now(N)` seconds, `today(N)`/`yesterday(N)` days, weeks, months, years.
    public func resolve(_ anchor: QueryTimeAnchor, offset: Int?) -> Value {
        let n = offset ?? 0
        switch anchor {
        case .now: return .instant(now.secondsSinceReferenceDate + Double(n))
        case .today: return period(.day, n)
        case .yesterday: return period(.day, n - 1)
        case .thisWeek: return period(.weekOfYear, n)
        case .lastWeek: return period(.weekOfYear, n - 1)
        case .thisMonth: return period(.month, n)
        case .thisYear: return period(.year, n)
        }
    }

    /// Resolves `$time.iso(text)`; nil when the text is not ISO 8601. Without a zone the device's time zone applies.
    public func resolveISO(_ text: String) -> Value? {
        calendar.parse(text).map { .instant($0.secondsSinceReferenceDate) }
    }

    private func period(_ unit: Calendar.Component, _ offset: Int) -> Value {
        let base = calendar.start(of: unit, containing: now)
        let start = calendar.adding(unit, offset, to: base)
        let end = calendar.adding(unit, offset + 1, to: base)
        return .period(start: start.secondsSinceReferenceDate, end: end.secondsSinceReferenceDate)
    }
}
