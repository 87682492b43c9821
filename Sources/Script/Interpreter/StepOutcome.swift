import LimelightCore

/// What running one line produced: its printed lines, diagnostics, an expectation failure, and requested effects.
public struct StepOutcome {
    /// The lines the command printed.
    public var output: [String] = []
    /// The lines a scenario keeps for the step when they differ from `output` (a `screen` drawn with box-drawing
    /// characters is recorded in ASCII, as `limelight run` draws it); nil when they are the same.
    public var recordedOutput: [String]?
    /// The lines a saved or recorded scenario keeps as the step's golden output.
    public var scenarioOutput: [String] { recordedOutput ?? output }
    /// Parse errors or a command's error, located in the line.
    public var diagnostics: [Diagnostic] = []
    /// Set when an `expect` did not hold: the message with the direction stated.
    public var expectationFailure: Diagnostic?
    /// Set when the step ran but left a declared invariant broken (`invariant expect …`): located at the step.
    public var invariantFailure: Diagnostic?
    /// What the command asked the host to do, e.g. write a file or quit.
    public var effects: [SessionEffect] = []
    /// Whether a command ran (false for blank lines and lines with errors).
    public var ran = false

    /// Creates an empty outcome: no output, no diagnostics, nothing ran.
    public init() {}

    /// Whether the step failed (an error diagnostic, a failed expectation, or an invariant it broke).
    public var failed: Bool {
        invariantFailure != nil || failedApartFromInvariants
    }

    /// Whether the step itself failed (an error diagnostic or a failed expectation): a step that broke an invariant is
    /// kept in the transcript as written and breaks it again when replayed, which replay accepts.
    public var failedApartFromInvariants: Bool {
        expectationFailure != nil || diagnostics.contains { $0.severity == .error }
    }
}
