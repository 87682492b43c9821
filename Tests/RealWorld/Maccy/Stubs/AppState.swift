// Only with: Get.swift, Delete.swift, Select.swift, Clear.swift
// Stub of Maccy's own types (Maccy/AppState.swift, History, HistoryItem, Intents/AppIntentError.swift), not Apple's.
import Foundation

enum AppIntentError: Error {
    case notFound
}

final class HistoryItem {
    var title: String
    var text: String?
    var htmlData: Data?
    var rtfData: Data?
    var imageData: Data?
    var fileURLs: [URL] = []

    init(title: String, text: String? = nil) {
        self.title = title
        self.text = text
    }
}

/// The row the menu shows for an item.
struct HistoryItemDecorator {
    let item: HistoryItem
    var title: String { item.title }
}

@MainActor
final class History {
    var items: [HistoryItemDecorator] = []
    var pinned: Set<String> = []
    private(set) var selected: HistoryItemDecorator?

    func delete(_ item: HistoryItemDecorator) { items.removeAll { $0.item === item.item } }
    func select(_ item: HistoryItemDecorator) { selected = item }
    func clear() { items.removeAll { !pinned.contains($0.title) } }
}

@MainActor
final class Navigator {
    var selection: [HistoryItemDecorator] = []
}

@MainActor
final class AppState {
    static let shared = AppState()
    let history = History()
    let navigator = Navigator()
}
