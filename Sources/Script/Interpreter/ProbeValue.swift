import LimelightCore
import Spotlight

/// A value an `expect` probe reads from the simulation.
public enum ProbeValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case text(String)
    case list([String])

    /// The value as `expect` prints it, e.g. `true`, `3`, or `a, b` (`(none)` for an empty list).
    public var description: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .number(let n): CSAttributeValue.format(n)
        case .text(let t): t
        case .list(let l): l.isEmpty ? "(none)" : l.joined(separator: ", ")
        }
    }

    /// The value of an attribute as `expect` compares it: text unquoted, lists comma-separated, dates in ISO 8601 UTC.
    public init(_ attribute: CSAttributeValue) {
        switch attribute {
        case .string(let s): self = .text(s)
        case .strings(let l): self = .list(l)
        case .number(let n): self = .number(n)
        case .numbers(let l): self = .list(l.map(CSAttributeValue.format))
        case .date(let d): self = .text(d.description)
        case .dates(let l): self = .list(l.map(\.description))
        case .bool(let b): self = .bool(b)
        case .data(let d): self = .text("<\(d.count) bytes>")
        }
    }
}
