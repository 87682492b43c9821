import Foundation
import Script
import Testing
@testable import ScenarioKit

/// The worker isolation, driven by stand-in workers (small shell scripts speaking the protocol) that pass, crash with a
/// real signal, hang, or exit early; the real `limelight run-worker` is covered by Tools/file-safety-test.
@Suite struct WorkerIsolationTests {
    let text = "title: Isolated\ndevice add phone\nclock advance 1s\nclock advance 2s\n"

    func worker(_ script: String, timeout: Double? = nil) -> IsolatedWorker {
        IsolatedWorker(command: WorkerCommand(executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH=/usr/bin:/bin"]),
                       timeout: timeout)
    }

    func passing(_ path: String) -> ScenarioOutcome {
        let result = ScenarioResult(path: path, header: ScriptParser.header(of: text), status: .passed, failure: nil,
                                    steps: [StepResult(line: 2, source: "device add phone", passed: true, output: ["added"])], updatedText: nil)
        return ScenarioOutcome(result: result, lines: ["updated \(path)"], seconds: 0)
    }

    /// A shell word printing `line` (single-quoted).
    func quoted(_ line: String) -> String { "'" + line.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @Test func anOutcomeTravelsThroughTheProtocolUnchanged() {
        let outcome = passing("a.scenario")
        #expect(WorkerProtocol.message(WorkerProtocol.done(outcome)) == .done(outcome))
        #expect(WorkerProtocol.message(WorkerProtocol.step(line: 7)) == .step(7))
        #expect(WorkerProtocol.path(inRequest: WorkerProtocol.request(path: "odd\nname.scenario")) == "odd\nname.scenario")
        #expect(WorkerProtocol.message("hello") == .other)
    }

    @Test func aPassingWorkerServesScenarioAfterScenario() {
        let done = WorkerProtocol.done(passing("a.scenario"))
        let w = worker("while read line; do echo 'step 2'; printf '%s\\n' \(quoted(done)); done")
        #expect(w.run(path: "a.scenario", text: text) == passing("a.scenario"))
        #expect(w.run(path: "a.scenario", text: text) == passing("a.scenario"))
    }

    @Test func aCrashFailsTheScenarioWithTheSignalAndTheStep() throws {
        let w = worker("read line; echo 'step 2'; echo 'step 3'; echo 'Fatal error: boom' >&2; kill -SEGV $$")
        let outcome = w.run(path: "c.scenario", text: text)
        #expect(outcome.result.status == .failed)
        #expect(outcome.result.header.title == "Isolated")
        let failure = try #require(outcome.result.failure)
        #expect(failure.line == 3)
        #expect(failure.step == "clock advance 1s")
        #expect(failure.message.hasPrefix("crashed with SIGSEGV"))
        #expect(failure.message.contains("in this step"))
        #expect(failure.details == ["3 | clock advance 1s", "Fatal error: boom"])
    }

    @Test func theNextScenarioGetsAFreshWorker() {
        let done = WorkerProtocol.done(passing("good.scenario"))
        let w = worker("while read line; do case \"$line\" in *bad*) echo 'step 2'; kill -ILL $$;; *) printf '%s\\n' \(quoted(done));; esac; done")
        let bad = w.run(path: "bad.scenario", text: text)
        #expect(bad.result.failure?.message.hasPrefix("crashed with SIGILL (a Swift runtime trap") == true)
        #expect(w.run(path: "good.scenario", text: text) == passing("good.scenario"))
    }

    @Test func aHangIsStoppedAtTheTimeoutAndNamesTheStep() throws {
        let w = worker("read line; echo 'step 4'; exec sleep 60", timeout: 0.3)
        let outcome = w.run(path: "h.scenario", text: text)
        let failure = try #require(outcome.result.failure)
        #expect(outcome.result.status == .failed)
        #expect(failure.line == 4)
        #expect(failure.message.hasPrefix("timed out: did not finish within 0.3 s and was stopped in this step"))
    }

    @Test func aCrashBeforeAnyStepIsReportedAtLineOne() throws {
        let w = worker("read line; kill -KILL $$")
        let failure = try #require(w.run(path: "x.scenario", text: text).result.failure)
        #expect(failure.line == 1)
        #expect(failure.message.hasPrefix("crashed with SIGKILL"))
        #expect(failure.message.contains("before its first step"))
    }

    @Test func aWorkerThatExitsEarlyFailsTheScenario() throws {
        let w = worker("read line; echo 'step 2'; exit 3")
        let failure = try #require(w.run(path: "x.scenario", text: text).result.failure)
        #expect(failure.message == "the worker process exited with status 3 in this step without finishing the scenario")
    }

    @Test func aWorkerThatCannotStartFailsTheScenario() throws {
        let w = IsolatedWorker(command: WorkerCommand(executable: "/no/such/limelight", arguments: [], environment: []), timeout: nil)
        let failure = try #require(w.run(path: "x.scenario", text: text).result.failure)
        #expect(failure.message.hasPrefix("could not run"))
    }

    @Test func anUnreadableResultFailsTheScenario() throws {
        let w = worker("read line; echo 'done {not json'")
        let failure = try #require(w.run(path: "x.scenario", text: text).result.failure)
        #expect(failure.message.hasPrefix("the worker process's result could not be read"))
    }

    @Test func signalsHaveNamesAndStatusesAreRead() {
        #expect(SignalName.name(SIGILL) == "SIGILL")
        #expect(SignalName.name(SIGTRAP) == "SIGTRAP")
        #expect(SignalName.terminatingSignal(Int32(SIGSEGV)) == SIGSEGV)
        #expect(SignalName.terminatingSignal(3 << 8) == nil)
        #expect(SignalName.exitCode(3 << 8) == 3)
    }
}
