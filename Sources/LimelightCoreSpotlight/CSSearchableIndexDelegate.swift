import Foundation
import SimulatorKit
import Spotlight

/// CoreSpotlight's `CSSearchableIndexDelegate`: the index asks the app to reindex what it lost.
public protocol CSSearchableIndexDelegate: AnyObject {
    /// Reindex everything, then call `acknowledgementHandler`.
    func searchableIndex(_ searchableIndex: CSSearchableIndex,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    /// Reindex these items, then call `acknowledgementHandler`.
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void)
    /// The index is throttling the app's calls (optional; the simulator never throttles).
    func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    /// The index stopped throttling (optional).
    func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
    /// An item's data of a type, for `fetchData(forBundleIdentifier:itemIdentifier:contentType:)` (optional).
    func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data
    /// A file URL of an item's data of a type (optional).
    func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL
    /// The app's current items for these identifiers (optional, iOS 18.4).
    func searchableItems(forIdentifiers identifiers: [String], searchableItemsHandler: @escaping ([CSSearchableItem]) -> Void)
    /// Items the system updated (optional, iOS 18.4: summaries and priority are not simulated, so never called).
    func searchableItemsDidUpdate(_ items: [CSSearchableItem])
}

/// The optional methods of `CSSearchableIndexDelegate`, as Apple's `@optional` ones: doing nothing, or failing.
extension CSSearchableIndexDelegate {
    public func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}
    public func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}
    public func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data {
        throw Spotlight.IndexError(.invalidItemError, "the index delegate does not provide data (data(for:itemIdentifier:typeIdentifier:))")
    }
    public func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL {
        throw Spotlight.IndexError(.invalidItemError, "the index delegate does not provide files (fileURL(for:itemIdentifier:typeIdentifier:inPlace:))")
    }
    public func searchableItems(forIdentifiers identifiers: [String], searchableItemsHandler: @escaping ([CSSearchableItem]) -> Void) {
        searchableItemsHandler([])
    }
    public func searchableItemsDidUpdate(_ items: [CSSearchableItem]) {}
}

/// Carries the simulated index's reindex requests to an app's delegate, as that app's code.
final class IndexDelegateBridge: Spotlight.ReindexDelegate {
    weak var delegate: CSSearchableIndexDelegate?
    let index: CSSearchableIndex
    let context: AppContext

    init(delegate: CSSearchableIndexDelegate, index: CSSearchableIndex, context: AppContext) {
        self.delegate = delegate
        self.index = index
        self.context = context
    }

    func searchableIndex(_ searchableIndex: Spotlight.IndexHandle,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        guard let delegate else { return }
        context.run { delegate.searchableIndex(index, reindexAllSearchableItemsWithAcknowledgementHandler: acknowledgementHandler) }
    }

    func searchableIndex(_ searchableIndex: Spotlight.IndexHandle, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void) {
        guard let delegate else { return }
        context.run {
            delegate.searchableIndex(index, reindexSearchableItemsWithIdentifiers: identifiers, acknowledgementHandler: acknowledgementHandler)
        }
    }
}

/// CoreSpotlight's `CSIndexExtensionRequestHandler`: subclass it and override the two reindex methods; an app registers an
/// instance as its index delegate (`CSSearchableIndex.default().indexDelegate = handler`), as the extension would be asked.
open class CSIndexExtensionRequestHandler: NSObject, CSSearchableIndexDelegate {
    /// A handler.
    public override init() {}

    /// Acknowledges without reindexing; override it.
    open func searchableIndex(_ searchableIndex: CSSearchableIndex,
                              reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        acknowledgementHandler()
    }

    /// Acknowledges without reindexing; override it.
    open func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                              acknowledgementHandler: @escaping () -> Void) {
        acknowledgementHandler()
    }

    /// Nothing (the simulator never throttles); subclasses override it, as Apple's extension handlers do.
    open func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}

    /// Nothing; subclasses override it.
    open func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}

    /// Fails (no data); subclasses that serve item data override it.
    open func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data {
        throw Spotlight.IndexError(.invalidItemError, "the index delegate does not provide data (data(for:itemIdentifier:typeIdentifier:))")
    }

    /// Fails (no file); subclasses that serve item files override it.
    open func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL {
        throw Spotlight.IndexError(.invalidItemError,
                                   "the index delegate does not provide files (fileURL(for:itemIdentifier:typeIdentifier:inPlace:))")
    }
}
