// Only with: EventsWidget.swift
// Stub of Eurofurence's own types (EventsWidget's generated ConfigurationIntent, timeline provider and view;
// ComponentBase's activity protocols), not Apple's.
import Foundation
import Intents
import SwiftUI
import WidgetKit

/// As Xcode generates it from the widget's .intentdefinition.
class ConfigurationIntent: INIntent {}

struct EventsEntry: TimelineEntry {
    let date: Date
    let events: [String]
}

struct EventsTimelineProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> EventsEntry { EventsEntry(date: Date(timeIntervalSince1970: 0), events: []) }
    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (EventsEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<EventsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct EventsWidgetEntryView: View {
    var entry: EventsEntry
    var body: some View { Text("\(entry.events.count) events") }
}
