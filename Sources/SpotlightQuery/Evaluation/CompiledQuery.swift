import LimelightCore
import Spotlight

/// A query ready to run: `$time` resolved, patterns folded, every comparison reduced to a text, numeric or presence test.
public indirect enum CompiledQuery: Sendable, Equatable {
    /// Some text element of the attribute matches (negated: none does, or the attribute is absent).
    case text(QueryAttribute, TextMatcher, negated: Bool)
    /// Some numeric element lies in the range (negated: none does, or the attribute is absent).
    case numeric(String, NumericRange, negated: Bool)
    /// The attribute has a value (negated: it has none).
    case presence(QueryAttribute, negated: Bool)
    case and([CompiledQuery])
    case or([CompiledQuery])
    case not(CompiledQuery)
    /// Matches nothing (e.g. a type mismatch under a lenient policy).
    case never

    /// Compiles a checked tree for a moment and calendar.
    public static func compile(_ expression: QueryExpression, time: QueryTimeContext,
                               options: QueryLanguageOptions = .standard) -> CompiledQuery {
        switch expression {
        case .predicate(let p): return compile(p, time: time, options: options)
        case .and(let list): return .and(list.map { compile($0, time: time, options: options) })
        case .or(let list): return .or(list.map { compile($0, time: time, options: options) })
        case .not(let inner): return .not(compile(inner, time: time, options: options))
        case .invalid: return .never
        }
    }

    static func compile(_ p: QueryPredicate, time: QueryTimeContext, options: QueryLanguageOptions) -> CompiledQuery {
        switch p.test {
        case .compare(let op, .string(let pattern, let modifiers)):
            if pattern.isPresenceWildcard, op == .equal || op == .notEqual {
                return .presence(p.attribute, negated: op == .notEqual)
            }
            guard !op.isOrdering else { return .never }
            return .text(p.attribute, TextMatcher(pattern, modifiers), negated: op == .notEqual)
        case .compare(let op, let value):
            guard case .named(let name) = p.attribute, let bound = resolve(value, time) else { return .never }
            let interval = options.periodComparison == .interval
            let range: NumericRange
            switch (op, bound) {
            case (.equal, .instant(let t)), (.notEqual, .instant(let t)): range = NumericRange(lower: t, upper: t)
            case (.equal, .period(let s, let e)), (.notEqual, .period(let s, let e)):
                range = NumericRange(lower: s, upper: e, upperInclusive: false)
            case (.less, let b): range = NumericRange(lower: nil, upper: b.start, upperInclusive: false)
            case (.greaterOrEqual, let b): range = NumericRange(lower: b.start, upper: nil)
            case (.lessOrEqual, .period(let s, let e)):
                range = interval ? NumericRange(lower: nil, upper: e, upperInclusive: false) : NumericRange(lower: nil, upper: s)
            case (.lessOrEqual, .instant(let t)): range = NumericRange(lower: nil, upper: t)
            case (.greater, .period(let s, let e)):
                range = interval ? NumericRange(lower: e, upper: nil) : NumericRange(lower: s, lowerInclusive: false, upper: nil)
            case (.greater, .instant(let t)): range = NumericRange(lower: t, lowerInclusive: false, upper: nil)
            }
            return .numeric(name, range, negated: op == .notEqual)
        case .inRange(let lo, let hi):
            guard case .named(let name) = p.attribute, let l = resolve(lo, time), let h = resolve(hi, time) else { return .never }
            switch h {
            case .period(_, let e) where options.periodComparison == .interval:
                return .numeric(name, NumericRange(lower: l.start, upper: e, upperInclusive: false), negated: false)
            case .period(let s, _):
                return .numeric(name, NumericRange(lower: l.start, upper: s), negated: false)
            case .instant(let t):
                return .numeric(name, NumericRange(lower: l.start, upper: t), negated: false)
            }
        }
    }

    private static func resolve(_ value: QueryValue, _ time: QueryTimeContext) -> QueryTimeContext.Value? {
        switch value {
        case .number(let n): return .instant(n)
        case .time(let anchor, let offset): return time.resolve(anchor, offset: offset)
        case .iso(let text): return time.resolveISO(text)
        case .string: return nil
        }
    }
}
