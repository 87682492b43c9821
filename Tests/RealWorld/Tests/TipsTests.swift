// Tips from a-Shell (a-Shell/Tips.swift: MaxDisplayCount(1)) and OneBusAway (OBAKit/Tips/ScheduleTip.swift,
// TripPlannerTip.swift), unchanged, with TipKit configured as the apps configure it at launch.
// Needs: nothing beyond main (TipView(_:).display(in:) is Limelight's stand-in for the view showing the tip).
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import TipKit
@testable import RW_aShell_Tips
@testable import RW_OneBusAway_ScheduleTip
@testable import RW_OneBusAway_TripPlannerTip

@Suite struct TipsTests {
    @Test func aShellsToolbarTipShowsOnce() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "AsheKube.app.a-Shell"))
        try sim.run { try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)]) }
        #expect(sim.run { RW_aShell_Tips.toolbarTip().status } == .available)
        #expect(sim.run { TipView(RW_aShell_Tips.toolbarTip()).display(in: "Terminal") })
        #expect(sim.run { TipView(RW_aShell_Tips.toolbarTip()).display(in: "Terminal") } == false)
        #expect(sim.run { RW_aShell_Tips.toolbarTip().status } == .invalidated(.displayCountExceeded))
    }

    @Test func oneBusAwaysTipsWaitForTheConfiguration() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "org.onebusaway.iphone"))
        #expect(sim.run { TipView(ScheduleTip()).display(in: "StopViewController") } == false)
        try sim.run { try Tips.configure([.displayFrequency(.immediate)]) }
        #expect(sim.run { ScheduleTip().status } == .available)
        #expect(sim.run { TripPlannerTip().status } == .available)
        sim.run { TripPlannerTip().invalidate(reason: .actionPerformed) }
        #expect(sim.run { TripPlannerTip().status } == .invalidated(.actionPerformed))
    }
}
