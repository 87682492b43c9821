import Foundation
import ScenarioKit

/// A session worker in a child process (ScenarioKit's `WorkerProcess`): requests go to its stdin as JSON lines,
/// answers and progress come back from its stdout, and the tail of its stderr explains a crash.
final class ProcessWorkerChannel: WorkerChannel {
    private let process: WorkerProcess
    private var ended: WorkerFailure?

    /// Starts the worker.
    init(_ command: WorkerCommand) throws {
        process = try WorkerProcess.spawn(command)
    }

    deinit { close() }

    func call(_ request: JSONValue, timeout: Double, progress: (JSONValue) -> Void) throws -> JSONValue {
        if let ended { throw ended }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(timeout, 1e9)) * 1e9)
        guard process.send(request.serialized) else {
            // It stopped reading: it has ended, or is ending; report what it died of.
            if case .exited(let status) = process.next(deadline: DispatchTime.now().uptimeNanoseconds + 2_000_000_000) {
                throw end(nil, status: status)
            }
            throw end(nil)
        }
        while true {
            switch process.next(deadline: deadline) {
            case .line(let line):
                guard let message = try? JSONValue.parse(line), message.objectValue != nil else {
                    throw end(.protocolError("an answer that is not a JSON object"))
                }
                if let p = message["progress"] { progress(p); continue }
                return message
            case .exited(let status):
                throw end(nil, status: status)
            case .timedOut:
                throw end(.timedOut(seconds: timeout))
            case .tooLong:
                throw end(.protocolError("an answer longer than \(WorkerProcess.lineLimit >> 20) MiB"))
            }
        }
    }

    func close() {
        guard ended == nil else { return }
        process.kill()
        ended = WorkerFailure(.protocolError("the worker was closed"))
    }

    /// Ends the worker: kills it for `reason` (a timeout or a protocol error), else reports what it died of.
    private func end(_ reason: WorkerFailure.Reason?, status: Int32? = nil) -> WorkerFailure {
        process.kill()
        let died: WorkerFailure.Reason
        if let status {
            let signal = status & 0x7f
            died = signal != 0 ? .signal(signal) : .exited((status >> 8) & 0xff)
        } else {
            died = .protocolError("the worker stopped reading requests")
        }
        let words = process.stderrText.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let failure = WorkerFailure(reason ?? died, lastWords: words.map(String.init) ?? "")
        ended = failure
        return failure
    }
}
