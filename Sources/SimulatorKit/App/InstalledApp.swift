import LimelightCore
import SystemServices

/// The lifecycle state of an installed app.
public enum AppRunState: String, Codable, Sendable {
    case notRunning = "not-running"
    case foreground
    case background
}

/// An app installed on a device: its descriptor, persistent data, defaults, run state and, while running, its program.
public final class InstalledApp {
    /// The catalogue entry the app was installed from.
    public let descriptor: AppDescriptor
    /// The app's persistent data container.
    public let dataStore = AppDataStore()
    /// The app's defaults on this device.
    public let defaults = InMemoryAppDefaults()
    /// The executor the app's async code runs on (`AppTaskExecutor.current`), so it runs inside the simulator's steps.
    public let taskExecutor = AppTaskExecutor()
    /// How the system runs the app's App Intents (`perform()` of its intent types), set when the install hook declares
    /// them (`SimulatedAppIntents.declare`); returns what the intent's result says.
    public var intentPerformer: ((IntentRecord) throws -> [String])?
    /// Install-time options, by name.
    public let installOptions: [String: String]
    /// Whether the app is not running, in the foreground or in the background.
    public internal(set) var state: AppRunState = .notRunning
    /// The running program, nil when not running.
    public internal(set) var program: AppProgram? {
        didSet { if program == nil { programContext = nil } }
    }
    /// The context the running program was started with: reading the program runs as its app's code.
    var programContext: AppContext?
    /// How many times the app has been launched.
    public internal(set) var launchCount = 0

    init(descriptor: AppDescriptor, installOptions: [String: String]) {
        self.descriptor = descriptor
        self.installOptions = installOptions
    }

    /// The app's bundle identifier, e.g. `com.focusblox.app`.
    public var bundleIdentifier: String { descriptor.bundleIdentifier }
    /// The short name typed in commands, e.g. `focusblox`.
    public var shortName: String { descriptor.shortName }
    /// The name shown to people, e.g. `FocusBlox`.
    public var displayName: String { descriptor.displayName }

    /// What the app shows; an app that is not running shows nothing.
    public var screen: ScreenState { withProgram { $0.screen } ?? ScreenState() }

    /// Starts `program` as the running program, whose code runs with `context`.
    func attach(_ program: AppProgram, context: AppContext) {
        self.program = program
        programContext = context
    }

    /// Runs `body` with the running program as the app's code (`AppContext.current` set, as for every call into an app:
    /// its screen, summary and completion values read the simulated clock); nil when the app is not running.
    public func withProgram<T>(_ body: (AppProgram) throws -> T) rethrows -> T? {
        guard let program else { return nil }
        guard let programContext else { return try body(program) }
        return try programContext.run { try body(program) }
    }
}
