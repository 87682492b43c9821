import LimelightCore
import Testing
@testable import SystemServices

/// A WidgetKit step is TCA's `reduce(into: &state, action)`: a function of the state value and the job, reaching the
/// rest of the world (the clock, the scheduler, the log, the apps' timeline providers) only through its host. So it can
/// run on a copy of the state, and the copy ends equal to the live service that ran the same job.
@Suite struct WidgetsReducerTests {
    /// The world of `WidgetsStateTests`: widgets alone and in a stack, policy reloads waiting, a WidgetCenter reload
    /// requested, Smart Stack evaluations scheduled.
    func world() throws -> (Runtime, WidgetsService) { try WidgetsStateTests().world() }

    /// The first job of a kind waiting in the world's queue, taken out of it and come due: the queue no longer holds it
    /// and the clock stands at its deadline (every job before it has run), as when the scheduler hands it over.
    /// A stack evaluation is taken at `stackAt` (see `rotatingEvaluation()`).
    static func dueJob(_ kind: String, in runtime: Runtime, stackAt: SimInstant?) throws -> SimulationJob {
        let waiting = try #require(runtime.scheduler.state).jobs
        let scheduled = try #require(waiting.first { scheduled in
            if kind == "stack", let stackAt, scheduled.deadline != stackAt { return false }
            switch scheduled.job {
            case .widgetCenterReload: return kind == "center"
            case .widgetTimeline: return kind == "timeline"
            case .smartStackEvaluate: return kind == "stack"
            default: return false
            }
        }, "no \(kind) job waits")
        runtime.scheduler.cancel(scheduled.sequence)
        runtime.scheduler.advance(to: scheduled.deadline)
        return scheduled.job
    }

    /// The deadline of the first Smart Stack evaluation waiting in the world that rotates a stack when it comes due.
    func rotatingEvaluation() throws -> SimInstant {
        let (runtime, _) = try world()
        let deadlines = try #require(runtime.scheduler.state).jobs.compactMap { scheduled -> SimInstant? in
            if case .smartStackEvaluate = scheduled.job { return scheduled.deadline } else { return nil }
        }
        for deadline in deadlines {
            let (runtime, widgets) = try world()
            let job = try Self.dueJob("stack", in: runtime, stackAt: deadline)
            let before = widgets.stacks
            widgets.perform(job)
            if widgets.stacks != before { return deadline }
        }
        Issue.record("no Smart Stack evaluation of the world rotates a stack: \(deadlines)")
        return try #require(deadlines.first)
    }

    @Test(arguments: ["center", "timeline", "stack"])
    func aStepOnACopyOfTheStateEqualsTheStepOnTheLiveService(kind: String) throws {
        let (liveRuntime, live) = try world(), (copiedRuntime, copied) = try world()
        #expect(live.state == copied.state)
        let rises = kind == "stack" ? try rotatingEvaluation() : nil
        let job = try Self.dueJob(kind, in: liveRuntime, stackAt: rises)
        #expect(try Self.dueJob(kind, in: copiedRuntime, stackAt: rises) == job)
        #expect(live.state == copied.state)
        let before = copied.state, liveMark = liveRuntime.log.events.count, copiedMark = copiedRuntime.log.events.count

        live.perform(job)
        var copy = copied.state
        copy.reduce(job, copied)

        #expect(copy == live.state)
        #expect(copy != before, "the step changed nothing: pick a job that does")
        #expect(copied.state == before, "stepping a copy must leave the live value alone")
        #expect(StateTestSupport.events(copiedRuntime, from: copiedMark) == StateTestSupport.events(liveRuntime, from: liveMark))
        #expect(copiedRuntime.scheduler.state == liveRuntime.scheduler.state)
        copied.restore(copy)
        #expect(try WidgetsStateTests.Reads(copied) == WidgetsStateTests.Reads(live))
    }

    /// A provider is app code: asked for a timeline in the middle of a reload, it may read WidgetKit and ask for more
    /// reloads. The step lends it the state, so it reads the widgets as they are and its request is kept.
    @Test func aProviderThatCallsWidgetKitBackReadsAndChangesTheStateOfTheStep() throws {
        let runtime = Runtime()
        let widgets = WidgetsService(host: Fixtures.host(runtime))
        var seen: [[String]] = []
        var responses: [WidgetCenterResponse] = []
        let provider = ClosureTimelineProvider { ctx in
            let center = widgets.widgetCenter(for: "focusblox")
            seen.append((try? center.getCurrentConfigurations().get())?.map(\.kind) ?? ["unavailable"])
            responses.append(center.reloadTimelines(ofKind: "Quick"))
            return TimelineRecord(entries: [TimelineEntryRecord(date: ctx.now, content: "now")], policy: .never)
        }
        widgets.configuration.developerMode = true
        widgets.configuration.reloadLatency = .minutes(1)
        try widgets.declare(WidgetDeclaration(kind: "Quick", app: "focusblox", displayName: "Quick", provider: provider))
        try widgets.addWidget(kind: "Quick")
        #expect(seen == [["Quick"]], "the provider sees the widget being placed")
        #expect(responses == [.requested(["W1"])])
        #expect(widgets.state.pendingCenterJobs == ["W1"], "the provider's request outlives the step")
        #expect(widgets.instances["W1"]?.timelineRequests == 1)
        runtime.scheduler.advance(by: .minutes(1))
        #expect(widgets.instances["W1"]?.timelineRequests == 2)
        #expect(widgets.state.pendingCenterJobs == ["W1"], "the reload the job ran asked for the next one")
    }
}
