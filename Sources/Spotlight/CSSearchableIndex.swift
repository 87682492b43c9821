/// An app's handle on its Spotlight index, with Apple's `IndexHandle` methods; obtain it from `SpotlightService`.
///
/// Every completion handler runs later as a scheduler job (when the call has been journaled), never inside the call.
public final class IndexHandle {
    /// The app (bundle identifier) this handle belongs to.
    public let app: String
    /// The index name (the client-state handle); nil for the default index.
    public let name: String?
    /// The protection class of the items indexed through this handle.
    public let protectionClass: CSFileProtection
    /// The object asked to reindex when the index loses the app's data (held weakly, as in Apple's API).
    public weak var indexDelegate: ReindexDelegate? {
        didSet { service?.registerDelegate(self) }
    }

    weak var service: SpotlightService?
    var batch: OpenBatch?

    init(service: SpotlightService, app: String, name: String?, protectionClass: CSFileProtection) {
        self.service = service
        self.app = app
        self.name = name
        self.protectionClass = protectionClass
    }

    /// Whether this is the default index (no batching, no protection).
    public var isDefault: Bool { name == nil }

    /// Whether a batch is open on this handle.
    public var isBatchOpen: Bool { batch != nil }

    /// Whether the device supports indexing.
    public func isIndexingAvailable() -> Bool { service?.isIndexingSupported ?? false }

    /// Adds or replaces items (or merges `isUpdate` items); the handler runs once the call is journaled.
    public func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.indexItems(items, through: self, completion: completionHandler)
    }

    /// Deletes items by unique identifier; the handler runs once the call is journaled.
    public func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.deleteItems(identifiers: identifiers, through: self, completion: completionHandler)
    }

    /// Deletes items whose domain is one of these or lies under one (`a` covers `a.b`); the handler runs once journaled.
    public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String],
                                      completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.deleteItems(domains: domainIdentifiers, through: self, completion: completionHandler)
    }

    /// Deletes all items and resets client state; the handler runs once the call is journaled.
    public func deleteAllSearchableItems(completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.deleteAllItems(through: self, completion: completionHandler)
    }

    /// Opens a batch: index and delete-by-identifier calls wait for `endBatch` (unsupported on the default index).
    public func beginBatch() {
        service?.beginBatch(on: self)
    }

    /// Commits the open batch and persists `clientState` (at most `maxClientStateBytes` bytes).
    public func endBatch(withClientState clientState: [UInt8], completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.endBatch(on: self, expected: nil, checkExpected: false, newState: clientState, completion: completionHandler)
    }

    /// Commits the open batch only if the stored client state equals `expectedClientState` (nil: none stored).
    public func endBatch(expectedClientState: [UInt8]?, newClientState: [UInt8],
                         completionHandler: ((IndexError?) -> Void)? = nil) {
        service?.endBatch(on: self, expected: expectedClientState, checkExpected: true, newState: newClientState,
                          completion: completionHandler)
    }

    /// Hands the last committed client state of this index name to `completionHandler`.
    public func fetchLastClientState(completionHandler: @escaping ([UInt8]?, IndexError?) -> Void) {
        service?.fetchLastClientState(through: self, completion: completionHandler)
    }
}
