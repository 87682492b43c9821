import Spotlight

/// The canonical printer: one spelling per tree, so parse → print → parse gives the same tree.
public enum QueryPrinter {
    /// The canonical text of a tree: `==` (never `=`), suffix modifiers in `cdwt` order, `"` quotes, minimal parentheses.
    public static func print(_ expression: QueryExpression) -> String {
        switch expression {
        case .predicate(let p): return print(p)
        case .and(let list):
            return list.map { child -> String in
                if case .or = child { return "(" + print(child) + ")" }
                return print(child)
            }.joined(separator: " && ")
        case .or(let list): return list.map(print).joined(separator: " || ")
        case .not(let inner):
            if case .predicate = inner { return "!" + print(inner) }
            return "!(" + print(inner) + ")"
        case .invalid: return "<invalid>"
        }
    }

    /// The canonical text of one predicate.
    public static func print(_ p: QueryPredicate) -> String {
        switch p.test {
        case .compare(let op, let value): return "\(p.attribute) \(op.rawValue) \(print(value))"
        case .inRange(let lo, let hi): return "InRange(\(p.attribute), \(print(lo)), \(print(hi)))"
        }
    }

    /// The canonical text of a value.
    public static func print(_ value: QueryValue) -> String {
        switch value {
        case .string(let pattern, let modifiers): return "\"" + pattern.escapedBody + "\"" + modifiers.description
        case .number(let n): return CSAttributeValue.format(n)
        case .time(let anchor, let offset):
            return "$time." + anchor.rawValue + (offset.map { "(\($0))" } ?? "")
        case .iso(let text):
            if text.contains(where: { $0 == ")" || $0 == "\"" || $0 == "'" || $0.isWhitespace }) {
                return "$time.iso(" + (text.contains("\"") ? "'" + text + "'" : "\"" + text + "\"") + ")"
            }
            return "$time.iso(\(text))"
        }
    }
}
