/// The weights of CSUserQuery ranking (Apple documents none; Docs/semantics/query.md gives the formula).
public struct UserQueryRanking: Sendable, Equatable {
    /// How a `rankingHint` is read.
    public enum HintScale: String, Sendable {
        /// Per app: 0–1 when every hint the app set is at most 1, otherwise Apple's 0–100.
        case auto
        /// Apple's documented 0–100.
        case apple100
        /// 0–1 (the seeds' convention).
        case unit
    }

    /// Weight of a word found in `title` or `displayName`.
    public var titleWeight: Double = 3
    /// Weight of a word found in `keywords` or `alternateNames`.
    public var keywordWeight: Double = 2
    /// Weight of a word found in any other searchable attribute.
    public var otherWeight: Double = 1
    /// Extra factor when a typed word is a whole term rather than a prefix.
    public var exactWordBonus: Double = 0.5
    /// Weight of the normalised rankingHint (0–1 after scaling).
    public var hintWeight: Double = 1
    /// How hints are scaled.
    public var hintScale: HintScale = .auto
    /// Weight of freshness from `lastUsedDate`: weight / (1 + days since use / half-life).
    public var recencyWeight: Double = 0.5
    /// Days after which freshness is halved.
    public var recencyHalfLifeDays: Double = 7
    /// Weight of `userEngaged` selections: weight × log2(1 + count).
    public var engagementWeight: Double = 0.5

    public init() {}

    /// The defaults.
    public static let standard = UserQueryRanking()

    /// The weight of a field.
    func weight(of field: String) -> Double {
        switch field {
        case "title", "displayName": titleWeight
        case "keywords", "alternateNames": keywordWeight
        default: otherWeight
        }
    }
}
