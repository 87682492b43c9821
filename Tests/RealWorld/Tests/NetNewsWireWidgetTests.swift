// NetNewsWire's widget timeline provider (Widget/TimelineProvider.swift), unchanged, run by the simulated widget
// service: the widget shows what the app last wrote to the app group, and asks again after 30 minutes.
// Needs: WidgetKit's TimelineProvider as main has it (no API helper).
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import WidgetKit
@testable import RW_NetNewsWire_TimelineProvider

@Suite(.serialized) struct NetNewsWireWidgetTests {
    @Test func theWidgetShowsTheCountsTheAppWrote() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.ranchero.NetNewsWire-Evergreen"))
        WidgetDataDecoder.stored = WidgetData(currentUnreadCount: 7, currentTodayCount: 2, currentStarredCount: 1,
                                              unreadArticles: [], starredArticles: [], todayArticles: [],
                                              lastUpdateTime: Date(timeIntervalSince1970: 0))
        try sim.run {
            try SimulatedWidget.declare(kind: "com.ranchero.NetNewsWire.UnreadWidget", displayName: "Unread",
                                        supportedFamilies: [.systemMedium, .systemLarge], provider: Provider())
        }
        let id = try sim.device.widgets.addWidget(kind: "com.ranchero.NetNewsWire.UnreadWidget", family: .systemMedium)
        sim.simulation.settle()
        let widget = try #require(sim.device.widgets.instances[id])
        #expect(widget.entries.count == 1)
        #expect(widget.entries.first?.content.contains("currentUnreadCount: 7") == true)
        #expect(widget.timelineRequests == 1)
    }

    @Test func withoutDataTheWidgetFallsBackToZeroCounts() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.ranchero.NetNewsWire-Evergreen"))
        WidgetDataDecoder.stored = nil
        try sim.run {
            try SimulatedWidget.declare(kind: "com.ranchero.NetNewsWire.TodayWidget", displayName: "Today",
                                        supportedFamilies: [.systemMedium], provider: Provider())
        }
        let id = try sim.device.widgets.addWidget(kind: "com.ranchero.NetNewsWire.TodayWidget", family: .systemMedium)
        sim.simulation.settle()
        let widget = try #require(sim.device.widgets.instances[id])
        #expect(widget.entries.first?.content.contains("currentTodayCount: 0") == true)
    }
}
