/// Why a snapshot could not be saved, loaded or replayed, with what to do about it.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file or step.
    public var message: String
    /// A suggested fix, shown as `help:`.
    public var suggestion: String?

    /// Creates an error from its parts.
    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String { message }
}
