import Foundation
import Spotlight
import SpotlightQuery

extension CSSuggestion {
    /// The suggestion as attributed text (Apple's `localizedAttributedSuggestion`; the highlighted ranges are the
    /// `highlightRanges`, which this plain text does not mark).
    public var localizedAttributedSuggestion: AttributedString { AttributedString(localizedSuggestion) }

    /// Orders two suggestions by rank: more items first, then alphabetically (`compare(byRank:)`).
    public func compare(byRank other: CSSuggestion) -> ComparisonResult {
        if self == other { return .orderedSame }
        return compareByRank(other) ? .orderedAscending : .orderedDescending
    }

    /// Orders two suggestions by their text (`compare(_:)`).
    public func compare(_ other: CSSuggestion) -> ComparisonResult {
        localizedSuggestion < other.localizedSuggestion ? .orderedAscending
            : localizedSuggestion == other.localizedSuggestion ? .orderedSame : .orderedDescending
    }

    /// The suggestion's score: the number of items it finds.
    public var score: NSNumber { NSNumber(value: itemCount) }
}

/// The attribute that marks the typed parts of a suggestion (`CSSuggestionHighlightAttributeName`).
public let CSSuggestionHighlightAttributeName = NSAttributedString.Key("CSSuggestionHighlightAttributeName")
