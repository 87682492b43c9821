import LimelightCore

/// The header of a scenario file: `title:`, `criteria:`, `tags:` and the other `key: value` lines before the first command.
public struct ScenarioHeader: Sendable, Equatable, Codable {
    /// The scenario's name in reports.
    public var title: String?
    /// Criterion IDs the scenario checks, e.g. `FB-G2.4`.
    public var criteria: [String] = []
    /// Words for selecting scenarios with `limelight run --tag`.
    public var tags: [String] = []
    /// A seed for the simulation's randomness (default 42).
    public var seed: UInt64?
    /// Why the scenario is expected to fail (a spec bug it demonstrates); nil when it must pass.
    public var expectedFailure: String?
    /// Why the scenario is skipped; nil when it runs.
    public var skip: String?
    /// A longer description of the scenario.
    public var description: String?
    /// A snapshot file (relative to the scenario's folder) the scenario starts from instead of an empty world.
    public var snapshot: String?

    /// The header keys a scenario may use.
    public static let keys = ["title", "criteria", "tags", "seed", "xfail", "skip", "description", "snapshot"]

    /// Creates an empty header.
    public init() {}
}

/// One command of a script with the golden output written under it.
public struct ScriptStep: Sendable {
    /// The line the command starts on.
    public var line: Int
    /// The command as written (continuation lines joined).
    public var source: String
    /// The parsed command; nil when the line has errors.
    public var invocation: CommandInvocation?
    /// The expected output lines (`> …`) written under the command, or nil when there are none.
    public var golden: [String]?
    /// The lines the golden block occupies, for `--update`.
    public var goldenLines: ClosedRange<Int>?
    /// The section (a `## Heading` comment) the step belongs to.
    public var section: String?
}

/// A parsed scenario or script file: header, steps, section headings and diagnostics.
public struct ScriptFile: Sendable {
    /// The `key: value` lines before the first command.
    public var header = ScenarioHeader()
    /// The commands in file order, each with its golden output.
    public var steps: [ScriptStep] = []
    /// `## Heading` comments with their line numbers.
    public var sections: [(name: String, line: Int)] = []
    /// Every parse error and warning in the file.
    public var diagnostics: [Diagnostic] = []
    /// The source text, split into lines.
    public var lines: [String] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
