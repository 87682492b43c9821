// Stub of Stats' own CPU module (its widget), not Apple's.
import SwiftUI
import WidgetKit

public struct CPU_entry: TimelineEntry {
    public let date: Date
    public let value: Double?
}

public struct CPUProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> CPU_entry { CPU_entry(date: Date(timeIntervalSince1970: 0), value: nil) }
    public func getSnapshot(in context: Context, completion: @escaping (CPU_entry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<CPU_entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

public struct CPUWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CPU_widget", provider: CPUProvider()) { entry in Text("CPU") }
            .configurationDisplayName("CPU widget")
            .supportedFamilies([.systemSmall])
    }
}
