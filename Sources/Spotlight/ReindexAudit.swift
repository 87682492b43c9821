import LimelightCore

/// A reindex an app runs at one of its documented points (its launch, a reindex request its index delegate received),
/// kept from its start until the calls it journaled are applied: then what the app's model wanted searchable and the
/// index lacks becomes a `ReindexFinding` (`expect violations searchable-matches-model` reads it).
public struct ReindexAudit: Codable, Hashable, Sendable {
    /// Which reindex, as a report names it: `launch reindex`, `reindex of all items`, `reindex of 2 items`.
    public var point: String
    /// The identifiers the reindex covers (nil: every item the model wants).
    public var scope: [String]?
    /// The last journal entry made when the reindex ended (nil while it runs): it is settled once the app has no
    /// journaled entry up to this one.
    public var throughJournalID: Int?
    /// What the app's model wanted searchable (within `scope`) when the reindex ended, sorted.
    public var wanted: [String] = []
    /// Whether a call of the app failed, an indexing failed or the index was lost while the reindex ran: a fault is a
    /// reason for a missing item, not a violation, so a faulted reindex reports nothing.
    public var faulted = false
    /// Identifiers that expired while the reindex ran (before they became visible, or before it settled): an expiry is a
    /// reason for a missing item, not a violation.
    public var expired: [String] = []

    /// Creates an audit of a reindex that starts now.
    public init(point: String, scope: [String]?) {
        self.point = point
        self.scope = scope
    }
}

/// What a settled reindex left out: identifiers the app's model wanted searchable that were not in the index once the
/// reindex's calls were applied.
public struct ReindexFinding: Codable, Hashable, Sendable {
    /// The reindex, e.g. `launch reindex`.
    public var point: String
    /// The identifiers missing from the index, sorted.
    public var missing: [String]

    /// Creates a finding.
    public init(point: String, missing: [String]) {
        self.point = point
        self.missing = missing
    }
}
