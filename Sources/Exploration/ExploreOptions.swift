/// What `limelight explore` runs: how many journeys of how many steps, from which seed, against which apps, with which
/// invariants besides the built-in ones.
public struct ExploreOptions {
    /// The seed every journey's seed is derived from.
    public var seed: UInt64 = 1
    /// The steps of each journey after its setup.
    public var steps = 100
    /// The most journeys run.
    public var journeys = 1_000
    /// Stop starting journeys after this many seconds of wall-clock time (nil: no limit).
    public var timeBudget: Double?
    /// What each journey installs, as `app install` takes it (`focusblox`, `focusblox --spotlight-behaviour corrected`);
    /// an app given without options has its install options drawn for each journey. Empty: every reference app.
    public var apps: [String] = []
    /// The user's invariants: `invariant expect …` lines, with where they were read (`FILE:LINE`).
    public var invariants: [(source: String, location: String)] = []
    /// Hears every line a journey runs (setup included) with its journey number: `--verbose`.
    public var trace: (@Sendable (Int, String) -> Void)?
    /// Told before every step of a journey (its number from 0, the step from 1 or 0 during the setup, and the command):
    /// a child process keeps it in its step beacon, so the parent can name the step after a crash.
    public var beforeStep: ((_ journey: Int, _ step: Int, _ command: String) -> Void)?
    /// Whether a violation is shrunk before it is shown.
    public var shrink = true
    /// How the run was asked for, for the header of the scenario it writes (e.g. `limelight explore --app focusblox --seed 7`).
    public var commandLine = "limelight explore"

    /// The bounds on what the options may ask for.
    public static let maximumSteps = 100_000
    public static let maximumJourneys = 100_000_000
    public static let maximumApps = 8
    public static let maximumTimeBudget = 86_400.0

    /// Creates the default options.
    public init() {}
}
