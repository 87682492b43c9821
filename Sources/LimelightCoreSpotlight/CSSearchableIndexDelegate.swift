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
}

/// Carries the simulated index's reindex requests to an app's delegate, as that app's code.
final class IndexDelegateBridge: Spotlight.CSSearchableIndexDelegate {
    weak var delegate: CSSearchableIndexDelegate?
    let index: CSSearchableIndex
    let context: AppContext

    init(delegate: CSSearchableIndexDelegate, index: CSSearchableIndex, context: AppContext) {
        self.delegate = delegate
        self.index = index
        self.context = context
    }

    func searchableIndex(_ searchableIndex: Spotlight.CSSearchableIndex,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        guard let delegate else { return }
        context.run { delegate.searchableIndex(index, reindexAllSearchableItemsWithAcknowledgementHandler: acknowledgementHandler) }
    }

    func searchableIndex(_ searchableIndex: Spotlight.CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void) {
        guard let delegate else { return }
        context.run {
            delegate.searchableIndex(index, reindexSearchableItemsWithIdentifiers: identifiers, acknowledgementHandler: acknowledgementHandler)
        }
    }
}

/// CoreSpotlight's `CSIndexExtensionRequestHandler`: subclass it and override the two reindex methods; an app registers an
/// instance as its index delegate (`CSSearchableIndex.default().indexDelegate = handler`), as the extension would be asked.
open class CSIndexExtensionRequestHandler: CSSearchableIndexDelegate {
    /// A handler.
    public init() {}

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
}
