import Foundation

/// How the reference apps write dates: with `DateFormatter`s in the calendar (and so the time zone) the app runs in.
enum DateText {
    /// `2026-01-05 09:00` in `calendar`'s time zone.
    static func short(_ date: Date, in calendar: Calendar) -> String {
        formatter("yyyy-MM-dd HH:mm", calendar).string(from: date)
    }

    /// `Jan 15, 2025`: the medium date style `DateFormatter` gives in the en_US locale.
    static func medium(_ date: Date, in calendar: Calendar) -> String {
        formatter("MMM d, yyyy", calendar).string(from: date)
    }

    /// A fixed-format formatter in `calendar`'s time zone (POSIX locale, so the output does not depend on the host).
    private static func formatter(_ format: String, _ calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = format
        return formatter
    }
}
