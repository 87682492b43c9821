// Only with: AIChatControlWidget.swift, TipKitController.swift
// Stub of DuckDuckGo's own types (Widgets/DeepLinks.swift, TipKitAppEventHandling.swift, Logger+TipKit.swift), not Apple's.
import Foundation

enum DeepLinks {
    static let openAIChat = URL(string: "ddgAIChat://")!
}

protocol TipKitAppEventHandling {
    func appDidFinishLaunching()
}
