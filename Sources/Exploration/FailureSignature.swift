import LimelightCore
import Script

/// What identifies a failure while a scenario is cut down: the kind of failure, what failed, and its message.
public struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    /// The diagnostic code: `expectation-failed`, `invariant-failed`, `action-failed`, `output-differs`, `step-budget`,
    /// `clock-went-back`, `tap-unreported`, …
    public var code: String
    /// What failed: the failing `expect` line, the broken invariant, or the command that was refused.
    public var subject: String
    /// The failure's message (it may name identifiers that change as steps go, so only `.message` compares it).
    public var message: String

    /// Creates a signature from its parts.
    public init(code: String, subject: String, message: String) {
        self.code = code
        self.subject = subject
        self.message = message
    }

    /// E.g. `invariant-failed: expect violations searchable-matches-model == (none)`.
    public var description: String { "\(code): \(subject)" }

    /// Whether `other` is the same failure, compared as `match` says.
    public func matches(_ other: FailureSignature, by match: SignatureMatch) -> Bool {
        switch match {
        case .code: code == other.code
        case .failure: code == other.code && subject == other.subject
        case .message: self == other
        }
    }
}

/// How much of a failure `reduce` and explore's shrinking keep (`--signature`).
public enum SignatureMatch: String, CaseIterable, Sendable {
    /// The same kind of failure of the same expectation, invariant or command (the default).
    case failure
    /// That, with the same message word for word.
    case message
    /// Only the same diagnostic code.
    case code
}
