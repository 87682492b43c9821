import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing
import TipKit

/// TipKit's documented bounds (Docs/IntentsWidgetsTips.md, "TipKit tips"; Docs/AppleAPI.md) at the instant they change:
/// the weekly display frequency, `donatedWithin(.week)`, the donations kept per event, and a display-frequency window
/// that only a tip's first display starts.
@Suite(.serialized) struct TipKitLimitTests {
    /// `TipsApp` configured with `.weekly`.
    static var weeklyApp: AppDescriptor {
        var d = TipsApp.descriptor
        d = AppDescriptor(bundleIdentifier: "com.example.weekly", shortName: "weekly", displayName: "Weekly", summary: "weekly tips") { _ in
            try? Tips.configure([.displayFrequency(.weekly)])
            return TipsProgram()
        }
        d.onInstall = TipsApp.descriptor.onInstall
        return d
    }

    struct NewTip: Tip { var title: Text { Text("New") } }

    @Test func weeklyHoldsANewTipBackSevenDaysToTheSecond() throws {
        let sim = try TestSimulation(app: Self.weeklyApp)
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.advance(by: .seconds(7 * 86_400 - 1))
        #expect(sim.run { NewTip().status } == .pending)
        sim.advance(by: .seconds(1))
        #expect(sim.run { NewTip().status } == .available)
    }

    @Test func onlyATipsFirstDisplayStartsTheWindow() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.advance(by: .seconds(86_400))
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") }, "displayed before: the frequency does not apply")
        #expect(sim.run { NewTip().status } == .available, "the second display of CompassTip did not start a new day")
    }

    @Test func aDonationExactlyAWeekOldIsWithinTheWeek() async throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        try await sim.run { await WeeklyViewsTip.viewed.donate() }
        sim.advance(by: .seconds(7 * 86_400))
        try await sim.run { await WeeklyViewsTip.viewed.donate() }
        #expect(sync(sim) { WeeklyViewsTip.viewed.donations.donatedWithin(.week).count } == 2)
        #expect(sync(sim) { WeeklyViewsTip().status } == .available)
        sim.advance(by: .seconds(1))
        #expect(sync(sim) { WeeklyViewsTip.viewed.donations.donatedWithin(.week).count } == 1)
    }

    @Test func anEventKeepsItsLast1000Donations() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        for _ in 0..<1_000 { sim.run { FavoriteLandmarkTip.didViewLandmark.sendDonation() } }
        sim.advance(by: .seconds(1))
        #expect(sim.run { FavoriteLandmarkTip.didViewLandmark.donations.count } == 1_000)
        sim.run { FavoriteLandmarkTip.didViewLandmark.sendDonation() }
        sim.advance(by: .seconds(1))
        #expect(sim.run { FavoriteLandmarkTip.didViewLandmark.donations.count } == 1_000)
    }
}
