import Foundation
import Script

/// Runs scenarios one at a time in a worker process, so a scenario that crashes or hangs fails on its own: the
/// failure names the signal (or the timeout) and the step it was in, and the next scenario gets a fresh process.
public final class IsolatedWorker {
    /// How to start the worker process (`limelight run-worker`).
    public let command: WorkerCommand
    /// The most time one scenario may take, in seconds; nil for no limit.
    public let timeout: Double?
    /// The most stderr lines of a crashed worker shown under its failure.
    public static let crashDetailLines = 12
    private var process: WorkerProcess?
    /// Where the running process keeps the line of its current step (nil: it reports each step on its stdout).
    private var beacon: StepBeacon?

    /// Checks a scenario without running it, for a worker that crashed or hung in it: the worker checks a file as it
    /// runs it, so one with an error further down than the step it died in is reported with that error, as a file
    /// with an error anywhere always is.
    private let checker: ScenarioRunner?

    /// Creates a worker; the process starts with the first scenario. With a `checker`, a scenario the worker crashed or
    /// hung in is checked and reported with its first error, if it has one.
    public init(command: WorkerCommand, timeout: Double?, checker: ScenarioRunner? = nil) {
        self.command = command
        self.checker = checker
        self.timeout = timeout
    }

    /// Runs the scenario at `path` (its `text` names the step a crash happened in) and returns what the worker reported,
    /// or a failure when the worker crashed, hung past the timeout, or could not be started.
    public func run(path: String, text: String) -> ScenarioOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let elapsed = { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        let request = WorkerProtocol.request(path: path)
        var worker: WorkerProcess
        do { worker = try started(sending: request) } catch {
            return Self.failed(path, line: nil, text: text, "could not run: \(error)", [], elapsed())
        }
        let deadline = timeout.map { start + UInt64($0 * 1e9) }
        var reported: Int?
        var lastStep: Int? { reported ?? beacon.flatMap { $0.line > 0 ? $0.line : nil } }
        while true {
            switch worker.next(deadline: deadline) {
            case .line(let line):
                switch WorkerProtocol.message(line) {
                case .step(let n): reported = n
                case .done(let outcome): return outcome
                case .unreadable(let reason):
                    worker.kill(); process = nil
                    return Self.failed(path, line: lastStep, text: text, "the worker process's result could not be read (\(reason))", [], elapsed())
                case .other: continue
                }
            case .exited(let status):
                process = nil
                if let checked = checkedError(path: path, text: text, elapsed()) { return checked }
                return Self.failed(path, line: lastStep, text: text, Self.crashMessage(status, lastStep: lastStep),
                                   Self.crashDetails(worker.stderrText), elapsed())
            case .tooLong:
                process = nil
                return Self.failed(path, line: lastStep, text: text,
                                   "the worker process's result is longer than \(WorkerProcess.lineLimit >> 20) MiB and was not read", [], elapsed())
            case .timedOut:
                worker.kill(); process = nil
                if let checked = checkedError(path: path, text: text, elapsed()) { return checked }
                let limit = timeout.map(Self.seconds) ?? ""
                let where_ = lastStep == nil ? "before its first step" : "in this step"
                return Self.failed(path, line: lastStep, text: text,
                                   "timed out: did not finish within \(limit) s and was stopped \(where_) (raise the limit with --timeout SECONDS, 0 for none)",
                                   [], elapsed())
            }
        }
    }

    /// The outcome of a scenario with an error, as the runner reports one; nil when it has none (or no checker is set).
    private func checkedError(path: String, text: String, _ seconds: Double) -> ScenarioOutcome? {
        guard let checker else { return nil }
        let file = checker.diagnose(text: text)
        guard let error = file.diagnostics.first(where: { $0.severity == .error }), file.header.skip == nil else { return nil }
        return ScenarioOutcome(result: ScenarioRunner.errorResult(error, path: path, header: file.header, lines: file.lines),
                               lines: [], seconds: seconds)
    }

    /// The running worker with the request sent, starting one (twice at most: an idle worker may have ended).
    private func started(sending request: String) throws -> WorkerProcess {
        for _ in 0..<2 {
            let worker = try process ?? spawned()
            process = worker
            beacon?.line = 0
            if worker.send(request) { return worker }
            worker.kill()
            process = nil
        }
        throw WorkerError("the worker process ended as soon as it started")
    }

    /// A new worker process, with a step beacon when one can be made.
    private func spawned() throws -> WorkerProcess {
        beacon = StepBeacon.create()
        var command = self.command
        if beacon != nil { command.arguments += ["--step-beacon", String(StepBeacon.childFileDescriptor)] }
        return try WorkerProcess.spawn(command, beacon: beacon)
    }

    static func crashMessage(_ status: Int32, lastStep: Int?) -> String {
        let where_ = lastStep == nil ? "before its first step" : "in this step"
        if let signal = SignalName.terminatingSignal(status) {
            return "crashed with \(SignalName.name(signal)) (\(SignalName.meaning(signal))) \(where_); the other scenarios ran on in a fresh process"
        }
        return "the worker process exited with status \(SignalName.exitCode(status)) \(where_) without finishing the scenario"
    }

    /// The crashed worker's last words: the non-empty stderr lines before the runtime's stack trace (a Swift trap prints
    /// `FILE:LINE: Fatal error: …` there), at most `crashDetailLines`; the trace's addresses change every run, so they are left out.
    static func crashDetails(_ stderr: String) -> [String] {
        var lines: [String] = []
        for raw in stderr.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == "Current stack trace:" || line.hasPrefix("Stack dump:") || line.contains("Program crashed:") { break }
            if !line.isEmpty { lines.append(line) }
        }
        return Array(lines.suffix(crashDetailLines))
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e15 ? String(Int64(value)) : String(value)
    }

    /// A failed outcome at the step `line` (line 1 when no step was reached).
    static func failed(_ path: String, line: Int?, text: String, _ message: String,
                       _ details: [String], _ seconds: Double) -> ScenarioOutcome {
        let header = ScriptParser.header(of: text)
        let at = line ?? 1
        let source = line.map { n in
            text.split(separator: "\n", maxSplits: n, omittingEmptySubsequences: false).dropFirst(n - 1).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        } ?? ""
        let failure = ScenarioFailure(line: at, column: 1, step: source, message: message,
                                      details: (source.isEmpty ? [] : ["\(at) | \(source)"]) + details)
        let result = ScenarioResult(path: path, header: header, status: .failed, failure: failure, steps: [], updatedText: nil)
        return ScenarioOutcome(result: result, lines: [], seconds: seconds)
    }
}
