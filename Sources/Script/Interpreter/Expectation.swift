import LimelightCore
/// Compares a probe's value with what a scenario expects, and explains a mismatch with the direction stated.
public enum Expectation {
    /// nil when `actual OP expected` holds, else the reason it does not.
    public static func check(_ actual: ProbeValue, _ op: ComparisonOperator, _ expected: String) -> String? {
        let holds: Bool
        switch op {
        case .equal: holds = equal(actual, expected)
        case .notEqual: holds = !equal(actual, expected)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .number(let a) = actual else { return "'\(op.rawValue)' compares numbers, but the value is \(actual)" }
            guard let e = Double(expected) else { return "'\(op.rawValue)' compares numbers, but '\(expected)' is not a number" }
            switch op {
            case .less: holds = a < e
            case .lessOrEqual: holds = a <= e
            case .greater: holds = a > e
            default: holds = a >= e
            }
        case .contains: holds = contains(actual, expected)
        case .excludes: holds = !contains(actual, expected)
        }
        if holds { return nil }
        let verb: String
        switch op {
        case .equal: verb = "to be \(expected)"
        case .notEqual: verb = "not to be \(expected)"
        case .less: verb = "to be less than \(expected)"
        case .lessOrEqual: verb = "to be at most \(expected)"
        case .greater: verb = "to be greater than \(expected)"
        case .greaterOrEqual: verb = "to be at least \(expected)"
        case .contains: verb = "to contain \(expected)"
        case .excludes: verb = "not to contain \(expected)"
        }
        return "expected \(verb), but it is \(actual)"
    }

    private static func equal(_ actual: ProbeValue, _ expected: String) -> Bool {
        switch actual {
        case .bool(let b): return expected == (b ? "true" : "false")
        case .number(let n): return Double(expected) == n
        case .text(let t): return t == expected
        case .list(let l): return l.joined(separator: ",") == expected || l.joined(separator: ", ") == expected
            || (l.isEmpty && (expected == "(none)" || expected.isEmpty))
        }
    }

    private static func contains(_ actual: ProbeValue, _ expected: String) -> Bool {
        switch actual {
        case .list(let l): return l.contains { $0 == expected || $0.contains(expected) }
        default: return actual.description.contains(expected)
        }
    }
}
