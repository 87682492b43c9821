import ArgumentParser
import Foundation
import ReferenceApps
import ScenarioKit
import Server

/// `limelight session-worker` (hidden): one REPL session or one scenario run for `limelight serve`, in its own process,
/// speaking one JSON request per line on stdin and one JSON answer per line on stdout (see `SessionWorker`).
struct SessionWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session-worker",
        abstract: "Runs one limelight serve session in its own process (started by limelight serve; not for direct use).",
        shouldDisplay: false
    )

    func run() throws {
        let worker = SessionWorker(runner: ScenarioRunner(catalog: LimelightMain.catalog),
                                   fault: WorkerFault(ProcessInfo.processInfo.environment[WorkerFault.environmentVariable]))
        while let line = readLine(strippingNewline: true) {
            let answer: JSONValue
            if let request = try? JSONValue.parse(line), request.objectValue != nil {
                answer = worker.handle(request, progress: { Self.send(["progress": $0]) })
            } else {
                answer = ["error": ["code": -32700, "message": "Parse error: a worker request is one JSON object per line"]]
            }
            guard Self.send(answer) else { break }
        }
    }

    /// Writes one message as a line on stdout; false when the server is gone.
    @discardableResult
    static func send(_ message: JSONValue) -> Bool {
        let bytes = Array((message.serialized + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}
