// Only with: ArtsyWidgets.swift, FullBleed+Widget.swift, FullBleed+Provider.swift
// Stub of Artsy's own types (ArtsyWidget/FullBleed/FullBleed.swift, +Entry, +Timeline), not Apple's.
import Foundation
import WidgetKit

enum FullBleed {
    struct Entry: TimelineEntry {
        let date: Date
        let title: String

        static func fallback() -> Entry { Entry(date: Date(timeIntervalSince1970: 0), title: "Trove") }
    }

    /// The app's timeline factory: one fallback entry, refreshed when it ends.
    enum Timeline {
        static func generate(completion: @escaping (WidgetKit.Timeline<Entry>) -> ()) {
            completion(WidgetKit.Timeline(entries: [.fallback()], policy: .atEnd))
        }
    }
}
