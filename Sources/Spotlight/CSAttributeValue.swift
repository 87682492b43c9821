import LimelightCore

/// A typed attribute value, as CoreSpotlight stores it: text, text lists, numbers, dates, booleans and data.
public enum CSAttributeValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case strings([String])
    case number(Double)
    case numbers([Double])
    case date(SimInstant)
    case dates([SimInstant])
    case bool(Bool)
    case data([UInt8])

    /// The value's type, as the attribute catalogue declares types.
    public var type: CSAttributeType {
        switch self {
        case .string: .string
        case .strings: .strings
        case .number: .number
        case .numbers: .numbers
        case .date: .date
        case .dates: .dates
        case .bool: .bool
        case .data: .data
        }
    }

    /// Every text element of the value (one for a string, each element of a list, none otherwise).
    public var texts: [String] {
        switch self {
        case .string(let s): [s]
        case .strings(let list): list
        default: []
        }
    }

    /// Every numeric element; dates count as seconds since 2001 and booleans as 0 or 1, as Spotlight compares them.
    public var numericValues: [Double] {
        switch self {
        case .number(let n): [n]
        case .numbers(let list): list
        case .date(let d): [d.secondsSinceReferenceDate]
        case .dates(let list): list.map(\.secondsSinceReferenceDate)
        case .bool(let b): [b ? 1 : 0]
        default: []
        }
    }

    /// The size the value takes in the index, in bytes of UTF-8 (8 per number or date): used for the per-item size limit.
    public var byteSize: Int {
        switch self {
        case .string(let s): s.utf8.count
        case .strings(let list): list.reduce(0) { $0 + $1.utf8.count }
        case .number, .date: 8
        case .numbers(let l): 8 * l.count
        case .dates(let l): 8 * l.count
        case .bool: 1
        case .data(let d): d.count
        }
    }

    /// A compact, deterministic rendering: strings quoted, lists in brackets, dates in ISO 8601 UTC, numbers without a trailing `.0`.
    public var description: String {
        switch self {
        case .string(let s): return Self.quote(s)
        case .strings(let l): return "[" + l.map(Self.quote).joined(separator: ", ") + "]"
        case .number(let n): return Self.format(n)
        case .numbers(let l): return "[" + l.map(Self.format).joined(separator: ", ") + "]"
        case .date(let d): return d.description
        case .dates(let l): return "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .bool(let b): return b ? "true" : "false"
        case .data(let d): return "<\(d.count) bytes>"
        }
    }

    /// Formats a number the way the REPL prints it: integral values without a fraction.
    public static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// Quotes a string with `"` and escapes `"`, `\`, newlines and tabs, so a value always prints on one line.
    public static func quote(_ s: String) -> String {
        // Fast path: nothing to escape (a hotspot when listing 100k items).
        if !s.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The declared type of an attribute.
public enum CSAttributeType: String, Sendable, CaseIterable {
    case string, strings, number, numbers, date, dates, bool, data

    /// Whether values of this type hold text that text predicates and user queries can match.
    public var isText: Bool { self == .string || self == .strings }
}
