import LimelightCore
import SimulatorKit
import SystemServices

extension Landmarks {
    /// The featured-landmark widget's kind.
    static let featuredWidgetKind = "FeaturedLandmarkWidget"

    /// Registers what the app bundle declares: App Intents metadata everywhere; on iOS the featured-landmark widget
    /// (a steady relevance of 50, one entry per hour, `.atEnd`) and a `@State` Siri tip in the list view.
    static func install(_ context: AppContext) throws {
        try context.device.intents.install(metadata)
        guard context.platform == .ios else { return }
        let store = context.dataStore
        let provider = ClosureTimelineProvider { ctx in
            let db: Database = store.get(databaseKey) ?? Database()
            let names = db.landmarks.map(\.name)
            let entries = (0..<3).map { hour -> TimelineEntry in
                let name = names.isEmpty ? "No landmarks" : names[(hour + Int(ctx.now.secondsSinceReferenceDate / 3600)) % names.count]
                return TimelineEntry(date: ctx.now + .hours(Double(hour)), relevance: TimelineEntryRelevance(score: 50), content: "Featured: \(name)")
            }
            return Timeline(entries: entries, policy: .atEnd)
        }
        try context.device.widgets.declare(WidgetDeclaration(kind: featuredWidgetKind, app: bundleIdentifier, displayName: "Featured Landmark",
                                                             supportedFamilies: [.systemSmall, .systemMedium], provider: provider))
        try context.device.tips.place(SiriTipPlacement(app: bundleIdentifier, location: "LandmarkListView", intentType: "NavigateIntent", storage: .state))
    }
}
