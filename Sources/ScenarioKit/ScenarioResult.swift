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
public struct ScenarioFailure: Sendable {
    public var line: Int
    public var column: Int
    /// The step's source line.
    public var step: String
    public var message: String
    /// Extra lines: the diagnostic's caret rendering or an output diff.
    public var details: [String]
}

/// What one step did, for reports and the language server's per-step results.
public struct StepResult: Sendable {
    public var line: Int
    public var source: String
    public var passed: Bool
    public var output: [String]
}

/// The result of running one scenario file.
public struct ScenarioResult: Sendable {
    public var path: String
    public var header: ScenarioHeader
    public var status: ScenarioStatus
    public var failure: ScenarioFailure?
    public var steps: [StepResult]
    /// The file with its golden output rewritten from what the commands printed (for `--update`); nil when unchanged.
    public var updatedText: String?

    /// The scenario's title, or its path when it has none.
    public var name: String { header.title ?? path }
}
