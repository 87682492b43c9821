import Foundation
import ScenarioKit

/// Runs each worker in its own child process: `EXECUTABLE session-worker`, speaking one JSON request per line on its
/// stdin and one JSON answer per line on its stdout. A worker that crashes, hangs past the timeout or exits takes only
/// its own session with it.
public final class ProcessSessionHost: SessionHost {
    /// The program to start (`/proc/self/exe` for `limelight serve`: the same build).
    public let executable: String
    /// Its arguments (the hidden subcommand).
    public let arguments: [String]
    public let timeout: Double
    /// Variables added to (or replacing) the server's environment for the workers.
    public let environment: [String: String]

    /// The workers' arguments by default: the hidden `session-worker` subcommand.
    public static let workerArguments = ["session-worker"]

    public init(executable: String, arguments: [String] = ProcessSessionHost.workerArguments, timeout: Double = 60,
                environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
        self.environment = environment
        // A worker that died leaves a pipe with no reader: writing to it must fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
    }

    public func start() throws -> WorkerChannel {
        var env = ProcessInfo.processInfo.environment
        // Swift's crash backtracer would make a dying worker symbolicate for seconds; the error names the signal instead.
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=no" }
        for (k, v) in environment { env[k] = v }
        return try ProcessWorkerChannel(WorkerCommand(executable: executable, arguments: arguments,
                                                      environment: env.keys.sorted().map { "\($0)=\(env[$0] ?? "")" }))
    }
}

