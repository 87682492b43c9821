import Foundation
import LimelightCore
import LimelightTesting
import LimelightWidgetKit
import SimulatorKit
import Testing

/// An unchanged provider that reads `Date.now` is reloaded on the simulated clock (issue 23's first "done when").
@Suite struct TimelineOnTheSimulatedClockTests {
    @Test func aProviderReadingDateNowReloadsAfterClockAdvance() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let id = try sim.device.widgets.addWidget(kind: "HalfHourWidget")
        sim.simulation.settle()
        let first = try #require(sim.device.widgets.instances[id])
        #expect(first.entries.map(\.date.date) == [0, 600, 1200].map { AppClockTests.start.addingTimeInterval($0) })
        #expect(first.nextReload?.date == AppClockTests.start.addingTimeInterval(1800))
        sim.advance(by: .seconds(2 * 3600))
        let later = try #require(sim.device.widgets.instances[id])
        // Reloaded at 09:30, 10:00, 10:30 and 11:00 of the simulated clock: its entries are simulated dates.
        #expect(later.timelineRequests == 5)
        #expect(later.entries.first?.date.date == AppClockTests.start.addingTimeInterval(2 * 3600))
        #expect(later.nextReload?.date == AppClockTests.start.addingTimeInterval(2 * 3600 + 1800))
        #expect(sim.events(ofKind: "app.wallclock").isEmpty)
    }

    @Test func theScenarioRunsWithTheAppInstallable() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios").path
        let results = try ScenarioTest.run(directory: folder, apps: [ClockApp.descriptor, ErrandsApp.descriptor, FeedsApp.descriptor])
        #expect(results.map(\.status) == results.map { _ in .passed })
        #expect(results.count == 8)
    }
}
