import Spotlight
import SpotlightQuery

/// Objects the command language holds on the world's behalf, derived from it and never saved: index handles it uses
/// while acting as an app (code, as an app's own handles are) and the query engines that mirror each device's store
/// (rebuilt from the store when first used after a restore). The world's own data about search — the screens shown and
/// the engagement histories engines have not taken yet — is `WorldSearch`, part of `WorldState`.
public final class WorldHandles {
    /// IndexHandle handles the REPL holds while acting as an app, by device/app/name, so a batch spans commands.
    public var indexHandles: [IndexHandleKey: IndexHandle] = [:] { didSet { lastIndexHandle = nil } }
    /// The handle last looked up in `indexHandles`, with its key: a bulk of commands on one index compares the key
    /// instead of hashing it (always an entry of `indexHandles`; forgotten when it changes).
    public var lastIndexHandle: (key: IndexHandleKey, handle: IndexHandle)?
    /// The query engine of each device (by device name), attached lazily by queries and their probes.
    public var searchEngines: [String: SearchEngine] = [:]

    /// Creates empty handles.
    public init() {}
}

/// The world's data about Spotlight search that lives outside the devices' services, as one value: the screen each
/// device shows and the engagement histories waiting for their device's query engine. `Simulation.state` saves it
/// (with the histories engines hold) and `Simulation(restoring:)` restores it.
public struct WorldSearch: Equatable, Sendable {
    /// The Spotlight search screen each device shows (by device name) after `spotlight search` (see `searchScreen`).
    public var searchScreens: [String: SearchScreenState] = [:]
    /// Engagement histories of a restored world whose engines are not attached yet, by device name (an engine made for
    /// the device takes its history from here before it mirrors the store).
    public var pendingEngagements: [String: [EngagementRecord]] = [:]

    /// No screen shown, no history waiting.
    public init() {}
}

/// What an index handle the REPL holds is for: a device, an app, an index name (nil: the default index) and a
/// protection class.
public struct IndexHandleKey: Hashable, Sendable {
    /// The device's name.
    public var device: String
    /// The app's bundle identifier.
    public var app: String
    /// The index's name; nil for `IndexHandle.default()`.
    public var name: String?
    /// The protection class the handle was made with.
    public var protection: CSFileProtection

    /// Creates a key from its parts.
    public init(device: String, app: String, name: String?, protection: CSFileProtection) {
        self.device = device
        self.app = app
        self.name = name
        self.protection = protection
    }
}

/// One row of a numbered result list, as the person saw it: the item it stands for and its title.
public struct ShownResult: Codable, Equatable, Sendable {
    /// The bundle identifier of the app that indexed the item.
    public var app: String
    /// The item's uniqueIdentifier.
    public var identifier: String
    /// The title the row showed.
    public var title: String

    public init(app: String, identifier: String, title: String) {
        self.app = app
        self.identifier = identifier
        self.title = title
    }
}
