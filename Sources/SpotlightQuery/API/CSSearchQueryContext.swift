/// `SearchQueryContext`: which attributes results carry, extra filter predicates and the keyboard language.
public class SearchQueryContext {
    /// Attribute names each returned item carries (besides its identifiers and content type); empty returns bare items.
    public var fetchAttributes: [String] = []
    /// Query strings every result must also match.
    public var filterQueries: [String] = []
    /// The language of the query text (recorded; matching is language-neutral).
    public var keyboardLanguage: String?
    /// The raw value of Apple's `sourceOptions` (recorded; only the app's own items are searched).
    public var sourceOptionsRawValue = 0

    public init(fetchAttributes: [String] = [], filterQueries: [String] = [], keyboardLanguage: String? = nil) {
        self.fetchAttributes = fetchAttributes
        self.filterQueries = filterQueries
        self.keyboardLanguage = keyboardLanguage
    }
}

/// `UserQueryContext`: a query context plus result and suggestion limits and ranking.
public final class UserQueryContext: SearchQueryContext {
    /// At most this many results; 0 (Apple's default) returns every result.
    public var maxResultCount = 0
    /// At most this many suggestions; 0 (Apple's default) returns none.
    public var maxSuggestionCount = 0
    /// Whether results are ordered by relevance (Apple's default: true) or in first-indexed order.
    public var enableRankedResults = true
    /// Semantic search is not simulated; the flag is kept for fidelity.
    public var disableSemanticSearch = false
    /// Apple's `maxRankedResultCount` (recorded; every result is ranked).
    public var maxRankedResultCountValue = 0

    public init(maxResultCount: Int = 0, maxSuggestionCount: Int = 0, enableRankedResults: Bool = true,
                fetchAttributes: [String] = [], filterQueries: [String] = []) {
        self.maxResultCount = maxResultCount
        self.maxSuggestionCount = maxSuggestionCount
        self.enableRankedResults = enableRankedResults
        super.init(fetchAttributes: fetchAttributes, filterQueries: filterQueries)
    }
}
