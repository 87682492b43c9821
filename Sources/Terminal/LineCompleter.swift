/// Supplies Tab-completion candidates for the line being edited.
public protocol LineCompleter: AnyObject {
    /// Returns where the word under the cursor starts and the full words that could replace it.
    ///
    /// - Parameters:
    ///   - line: The whole line as typed so far.
    ///   - cursor: The cursor position as a `Character` offset into `line`.
    func completions(forLine line: String, cursor: Int) -> LineCompletion
}

/// Candidates that may replace the text between `replaceFrom` and the cursor.
public struct LineCompletion: Equatable, Sendable {
    /// The `Character` offset in the line where the word being completed starts.
    public var replaceFrom: Int
    /// Full replacement words (not suffixes), in the order they should be listed.
    public var candidates: [String]
    /// What some candidates stand for, shown beside them when they are listed (an item's title beside its identifier).
    public var descriptions: [String: String]

    /// Creates a completion answer.
    public init(replaceFrom: Int, candidates: [String], descriptions: [String: String] = [:]) {
        self.replaceFrom = replaceFrom
        self.candidates = candidates
        self.descriptions = descriptions
    }

    /// A completion answer with nothing to offer.
    public static let none = LineCompletion(replaceFrom: 0, candidates: [])
}
