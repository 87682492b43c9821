import Foundation
import LimelightWidgetKit
import SimulatorKit

/// ITB-G3: the quick-capture widget with a context relevance and a 15-minute `.after` policy.
extension FocusBlox {
    /// The widget's kind string.
    static let quickCaptureWidgetKind = "QuickCaptureWidget"

    /// The relevance the seed's table gives the context now: active focus block 100, urgent tasks 80, other open tasks 40, none 10.
    static func quickCaptureScore(_ container: ModelContainer, now: Date) -> (score: Float, reason: String) {
        if container.activeBlock(at: now) != nil { return (100, "focus block running") }
        let open = container.incompleteTasks.filter { !$0.isTemplate }
        if open.contains(where: { $0.urgency == "urgent" }) { return (80, "urgent tasks") }
        if !open.isEmpty { return (40, "\(open.count) open tasks") }
        return (10, "no tasks")
    }

    /// The quick-capture widget's entry: its date, the context's relevance and the text it shows.
    struct QuickCaptureEntry: TimelineEntry {
        let date: Date
        var relevance: TimelineEntryRelevance?
        let text: String
    }

    /// `QuickCaptureProvider`: one entry now with the relevance, then `.after(now + 15 min)`.
    struct QuickCaptureProvider: TimelineProvider {
        /// The app's data store, where the shared model container lives (the widget extension's App Group).
        let store: AppDataStore
        /// The clock: `Date.init` in the shipping widget, the simulated now here.
        var now: () -> Date = SimulatedClock.date

        func placeholder(in context: Context) -> QuickCaptureEntry {
            QuickCaptureEntry(date: now(), relevance: nil, text: "Quick Capture")
        }

        func getSnapshot(in context: Context, completion: @escaping (QuickCaptureEntry) -> Void) {
            completion(entry())
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<QuickCaptureEntry>) -> Void) {
            let entry = entry()
            completion(Timeline(entries: [entry], policy: .after(entry.date + 15 * 60)))
        }

        /// The entry for the context now.
        func entry() -> QuickCaptureEntry {
            let container: ModelContainer = store.get(containerKey) ?? ModelContainer()
            let date = now()
            let (score, reason) = quickCaptureScore(container, now: date)
            return QuickCaptureEntry(date: date, relevance: TimelineEntryRelevance(score: score), text: "Quick Capture (\(reason))")
        }
    }

    /// `StaticConfiguration(kind: "QuickCaptureWidget", provider: QuickCaptureProvider())`, declared at install.
    static func declareQuickCaptureWidget(_ context: AppContext) throws {
        try SimulatedWidget.declare(kind: quickCaptureWidgetKind, displayName: "Quick Capture",
                                    supportedFamilies: [.systemSmall, .systemMedium, .accessoryRectangular],
                                    provider: QuickCaptureProvider(store: context.dataStore), content: \.text)
    }
}

extension FocusBloxApp {
    /// After a context change (task saved or completed, block started or ended): `WidgetCenter.shared.reloadTimelines(ofKind:)`.
    func reloadQuickCaptureWidget() {
        WidgetCenter.shared.reloadTimelines(ofKind: FocusBlox.quickCaptureWidgetKind)
    }
}
