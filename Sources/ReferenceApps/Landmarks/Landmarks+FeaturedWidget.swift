import Foundation
import LimelightWidgetKit
import SimulatorKit

/// The `FeaturedLandmarkWidget`, written as a widget extension writes it: a `Widget` whose `StaticConfiguration` joins
/// the provider to a SwiftUI view, which the simulator draws on the Home Screen.
extension Landmarks {
    /// The widget: its kind, provider, view, name and families.
    struct FeaturedLandmarkWidget: Widget {
        let kind = Landmarks.featuredWidgetKind

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: FeaturedLandmarkProvider(store: AppContext.current?.dataStore ?? AppDataStore())) { entry in
                FeaturedLandmarkView(entry: entry)
            }
            .configurationDisplayName("Featured Landmark")
            .description("A landmark from your collection, a new one every hour.")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    /// The widget's view: a star over the featured landmark, the entry's text; an orange container background.
    struct FeaturedLandmarkView: View {
        let entry: FeaturedEntry

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                Text(entry.text)
                    .font(.headline)
                    .lineLimit(3)
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.orange.gradient, for: .widget)
            .widgetURL(URL(string: "landmarks://featured"))
        }
    }

    /// The featured-landmark widget's entry.
    struct FeaturedEntry: TimelineEntry {
        let date: Date
        var relevance: TimelineEntryRelevance?
        let text: String
    }

    /// `FeaturedLandmarkProvider`: three hourly entries, each featuring the next landmark, with a steady relevance of 50.
    struct FeaturedLandmarkProvider: TimelineProvider {
        /// The app's data store (the widget extension's App Group).
        let store: AppDataStore
        /// The clock: `Date.init` in the shipping widget, the simulated now here.
        var now: () -> Date = SimulatedClock.date

        func placeholder(in context: Context) -> FeaturedEntry {
            FeaturedEntry(date: now(), relevance: nil, text: "placeholder")
        }

        func getSnapshot(in context: Context, completion: @escaping (FeaturedEntry) -> Void) {
            completion(entries().first ?? placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<FeaturedEntry>) -> Void) {
            completion(Timeline(entries: entries(), policy: .atEnd))
        }

        /// One entry an hour for three hours, the featured landmark turning with the hour.
        func entries() -> [FeaturedEntry] {
            let db: Database = store.get(databaseKey) ?? Database()
            let names = db.landmarks.map(\.name)
            let start = now()
            return (0..<3).map { hour in
                let name = names.isEmpty ? "No landmarks" : names[(hour + Int(start.timeIntervalSinceReferenceDate / 3600)) % names.count]
                return FeaturedEntry(date: start + Double(hour) * 3600, relevance: TimelineEntryRelevance(score: 50), text: "Featured: \(name)")
            }
        }
    }
}
