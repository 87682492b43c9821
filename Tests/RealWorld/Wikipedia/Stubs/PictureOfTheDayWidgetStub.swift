// Only with: Widgets.swift
// Stub of Wikipedia's own PictureOfTheDayWidget.swift, not Apple's.
import Foundation
import SwiftUI
import WidgetKit

struct PictureOfTheDayEntry: TimelineEntry { let date: Date }

struct PictureOfTheDayProvider: TimelineProvider {
    func placeholder(in context: Context) -> PictureOfTheDayEntry { PictureOfTheDayEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (PictureOfTheDayEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PictureOfTheDayEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct PictureOfTheDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "org.wikimedia.wikipedia.widgets.potd", provider: PictureOfTheDayProvider()) { _ in
            Text("Picture of the day")
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
