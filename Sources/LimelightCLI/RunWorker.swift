import ArgumentParser
import Foundation
import ReferenceApps
import ScenarioKit
import Script

/// `limelight run-worker` (hidden): runs the scenarios whose paths arrive on stdin for `limelight run`, reporting each
/// step before it runs and each outcome as JSON on stdout (WorkerProtocol), so a crash or a hang costs one scenario.
struct RunWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: WorkerProtocol.subcommand,
        abstract: "Run scenarios for 'limelight run' in a separate process (internal).",
        shouldDisplay: false
    )

    @Flag(help: "Rewrite the golden output ('>' lines), as 'run --update'.") var update = false
    @Flag(help: "Keep the screen after each step and the timeline, for 'run --html'.") var pictures = false
    @Flag(help: "Report every step's result (for 'run --verbose', '--json' and '--html'); otherwise only a failed one.") var steps = false
    @Option(help: "The descriptor of the step beacon the run gave this worker (StepBeacon); without it each step is reported on stdout.")
    var stepBeacon: Int32?

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        let runner = ScenarioRunner(catalog: LimelightMain.catalog)
        let hooks = WorkerTestHooks(environment: ProcessEnvironment.variables)
        let beacon = stepBeacon.flatMap(StepBeacon.adopt(fileDescriptor:))
        // The last scenario's world is freed when the next path arrives, after its result was sent: the run waits for
        // the result, not for the teardown, and the last world is never freed (the process ends with it).
        var finishedWorld: Session?
        while let line = readLine(strippingNewline: true) {
            finishedWorld = nil
            guard let path = WorkerProtocol.path(inRequest: line) else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            var notes: [String] = []
            var result: ScenarioResult
            do {
                let text = try FileSystem.read(path)
                result = runner.run(path: path, text: consume text, update: update, pictures: pictures, keepSteps: steps, onStep: { step, _ in
                    if let beacon { beacon.line = step } else { Self.send(WorkerProtocol.step(line: step)) }
                    hooks.beforeStep(path: path, line: step)
                }, handOver: { finishedWorld = $0 })
                if let updated = result.updatedText {
                    do {
                        try FileSystem.writeAtomically(updated, to: path)
                        notes.append("updated \(path)")
                        result = runner.run(path: path, text: updated, pictures: pictures, keepSteps: steps)
                    } catch {
                        result.status = .failed
                        result.failure = ScenarioFailure(line: 1, column: 1, step: "",
                                                         message: "the golden output could not be updated: \(error) (the file is unchanged)",
                                                         details: [])
                    }
                }
            } catch {
                result = ScenarioResult(path: path, header: .init(), status: .failed,
                                        failure: ScenarioFailure(line: 1, column: 1, step: "", message: "\(error)", details: []),
                                        steps: [], updatedText: nil)
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            Self.send(WorkerProtocol.done(ScenarioOutcome(result: result, lines: notes, seconds: seconds)))
        }
        // Freeing a bulk scenario's world takes a while and shows nothing: the process ends without it.
        withExtendedLifetime(finishedWorld) { Foundation.exit(0) }
    }

    /// Writes one protocol line to stdout at once, unbuffered (the parent reads it even if this process dies next).
    static func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(1, base + offset, raw.count - offset)
            }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { Foundation.exit(1) }
            offset += n
        }
    }
}

/// Test-only hooks that make a worker crash or hang at a chosen step, so the runner's isolation can be tested without
/// a real bug: `LIMELIGHT_TEST_CRASH_AT=NAME:LINE` traps and `LIMELIGHT_TEST_HANG_AT=NAME:LINE` never returns, just
/// before the step at LINE of the scenario file named NAME (its last path component) runs. Unset, they cost nothing.
struct WorkerTestHooks {
    let crashAt: String?
    let hangAt: String?

    init(environment: [String: String]) {
        crashAt = environment["LIMELIGHT_TEST_CRASH_AT"].flatMap { $0.isEmpty ? nil : $0 }
        hangAt = environment["LIMELIGHT_TEST_HANG_AT"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func beforeStep(path: String, line: Int) {
        guard crashAt != nil || hangAt != nil else { return }
        let here = "\((path as NSString).lastPathComponent):\(line)"
        if here == crashAt { preconditionFailure("LIMELIGHT_TEST_CRASH_AT=\(here): crashing on purpose (test hook)") }
        if here == hangAt { while true { sleep(1000) } }
    }
}
