/// A completion of what the person typed, as `QuerySuggestion` offers it, with the ranges to highlight.
public struct QuerySuggestion: Sendable, Equatable, CustomStringConvertible {
    /// `QuerySuggestion.Kind`: where the suggestion comes from.
    public enum Kind: String, Sendable {
        case none, custom, `default`
    }

    /// The suggested query text (Apple's `localizedAttributedSuggestion`, here as plain text).
    public var localizedSuggestion: String
    /// Character ranges of `localizedSuggestion` that match what was typed (`CSSuggestionHighlightAttributeName`).
    public var highlightRanges: [Range<Int>]
    /// The kind; completions from indexed terms are `.default`.
    public var suggestionKind: Kind
    /// How many visible items the completion finds: the rank `compareByRank` uses.
    public var itemCount: Int

    public init(localizedSuggestion: String, highlightRanges: [Range<Int>], suggestionKind: Kind = .default, itemCount: Int) {
        self.localizedSuggestion = localizedSuggestion
        self.highlightRanges = highlightRanges
        self.suggestionKind = suggestionKind
        self.itemCount = itemCount
    }

    /// Orders by rank: more items first, then alphabetically.
    public func compareByRank(_ other: QuerySuggestion) -> Bool {
        itemCount != other.itemCount ? itemCount > other.itemCount : localizedSuggestion < other.localizedSuggestion
    }

    /// The suggestion with highlighted parts in brackets, e.g. `[gro]ceries`.
    public var description: String {
        // Sets of the range ends: scanning every range at every character was quadratic in a long typed text.
        let opens = Set(highlightRanges.map(\.lowerBound)), closes = Set(highlightRanges.map(\.upperBound))
        var out = ""
        for (i, ch) in localizedSuggestion.enumerated() {
            if opens.contains(i) { out += "[" }
            out.append(ch)
            if closes.contains(i + 1) { out += "]" }
        }
        return out
    }
}
