// Only with: TimelineProvider.swift
// Stub of NetNewsWire's own widget types (Shared/Widget/WidgetData.swift, WidgetDataDecoder), not Apple's.
import Foundation

struct LatestArticle: Codable, Equatable {
    let id: String
    let feedTitle: String
    let articleTitle: String?
    let pubDate: String
}

struct WidgetData: Codable, Equatable {
    let currentUnreadCount: Int
    let currentTodayCount: Int
    let currentStarredCount: Int
    let unreadArticles: [LatestArticle]
    let starredArticles: [LatestArticle]
    let todayArticles: [LatestArticle]
    let lastUpdateTime: Date
}

enum WidgetDataDecoder {
    struct NoData: Error {}
    /// What the app wrote to the app group; tests set it.
    nonisolated(unsafe) static var stored: WidgetData?

    static func decodeWidgetData() throws -> WidgetData {
        guard let stored else { throw NoData() }
        return stored
    }

    static func sampleData() -> WidgetData {
        WidgetData(currentUnreadCount: 12, currentTodayCount: 3, currentStarredCount: 1, unreadArticles: [], starredArticles: [],
                   todayArticles: [], lastUpdateTime: Date(timeIntervalSince1970: 0))
    }
}

