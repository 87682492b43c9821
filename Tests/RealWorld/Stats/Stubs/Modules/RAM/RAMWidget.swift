// Stub of Stats' own RAM module (its widget), not Apple's.
import SwiftUI
import WidgetKit

public struct RAM_entry: TimelineEntry {
    public let date: Date
    public let value: Double?
}

public struct RAMProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> RAM_entry { RAM_entry(date: Date(timeIntervalSince1970: 0), value: nil) }
    public func getSnapshot(in context: Context, completion: @escaping (RAM_entry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<RAM_entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

public struct RAMWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RAM_widget", provider: RAMProvider()) { entry in Text("RAM") }
            .configurationDisplayName("RAM widget")
            .supportedFamilies([.systemSmall])
    }
}
