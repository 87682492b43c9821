import Foundation
import LimelightCore
import LimelightCoreSpotlight
import LimelightTesting
@testable import SimulatorKit
import Testing

/// Async app code runs to completion under the simulator's driver, or is reported stuck with what it waits for.
@Suite struct AsyncAppCodeTests {
    @Test func aContinuationBridgingACompletionHandlerFinishes() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let finishedAt = try await sim.run { () async throws -> Date in
            try await indexThroughContinuation([noteItem("n1"), noteItem("n2")])
            return Date()
        }
        #expect(sim.indexedIdentifiers == ["n1", "n2"])
        #expect(finishedAt == sim.now)
        #expect(finishedAt >= AppClockTests.start)
    }

    @Test func aPlainTaskTheAppStartsFinishesInsideTheSteps() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let app = try #require(sim.app.program as? ClockApp)
        sim.run { app.index("n1") }
        #expect(app.finished.isEmpty)
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers == ["n1"])
        #expect(app.finished.count == 1)
        #expect(app.finished.first?.hasPrefix("indexed n1 at 2026-01-05T09:00:00") == true)
    }

    actor Counter {
        var value = 0
        func add(_ n: Int) -> Int {
            value += n
            return value
        }
    }

    @MainActor static var mainActorReads = 0

    @Test func actorsTaskGroupsStreamsAndMainActorHopsFinish() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let total = try await sim.run { () async throws -> Int in
            let counter = Counter()
            let sum = try await withThrowingTaskGroup(of: Int.self) { group in
                for n in 1...4 {
                    group.addTask {
                        try await indexThroughContinuation([noteItem("g\(n)")])
                        return await counter.add(n)
                    }
                }
                return try await group.reduce(0) { max($0, $1) }
            }
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            Task {
                for n in [10, 20] {
                    try await Task.sleep(for: .seconds(60))
                    continuation.yield(n)
                }
                continuation.finish()
            }
            var streamed = 0
            for await n in stream { streamed += n }
            let main = await MainActor.run { () -> Int in
                AsyncAppCodeTests.mainActorReads += 1
                return 100
            }
            return sum + streamed + main
        }
        #expect(total == 10 + 30 + 100)
        #expect(Set(sim.indexedIdentifiers) == ["g1", "g2", "g3", "g4"])
        // The two simulated sleeps, and nothing more: the simulation did not move while the code was on the main actor.
        #expect(sim.now >= AppClockTests.start.addingTimeInterval(120))
        #expect(sim.now < AppClockTests.start.addingTimeInterval(180))
    }

    @Test func aStuckContinuationFailsWithWhereItWaits() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        sim.stepTimeout = .milliseconds(300)
        let line = #line + 2
        do {
            try await sim.run { () async -> Void in
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
            Issue.record("the stuck code finished")
        } catch AsyncAppCodeError.stuck(let stuck) {
            #expect(stuck.site == "SimulatedTimeTests/AsyncAppCodeTests.swift:\(line)")
            #expect(stuck.app == "clock")
            #expect(stuck.description.hasPrefix("stuck: clock's async code run at SimulatedTimeTests/AsyncAppCodeTests.swift:\(line) waits for a continuation"))
        }
    }

    @Test func aStuckFrameworkAwaitIsNamed() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        sim.stepTimeout = .milliseconds(200)
        await #expect {
            try await sim.run { try await AsyncAppCode.awaiting("fetchLastClientState()") { _ in } }
        } throws: { error in
            guard case AsyncAppCodeError.stuck(let stuck) = error else { return false }
            return stuck.waitsFor == "fetchLastClientState()"
        }
    }

    @Test func runNeedsNoAwaitForSynchronousCodeInAnAsyncTest() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let identifier = sim.run { CSSearchableIndex.default().indexSearchableItems([noteItem("s1")]); return "s1" }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers == [identifier])
        let awaited = try await sim.run { () async throws -> Int in
            try await Task.sleep(for: .seconds(1))
            return 2
        }
        #expect(awaited == 2)
    }
}

/// The driver waits without spinning: a second of waiting is one round of its loop, and (run alone) no CPU.
@Suite struct IdleDriverTests {
    @Test func aStuckWaitIsOneRoundOfTheDriver() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        sim.stepTimeout = .seconds(1)
        let driver = Box<AsyncAppCode>()
        let cpuBefore = processCPUSeconds()
        let wallBefore = HostClock.now
        await #expect(throws: AsyncAppCodeError.self) {
            try await sim.run { () async -> Void in
                driver.value = AsyncAppCode.current
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
        }
        let cpu = processCPUSeconds() - cpuBefore, wall = HostClock.now.timeIntervalSince(wallBefore)
        print("idle driver: \(String(format: "%.3f", cpu)) s of CPU in \(String(format: "%.3f", wall)) s")
        #expect(wall >= 1)
        #expect(try #require(driver.value).rounds <= 10)
    }

    /// A scenario step whose async action nothing will resume waits blocked (its thread uses no CPU) for the step's
    /// timeout, then fails as stuck, naming the action and where it is declared.
    @Test func aStuckStepWaitsBlockedThenFails() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        sim.simulation.appCodeTimeout = .seconds(1)
        let cpuBefore = threadCPUSeconds()
        let wallBefore = HostClock.now
        #expect {
            _ = try sim.app.runStep(on: sim.device, in: sim.simulation, what: "clock's action 'wait'", site: "ClockApp.swift:1") {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                return []
            }
        } throws: { error in
            "\(error)".hasPrefix("stuck: clock's action 'wait' (declared at ClockApp.swift:1) waits for a continuation")
        }
        let cpu = threadCPUSeconds() - cpuBefore, wall = HostClock.now.timeIntervalSince(wallBefore)
        print("stuck step: \(String(format: "%.3f", cpu)) s of CPU in \(String(format: "%.3f", wall)) s")
        #expect(wall >= 1)
        #expect(cpu < 0.25)
    }

    /// This thread's CPU time (user and system).
    private func threadCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(1 /* RUSAGE_THREAD */, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
