import Foundation
import LimelightCore
import LimelightTesting
@testable import SimulatorKit
import SystemServices
import Testing

/// Widget timeline providers run under the step driver that runs async actions and App Intents' `perform()`: a provider
/// that completes later — from the main queue, a `Task`, after a continuation, a `@MainActor` hop and a task group —
/// finishes in the step that asked; one that waits for the simulated clock shows its timeline when the clock gets
/// there; one that never completes fails its step as stuck, naming the provider, its call and what it waits for, with
/// the driver idle.
@Suite(.serialized) struct WidgetProviderDriverTests {
    static func feeds() throws -> TestSimulation {
        let sim = try TestSimulation(app: FeedsApp.descriptor)
        sim.simulation.appCodeTimeout = .seconds(1)
        return sim
    }

    static func shown(_ sim: TestSimulation, _ id: String) throws -> String? {
        try sim.device.widgets.currentEntry(id)?.content
    }

    @Test func aCompletionCalledFromTheMainQueueFinishesInTheStep() throws {
        let sim = try Self.feeds()
        let id = try sim.device.widgets.addWidget(kind: "MainQueueFeed")
        #expect(try Self.shown(sim, id) == "from the main queue at 2026-01-05T09:00:00Z")
        #expect(SimStuckReports.take(for: sim.simulation.runtime).isEmpty)
    }

    @Test func aCompletionCalledFromATaskAfterAContinuationFinishesInTheStep() throws {
        let sim = try Self.feeds()
        let id = try sim.device.widgets.addWidget(kind: "TaskFeed")
        #expect(try Self.shown(sim, id) == "task: headline at 2026-01-05T09:00:00Z")
    }

    /// An `AppIntentTimelineProvider` whose `timeline(for:in:)` bridges a handler with a continuation, hops to the main
    /// actor and runs a task group.
    @Test func anAsyncProviderWithAContinuationAHopAndATaskGroupFinishesInTheStep() throws {
        let sim = try Self.feeds()
        let id = try sim.device.widgets.addWidget(kind: "HeadlineFeed")
        #expect(try Self.shown(sim, id) == "headline at 2026-01-05T09:00:00Z, 8 letters of sources")
    }

    /// The same from a `@MainActor` test: the step driver holds the main queue, and runs the hop itself.
    @MainActor @Test func anAsyncProviderFinishesWhileTheDriverHoldsTheMainQueue() throws {
        let sim = try Self.feeds()
        let id = try sim.device.widgets.addWidget(kind: "HeadlineFeed")
        #expect(try Self.shown(sim, id) == "headline at 2026-01-05T09:00:00Z, 8 letters of sources")
        let queue = try sim.device.widgets.addWidget(kind: "MainQueueFeed")
        #expect(try Self.shown(sim, queue) == "from the main queue at 2026-01-05T09:00:00Z")
    }

    /// `Task.sleep` on the simulated clock: the widget shows its placeholder until the clock gets there, then the
    /// timeline (woken at the simulated instant), with no host time spent.
    @Test func aProviderThatSleepsShowsItsTimelineWhenTheClockGetsThere() throws {
        let sim = try Self.feeds()
        let before = HostClock.now
        let id = try sim.device.widgets.addWidget(kind: "SleepyFeed")
        #expect(try Self.shown(sim, id) == "…")
        #expect(sim.events(ofKind: "widget.timeline.late").count == 1)
        sim.advance(by: .seconds(29))
        #expect(try Self.shown(sim, id) == "…")
        sim.advance(by: .seconds(1))
        #expect(try Self.shown(sim, id) == "woke at 2026-01-05T09:00:30Z")
        #expect(HostClock.now.timeIntervalSince(before) < 10)
        #expect(SimStuckReports.take(for: sim.simulation.runtime).isEmpty)
    }

    /// A completion the server calls from `DispatchQueue.main.asyncAfter(deadline: .now() + 5)`: on the simulated clock.
    @Test func aCompletionFromAsyncAfterArrivesOnTheSimulatedClock() throws {
        let sim = try Self.feeds()
        let id = try sim.device.widgets.addWidget(kind: "LaterFeed")
        #expect(try Self.shown(sim, id) == "…")
        sim.advance(by: .seconds(4))
        #expect(try Self.shown(sim, id) == "…")
        sim.advance(by: .seconds(1))
        #expect(try Self.shown(sim, id) == "late headline at 2026-01-05T09:00:05Z")
    }

