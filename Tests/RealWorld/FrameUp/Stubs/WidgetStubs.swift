// Only with: FrameUpWidgetBundle.swift
// Stub of the FrameUp example app's own widgets (WidgetFrameWidget.swift, InlineImageWidget.swift), not Apple's.
import SwiftUI
import WidgetKit

struct WidgetFrameWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WidgetFrameWidget", provider: Provider()) { entry in Text(entry.date, style: .time) }
    }
}

struct InlineImageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "InlineImageWidget", provider: Provider()) { _ in Text("Inline") }
            .supportedFamilies([.accessoryInline])
    }
}
