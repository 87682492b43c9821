import LimelightCore

/// A token of the query-string language with its location (line 1, columns in characters).
public struct QueryToken: Sendable, Equatable {
    /// What kind of token it is, with its value.
    public enum Kind: Sendable, Equatable {
        case identifier(String)
        /// `**`: every searchable text attribute.
        case allText
        /// A lone `*` where an attribute name was expected.
        case star
        case string(QueryPattern, QueryModifiers)
        case number(Double)
        case time(QueryTimeAnchor, offset: Int?)
        case iso(String)
        case op(QueryOperator)
        case leftParen, rightParen, comma, leftBracket, rightBracket
        case and, or, not
        /// A character that starts no token.
        case unknown(String)
        case end
    }

    public var kind: Kind
    public var range: SourceRange
    /// Whether an `==` token was written as a single `=`.
    public var isSingleEquals = false

    public init(_ kind: Kind, _ range: SourceRange, isSingleEquals: Bool = false) {
        self.kind = kind
        self.range = range
        self.isSingleEquals = isSingleEquals
    }
}
