// Only with: ArtsyWidgets.swift, FullBleed+Widget.swift, FullBleed+Provider.swift
// Stub of Artsy's own types (ArtsyWidget/FullBleed/FullBleed.swift, +Entry, +View, +Timeline), not Apple's.
import Foundation
import SwiftUI
import WidgetKit

enum FullBleed {
    struct Entry: TimelineEntry {
        let date: Date
        let title: String

        static func fallback() -> Entry { Entry(date: Date(timeIntervalSince1970: 0), title: "Trove") }
    }

    struct View: SwiftUI.View {
        static let supportedFamilies: [WidgetFamily] = [.systemLarge]
        let entry: Entry
        var body: some SwiftUI.View { Text(entry.title) }
    }

    /// The app's timeline factory: one fallback entry, refreshed when it ends.
    enum Timeline {
        static func generate(completion: @escaping (WidgetKit.Timeline<Entry>) -> ()) {
            completion(WidgetKit.Timeline(entries: [.fallback()], policy: .atEnd))
        }
    }
}
