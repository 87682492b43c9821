import LimelightCore
/// An error the simulated device reports for a request it cannot carry out, with a suggestion.
public struct SimulatorError: Error, Sendable, Equatable {
    public var message: String
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
