import LimelightCore
import Testing
@testable import SystemServices

/// A quick-capture-like provider: relevance from a mutable score, `.after(now + 15 min)`.
final class ScoreProvider: TimelineSource {
    var score: Float
    var policyDelay: SimDuration
    init(score: Float, policyDelay: SimDuration = .minutes(15)) { self.score = score; self.policyDelay = policyDelay }
    func placeholder(in context: TimelineRequestContext) -> TimelineEntryRecord { TimelineEntryRecord(date: context.now, content: "…") }
    func snapshot(in context: TimelineRequestContext) -> TimelineEntryRecord { timeline(in: context).entries[0] }
    func timeline(in context: TimelineRequestContext) -> TimelineRecord {
        TimelineRecord(entries: [TimelineEntryRecord(date: context.now, relevance: EntryRelevance(score: score), content: "score \(score)")],
                 policy: .after(context.now + policyDelay))
    }
}

@Suite struct WidgetsTests {
    func service(platform: DevicePlatform = .ios) -> (WidgetsService, ScoreProvider, ScoreProvider) {
        let widgets = WidgetsService(host: Fixtures.host(platform: platform))
        let quick = ScoreProvider(score: 40), weather = ScoreProvider(score: 50, policyDelay: .hours(1))
        try? widgets.declare(WidgetDeclaration(kind: "QuickCaptureWidget", app: "focusblox", displayName: "Quick Capture", provider: quick))
        try? widgets.declare(WidgetDeclaration(kind: "WeatherWidget", app: "weather", displayName: "Weather", provider: weather))
        return (widgets, quick, weather)
    }

    @Test func policyAfterFifteenMinutesDrivesReloads() throws {
        let (widgets, quick, _) = service()
        let id = try widgets.addWidget(kind: "QuickCaptureWidget")
        #expect(widgets.instances[id]?.timelineRequests == 1)
        #expect(try widgets.currentEntry(id)?.relevance?.score == 40)
        quick.score = 100
        widgets.host.runtime.scheduler.advance(by: .minutes(14))
        #expect(try widgets.currentEntry(id)?.relevance?.score == 40)
        widgets.host.runtime.scheduler.advance(by: .minutes(1))
        #expect(try widgets.currentEntry(id)?.relevance?.score == 100)
        #expect(widgets.instances[id]?.timelineRequests == 2)
        #expect(try widgets.budgetStatus(id).used == 1)
    }

    @Test func highRelevanceRisesInSmartStack() throws {
        let (widgets, quick, _) = service()
        let stack = try widgets.addStack(["WeatherWidget", "QuickCaptureWidget"])
        var order = try widgets.stackOrder(stack)
        #expect(order.map(\.kind) == ["WeatherWidget", "QuickCaptureWidget"])
        #expect(order[0].isTop)
        quick.score = 100  // focus block starts; the app asks for a reload while in the foreground
        widgets.setForeground(true, app: "focusblox")
        #expect(widgets.widgetCenter(for: "focusblox").reloadTimelines(ofKind: "QuickCaptureWidget") == .requested(["W2"]))
        widgets.host.runtime.scheduler.runDue()
        order = try widgets.stackOrder(stack)
        #expect(order.map(\.kind) == ["QuickCaptureWidget", "WeatherWidget"])
        #expect(order[0].reason.contains("score 100"))
        #expect(widgets.host.runtime.log.events(ofKind: "widgets.stack.rotated").count == 1)
        #expect(try widgets.budgetStatus("W2").used == 0)  // foreground reloads are free
    }

    @Test func smartRotateOffKeepsUserOrder() throws {
        let (widgets, quick, _) = service()
        let stack = try widgets.addStack(["WeatherWidget", "QuickCaptureWidget"], smartRotate: false)
        quick.score = 100
        widgets.reload("W2", trigger: .widgetIntent)
        #expect(try widgets.stackOrder(stack).first?.kind == "WeatherWidget")
    }

