// Only with: ArtsyWidgets.swift, FullBleed+Widget.swift
// Stub of Artsy's own FullBleed+View.swift, not Apple's.
import SwiftUI
import WidgetKit

extension FullBleed {
    struct View: SwiftUI.View {
        static let supportedFamilies: [WidgetFamily] = [.systemLarge]
        let entry: Entry
        var body: some SwiftUI.View { Text(entry.title) }
    }
}
