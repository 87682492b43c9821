import Foundation
import LimelightCore

/// Thread-safe flags the reader thread sets while the worker evaluates: interrupts per session and cancelled request ids.
public final class ServerControl: Sendable {
    private struct Flags {
        var interrupted: Set<String> = []
        var running: Set<String> = []
        var cancelled: Set<String> = []
        var known: Set<String> = []
    }
    private let flags = LockedBox(Flags())

    /// What an interrupt request found.
    public enum InterruptResult: Sendable { case unknownSession, idle, requested }

    /// Registers (true) or forgets (false) a session id so interrupts can tell unknown sessions from idle ones.
    public func setKnown(_ sessionId: String, _ isKnown: Bool) {
        flags.withLock { f in if isKnown { f.known.insert(sessionId) } else { f.known.remove(sessionId) } }
    }

    public init() {}

    /// Marks a session as evaluating (true) or idle (false); going idle clears a pending interrupt.
    public func setRunning(_ sessionId: String, _ isRunning: Bool) {
        flags.withLock { f in
            if isRunning { f.running.insert(sessionId) } else { f.running.remove(sessionId); f.interrupted.remove(sessionId) }
        }
    }

    /// Requests that the session's evaluation stop before its next line.
    public func interrupt(_ sessionId: String) -> InterruptResult {
        flags.withLock { f in
            guard f.known.contains(sessionId) else { return .unknownSession }
            guard f.running.contains(sessionId) else { return .idle }
            f.interrupted.insert(sessionId)
            return .requested
        }
    }

    /// Whether an interrupt is pending for the session.
    public func isInterrupted(_ sessionId: String) -> Bool {
        flags.withLock { $0.interrupted.contains(sessionId) }
    }

    /// Records a `$/cancelRequest` for a request id (its serialized JSON form).
    public func cancel(_ id: String) {
        flags.withLock { _ = $0.cancelled.insert(id) }
    }

    /// Whether the request was cancelled; forgets the id (each id is answered once).
    public func takeCancelled(_ id: String) -> Bool {
        flags.withLock { $0.cancelled.remove(id) != nil }
    }

    /// Whether the request was cancelled, without forgetting it.
    public func isCancelled(_ id: String) -> Bool {
        flags.withLock { $0.cancelled.contains(id) }
    }
}
