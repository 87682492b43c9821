import Foundation
import Script
import Testing
@testable import ScenarioKit

/// The step beacon: one word two processes share, which a worker writes and its run reads after a crash or a hang.
@Suite struct StepBeaconTests {
    let text = "title: Beacon\ndevice add phone\nclock advance 1s\nclock advance 2s\n"

    @Test func aSecondMappingOfTheBeaconSeesWhatTheFirstStored() throws {
        let beacon = try #require(StepBeacon.create())
        #expect(beacon.line == 0)
        let copy = dup(beacon.fileDescriptor)
        let other = try #require(StepBeacon.adopt(fileDescriptor: copy))
        other.line = 4
        #expect(beacon.line == 4)
        beacon.line = 0
        #expect(other.line == 0)
    }

    @Test func aDescriptorThatIsNoBeaconIsRefused() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        #expect(StepBeacon.adopt(fileDescriptor: fds[0]) == nil)
        close(fds[0]); close(fds[1])
        #expect(StepBeacon.adopt(fileDescriptor: 987) == nil)
    }

    /// A stand-in worker that is given the beacon as descriptor 3 (and `--step-beacon 3` as its arguments), writes line 4
    /// into it the way `limelight run-worker` does (eight bytes, little-endian), and dies without a word on stdout.
    @Test func aWorkerThatDiesIsPlacedAtTheStepItsBeaconHolds() throws {
        let script = "read line; case \"$*\" in *'--step-beacon 3'*) printf '\\004\\000\\000\\000\\000\\000\\000\\000' >&3;; esac; kill -SEGV $$"
        let w = IsolatedWorker(command: WorkerCommand(executable: "/bin/sh", arguments: ["-c", script, "sh"], environment: ["PATH=/usr/bin:/bin"]),
                               timeout: nil)
        let failure = try #require(w.run(path: "b.scenario", text: text).result.failure)
        #expect(failure.line == 4)
        #expect(failure.step == "clock advance 2s")
        #expect(failure.message.hasPrefix("crashed with SIGSEGV"))
        #expect(failure.message.contains("in this step"))
    }

    /// A worker reused for a second scenario starts it with the beacon cleared: a crash before that scenario's first
    /// step is not placed at the previous scenario's last one.
    @Test func theBeaconIsClearedBeforeEachScenario() throws {
        let done = WorkerProtocol.done(ScenarioOutcome(result: ScenarioResult(path: "a.scenario", header: .init(), status: .passed, failure: nil,
                                                                              steps: [], updatedText: nil), lines: [], seconds: 0))
        let quoted = "'" + done.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let script = "read line; printf '\\003\\000\\000\\000\\000\\000\\000\\000' >&3; printf '%s\\n' \(quoted); read line; kill -SEGV $$"
        let w = IsolatedWorker(command: WorkerCommand(executable: "/bin/sh", arguments: ["-c", script, "sh"], environment: ["PATH=/usr/bin:/bin"]),
                               timeout: nil)
        #expect(w.run(path: "a.scenario", text: text).result.status == .passed)
        let failure = try #require(w.run(path: "b.scenario", text: text).result.failure)
        #expect(failure.message.contains("before its first step"))
    }
}
