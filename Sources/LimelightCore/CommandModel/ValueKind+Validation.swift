extension ValueKind {
    /// Why `text` is not a valid value of this kind, with a suggestion and, when there is one value it surely meant, that
    /// value (`replacement`, what a fix-it writes); nil when it is valid.
    public func problem(with text: String) -> (message: String, suggestion: String?, replacement: String?)? {
        switch self {
        case .text, .rest: return nil
        case .integer:
            return InputNumber.integerProblem(text).map { ($0, nil, nil) }
        case .number:
            return InputNumber.numberProblem(text).map { ($0, nil, nil) }
        case .duration:
            return SimDuration.problem(text)
        case .date:
            return DateValue.parse(text, calendar: .utc) == nil
                ? ("'\(text)' is not a date", DateValue.hint, nil) : nil
        case .choice(let words):
            guard !words.contains(text) else { return nil }
            let guess = Suggestions.closest(to: text, in: words)
            return ("'\(text.count > 40 ? text.prefix(40) + "…" : text)' is not one of \(words.joined(separator: ", "))", guess.map { "did you mean '\($0)'?" }, guess)
        case .keyValue:
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
                return ("'\(text)' is not KEY=VALUE", "write it as name=value, e.g. title=Milk", nil)
            }
            return nil
        case .list:
            return nil
        }
    }
}

/// Dates as the command language writes them: ISO 8601 local times, `now`, and offsets from now such as `now+3d`.
public enum DateValue {
    /// How to write a date, for error messages.
    public static let hint = "write 2026-03-02, 2026-03-02T09:00, now, or now+3d"

    /// The instant `text` names, given the current time and the device calendar; nil when it is not a date.
    public static func parse(_ text: String, calendar: SimCalendar, now: SimInstant = Runtime.defaultStart) -> SimInstant? {
        if text == "now" { return now }
        if text.hasPrefix("now+") || text.hasPrefix("now-") {
            guard let d = SimDuration.parse(String(text.dropFirst(3))) else { return nil }
            return now + d
        }
        if text == "today" { return calendar.startOfDay(now) }
        if text == "tomorrow" { return calendar.adding(.day, 1, to: calendar.startOfDay(now)) }
        if text == "yesterday" { return calendar.adding(.day, -1, to: calendar.startOfDay(now)) }
        return calendar.parse(text)
    }
}