    @Test func zeroScoreIsNotRelevantAndDurationExpires() throws {
        let (widgets, _, _) = service()
        let provider = ClosureTimelineProvider { ctx in
            TimelineRecord(entries: [TimelineEntryRecord(date: ctx.now, relevance: EntryRelevance(score: 5, duration: 600)),
                               TimelineEntryRecord(date: ctx.now + .hours(1), relevance: EntryRelevance(score: 0))], policy: .never)
        }
        try widgets.declare(WidgetDeclaration(kind: "Timed", app: "timed", displayName: "Timed", provider: provider))
        let stack = try widgets.addStack(["WeatherWidget", "Timed"])
        // Both have a single score in their history (normalised 0.5 each): the raw score breaks the tie.
        #expect(try widgets.stackOrder(stack).map(\.kind) == ["WeatherWidget", "Timed"])
        #expect(try widgets.stackOrder(stack)[1].reason.hasPrefix("relevant: score 5, normalised 0.50"))
        widgets.configuration.arbitration = .rawScore
        #expect(try widgets.stackOrder(stack)[1].rankValue == 5)
        widgets.host.runtime.scheduler.advance(by: .minutes(11))
        let instance = try #require(widgets.instances["W2"])
        #expect(widgets.currentRelevance(instance, at: widgets.host.now) == nil)
        widgets.host.runtime.scheduler.advance(by: .hours(1))
        #expect(widgets.rankValue(instance, at: widgets.host.now) == nil)
        #expect(widgets.instances["W2"]?.nextReload == nil)  // .never
    }

    @Test func budgetDeniesAndDefersThenDeveloperModeLifts() throws {
        let (widgets, _, _) = service()
        widgets.configuration.dailyReloadBudget = 3
        let id = try widgets.addWidget(kind: "QuickCaptureWidget")
        widgets.host.runtime.scheduler.advance(by: .minutes(15 * 3))
        #expect(try widgets.budgetStatus(id).used == 3)
        widgets.host.runtime.scheduler.advance(by: .minutes(15))
        let denied = widgets.host.runtime.log.events(ofKind: "widgets.budget.denied")
        #expect(denied.count == 1)
        #expect(try widgets.budgetStatus(id).nextAvailable != nil)
        #expect(widgets.instances[id]?.timelineRequests == 4)
        widgets.configuration.developerMode = true
        widgets.widgetCenter(for: "focusblox").reloadAllTimelines()
        widgets.host.runtime.scheduler.runDue()
        #expect(widgets.instances[id]?.timelineRequests == 5)
        #expect(try widgets.budgetStatus(id).limit == nil)
    }

    @Test func backgroundReloadRequestsAreFlooredAndCoalesced() throws {
        let (widgets, _, _) = service()
        let id = try widgets.addWidget(kind: "QuickCaptureWidget")
        let center = widgets.widgetCenter(for: "focusblox")
        center.reloadTimelines(ofKind: "QuickCaptureWidget")
        center.reloadTimelines(ofKind: "QuickCaptureWidget")
        widgets.host.runtime.scheduler.runDue()
        // The first reload (on placement) was free but still starts the 5-minute floor.
        #expect(widgets.host.runtime.log.events(ofKind: "widgets.reload.deferred").count == 1)
        #expect(widgets.instances[id]?.timelineRequests == 1)
        #expect(center.reloadTimelines(ofKind: "Nope") == .noWidgets)
    }

    @Test func macOSReportsUnavailable() {
        let (widgets, _, _) = service(platform: .macos)
        #expect(widgets.declarations.isEmpty)
        #expect(throws: WidgetServiceError.unavailable(.macos)) { try widgets.addWidget(kind: "QuickCaptureWidget") }
        if case .unavailable(let message) = widgets.widgetCenter(for: "focusblox").reloadAllTimelines() {
            #expect(message.contains("unavailable on macOS"))
        } else {
            Issue.record("expected unavailable")
        }
        #expect(throws: WidgetServiceError.self) { try widgets.stackOrder("S1") }
    }

    @Test func badInputs() throws {
        let (widgets, _, _) = service()
        #expect(throws: WidgetServiceError.unknownKind("QuickCapture", suggestion: "QuickCaptureWidget")) { try widgets.addWidget(kind: "QuickCapture") }
        #expect(throws: WidgetServiceError.unsupportedFamily(kind: "WeatherWidget", family: .systemLarge, supported: [.systemSmall, .systemMedium])) {
            try widgets.addWidget(kind: "WeatherWidget", family: .systemLarge)
        }
        #expect(throws: WidgetServiceError.emptyStack) { try widgets.addStack([]) }
        let stack = try widgets.addStack(["WeatherWidget"])
        #expect(throws: WidgetServiceError.familyMismatch(stack: stack, expected: .systemSmall, got: .systemMedium)) {
            try widgets.addWidget(kind: "QuickCaptureWidget", family: .systemMedium, toStack: stack)
        }
        #expect(throws: WidgetServiceError.unknownWidget("W99")) { try widgets.removeWidget("W99") }
        #expect(throws: WidgetServiceError.duplicateKind("WeatherWidget")) {
            try widgets.declare(WidgetDeclaration(kind: "WeatherWidget", app: "x", displayName: "x", provider: ScoreProvider(score: 1)))
        }
        try widgets.removeWidget("W1")
        #expect(widgets.stacks[stack] == nil)
        #expect(widgets.homeScreen.isEmpty)
    }
}
