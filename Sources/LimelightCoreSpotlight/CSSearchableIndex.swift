import Foundation
import LimelightCore
import LimelightUniformTypeIdentifiers
import SimulatorKit
import Spotlight

// unchecked: Apple's class is open (app code subclasses it), with a settable weak `indexDelegate`.
/// CoreSpotlight's `CSSearchableIndex`: the calling app's index on the device it runs on.
///
/// A handle acts for the app whose code is running when it is called (`AppContext.current`), as Apple's acts for its
/// process's app, so one handle kept in a singleton (`static let shared`) serves every simulated device and app. Called
/// outside app code, a method fails with `indexUnavailableError` through its completion handler.
open class CSSearchableIndex: @unchecked Sendable {
    /// The index name (nil for the default index).
    public let name: String?
    /// The protection class of the items indexed through this handle (nil: none).
    public let protectionClass: FileProtectionType?

    /// The simulator's handles made through this one, by device's Spotlight service.
    private let handles = LockedBox([ObjectIdentifier: ResolvedHandle]())

    /// The app's index delegate, asked to reindex what the index lost (held weakly, as Apple's is); set it from app code.
    public weak var indexDelegate: CSSearchableIndexDelegate? {
        didSet {
            guard let context = SimulatedCaller.context else { return }
            IndexDelegateRegistry.shared.register(indexDelegate, index: self, context: context)
        }
    }

    /// The calling app's default index.
    open class func `default`() -> CSSearchableIndex { CSSearchableIndex(name: nil, protectionClass: nil) }

    /// Whether the device supports indexing (false outside app code).
    open class func isIndexingAvailable() -> Bool {
        SimulatedCaller.context?.searchableIndex().isIndexingAvailable() ?? false
    }

    /// A named index (supports batches and client state).
    public convenience init(name: String) {
        self.init(name: name, protectionClass: nil)
    }

    /// A named index whose items have this protection class.
    public init(name: String?, protectionClass: FileProtectionType?) {
        self.name = name
        self.protectionClass = protectionClass
    }

    /// A named index of another bundle (iOS 17; Apple's is for an app's extensions sharing its index). The simulator
    /// acts for the running app whatever `bundleIdentifier` says; `options` are not used.
    public convenience init(name: String, protectionClass: FileProtectionType?, bundleIdentifier: String, options: Int) {
        self.init(name: name, protectionClass: protectionClass)
    }

