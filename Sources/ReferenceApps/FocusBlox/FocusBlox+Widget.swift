import LimelightCore
import SimulatorKit
import SystemServices

/// ITB-G3: the quick-capture widget with a context relevance and a 15-minute `.after` policy.
extension FocusBlox {
    /// The widget's kind string.
    static let quickCaptureWidgetKind = "QuickCaptureWidget"

    /// The relevance the seed's table gives the context now: active focus block 100, urgent tasks 80, other open tasks 40, none 10.
    static func quickCaptureScore(_ container: ModelContainer, now: SimInstant) -> (score: Float, reason: String) {
        if container.activeBlock(at: now) != nil { return (100, "focus block running") }
        let open = container.incompleteTasks.filter { !$0.isTemplate }
        if open.contains(where: { $0.urgency == "urgent" }) { return (80, "urgent tasks") }
        if !open.isEmpty { return (40, "\(open.count) open tasks") }
        return (10, "no tasks")
    }

    /// `QuickCaptureProvider.getTimeline`: one entry now with the relevance, then `.after(now + 15 min)`.
    static func declareQuickCaptureWidget(_ context: AppContext) throws {
        let store = context.dataStore
        let provider = ClosureTimelineProvider(placeholder: { TimelineEntry(date: $0.now, content: "Quick Capture") }) { ctx in
            let container: ModelContainer = store.get(containerKey) ?? ModelContainer()
            let (score, reason) = quickCaptureScore(container, now: ctx.now)
            let entry = TimelineEntry(date: ctx.now, relevance: TimelineEntryRelevance(score: score), content: "Quick Capture (\(reason))")
            return Timeline(entries: [entry], policy: .after(ctx.now + .minutes(15)))
        }
        try context.device.widgets.declare(WidgetDeclaration(kind: quickCaptureWidgetKind, app: bundleIdentifier, displayName: "Quick Capture",
                                                             supportedFamilies: [.systemSmall, .systemMedium, .accessoryRectangular],
                                                             provider: provider))
    }
}

extension FocusBloxApp {
    /// After a context change (task saved or completed, block started or ended): `WidgetCenter.shared.reloadTimelines(ofKind:)`.
    func reloadQuickCaptureWidget() {
        context.widgetCenter?.reloadTimelines(ofKind: FocusBlox.quickCaptureWidgetKind)
    }
}
