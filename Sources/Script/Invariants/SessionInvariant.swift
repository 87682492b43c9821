import LimelightCore

/// A property that must hold after every step of a session: an `expect` probe declared with `invariant expect …`.
public struct SessionInvariant {
    /// The expectation as written, e.g. `expect spotlight count <= 3`.
    public var source: String
    /// The parsed expectation the session reads after each step.
    public var invocation: CommandInvocation
    /// The line that declared it (1-based; 1 in the REPL).
    public var line: Int

    /// The most invariants one session holds (each is read after every step).
    public static let maximumCount = 100
}
