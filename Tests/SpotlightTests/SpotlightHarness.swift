import LimelightCore
@testable import Spotlight

/// A device-sized test fixture: a runtime, a lockable protection state, a service and a recording observer.
final class SpotlightHarness {
    let runtime: Runtime
    var state: DataProtectionState = .unlocked
    var service: SpotlightService!
    let observer = RecordingObserver()

    init(configure: (inout SpotlightConfiguration) -> Void = { _ in }) {
        runtime = Runtime(seed: 7)
        var configuration = SpotlightConfiguration()
        configure(&configuration)
        service = SpotlightService(runtime: runtime, deviceName: "iPhone", protectionState: { [unowned self] in self.state },
                                   configuration: configuration)
        service.addObserver(observer)
    }

    /// Runs every job due now.
    func settle() { runtime.scheduler.runDue() }

    /// Advances the clock.
    func advance(_ duration: SimDuration) { runtime.scheduler.advance(by: duration) }

    /// Messages of events of this kind.
    func messages(_ kind: String) -> [String] { runtime.log.events(ofKind: kind).map(\.message) }

    /// Visible identifiers of an app, in read order.
    func ids(_ app: String? = "app") -> [String] { service.items(app: app).map(\.uniqueIdentifier) }

    /// Indexes items through `index` and settles, returning the completion error.
    @discardableResult
    func index(_ items: [CSSearchableItem], through index: IndexHandle) -> IndexError?? {
        var result: IndexError?? = .none
        index.indexSearchableItems(items) { result = .some($0) }
        settle()
        return result
    }
}

/// Records every observer callback as a line.
final class RecordingObserver: SpotlightIndexObserver {
    var lines: [String] = []
    func spotlightDidCommit(_ item: IndexedItem) { lines.append("commit \(item.app)/\(item.uniqueIdentifier)") }
    func spotlightDidRemove(app: String, identifier: String) { lines.append("remove \(app)/\(identifier)") }
}

/// A small item with a title (and optional domain, keywords, expiry).
func makeItem(_ id: String, domain: String? = nil, title: String? = nil, keywords: [String]? = nil,
              expires: SimInstant? = nil, update: Bool = false) -> CSSearchableItem {
    var set = CSSearchableItemAttributeSet(contentType: "public.text")
    if let title { set.title = title }
    if let keywords { set.keywords = keywords }
    return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: set, expirationDate: expires,
                            isUpdate: update)
}

/// Bytes of a UTF-8 string.
func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

/// A delegate that records requests and acknowledges only when told to.
final class RecordingDelegate: ReindexDelegate {
    var received: [String] = []
    var acknowledgements: [() -> Void] = []
    var acknowledgeAtOnce = false

    func searchableIndex(_ searchableIndex: IndexHandle,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        received.append("all")
        if acknowledgeAtOnce { acknowledgementHandler() } else { acknowledgements.append(acknowledgementHandler) }
    }

    func searchableIndex(_ searchableIndex: IndexHandle, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void) {
        received.append(identifiers.joined(separator: ","))
        if acknowledgeAtOnce { acknowledgementHandler() } else { acknowledgements.append(acknowledgementHandler) }
    }
}
