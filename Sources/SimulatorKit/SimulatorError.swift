import LimelightCore
/// An error the simulated device reports for a request it cannot carry out, with a suggestion.
public struct SimulatorError: Error, Sendable, Equatable {
    /// What went wrong, e.g. `a device named 'phone' already exists`.
    public var message: String
    /// What to do instead, if there is a useful hint.
    public var suggestion: String?

    /// Creates an error from its message and optional suggestion.
    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
