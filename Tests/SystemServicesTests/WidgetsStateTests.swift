import LimelightCore
import Testing
@testable import SystemServices

@Suite struct WidgetsStateTests {
    /// The app code an install hook attaches: providers whose timelines depend only on the request.
    static func attach(_ widgets: WidgetsService) throws {
        let quick = ClosureTimelineProvider { ctx in
            let minute = Int(ctx.now.secondsSinceReferenceDate / 60) % 60
            return TimelineRecord(entries: [TimelineEntryRecord(date: ctx.now, relevance: EntryRelevance(score: Float(minute) + 0.1), content: "minute \(minute)")],
                            policy: .after(ctx.now + .minutes(15)))
        }
        let weather = ClosureTimelineProvider { ctx in
            TimelineRecord(entries: (0..<3).map { h in
                TimelineEntryRecord(date: ctx.now + .hours(Double(h)), relevance: EntryRelevance(score: Float(h * 30) + 0.3, duration: 1800.5),
                              content: "hour \(h)")
            }, policy: .atEnd)
        }
        try widgets.declare(WidgetDeclaration(kind: "Quick", app: "focusblox", displayName: "Quick Capture", provider: quick))
        try widgets.declare(WidgetDeclaration(kind: "Weather", app: "weather", displayName: "Weather", supportedFamilies: [.systemSmall], provider: weather))
    }

    /// Everything a user or script can read about the widgets now.
    struct Reads: Equatable {
        var now: SimInstant
        var ids: [String]
        var instances: [String: WidgetInstance]
        var stacks: [String: SmartStack]
        var homeScreen: [HomeScreenItem]
        var declarations: [String: WidgetKindDeclaration]
        var foreground: Set<String>
        var sessions: Set<String>
        var entries: [TimelineEntryRecord?]
        var budgets: [ReloadBudgetStatus]
        var order: [StackRanking]

        init(_ w: WidgetsService) throws {
            now = w.host.now
            ids = w.sortedInstanceIDs
            instances = w.instances
            stacks = w.stacks
            homeScreen = w.homeScreen
            declarations = w.declarations
            foreground = w.foregroundApps
            sessions = w.sessionApps
            entries = try ids.map { try w.currentEntry($0) }
            budgets = try ids.map { try w.budgetStatus($0) }
            order = try w.stacks.keys.sorted().flatMap { try w.stackOrder($0) }
        }
    }

    /// Widgets placed alone and in a stack, reloaded by policy, with a budgeted WidgetCenterRecord reload still waiting.
    func world() throws -> (Runtime, WidgetsService) {
        let runtime = Runtime()
        let widgets = WidgetsService(host: Fixtures.host(runtime))
        try Self.attach(widgets)
        widgets.configuration.rotationLimit = 5
        widgets.configuration.reloadLatency = .minutes(3)
        try widgets.addWidget(kind: "Quick")
        try widgets.addStack(["Weather", "Quick"])
        widgets.setActiveSession(true, app: "weather")
        widgets.setForeground(true, app: "focusblox")
        runtime.scheduler.advance(by: .minutes(20))
        widgets.setForeground(false, app: "focusblox")
        #expect(widgets.widgetCenter(for: "focusblox").reloadTimelines(ofKind: "Quick") == .requested(["W1", "W3"]))
        #expect(!widgets.state.pendingCenterJobs.isEmpty && !widgets.state.policyJobs.isEmpty)
        return (runtime, widgets)
    }

    @Test func restoreIntoARebuiltDeviceReadsAndRunsOnAsTheOriginal() throws {
        let (runtime, widgets) = try world()
        let saved = widgets.state, queue = try #require(runtime.scheduler.state), reads = try Reads(widgets)
        let mark = runtime.log.events.count
        runtime.scheduler.advance(by: .hours(3))
        let expected = try Reads(widgets), expectedEvents = StateTestSupport.events(runtime, from: mark)
        #expect(expected.instances["W1"]?.budgetedReloads.isEmpty == false)

        // A fresh device: the install hook attaches the providers (and writes data), then the data is restored.
        let rebuilt = Runtime()
        let copy = WidgetsService(host: Fixtures.host(rebuilt))
        try Self.attach(copy)
        copy.restore(saved)
        StateTestSupport.rebuild(rebuilt.scheduler, from: queue)
        #expect(copy.state == saved)
        #expect(try Reads(copy) == reads)
        let copyMark = rebuilt.log.events.count
        rebuilt.scheduler.advance(by: .hours(3))
        #expect(try Reads(copy) == expected)
        #expect(StateTestSupport.events(rebuilt, from: copyMark) == expectedEvents)
    }

    @Test func restoreInPlaceUndoesLaterChangesAndKeepsProviders() throws {
        let (runtime, widgets) = try world()
        let saved = widgets.state
        let provider = try #require(widgets.provider(forKind: "Quick"))
        runtime.scheduler.advance(by: .hours(1))
        try widgets.removeWidget("W1")
        widgets.removeApp("weather")
        widgets.configuration.developerMode = true
        widgets.setActiveSession(false, app: "weather")
        #expect(widgets.state != saved)
        widgets.restore(saved)
        #expect(widgets.state == saved)
        #expect(widgets.instances == saved.instances && widgets.stacks == saved.stacks && widgets.homeScreen == saved.homeScreen)
        #expect(widgets.configuration == saved.configuration && widgets.sessionApps == ["weather"])
        #expect(widgets.provider(forKind: "Quick") === provider)
        #expect(widgets.kindsWithoutProvider.isEmpty)
    }

    @Test func aKindWhoseCodeWasNotAttachedIsReportedNotRun() throws {
        let (_, widgets) = try world()
        let runtime = Runtime()
        let bare = WidgetsService(host: Fixtures.host(runtime))
        bare.restore(widgets.state)
        #expect(bare.kindsWithoutProvider == ["Quick", "Weather"])
        bare.reload("W1", trigger: .widgetIntent)
        #expect(runtime.log.events(ofKind: "widgets.reload.unattached").count == 1)
        #expect(bare.state.instances["W1"] == widgets.state.instances["W1"])
    }

    @Test func jsonRoundTripGivesAnEqualState() throws {
        let (_, widgets) = try world()
        let saved = widgets.state
        #expect(saved.instances.values.contains { $0.stackID != nil && $0.nextReload != nil && $0.policy != nil && !$0.relevanceHistory.isEmpty })
        #expect(try StateTestSupport.roundTrip(saved) == saved)
        #expect(try StateTestSupport.roundTrip(WidgetsState()) == WidgetsState())
        var rotated = saved
        rotated.instances["W1"]?.rotations = [Runtime.defaultStart]
        rotated.instances["W1"]?.policy = .never
        rotated.instances["W3"]?.policy = .atEnd
        #expect(try StateTestSupport.roundTrip(rotated) == rotated)
    }

    @Test(arguments: ["configuration", "declarations", "instances", "stacks", "homeScreen", "foregroundApps", "sessionApps",
                      "policyJobs", "pendingCenterJobs", "nextWidget", "nextStack"])
    func aStateMissingAFieldDoesNotDecode(field: String) throws {
        #expect(try !StateTestSupport.decodes(try world().1.state, without: field))
    }
}
