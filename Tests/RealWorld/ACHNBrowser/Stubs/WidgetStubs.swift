// Only with: Widgets.swift
// Stub of ACHNBrowserUI's own widgets (Widgets/ActiveFishWidget.swift, VillagerBirthdayWidget.swift), not Apple's.
import SwiftUI
import WidgetKit

struct ACEntry: TimelineEntry { let date: Date }

struct ACProvider: TimelineProvider {
    func placeholder(in context: Context) -> ACEntry { ACEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (ACEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ACEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ActiveFishWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ActiveFishWidget", provider: ACProvider()) { _ in Text("Active fish") }
            .supportedFamilies([.systemSmall])
    }
}

struct VillagerBirthdayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "VillagerBirthdayWidget", provider: ACProvider()) { _ in Text("Birthdays") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}
