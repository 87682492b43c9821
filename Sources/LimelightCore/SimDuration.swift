/// A length of simulated time, written in the command language as `31d`, `15m`, `1h30m`, `2w`, `45s` or `500ms`.
public struct SimDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in seconds (may be negative).
    public var seconds: Double

    /// Creates a duration of `seconds` seconds.
    public init(seconds: Double) { self.seconds = seconds }

    /// A duration of `n` seconds.
    public static func seconds(_ n: Double) -> SimDuration { SimDuration(seconds: n) }
    /// A duration of `n` minutes.
    public static func minutes(_ n: Double) -> SimDuration { SimDuration(seconds: n * 60) }
    /// A duration of `n` hours.
    public static func hours(_ n: Double) -> SimDuration { SimDuration(seconds: n * 3600) }
    /// A duration of `n` days of 86,400 seconds.
    public static func days(_ n: Double) -> SimDuration { SimDuration(seconds: n * 86_400) }

    /// Orders durations from shorter to longer.
    public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool { lhs.seconds < rhs.seconds }
    /// The sum of two durations.
    public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration { SimDuration(seconds: lhs.seconds + rhs.seconds) }

    /// How to write a duration, for error messages.
    public static let hint = "write a number and a unit: 31d, 15m, 1h30m, 2w, 45s, 500ms"

    /// Unit suffixes accepted by `parse`, largest first, with their length in seconds.
    public static let units: [(suffix: String, seconds: Double)] = [
        ("w", 604_800), ("d", 86_400), ("h", 3_600), ("ms", 0.001), ("m", 60), ("s", 1),
    ]

    /// The longest duration the command language reads: 100 years of 365.25 days (the simulated calendar ends in 2200).
    public static let longest = SimDuration(seconds: 100 * 365.25 * 86_400)

    /// The units a duration is written in, for error messages.
    public static let unitList = "w (weeks), d (days), h (hours), m (minutes), s (seconds), ms (milliseconds); no months or years, whose length varies"

    /// Unit words people write (`10 years`, `3days`) with the suffix the language uses and how many of it one is.
    static let unitWords: [(words: [String], suffix: String, factor: Double)] = [
        (["year", "years", "yr", "yrs", "y"], "d", 365.25), (["month", "months", "mo", "mon"], "d", 30),
        (["week", "weeks", "wk", "wks"], "w", 1), (["day", "days"], "d", 1), (["hour", "hours", "hr", "hrs"], "h", 1),
        (["minute", "minutes", "min", "mins"], "m", 1), (["second", "seconds", "sec", "secs"], "s", 1),
        (["millisecond", "milliseconds", "msec", "msecs"], "ms", 1),
    ]

    /// When `number` is a plain number and `unit` a unit word (`10` `years`, `15` `m`): why the two words are not a
    /// duration and how to write it; nil otherwise.
    /// `replacement` is the duration to write instead when it means the same time (no months or years rounded to days).
    public static func problem(number: String, unit: String) -> (message: String, suggestion: String?, replacement: String?)? {
        guard number.utf8.count <= 20, let value = Double(number), value.isFinite, unit.utf8.count <= 20 else { return nil }
        let word = unit.lowercased()
        if units.contains(where: { $0.suffix == word }) {
            return ("'\(number) \(unit)' is not a duration: a duration has no space", "write '\(number)\(word)'", number + word)
        }
        guard let entry = unitWords.first(where: { $0.words.contains(word) }) else { return nil }
        let amount = value * entry.factor
        let shown = amount == amount.rounded() ? String(Int(amount.rounded())) : String(amount.rounded(.up))
        let approximate = entry.factor != 1 && entry.suffix == "d"
        return ("'\(number) \(unit)' is not a duration", "write \(approximate ? "days, e.g. " : "")'\(approximate ? String(Int(amount.rounded(.up))) : shown)\(entry.suffix)'; units: \(unitList)",
                approximate ? nil : shown + entry.suffix)
    }

    /// Why `text` is not a duration (with a suggestion), or nil when it is one.
    public static func problem(_ text: String) -> (message: String, suggestion: String?, replacement: String?)? {
        guard parse(text) == nil else { return nil }
        if let d = parseUnbounded(text), d.seconds.isFinite {
            return ("'\(text.prefix(40))' is longer than the longest duration Limelight reads (100 years, 36525d)",
                    "advance in steps of at most 36525d; the simulated calendar ends in 2200", nil)
        }
        // `3days`, `10years`: a number and a unit word the language spells otherwise (or not at all).
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let rest = String(text.dropFirst(digits.count))
        if !digits.isEmpty, !rest.isEmpty, !units.contains(where: { $0.suffix == rest.lowercased() }),
           let p = problem(number: String(digits), unit: rest) {
            return ("'\(text.prefix(40))' is not a duration", p.suggestion, p.replacement)
        }
        return ("'\(text.prefix(40))' is not a duration", hint, nil)
    }

    /// Parses `31d`, `15m`, `1h30m`, `-2d` up to `longest` either way; returns nil for anything else.
    public static func parse(_ text: String) -> SimDuration? {
        guard let d = parseUnbounded(text), d.seconds.isFinite, d.seconds.magnitude <= longest.seconds else { return nil }
        return d
    }

    private static func parseUnbounded(_ text: String) -> SimDuration? {
        guard text.utf8.count <= 64 else { return nil }
        var rest = Substring(text)
        var sign = 1.0
        if rest.hasPrefix("-") { sign = -1; rest = rest.dropFirst() } else if rest.hasPrefix("+") { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !digits.isEmpty, let value = Double(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let unit = units.first(where: { rest.hasPrefix($0.suffix) }) else { return nil }
            rest = rest.dropFirst(unit.suffix.count)
            total += value * unit.seconds
        }
        return SimDuration(seconds: sign * total)
    }

    /// The shortest spelling in the command language, e.g. `1d2h`, `15m`, `0s`.
    public var description: String {
        var remaining = abs(seconds)
        if remaining == 0 { return "0s" }
        var out = seconds < 0 ? "-" : ""
        for unit in Self.units where unit.suffix != "w" && unit.suffix != "ms" {
            let count = (remaining / unit.seconds).rounded(.down)
            if count >= 1 {
                out += "\(Int(count))\(unit.suffix)"
                remaining -= count * unit.seconds
            }
        }
        if remaining >= 0.001 { out += "\(Int((remaining * 1000).rounded()))ms" }
        return out
    }
}
