import LimelightCore
import Spotlight

/// A program running on the simulated device: the lifecycle calls an app receives, as UIApplicationDelegate/SwiftUI deliver them.
public protocol AppProgram: AnyObject {
    /// The app finished launching (the place where apps refresh their Spotlight index).
    func applicationDidFinishLaunching()
    /// The app moved to the background.
    func applicationDidEnterBackground()
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground()
    /// The app is about to be terminated normally.
    func applicationWillTerminate()
    /// The system asks the app to continue a user activity (a tapped Spotlight result); returns whether it handled it.
    func application(continue activity: NSUserActivity) -> Bool
    /// What the app shows now.
    var screen: ScreenState { get }
    /// Values for Tab completion of the app's own arguments (e.g. task titles), by the key its actions declare.
    func completionValues(for key: String) -> [String]
    /// Extra lines `app show` prints about the app's model (e.g. its task list).
    func summary() -> [String]
    /// The program's in-memory UI state (selected tab, open sheet, navigation path) that a snapshot keeps, as state
    /// restoration does (`@SceneStorage`, `stateRestorationActivity`); empty by default: a restored program starts
    /// as a fresh launch would. Its model lives in the app's `AppDataStore`, not here.
    var restorationState: [String: [String]] { get }
    /// Takes back what `restorationState` returned, right after the program was started again in a restored world
    /// (no lifecycle call is made: the app never noticed the snapshot).
    func restore(from state: [String: [String]])
    /// The identifiers the app's model says should be searchable in Spotlight once its indexing calls have been
    /// applied (what `expect violations searchable-matches-model` compares with the index); nil when the app does not say.
    var searchableIdentifiers: Set<String>? { get }
    /// Whether the app reindexes everything it wants searchable in `applicationDidFinishLaunching` (a documented reindex
    /// point: once the calls it made then are applied, `searchableIdentifiers` must all be in Spotlight).
    var reindexesAtLaunch: Bool { get }
    /// The title a report shows for a searchable identifier of the model (nil: the identifier alone).
    func searchableTitle(for identifier: String) -> String?
}

extension AppProgram {
    /// Does nothing by default.
    public func applicationDidEnterBackground() {}
    /// Does nothing by default.
    public func applicationWillEnterForeground() {}
    /// Does nothing by default.
    public func applicationWillTerminate() {}
    /// No completion values by default.
    public func completionValues(for key: String) -> [String] { [] }
    /// No extra lines by default.
    public func summary() -> [String] { [] }
    /// No UI state to keep by default.
    public var restorationState: [String: [String]] { [:] }
    /// Nothing to take back by default.
    public func restore(from state: [String: [String]]) {}
    /// The app does not say what should be searchable by default.
    public var searchableIdentifiers: Set<String>? { nil }
    /// The app does not reindex at launch by default.
    public var reindexesAtLaunch: Bool { false }
    /// No titles by default.
    public func searchableTitle(for identifier: String) -> String? { nil }
}

/// What the simulator knows about an installable app: its names, its declared actions, and how to start it (Sendable
/// so an app can keep it in a `static let`: the simulator calls its closures on the thread that runs the simulation).
// unchecked: its closures (how to start the app, its actions) are the app's own, not marked @Sendable; the simulator calls
// them on the thread that runs the simulation.
public struct AppDescriptor: @unchecked Sendable {
    /// The bundle identifier, e.g. `com.focusblox.app`.
    public var bundleIdentifier: String
    /// The short name typed in commands, e.g. `focusblox`.
    public var shortName: String
    /// The name shown to people, e.g. `FocusBlox`.
    public var displayName: String
    /// One line describing the app, shown in app listings.
    public var summary: String
    /// User actions the app offers to the command language.
    public var actions: [AppAction]
    /// Install-time options (e.g. FocusBlox's `--spotlight-behaviour spec|corrected`), as `name=value` defaults.
    public var installOptions: [OptionSpec]
    /// Starts the program for one launch.
    public var launch: (AppContext) -> AppProgram
    /// Runs when the app is installed: registers its App Intents metadata, widget kinds and Siri tips with the device's
    /// services (what the system reads from the app bundle). Throwing rejects the install.
    public var onInstall: ((AppContext) throws -> Void)? = nil
    /// What the system reads from the app's bundle at install, by framework (`AppIntents`, …): each reader declares the
    /// types the descriptor lists once (`AppDescriptor(…, appShortcuts:intents:)` of LimelightAppIntents) with the
    /// device's services. They run in name order before `onInstall`, and again whenever the install hook does.
    public var bundleReaders: [String: (AppContext) throws -> Void] = [:]
    /// How the app's data moves between devices (nil: the app does not sync).
    public var syncAdapter: AppSyncAdapter? = nil

    /// Creates a descriptor from its parts; `launch` starts the program.
    public init(bundleIdentifier: String, shortName: String, displayName: String, summary: String, actions: [AppAction] = [],
                installOptions: [OptionSpec] = [], launch: @escaping (AppContext) -> AppProgram) {
        self.bundleIdentifier = bundleIdentifier
        self.shortName = shortName
        self.displayName = displayName
        self.summary = summary
        self.actions = actions
        self.installOptions = installOptions
        self.launch = launch
    }
}
