import LimelightCore
import Script

/// How a scenario ended.
public enum ScenarioStatus: String, Sendable, Codable {
    case passed, failed, skipped
    /// Failed, as its `xfail:` header said it would (a spec bug it demonstrates).
    case expectedFailure = "xfail"
    /// Passed although its `xfail:` header said it would fail: flagged, because the reason no longer holds.
    case unexpectedPass = "xpass"

    /// Whether the status counts as a failure of the run.
    public var isFailure: Bool { self == .failed || self == .unexpectedPass }
}

/// Why a scenario failed: where, which step, and the message with expected and actual.
public struct ScenarioFailure: Sendable, Codable, Equatable {
    /// The line the failure is reported at.
    public var line: Int
    /// The column the failure is reported at.
    public var column: Int
    /// The step's source line.
    public var step: String
    /// What went wrong: the diagnostic's message, or a note that the output differs.
    public var message: String
    /// Extra lines: the diagnostic's caret rendering or an output diff.
    public var details: [String]

    /// Creates a failure from its parts.
    public init(line: Int, column: Int, step: String, message: String, details: [String]) {
        self.line = line
        self.column = column
        self.step = step
        self.message = message
        self.details = details
    }
}

/// What one step did, for reports and the language server's per-step results.
public struct StepResult: Sendable, Codable, Equatable {
    /// The line the step's command starts on.
    public var line: Int
    /// The command as written.
    public var source: String
    /// Whether the step ran without errors, failed expectations or output mismatches.
    public var passed: Bool
    /// The lines the command printed.
    public var output: [String]
    /// The golden output it was checked against, when that differed (for side-by-side diffs); nil otherwise.
    public var expected: [String]? = nil
    /// The device's screen after the step, when the step changed it and pictures were asked for (`run --html`).
    public var screen: [String]? = nil
}

/// The result of running one scenario file.
public struct ScenarioResult: Sendable, Codable, Equatable {
    /// The scenario file's path as given to the run.
    public var path: String
    /// The scenario's header lines.
    public var header: ScenarioHeader
    /// How the scenario ended.
    public var status: ScenarioStatus
    /// Where and why the scenario failed (the reason, when skipped); nil when it passed.
    public var failure: ScenarioFailure?
    /// What each step that ran did, in order.
    public var steps: [StepResult]
    /// The file with its golden output rewritten from what the commands printed (for `--update`); nil when unchanged.
    public var updatedText: String?
    /// The simulation's timeline and what was left out, when pictures were asked for (`run --html`).
    public var pictures: ScenarioPictures? = nil

    /// Creates a result from its parts.
    public init(path: String, header: ScenarioHeader, status: ScenarioStatus, failure: ScenarioFailure?, steps: [StepResult],
                updatedText: String?) {
        self.path = path
        self.header = header
        self.status = status
        self.failure = failure
        self.steps = steps
        self.updatedText = updatedText
    }

    /// The scenario's title, or its path when it has none.
    public var name: String { header.title ?? path }
}
