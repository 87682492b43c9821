// The FrameUp example's timeline provider (Example/WidgetFrameWidget/DateTimelineProvider.swift), unchanged: five
// entries an hour apart, asked again at the end. Needs: nothing beyond main.
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import WidgetKit
@testable import RW_FrameUp_DateTimelineProvider

@Suite struct FrameUpWidgetTests {
    @Test func fiveHourlyEntries() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.ryanlintott.FrameUpExample"))
        try sim.run { try SimulatedWidget.declare(kind: "WidgetFrameWidget", displayName: "Widget Frame", provider: Provider()) }
        let id = try sim.device.widgets.addWidget(kind: "WidgetFrameWidget")
        sim.simulation.settle()
        let entries = try #require(sim.device.widgets.instances[id]).entries
        #expect(entries.count == 5)
        let gaps = zip(entries.dropFirst(), entries).map { $0.date.secondsSinceReferenceDate - $1.date.secondsSinceReferenceDate }
        #expect(gaps.count == 4 && gaps.allSatisfy { abs($0 - 3600) < 0.001 })
    }
}
