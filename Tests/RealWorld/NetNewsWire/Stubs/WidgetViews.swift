// Only with: WidgetBundle.swift
// Stub of NetNewsWire's own widget views (Widget/Widget Views/*.swift), not Apple's.
import SwiftUI

struct UnreadWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { Text("\(entry.widgetData.currentUnreadCount) unread") }
}

struct TodayWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { Text("\(entry.widgetData.currentTodayCount) today") }
}

struct StarredWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { Text("\(entry.widgetData.currentStarredCount) starred") }
}

struct LockScreenSummaryWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { Text("\(entry.widgetData.currentUnreadCount)") }
}