    /// A completion handler never called: stuck after the step timeout, named, with the driver's thread idle.
    @Test func aProviderThatNeverCallsItsCompletionIsReportedStuck() throws {
        let sim = try Self.feeds()
        let cpuBefore = AsyncAppStepTests.threadCPUSeconds(), wallBefore = HostClock.now
        let id = try sim.device.widgets.addWidget(kind: "ForgetfulFeed")
        let cpu = AsyncAppStepTests.threadCPUSeconds() - cpuBefore, wall = HostClock.now.timeIntervalSince(wallBefore)
        print("stuck provider: \(String(format: "%.3f", cpu)) s of CPU in \(String(format: "%.3f", wall)) s")
        #expect(wall >= 1 && wall < 5)
        #expect(cpu < 0.25)
        let reports = SimStuckReports.take(for: sim.simulation.runtime)
        #expect(reports.map(\.message) == [
            "stuck: feeds's SimulatedTimeTests.ForgetfulProvider.getTimeline(in:completion:) for widget 'ForgetfulFeed' (declared at "
                + "SimulatedTimeTests/FeedsApp.swift:47) waits for the completion handler of getTimeline(in:completion:), which "
                + "ForgetfulProvider has not called, and no other thread resumed it within the step's timeout; the simulated clock "
                + "stands at 2026-01-05T09:00:00Z",
        ])
        #expect(try Self.shown(sim, id) == "…")
        #expect(sim.events(ofKind: "widget.timeline.stuck").count == 1)
    }

    /// An `async` provider awaiting a continuation nothing resumes: stuck, naming its `timeline(for:in:)`.
    @Test func anAsyncProviderThatNeverReturnsIsReportedStuck() throws {
        let sim = try Self.feeds()
        _ = try sim.device.widgets.addWidget(kind: "StuckFeed")
        let reports = SimStuckReports.take(for: sim.simulation.runtime)
        #expect(reports.count == 1)
        #expect(reports.first?.message.hasPrefix(
            "stuck: feeds's SimulatedTimeTests.StuckProvider.timeline(for:in:) for widget 'StuckFeed' (declared at "
                + "SimulatedTimeTests/FeedsApp.swift:48) waits for StuckProvider.timeline(for:in:) to return (it awaits a continuation, task or stream nothing in the simulation resumes), and no other thread") == true)
    }

    /// Main-queue blocks app code submits run as jobs of the simulation, in submission order, `asyncAfter` on the
    /// simulated clock; an async action awaiting a handler called back on the main queue finishes in its step.
    @Test func mainQueueBlocksRunInOrderOnTheSimulatedClock() throws {
        let sim = try Self.feeds()
        let program = try #require(sim.app.program as? FeedsApp)
        let post = try #require(sim.app.descriptor.actions.first { $0.path == ["feed", "post"] }?.perform)
        let call = AppActionCall(arguments: ["text": ["news"]], options: [:], now: sim.simulation.runtime.now, calendar: sim.device.calendar)
        _ = try sim.app.run(on: sim.device) { try post(program, call) }
        #expect(program.posts.isEmpty)
        sim.simulation.settle()
        #expect(program.posts == ["news at 2026-01-05T09:00:00Z", "news second"])
        sim.advance(by: .seconds(2))
        #expect(program.posts.last == "news again at 2026-01-05T09:00:02Z")
        let fetch = try #require(sim.app.descriptor.actions.first { $0.path == ["feed", "fetch"] }?.performAsync)
        let lines = try sim.app.runStep(on: sim.device, in: sim.simulation, what: "feeds's action 'feed fetch'", site: "FeedsApp.swift") {
            try await fetch(program, call)
        }
        #expect(lines == ["fetched headline at 2026-01-05T09:00:02Z"])
    }

    /// The same handler awaited by a test's async code (`TestSimulation.run`).
    @Test func asyncTestCodeAwaitingTheMainQueueFinishes() async throws {
        let sim = try Self.feeds()
        let headline = try await sim.run {
            await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                FeedServer.fetchHeadline { continuation.resume(returning: $0) }
            }
        }
        #expect(headline == "headline at 2026-01-05T09:00:00Z")
    }
}
