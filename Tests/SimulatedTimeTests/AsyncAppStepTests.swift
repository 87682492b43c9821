import Foundation
import LimelightAppIntents
import LimelightCore
import LimelightTesting
@testable import SimulatorKit
import SystemServices
import Testing

/// Async app code run by the simulator's step driver — an app action's code, an App Intent's `perform()` — finishes in
/// its step, waits for something the simulator holds (the clock, the person's answer), or fails as stuck with where it
/// waits; a `@MainActor` hop finishes even when the driver blocks the thread that owns the main queue.
@Suite(.serialized) struct AsyncAppStepTests {
    /// Runs an action of the errands app as `limelight run` does: one step, on this thread.
    static func step(_ sim: TestSimulation, _ path: [String], _ arguments: [String: String] = [:]) throws -> [String]? {
        let program = try #require(sim.app.program)
        let action = try #require(sim.app.descriptor.actions.first { $0.path == path }?.performAsync)
        let call = AppActionCall(arguments: arguments.mapValues { [$0] }, options: [:], now: sim.simulation.runtime.now, calendar: sim.device.calendar)
        return try sim.app.runStep(on: sim.device, in: sim.simulation, what: "errands's action '\(path.joined(separator: " "))'", site: "ErrandsApp.swift") {
            try await action(program, call)
        }
    }

    /// The step driver blocks a thread that owns the main queue (a `@MainActor` test's, as the process's main thread is
    /// in `limelight run`): the app code's hops to the main actor run on it, inside the step.
    @MainActor @Test func mainActorHopsFinishWhileTheDriverHoldsTheMainQueue() throws {
        let sim = try TestSimulation(app: ErrandsApp.descriptor)
        sim.simulation.appCodeTimeout = .seconds(5)
        #expect(try Self.step(sim, ["errand", "add"], ["id": "e1"]) == ["added e1; 1 errand(s)"])
        #expect(try Self.step(sim, ["errand", "relay"], ["id": "e2"]) == ["relayed e2; 2 errand(s)"])
        #expect(try Self.step(sim, ["errand", "stream"]) == ["streamed e1, e2; remote e1, remote e2"])
        #expect(sim.indexedIdentifiers.sorted() == ["e1", "e2"])
        #expect(try #require(sim.app.program as? ErrandsApp).store.log == ["added e1", "added e2"])
    }

    /// The same code run from a thread that does not own the main queue: the host's main queue runs the hops.
    @Test func mainActorHopsFinishFromAnyThread() throws {
        let sim = try TestSimulation(app: ErrandsApp.descriptor)
        #expect(try Self.step(sim, ["errand", "add"], ["id": "e3"])?.first?.hasPrefix("added e3;") == true)
    }

    /// An intent whose `perform()` awaits a completion handler that is never called fails its run as stuck, naming the
    /// intent and what it waits for, within the step timeout and without using the CPU while it waits.
    @Test func anIntentThatNeverReturnsIsReportedStuck() throws {
        let sim = try TestSimulation(app: ErrandsApp.descriptor)
        sim.simulation.appCodeTimeout = .seconds(1)
        let intent = IntentRecord("SyncErrandIntent", ["errand": .string("x1")])
        let cpuBefore = Self.threadCPUSeconds(), wallBefore = HostClock.now
        #expect {
            try sim.device.runIntent(intent, app: sim.app, via: .siri)
        } throws: { error in
            "\(error)".hasPrefix("stuck: errands's SimulatedTimeTests.SyncErrandIntent.perform() waits for a continuation, task or stream nothing in the simulation resumes, and no other thread resumed it within the step's timeout")
        }
        let cpu = Self.threadCPUSeconds() - cpuBefore, wall = HostClock.now.timeIntervalSince(wallBefore)
        print("stuck intent: \(String(format: "%.3f", cpu)) s of CPU in \(String(format: "%.3f", wall)) s")
        #expect(wall >= 1 && wall < 5)
        #expect(cpu < 0.25)
        // The same intent for an errand the API knows: the continuation, resumed on a Dispatch thread, finishes in the run.
        let known = IntentRecord("SyncErrandIntent", ["errand": .string("e9")])
        #expect(try sim.device.runIntent(known, app: sim.app, via: .siri) == ["Synced remote e9."])
    }

    /// `requestConfirmation` with the person answering later: `perform()` waits for the system's answer (not stuck, the
    /// step ends at once), and the answering command runs the rest of it.
    @MainActor @Test func anIntentWaitingForConfirmationGoesOnWhenTheAnswerComes() throws {
        let sim = try TestSimulation(app: ErrandsApp.descriptor)
        sim.simulation.appCodeTimeout = .seconds(5)
        let store = try #require(sim.app.program as? ErrandsApp).store
        store.errands = ["e1": "Milk", "e2": "Bread"]
        let delete = { (id: String) in IntentRecord("DeleteErrandIntent", ["errand": .string(id)]) }
        sim.device.questions.answering = .later
        let wallBefore = HostClock.now
        let waiting = try sim.device.runIntent(delete("e1"), app: sim.app, via: .siri)
        #expect(HostClock.now.timeIntervalSince(wallBefore) < 1)
        #expect(waiting == ["perform() waits for the person: DeleteErrandIntent asked \"Delete e1?\" [Do]; answer with 'intents confirm' or 'intents cancel'"])
        #expect(store.errands["e1"] == "Milk")
        #expect(sim.device.questions.pending.map(\.prompt) == ["Delete e1?"])
        // The waiting continuation cannot be saved: no world state until the question is answered.
        #expect(sim.simulation.state == nil)
        let answered = try #require(try sim.device.questions.answer(confirming: true))
        #expect(answered.question.asker == "DeleteErrandIntent")
        #expect(answered.outcome == .finished(["Deleted e1."]))
        #expect(store.errands["e1"] == nil)
        #expect(sim.device.questions.pending.isEmpty)
        #expect(sim.simulation.state != nil)
        // Cancelled: requestConfirmation throws, and perform() fails with the system's error.
        _ = try sim.device.runIntent(delete("e2"), app: sim.app, via: .siri)
        #expect {
            try sim.device.questions.answer(confirming: false)
        } throws: { error in
            "\(error)".hasPrefix("AppIntentError.UserActionRequired.confirmation")
        }
        #expect(store.errands["e2"] == "Bread")
        #expect(sim.events(ofKind: "intents.confirmation").count == 4)
        // By default the simulated person confirms at once, as before.
        sim.device.questions.answering = .confirm
        #expect(try sim.device.runIntent(delete("e2"), app: sim.app, via: .siri) == ["Deleted e2."])
    }

    /// The main-actor scenario run on the main actor, so the driver holds the main queue as in `limelight run` (the
    /// scenario folder's test runs every scenario from another thread).
    @MainActor @Test func theMainActorScenarioRunsWithTheDriverHoldingTheMainQueue() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios/main-actor-action.scenario")
        let result = try ScenarioTest.run(file: file.path, apps: [ErrandsApp.descriptor])
        #expect(result.status == .passed)
    }

    /// This thread's CPU time (user and system).
    static func threadCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(1 /* RUSAGE_THREAD */, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
