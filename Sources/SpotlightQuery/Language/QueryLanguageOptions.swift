/// Choices where Apple documents nothing, each configurable (Docs/semantics/query.md explains the defaults).
public struct QueryLanguageOptions: Sendable, Equatable {
    /// How an unknown attribute name is treated.
    public enum UnknownAttributePolicy: String, Sendable {
        /// An error diagnostic with a "did you mean" (the query fails with `invalidQuery`).
        case error
        /// A warning; the predicate matches no item (as if the attribute were never set).
        case noMatch
    }

    /// How ordering operators read a `$time` period such as `$time.today`.
    public enum PeriodComparison: String, Sendable {
        /// The period is an interval: `<` before it, `<=` before or in it, `>` after it, `>=` in or after it.
        case interval
        /// The period is its first instant, for every operator.
        case start
    }

    /// Whether `!expr` (NOT) is accepted; Apple documents no NOT operator (default: off, a diagnostic explains).
    public var allowsNot: Bool
    /// Whether the single `=` is accepted as `==` (Finder raw queries use it; default: on).
    public var allowsSingleEquals: Bool
    /// What an unknown attribute does (default: error).
    public var unknownAttributes: UnknownAttributePolicy
    /// How ordering operators read periods (default: interval).
    public var periodComparison: PeriodComparison

    public init(allowsNot: Bool = false, allowsSingleEquals: Bool = true, unknownAttributes: UnknownAttributePolicy = .error,
                periodComparison: PeriodComparison = .interval) {
        self.allowsNot = allowsNot
        self.allowsSingleEquals = allowsSingleEquals
        self.unknownAttributes = unknownAttributes
        self.periodComparison = periodComparison
    }

    /// The defaults.
    public static let standard = QueryLanguageOptions()
}