    /// Asks the app's index delegate for an item's data of a content type (iOS 16): its
    /// `data(for:itemIdentifier:typeIdentifier:)`, as app code. Fails when the bundle is not the running app or it has no
    /// delegate.
    open func fetchData(forBundleIdentifier bundleIdentifier: String, itemIdentifier: String, contentType: UTType,
                        completionHandler: @escaping (Data?, Error?) -> Void) {
        guard let context = SimulatedCaller.context else {
            completionHandler(nil, SimulatedCaller.noApp)
            return
        }
        guard bundleIdentifier == context.bundleIdentifier, let delegate = indexDelegate else {
            completionHandler(nil, Spotlight.IndexError(.invalidItemError,
                "no index delegate of '\(bundleIdentifier)' provides data (the running app is '\(context.bundleIdentifier)')"))
            return
        }
        do {
            let data = try delegate.data(for: self, itemIdentifier: itemIdentifier, typeIdentifier: contentType.identifier)
            completionHandler(data, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// `fetchData(forBundleIdentifier:itemIdentifier:contentType:completionHandler:)`, returning the data.
    open func fetchData(forBundleIdentifier bundleIdentifier: String, itemIdentifier: String, contentType: UTType) async throws -> Data {
        var result: Result<Data, Error> = .failure(SimulatedCaller.noApp)
        fetchData(forBundleIdentifier: bundleIdentifier, itemIdentifier: itemIdentifier, contentType: contentType) { data, error in
            result = error.map { .failure($0) } ?? .success(data ?? Data())
        }
        return try result.get()
    }

    /// Apple's deprecated name for `fetchData` (iOS 16), with the type as an identifier.
    @available(*, deprecated, renamed: "fetchData(forBundleIdentifier:itemIdentifier:contentType:completionHandler:)")
    open func provideData(forBundle bundle: String, identifier: String, type: String, completionHandler: @escaping (Data?, Error?) -> Void) {
        fetchData(forBundleIdentifier: bundle, itemIdentifier: identifier, contentType: UTType(type) ?? .data, completionHandler: completionHandler)
    }

    /// The simulator's handle for the running app, made once per device and app (batches live on it).
    public func simulatedHandle() -> Spotlight.IndexHandle? {
        guard let context = SimulatedCaller.context else { return nil }
        let service = context.device.spotlight
        let app = context.bundleIdentifier
        let name = name, protection = Self.protection(protectionClass)
        // Unchecked: the service and its handles are not `Sendable`; app code reaches a device's service only on the
        // thread that runs it, and the table keeps the service weakly.
        return handles.withLockUnchecked { handles in
            let key = ObjectIdentifier(service)
            if let resolved = handles[key], resolved.service === service, resolved.handle.app == app { return resolved.handle }
            handles = handles.filter { $0.value.service != nil }
            let handle = service.searchableIndex(app: app, name: name, protectionClass: protection)
            handles[key] = ResolvedHandle(service: service, handle: handle)
            return handle
        }
    }

    /// The simulator's protection class for Foundation's.
    static func protection(_ type: FileProtectionType?) -> CSFileProtection {
        switch type?.rawValue {
        case FileProtectionType.complete.rawValue?: .complete
        case FileProtectionType.completeUnlessOpen.rawValue?: .completeUnlessOpen
        case FileProtectionType.completeUntilFirstUserAuthentication.rawValue?: .completeUntilFirstUserAuthentication
        default: .none
        }
    }

    /// Runs `call` on the running app's handle with the handler wrapped to run as app code; without an app, fails.
    package func perform(_ completion: ((Error?) -> Void)?,
                         _ call: (Spotlight.IndexHandle, ((Error?) -> Void)?) -> Void) {
        guard let context = SimulatedCaller.context, let handle = simulatedHandle() else {
            completion?(SimulatedCaller.noApp)
            return
        }
        let wrapped: ((Error?) -> Void)? = completion.map { completion in
            { error in context.run { completion(error) } }
        }
        call(handle, wrapped)
    }

    // MARK: Completion-handler API

    /// Adds or replaces items; the handler runs once the call is journaled.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
        if let context = SimulatedCaller.context {
            for item in items { if let date = item.expirationDate { context.flagWallClock(date, "the expirationDate of '\(item.uniqueIdentifier)'") } }
        }
        let simulated = items.map(\.simulated)
        perform(completionHandler) { $0.indexSearchableItems(simulated, completionHandler: $1) }
    }

    /// Deletes items by identifier.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        perform(completionHandler) { $0.deleteSearchableItems(withIdentifiers: identifiers, completionHandler: $1) }
    }

    /// Deletes items in these domains (and their subdomains).
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        perform(completionHandler) { $0.deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: $1) }
    }

    /// Deletes every item of the app.
    open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
        perform(completionHandler) { $0.deleteAllSearchableItems(completionHandler: $1) }
    }

    /// Opens a batch (named indexes only).
    open func beginBatch() {
        simulatedHandle()?.beginBatch()
    }

    /// Commits the batch and stores `clientState`.
    open func endBatch(withClientState clientState: Data, completionHandler: ((Error?) -> Void)? = nil) {
        perform(completionHandler) { $0.endBatch(withClientState: Array(clientState), completionHandler: $1) }
    }

    /// Commits the batch only if the stored client state is `expectedClientState`.
    open func endBatch(expectedClientState: Data?, newClientState: Data, completionHandler: ((Error?) -> Void)? = nil) {
        perform(completionHandler) {
            $0.endBatch(expectedClientState: expectedClientState.map { Array($0) }, newClientState: Array(newClientState),
                        completionHandler: $1)
        }
    }

    /// Hands the last committed client state to `completionHandler`.
    open func fetchLastClientState(completionHandler: @escaping (Data?, Error?) -> Void) {
        guard let context = SimulatedCaller.context, let handle = simulatedHandle() else {
            completionHandler(nil, SimulatedCaller.noApp)
            return
        }
        handle.fetchLastClientState { bytes, error in
            context.run { completionHandler(bytes.map { Data($0) }, error) }
        }
    }

    // MARK: async API

    /// Adds or replaces items; returns once the call is journaled (when the simulation has run that far).
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
        try await Self.awaiting { indexSearchableItems(items, completionHandler: $0) }
    }

    /// Deletes items by identifier.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        try await Self.awaiting { deleteSearchableItems(withIdentifiers: identifiers, completionHandler: $0) }
    }

    /// Deletes items in these domains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        try await Self.awaiting { deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: $0) }
    }

    /// Deletes every item of the app.
    open func deleteAllSearchableItems() async throws {
        try await Self.awaiting { deleteAllSearchableItems(completionHandler: $0) }
    }

    /// Commits the batch and stores `clientState`.
    open func endBatch(withClientState clientState: Data) async throws {
        try await Self.awaiting { endBatch(withClientState: clientState, completionHandler: $0) }
    }

    /// The last committed client state (empty when none was stored).
    open func fetchLastClientState() async throws -> Data {
        try await AsyncAppCode.awaitingValue { done in
            fetchLastClientState { data, error in done(error.map { .failure($0) } ?? .success(data ?? Data())) }
        }
    }

    /// Awaits a completion handler (under `AsyncAppCode`, one simulation step at a time).
    package static func awaiting(_ what: String = #function, _ call: (@escaping (Error?) -> Void) -> Void) async throws {
        try await AsyncAppCode.awaiting(what, call)
    }
}

/// A simulator handle made for one device's Spotlight service.
struct ResolvedHandle {
    weak var service: SpotlightService?
    let handle: Spotlight.IndexHandle
}

/// Keeps the bridges that carry reindex requests to apps' delegates (the simulated index holds them weakly).
final class IndexDelegateRegistry: Sendable {
    static let shared = IndexDelegateRegistry()
    private let bridges = LockedBox([(service: Weak<SpotlightService>, app: String, bridge: IndexDelegateBridge)]())

    func register(_ delegate: CSSearchableIndexDelegate?, index: CSSearchableIndex, context: AppContext) {
        let service = context.device.spotlight
        let app = context.bundleIdentifier
        // Unchecked: the service, delegate and bridge are app-side objects, not `Sendable`; the table keeps them so
        // the index's weak reference to the bridge lives, and hands the new bridge only to this caller.
        let bridge = bridges.withLockUnchecked { bridges -> IndexDelegateBridge? in
            bridges.removeAll { $0.service.value == nil || ($0.service.value === service && $0.app == app) }
            guard let delegate else { return nil }
            let made = IndexDelegateBridge(delegate: delegate, index: index, context: context)
            bridges.append((Weak(service), app, made))
            return made
        }
        service.setIndexDelegate(bridge, app: app)
    }
}

/// A weak reference.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
