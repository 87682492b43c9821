import Foundation

/// Thread-safe flags the reader thread sets while the worker evaluates: interrupts per session and cancelled request ids.
public final class ServerControl: @unchecked Sendable {
    private let lock = NSLock()
    private var interrupted: Set<String> = []
    private var running: Set<String> = []
    private var cancelled: Set<String> = []
    private var known: Set<String> = []

    /// What an interrupt request found.
    public enum InterruptResult: Sendable { case unknownSession, idle, requested }

    /// Registers (true) or forgets (false) a session id so interrupts can tell unknown sessions from idle ones.
    public func setKnown(_ sessionId: String, _ isKnown: Bool) {
        lock.lock(); defer { lock.unlock() }
        if isKnown { known.insert(sessionId) } else { known.remove(sessionId) }
    }

    public init() {}

    /// Marks a session as evaluating (true) or idle (false); going idle clears a pending interrupt.
    public func setRunning(_ sessionId: String, _ isRunning: Bool) {
        lock.lock(); defer { lock.unlock() }
        if isRunning { running.insert(sessionId) } else { running.remove(sessionId); interrupted.remove(sessionId) }
    }

    /// Requests that the session's evaluation stop before its next line.
    public func interrupt(_ sessionId: String) -> InterruptResult {
        lock.lock(); defer { lock.unlock() }
        guard known.contains(sessionId) else { return .unknownSession }
        guard running.contains(sessionId) else { return .idle }
        interrupted.insert(sessionId)
        return .requested
    }

    /// Whether an interrupt is pending for the session.
    public func isInterrupted(_ sessionId: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return interrupted.contains(sessionId)
    }

    /// Records a `$/cancelRequest` for a request id (its serialized JSON form).
    public func cancel(_ id: String) {
        lock.lock(); defer { lock.unlock() }
        cancelled.insert(id)
    }

    /// Whether the request was cancelled; forgets the id (each id is answered once).
    public func takeCancelled(_ id: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Whether the request was cancelled, without forgetting it.
    public func isCancelled(_ id: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled.contains(id)
    }
}
