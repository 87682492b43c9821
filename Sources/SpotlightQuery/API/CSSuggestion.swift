/// A completion of what the person typed, as `CSSuggestion` offers it, with the ranges to highlight.
public struct CSSuggestion: Sendable, Equatable, CustomStringConvertible {
    /// `CSSuggestion.Kind`: where the suggestion comes from.
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
    public func compareByRank(_ other: CSSuggestion) -> Bool {
        itemCount != other.itemCount ? itemCount > other.itemCount : localizedSuggestion < other.localizedSuggestion
    }

    /// The suggestion with highlighted parts in brackets, e.g. `[gro]ceries`.
    public var description: String {
        var out = ""
        let chars = Array(localizedSuggestion)
        for (i, ch) in chars.enumerated() {
            if highlightRanges.contains(where: { $0.lowerBound == i }) { out += "[" }
            out.append(ch)
            if highlightRanges.contains(where: { $0.upperBound == i + 1 }) { out += "]" }
        }
        return out
    }
}
