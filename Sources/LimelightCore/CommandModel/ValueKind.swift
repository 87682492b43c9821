/// The type of a command argument or option value, checked when a line is parsed.
public enum ValueKind: Sendable, Equatable {
    /// Any text.
    case text
    /// A whole number.
    case integer
    /// A decimal number.
    case number
    /// A length of time such as `31d`, `15m`, `1h30m`.
    case duration
    /// A date-time: `2026-03-02`, `2026-03-02T09:00`, `now`, or `now+3d` / `now-1h`.
    case date
    /// One of a fixed set of words.
    case choice([String])
    /// `key=value`.
    case keyValue
    /// Comma-separated words, e.g. `shopping,groceries`.
    case list
    /// The raw remainder of the line, exactly as written (used for query strings).
    case rest

    /// The placeholder shown in usage lines, e.g. `DURATION`.
    public var placeholder: String {
        switch self {
        case .text: "TEXT"
        case .integer: "N"
        case .number: "NUMBER"
        case .duration: "DURATION"
        case .date: "DATE"
        case .choice(let c): c.joined(separator: "|")
        case .keyValue: "KEY=VALUE"
        case .list: "A,B,…"
        case .rest: "…"
        }
    }
}
