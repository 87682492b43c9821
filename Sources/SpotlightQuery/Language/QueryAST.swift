import LimelightCore

/// A comparison operator of the query-string language.
public enum QueryOperator: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="

    /// Whether the operator orders values (`<`, `>`, `<=`, `>=`), which Apple allows only for numbers and dates.
    public var isOrdering: Bool { self != .equal && self != .notEqual }
}

/// The string-matching modifiers written after a quoted value (`"Paris"wc`) or in brackets after the operator (`==[c]`).
public struct QueryModifiers: Hashable, Sendable, CustomStringConvertible {
    /// `c`: case-insensitive.
    public var caseInsensitive = false
    /// `d`: ignore diacritical marks.
    public var diacriticInsensitive = false
    /// `w`: match on word boundaries (a lower→upper transition is a boundary).
    public var wordBoundaries = false
    /// `t`: match on tokens (words split at spaces and punctuation only).
    public var tokenized = false

    public init(caseInsensitive: Bool = false, diacriticInsensitive: Bool = false, wordBoundaries: Bool = false, tokenized: Bool = false) {
        self.caseInsensitive = caseInsensitive
        self.diacriticInsensitive = diacriticInsensitive
        self.wordBoundaries = wordBoundaries
        self.tokenized = tokenized
    }

    /// Sets the flag a modifier letter stands for; false when the letter is not a modifier.
    public mutating func insert(letter: Character) -> Bool {
        switch letter {
        case "c": caseInsensitive = true
        case "d": diacriticInsensitive = true
        case "w": wordBoundaries = true
        case "t": tokenized = true
        default: return false
        }
        return true
    }

    /// Every flag of either set.
    public func union(_ other: QueryModifiers) -> QueryModifiers {
        QueryModifiers(caseInsensitive: caseInsensitive || other.caseInsensitive,
                       diacriticInsensitive: diacriticInsensitive || other.diacriticInsensitive,
                       wordBoundaries: wordBoundaries || other.wordBoundaries, tokenized: tokenized || other.tokenized)
    }

    /// Whether no modifier is set.
    public var isEmpty: Bool { self == QueryModifiers() }

    /// The letters in canonical order `cdwt`.
    public var description: String {
        (caseInsensitive ? "c" : "") + (diacriticInsensitive ? "d" : "") + (wordBoundaries ? "w" : "") + (tokenized ? "t" : "")
    }
}

/// One piece of a string pattern: literal text, `*` (any run of characters) or `?` (exactly one character).
public enum QueryPatternPiece: Hashable, Sendable {
    case literal(String)
    case anyRun
    case anyOne
}

/// A quoted string value: literal text and unescaped wildcards, in order (adjacent literals merged).
public struct QueryPattern: Hashable, Sendable {
    public var pieces: [QueryPatternPiece]

    public init(pieces: [QueryPatternPiece]) {
        var merged: [QueryPatternPiece] = []
        for piece in pieces {
            if case .literal(let b) = piece, case .literal(let a)? = merged.last {
                merged[merged.count - 1] = .literal(a + b)
            } else if case .literal(let s) = piece, s.isEmpty {
                continue
            } else {
                merged.append(piece)
            }
        }
        self.pieces = merged
    }

    /// A pattern of plain text without wildcards.
    public init(literal: String) { self.init(pieces: [.literal(literal)]) }

    /// Whether the pattern is a lone `*`, Apple's presence test.
    public var isPresenceWildcard: Bool { pieces == [.anyRun] }

    /// Whether the pattern contains a wildcard.
    public var hasWildcards: Bool { pieces.contains { piece in if case .literal = piece { return false } else { return true } } }

    /// The literal text before the first wildcard.
    public var leadingLiteral: String {
        if case .literal(let s)? = pieces.first { return s }
        return ""
    }

    /// The pattern written back with `*`, `?`, `\` and quotes escaped, without the surrounding quotes.
    public var escapedBody: String {
        pieces.map { piece -> String in
            switch piece {
            case .anyRun: return "*"
            case .anyOne: return "?"
            case .literal(let s):
                var out = ""
                for ch in s {
                    if ch == "\\" || ch == "\"" || ch == "*" || ch == "?" { out.append("\\") }
                    out.append(ch)
                }
                return out
            }
        }.joined()
    }
}

/// A `$time` anchor: a moment (`now`) or a period of the device calendar.
public enum QueryTimeAnchor: String, Sendable, CaseIterable {
    case now, today, yesterday
    case thisWeek = "this_week", thisMonth = "this_month", thisYear = "this_year", lastWeek = "last_week"
}

/// A value on the right of a comparison or inside `InRange`.
public enum QueryValue: Hashable, Sendable {
    /// A quoted string with its modifiers.
    case string(QueryPattern, QueryModifiers)
    /// A number (for dates: seconds since 2001-01-01T00:00:00Z).
    case number(Double)
    /// `$time.<anchor>` or `$time.<anchor>(offset)`.
    case time(QueryTimeAnchor, offset: Int?)
    /// `$time.iso(...)` with its ISO 8601 text.
    case iso(String)
}

/// What a predicate looks at: one attribute by name, or `**` (every searchable text attribute).
public enum QueryAttribute: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case allText

    public var description: String {
        switch self {
        case .named(let n): n
        case .allText: "**"
        }
    }
}

/// A comparison `attribute op value` or `InRange(attribute, min, max)`, with where it sits in the query string.
public struct QueryPredicate: Sendable, Equatable {
    /// The kind of test and its values.
    public enum Test: Hashable, Sendable {
        case compare(QueryOperator, QueryValue)
        case inRange(QueryValue, QueryValue)
    }

    public var attribute: QueryAttribute
    public var test: Test
    /// Where the attribute name is.
    public var attributeRange: SourceRange
    /// Where the value (or the `InRange` bounds) is.
    public var valueRange: SourceRange
    /// Where the whole predicate is.
    public var range: SourceRange

    public init(attribute: QueryAttribute, test: Test, attributeRange: SourceRange, valueRange: SourceRange, range: SourceRange) {
        self.attribute = attribute
        self.test = test
        self.attributeRange = attributeRange
        self.valueRange = valueRange
        self.range = range
    }

    /// Predicates are equal when they test the same thing, wherever they were written.
    public static func == (lhs: QueryPredicate, rhs: QueryPredicate) -> Bool {
        lhs.attribute == rhs.attribute && lhs.test == rhs.test
    }
}

/// The syntax tree of a query string: predicates joined by `&&` / `||` (flattened, n-ary), `!` and error placeholders.
public indirect enum QueryExpression: Sendable, Equatable {
    case predicate(QueryPredicate)
    case and([QueryExpression])
    case or([QueryExpression])
    /// `!expr`: only when `QueryLanguageOptions.allowsNot` is on.
    case not(QueryExpression)
    /// What the parser put where it could not read a predicate (a diagnostic says why).
    case invalid(SourceRange)

    /// Every predicate in the tree, left to right.
    public var predicates: [QueryPredicate] {
        switch self {
        case .predicate(let p): return [p]
        case .and(let list), .or(let list): return list.flatMap(\.predicates)
        case .not(let e): return e.predicates
        case .invalid: return []
        }
    }

    /// Whether the parser had to recover somewhere in the tree.
    public var containsInvalid: Bool {
        switch self {
        case .predicate: return false
        case .and(let list), .or(let list): return list.contains { $0.containsInvalid }
        case .not(let e): return e.containsInvalid
        case .invalid: return true
        }
    }
}
