// Only with: SystemStatusWidget.swift, LoopWidgets.swift
// Stub of Loop's own widget types (Loop Widget Extension/Timeline/*, Components/*, Helpers), not Apple's.
import Foundation
import SwiftUI
import WidgetKit

struct StatusWidgetTimelimeEntry: TimelineEntry {
    var date: Date
    var lastLoopCompleted: Date?
    var closeLoop: Bool
    var contextIsStale: Bool
    var preMealPresetAllowed: Bool
    var preMealPresetActive: Bool
    var customPresetActive: Bool
}

struct StatusWidgetTimelineProvider: TimelineProvider {
    typealias Entry = StatusWidgetTimelimeEntry

    static func sample(at date: Date) -> Entry {
        Entry(date: date, lastLoopCompleted: date, closeLoop: true, contextIsStale: false, preMealPresetAllowed: true,
              preMealPresetActive: false, customPresetActive: false)
    }

    func placeholder(in context: Context) -> Entry { Self.sample(at: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct GlucoseView: View {
    var entry: StatusWidgetTimelimeEntry
    var body: some View { Text("120 mg/dL") }
}

struct PumpView: View {
    var entry: StatusWidgetTimelimeEntry
    var body: some View { Text("1.2 U") }
}

enum SystemActionDestination { case carbEntry, bolus, preMeal, customPreset }

struct SystemActionLink: View {
    let destination: SystemActionDestination
    let active: Bool
    init(to destination: SystemActionDestination, active: Bool = false) { self.destination = destination; self.active = active }
    var body: some View { Text("\(destination)") }
}

extension View {
    func widgetBackground() -> some View { self }
}

extension WidgetConfiguration {
    func contentMarginsDisabledIfAvailable() -> some WidgetConfiguration { self.contentMarginsDisabled() }
}
