import Foundation

/// How SwiftUI's `Text(date, style:)` reads, in the simulator's one locale (`en_US`): `time` `9:41 AM`, `date`
/// `June 3, 2026`, and — against the moment it is on screen — `relative` `2 hr, 15 min`, `offset` `+2 hours`,
/// `timer` `1:05:09`.
public enum SimDateText {
    /// The date (seconds since 1970) in style `style`; `now` (seconds since 1970) is when it is shown, nil when not
    /// known (then the relative styles show the time).
    public static func format(style: String, seconds: Double, now: Double?, calendar: Calendar = SimCalendar.utc.calendar) -> String {
        let date = Date(timeIntervalSince1970: seconds)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let hour = c.hour ?? 0, minute = c.minute ?? 0
        let time = "\((hour + 11) % 12 + 1):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        switch style {
        case "time": return time
        case "date": return "\(months[min(max((c.month ?? 1) - 1, 0), 11)]) \(c.day ?? 1), \(c.year ?? 1970)"
        default:
            guard let now else { return time }
            let delta = Int((seconds - now).rounded())
            let magnitude = abs(delta)
            let h = magnitude / 3600, m = (magnitude % 3600) / 60, s = magnitude % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            switch style {
            case "timer": return (delta < 0 ? "-" : "") + (h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))")
            case "offset":
                let sign = delta < 0 ? "-" : "+"
                if h > 0 { return "\(sign)\(h) hour\(h == 1 ? "" : "s")" }
                if m > 0 { return "\(sign)\(m) minute\(m == 1 ? "" : "s")" }
                return "\(sign)\(s) second\(s == 1 ? "" : "s")"
            default:
                if h > 0 { return m > 0 ? "\(h) hr, \(m) min" : "\(h) hr" }
                if m > 0 { return "\(m) min" }
                return "\(s) sec"
            }
        }
    }
}
