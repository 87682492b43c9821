import LimelightCore

/// A property that must hold after every step of a session: an `expect` probe declared with `invariant expect …`.
public struct SessionInvariant {
    /// The expectation as written, e.g. `expect spotlight count <= 3`.
    public var source: String
    /// The parsed expectation the session reads after each step.
    public var invocation: CommandInvocation
    /// The line that declared it (1-based; 1 in the REPL).
    public var line: Int
    /// The operator and the second probe when the invariant compares two probes (`expect A OP expect B`).
    public var comparedWith: (op: ComparisonOperator, probe: CommandInvocation)?
    /// The transcript step that declared it (0-based; what going back before that step takes back), if known.
    public var declaredAtStep: Int?

    /// Creates an invariant.
    public init(source: String, invocation: CommandInvocation, line: Int, comparedWith: (op: ComparisonOperator, probe: CommandInvocation)? = nil) {
        self.source = source
        self.invocation = invocation
        self.line = line
        self.comparedWith = comparedWith
    }

    /// The most invariants one session holds (each is read after every step).
    public static let maximumCount = 100
}
