import Foundation
import LimelightCore

/// How the reference apps write dates: with `DateFormatter`s in the calendar (and so the time zone) the app runs in.
enum DateText {
    /// `2026-01-05 09:00` in `calendar`'s time zone.
    static func short(_ date: Date, in calendar: Calendar) -> String {
        formatters.string(from: date, format: "yyyy-MM-dd HH:mm", timeZone: calendar.timeZone)
    }

    /// `Jan 15, 2025`: the medium date style `DateFormatter` gives in the en_US locale.
    static func medium(_ date: Date, in calendar: Calendar) -> String {
        formatters.string(from: date, format: "MMM d, yyyy", timeZone: calendar.timeZone)
    }

    /// The formatters made so far, as apps keep theirs (making one costs far more than formatting with it).
    private static let formatters = DateFormatterCache()
}

/// Fixed-format formatters by format and time zone, each made once (POSIX locale, Gregorian calendar, so the output does
/// not depend on the host), used under a lock (tests run simulations on several threads).
private final class DateFormatterCache: Sendable {
    /// The most formatters kept (a few formats in a few time zones).
    static let capacity = 64

    private let formatters = LockedBox<[String: DateFormatter]>([:])

    /// `date` written with `format` in `timeZone`.
    func string(from date: Date, format: String, timeZone: TimeZone) -> String {
        formatters.withLock { formatters in
            let key = format + "\u{1}" + timeZone.identifier
            if let known = formatters[key] { return known.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            if formatters.count >= Self.capacity { formatters.removeAll() }
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
