import Foundation

/// A time zone plus a Gregorian calendar whose week starts on Monday (ISO 8601), used for every date a device shows.
public struct SimCalendar: Sendable, Equatable {
    /// The time zone identifier, e.g. `UTC` or `Europe/Berlin`.
    public let timeZoneIdentifier: String
    /// The first day of the week (1 = Sunday ... 2 = Monday), as Foundation numbers weekdays.
    public let firstWeekday: Int

    /// The calendar of a device in UTC.
    public static let utc = SimCalendar(timeZoneIdentifier: "UTC")!

    /// Creates a calendar for a known time zone identifier; nil when the identifier is unknown.
    public init?(timeZoneIdentifier: String, firstWeekday: Int = 2) {
        guard TimeZone(identifier: timeZoneIdentifier) != nil, (1...7).contains(firstWeekday) else { return nil }
        self.timeZoneIdentifier = timeZoneIdentifier
        self.firstWeekday = firstWeekday
    }

    /// The Foundation calendar this describes.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        calendar.firstWeekday = firstWeekday
        calendar.minimumDaysInFirstWeek = 4
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    /// Local date-time components of an instant.
    public func components(_ instant: SimInstant) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: instant.date)
    }

    /// `2026-01-05T09:00:00Z` in UTC, or `2026-01-05T09:00:00+01:00` elsewhere.
    public func iso8601(_ instant: SimInstant) -> String {
        let c = components(instant)
        let offset = calendar.timeZone.secondsFromGMT(for: instant.date)
        let zone: String
        if offset == 0 { zone = "Z" } else {
            let sign = offset < 0 ? "-" : "+"
            zone = sign + pad(abs(offset) / 3600) + ":" + pad(abs(offset) % 3600 / 60)
        }
        return "\(c.year ?? 0)-\(pad(c.month ?? 0))-\(pad(c.day ?? 0))T\(pad(c.hour ?? 0)):\(pad(c.minute ?? 0)):\(pad(c.second ?? 0))\(zone)"
    }

    /// `2026-01-05 09:00` in local time: the short form the REPL prints.
    public func short(_ instant: SimInstant) -> String {
        let c = components(instant)
        return "\(c.year ?? 0)-\(pad(c.month ?? 0))-\(pad(c.day ?? 0)) \(pad(c.hour ?? 0)):\(pad(c.minute ?? 0))"
    }

    /// `Jan 15, 2025`: the medium date style Apple's `DateFormatter` gives in the en_US locale.
    public func mediumDate(_ instant: SimInstant) -> String {
        let c = components(instant)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (c.month ?? 1) - 1))]
        return "\(month) \(c.day ?? 0), \(c.year ?? 0)"
    }

    /// The English weekday name of an instant, e.g. `Monday`.
    public func weekdayName(_ instant: SimInstant) -> String {
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return names[max(0, min(6, (components(instant).weekday ?? 1) - 1))]
    }

    /// The start of the local day that contains an instant.
    public func startOfDay(_ instant: SimInstant) -> SimInstant {
        SimInstant(calendar.startOfDay(for: instant.date))
    }

    /// Adds calendar units (days, months, …) in local time; used for `$time.this_month(-1)` and friends.
    public func adding(_ component: Calendar.Component, _ value: Int, to instant: SimInstant) -> SimInstant {
        SimInstant(calendar.date(byAdding: component, value: value, to: instant.date) ?? instant.date)
    }

    /// The start of the week, month or year containing an instant.
    public func start(of component: Calendar.Component, containing instant: SimInstant) -> SimInstant {
        SimInstant(calendar.dateInterval(of: component, for: instant.date)?.start ?? instant.date)
    }

    /// Parses `2026-03-02`, `2026-03-02T09:00`, `2026-03-02T09:00:30` (local time) or a full ISO 8601 string with a zone.
    public func parse(_ text: String) -> SimInstant? {
        var body = Substring(text)
        var explicitOffset: Int?
        if body.hasSuffix("Z") { explicitOffset = 0; body = body.dropLast() } else if body.count > 6 {
            let tail = body.suffix(6)
            if (tail.first == "+" || tail.first == "-"), tail.dropFirst(3).first == ":" {
                // A UTC offset is ±HH:MM with HH at most 18 (what TimeZone takes) and MM at most 59; any other is no date,
                // never an offset silently dropped.
                let hh = tail.dropFirst().prefix(2), mm = tail.suffix(2)
                guard (hh + mm).allSatisfy({ $0.isASCII && $0.isNumber }), let h = Int(hh), let m = Int(mm),
                      h <= 18, m <= 59 else { return nil }
                explicitOffset = (tail.first == "-" ? -1 : 1) * (h * 3600 + m * 60)
                body = body.dropLast(6)
            }
        }
        let halves = body.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let day = halves[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard day.count == 3, let y = day[0], let mo = day[1], let d = day[2], halves[0].count == 10 else { return nil }
        var hms = [0, 0, 0]
        var fraction = 0.0
        if halves.count == 2 {
            var clock = halves[1]
            // Fractional seconds, as ISO8601DateFormatter writes them with .withFractionalSeconds (`09:00:00.000`).
            if let dot = clock.firstIndex(of: ".") {
                let digits = clock[clock.index(after: dot)...]
                guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let value = Double("0." + digits) else { return nil }
                fraction = value
                clock = clock[..<dot]
            }
            let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), fraction == 0 || parts.count == 3 else { return nil }
            for (i, p) in parts.enumerated() {
                guard (1...2).contains(p.count), p.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(p) else { return nil }
                hms[i] = n
            }
        }
        guard (1...9999).contains(y), (1...12).contains(mo), (1...31).contains(d), (0...23).contains(hms[0]), (0...59).contains(hms[1]),
              (0...59).contains(hms[2]) else { return nil }
        var comps = DateComponents(year: y, month: mo, day: d, hour: hms[0], minute: hms[1], second: hms[2])
        var cal = calendar
        if let explicitOffset {
            guard let zone = TimeZone(secondsFromGMT: explicitOffset) else { return nil }
            cal.timeZone = zone
        }
        comps.timeZone = cal.timeZone
        guard let date = cal.date(from: comps) else { return nil }
        // Reject dates Foundation normalised (e.g. Feb 30 → Mar 2).
        let back = cal.dateComponents([.day, .month], from: date)
        guard back.day == d, back.month == mo else { return nil }
        return SimInstant(secondsSinceReferenceDate: date.timeIntervalSinceReferenceDate + fraction)
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

extension SimCalendar: Codable {
    private enum CodingKeys: String, CodingKey { case timeZoneIdentifier, firstWeekday }

    /// Decodes a calendar, refusing an unknown time zone or a first weekday outside 1...7.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let zone = try container.decode(String.self, forKey: .timeZoneIdentifier)
        let first = try container.decode(Int.self, forKey: .firstWeekday)
        guard let calendar = SimCalendar(timeZoneIdentifier: zone, firstWeekday: first) else {
            throw DecodingError.dataCorruptedError(forKey: .timeZoneIdentifier, in: container,
                                                   debugDescription: "unknown time zone '\(zone)' or first weekday \(first) outside 1...7")
        }
        self = calendar
    }
}
