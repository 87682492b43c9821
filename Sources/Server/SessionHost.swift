import ScenarioKit

/// Starts session workers: all in this process (`InProcessSessionHost`, for tests) or each in its own child process
/// (`ProcessSessionHost`, what `limelight serve` uses, so a crash ends one session and not the server).
public protocol SessionHost: AnyObject {
    /// Seconds one `limelight/eval` or one scenario run may take before its worker is stopped.
    var timeout: Double { get }
    /// A new worker with no session yet.
    func start() throws -> WorkerChannel
}

/// A running worker: takes one request at a time and answers it.
public protocol WorkerChannel: AnyObject {
    /// Sends a request and waits for its answer (`{"ok": …}` or `{"error": …}`), handing progress messages to `progress`;
    /// throws `WorkerFailure` when the worker dies or has not answered within `timeout` seconds (it is stopped then).
    func call(_ request: JSONValue, timeout: Double, progress: (JSONValue) -> Void) throws -> JSONValue
    /// Stops the worker and releases what it holds; calling it again does nothing.
    func close()
}

/// Why a worker stopped answering: it died on a signal, exited, ran past its time, or broke the protocol.
public struct WorkerFailure: Error, Sendable, CustomStringConvertible {
    /// What happened to the worker.
    public enum Reason: Sendable, Equatable {
        case signal(Int32)
        case exited(Int32)
        case timedOut(seconds: Double)
        case protocolError(String)
    }
    /// What happened to the worker.
    public var reason: Reason
    /// The last line the worker wrote to stderr before it ended (e.g. `Fatal error: …`), or "".
    public var lastWords: String

    public init(_ reason: Reason, lastWords: String = "") {
        self.reason = reason
        self.lastWords = lastWords
    }

    /// The signal's name (`SIGTRAP`), when the worker died on one.
    public var signalName: String? {
        guard case .signal(let n) = reason else { return nil }
        return Self.signalName(n)
    }

    /// "crashed (SIGILL)", "exited with status 3", "did not answer within 60 s", or the protocol problem.
    public var description: String {
        switch reason {
        case .signal(let n): return "crashed (\(Self.signalName(n)))"
        case .exited(let status): return "exited with status \(status)"
        case .timedOut(let seconds): return "did not answer within \(Self.seconds(seconds)) and was stopped"
        case .protocolError(let problem): return "broke the worker protocol (\(problem)) and was stopped"
        }
    }

    /// The conventional name of a signal number (`SIGSEGV`), or `signal N`.
    public static func signalName(_ n: Int32) -> String {
        let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS",
                                      8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM"]
        return names[n] ?? "signal \(n)"
    }

    static func seconds(_ s: Double) -> String {
        s.rounded() == s && s < 1e9 ? "\(Int(s)) s" : "\(s) s"
    }
}

/// Runs every worker in this process: no isolation (a trap ends the process), used by the unit tests.
public final class InProcessSessionHost: SessionHost {
    /// The runner the workers share (its registry and catalogue).
    public let runner: ScenarioRunner
    public let timeout: Double = 60

    public init(runner: ScenarioRunner) { self.runner = runner }

    public func start() throws -> WorkerChannel { InProcessWorker(SessionWorker(runner: runner)) }
}

/// A `SessionWorker` called directly; the timeout is not enforced (nothing can stop a call in the same thread).
final class InProcessWorker: WorkerChannel {
    private var worker: SessionWorker?

    init(_ worker: SessionWorker) { self.worker = worker }

    func call(_ request: JSONValue, timeout: Double, progress: (JSONValue) -> Void) throws -> JSONValue {
        guard let worker else { throw WorkerFailure(.protocolError("the worker was closed")) }
        return worker.handle(request, progress: progress)
    }

    func close() { worker = nil }
}
