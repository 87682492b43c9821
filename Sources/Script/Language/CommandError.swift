import LimelightCore

/// An error a command reports while running: what went wrong, where in the line, and what to do.
public struct CommandError: Error, Sendable {
    public var message: String
    public var range: SourceRange?
    public var suggestion: String?
    public var code: String

    public init(_ message: String, range: SourceRange? = nil, suggestion: String? = nil, code: String = "command-failed") {
        self.message = message
        self.range = range
        self.suggestion = suggestion
        self.code = code
    }

    /// The error as a diagnostic, located at its range or else at `fallback`.
    public func diagnostic(fallback: SourceRange) -> Diagnostic {
        Diagnostic(range: range ?? fallback, code: code, message, suggestion: suggestion)
    }
}
