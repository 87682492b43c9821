import Spotlight
import SpotlightQuery

/// Handles the command language holds on the world's behalf; derived state (a replay rebuilds them).
public final class WorldHandles {
    /// CSSearchableIndex handles the REPL holds while acting as an app, by device/app/name, so a batch spans commands.
    public var indexHandles: [String: CSSearchableIndex] = [:]
    /// The query engine of each device (by device name), attached lazily by queries and their probes.
    public var searchEngines: [String: SearchEngine] = [:]
    /// The Spotlight search screen each device shows (by device name) after `spotlight search` (see `searchScreen`).
    public var searchScreens: [String: SearchScreenState] = [:]

    /// Creates empty handles.
    public init() {}
}
