// Only with: BookmarkTimelineProvider.swift, OBAWidget.swift, OBAWidgetBundle.swift
// Stub of OneBusAway's own OBAWidget types (data provider, entry, views, the trip Live Activity), not Apple's.
import Foundation
import OBAKitCore
import SwiftUI
import WidgetKit

@MainActor
final class WidgetDataProvider {
    static let shared = WidgetDataProvider()
    var bookmarks: [Bookmark] = []
    private(set) var loads = 0
    func loadData() async { loads += 1 }
    func getBookmarks() async -> [Bookmark] { bookmarks }
}

struct BookmarkEntry: TimelineEntry {
    let date: Date
    let bookmarks: [Bookmark]
}

struct OBAWidgetEntryView: View {
    let entry: BookmarkEntry
    let dataProvider: WidgetDataProvider
    var body: some View { Text("\(entry.bookmarks.count) bookmarks") }
}

struct TripLiveActivity: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> BookmarkEntry { BookmarkEntry(date: Date(timeIntervalSince1970: 0), bookmarks: []) }
        func getSnapshot(in context: Context, completion: @escaping (BookmarkEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<BookmarkEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TripLiveActivity", provider: Provider()) { _ in Text("Trip") }
    }
}
