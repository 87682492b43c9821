import Foundation

/// A test-only fault a session worker injects (`LIMELIGHT_TEST_FAULT`): trap or hang on a line whose source contains a text.
///
/// Only the `session-worker` process reads the variable; the in-process host never does, so the tests' own process and
/// `limelight serve` itself cannot be made to crash by it.
public struct WorkerFault: Sendable, Equatable {
    /// What the worker does when a line matches.
    public enum Kind: String, Sendable { case crash, hang }
    /// Trap (`crash`) or never answer (`hang`).
    public var kind: Kind
    /// The text a line's source must contain.
    public var text: String

    /// The name of the environment variable the worker reads.
    public static let environmentVariable = "LIMELIGHT_TEST_FAULT"

    /// Parses `crash:<text>` or `hang:<text>`; nil for anything else (an unset, empty or malformed value injects nothing).
    public init?(_ spec: String?) {
        guard let spec, let colon = spec.firstIndex(of: ":"), let kind = Kind(rawValue: String(spec[..<colon])) else { return nil }
        let text = String(spec[spec.index(after: colon)...])
        guard !text.isEmpty else { return nil }
        self.kind = kind
        self.text = text
    }

    /// Traps or hangs when `source` contains the text; returns otherwise.
    public func trigger(on source: String) {
        guard source.contains(text) else { return }
        switch kind {
        case .crash: fatalError("\(Self.environmentVariable): injected crash on '\(text)'")
        case .hang: while true { sleep(3600) }
        }
    }
}
