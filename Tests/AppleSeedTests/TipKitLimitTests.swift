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

    /// `TipsApp` configured with `frequency`, under its own bundle identifier.
    static func app(_ name: String, _ frequency: Tips.ConfigurationOption.DisplayFrequency) -> AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.\(name)", shortName: name, displayName: name, summary: "\(name) tips") { _ in
            try? Tips.configure([.displayFrequency(frequency)])
            return TipsProgram()
        }
        d.onInstall = TipsApp.descriptor.onInstall
        return d
    }

    /// Docs/IntentsWidgetsTips.md: "a tip never displayed waits until the configured interval (hourly 1 h, daily 24 h,
    /// weekly 7 d, monthly 30 d; the simulator's choice for a month) has passed": each interval to the second.
    @Test(arguments: [("hourly", 3_600), ("daily", 86_400), ("monthly", 30 * 86_400)])
    func eachFrequencyHoldsANewTipBackItsIntervalToTheSecond(name: String, seconds: Int) throws {
        let frequency: Tips.ConfigurationOption.DisplayFrequency = name == "hourly" ? .hourly : name == "daily" ? .daily : .monthly
        let sim = try TestSimulation(app: Self.app(name, frequency))
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.advance(by: .seconds(Double(seconds - 1)))
        #expect(sim.run { NewTip().status } == .pending, "\(name): one second before the interval")
        sim.advance(by: .seconds(1))
        #expect(sim.run { NewTip().status } == .available, "\(name): the interval has passed")
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
