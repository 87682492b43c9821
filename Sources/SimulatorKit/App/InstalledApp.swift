import LimelightCore
import SystemServices

/// The lifecycle state of an installed app.
public enum AppRunState: String, Sendable {
    case notRunning = "not-running"
    case foreground
    case background
}

/// An app installed on a device: its descriptor, persistent data, defaults, run state and, while running, its program.
public final class InstalledApp {
    public let descriptor: AppDescriptor
    /// The app's persistent data container.
    public let dataStore = AppDataStore()
    /// The app's defaults on this device.
    public let defaults = InMemoryAppDefaults()
    /// Install-time options, by name.
    public let installOptions: [String: String]
    public internal(set) var state: AppRunState = .notRunning
    /// The running program, nil when not running.
    public internal(set) var program: AppProgram?
    /// How many times the app has been launched.
    public internal(set) var launchCount = 0

    init(descriptor: AppDescriptor, installOptions: [String: String]) {
        self.descriptor = descriptor
        self.installOptions = installOptions
    }

    public var bundleIdentifier: String { descriptor.bundleIdentifier }
    public var shortName: String { descriptor.shortName }
    public var displayName: String { descriptor.displayName }

    /// What the app shows; an app that is not running shows nothing.
    public var screen: ScreenState { program?.screen ?? ScreenState() }
}
