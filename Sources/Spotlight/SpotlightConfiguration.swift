import LimelightCore

/// The tunable behaviour of a simulated Spotlight index where Apple documents no value (see Docs/semantics/spotlight-index.md).
public struct SpotlightConfiguration: Sendable, Equatable {
    /// How long after journaling a call's effect becomes visible; 0 still applies it in a later scheduler job.
    public var indexingLatency: SimDuration = .seconds(0)
    /// The time to live of an item indexed without an `expirationDate` ("1 month" per Apple; 30 days here).
    public var defaultTimeToLive: SimDuration = .days(30)
    /// The largest item (identifiers plus attribute values, in bytes) accepted; bigger items fail with `invalidItemError`.
    public var maxItemBytes: Int = 16 * 1024
    /// The most characters a text attribute (or one element of a text list) may hold.
    public var maxAttributeCharacters: Int = 4096
    /// What happens to text over `maxAttributeCharacters`.
    public var overlongAttributePolicy: OverlongAttributePolicy = .truncate
    /// The largest client state, in bytes, that `endBatch` accepts (inclusive: exactly this many is fine).
    public var maxClientStateBytes: Int = 250
    /// The most items one app may hold; nil means unlimited.
    /// Whether a query naming an attribute that is neither Apple's nor a known custom key matches nothing (with a
    /// warning) instead of failing with invalidQuery (default: it fails; Docs/QueryLanguage.md).
    public var unknownQueryAttributesMatchNothing = false
    public var quotaItemsPerApp: Int? = nil
    /// What `deleteAllSearchableItems` removes and which client states it resets.
    public var deleteAllScope: DeleteAllScope = .app
    /// What writes through a protected index do while the device state forbids writing that class.
    public var lockedWritePolicy: LockedWritePolicy = .fail
    /// The error code of `endBatch` on the default index, where batching is unsupported.
    public var defaultIndexBatchErrorCode: IndexErrorCode = .invalidClientStateError
    /// Whether a batch ended with a mismatched expected client state still applies its operations.
    public var applyBatchOnStateMismatch: Bool = false
    /// Whether `fetchLastClientState` hands back empty bytes (instead of nil) when no state was ever stored.
    public var emptyClientStateWhenNone: Bool = false

    public init() {}

    /// What to do with text longer than `maxAttributeCharacters`.
    public enum OverlongAttributePolicy: String, Codable, Sendable, CaseIterable {
        /// Keep the first `maxAttributeCharacters` characters and log `spotlight.truncated`.
        case truncate
        /// Fail the whole call with `invalidItemError`.
        case reject
    }

    /// The reach of `deleteAllSearchableItems`.
    public enum DeleteAllScope: String, Codable, Sendable, CaseIterable {
        /// Every item of the app, and every client state of the app.
        case app
        /// Only items last indexed through an index of the same name, and only that name's client state.
        case indexName
    }

    /// Writes through a protected index while its class is not writable.
    public enum LockedWritePolicy: String, Codable, Sendable, CaseIterable {
        /// Fail with `indexUnavailableError`.
        case fail
        /// Journal and apply as usual; the items stay unreadable until the device state allows reading them.
        case accept
    }
}
