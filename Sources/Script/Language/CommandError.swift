import LimelightCore

/// An error a command reports while running: what went wrong, where in the line, and what to do.
public struct CommandError: Error, Sendable {
    /// What went wrong, e.g. `missing name`.
    public var message: String
    /// The part of the line the error points at; nil to use the caller's fallback.
    public var range: SourceRange?
    /// A suggested fix, shown as `help:` under the diagnostic.
    public var suggestion: String?
    /// A stable code for tools, e.g. `command-failed`.
    public var code: String
    /// The fixes offered as edits (`FixIt`), made where the suggestion is made.
    public var fixIts: [FixIt]

    /// Creates an error from its parts.
    /// With fix-its and no suggestion, the first fix-it's message is the suggestion.
    public init(_ message: String, range: SourceRange? = nil, suggestion: String? = nil, code: String = "command-failed", fixIts: [FixIt] = []) {
        self.message = message
        self.range = range
        self.suggestion = suggestion ?? fixIts.first?.message
        self.fixIts = fixIts
        self.code = code
    }

    /// The error as a diagnostic, located at its range or else at `fallback`.
    public func diagnostic(fallback: SourceRange) -> Diagnostic {
        Diagnostic(range: range ?? fallback, code: code, message, suggestion: suggestion, fixIts: fixIts)
    }
}
