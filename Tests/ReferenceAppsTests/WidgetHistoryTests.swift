import Testing
import LimelightCore
import SimulatorKit
import SystemServices

/// A widget's reload history keeps only what the budget window and the Smart Stack read, however long time runs.
@Suite struct WidgetHistoryTests {
    @Test func aYearOfReloadsKeepsOnlyTheRollingWindows() throws {
        let h = Harness("device add phone", "app install focusblox", "widgets add QuickCaptureWidget")
        #expect(h.run("clock advance 365d") == ["now: 2027-01-05T09:00:00Z"])
        let widgets = try #require(h.device?.widgets)
        let w = try #require(widgets.instances["W1"])
        #expect(w.timelineRequests > 20_000)
        let now = try #require(h.device?.runtime.now)
        #expect(w.budgetedReloads.allSatisfy { now - $0 < widgets.configuration.budgetWindow })
        #expect(w.budgetedReloads.count <= widgets.configuration.dailyReloadBudget)
        let lastReload = try #require(w.lastReload)
        let oldest = lastReload + SimDuration(seconds: -widgets.configuration.relevanceHistory.seconds - 86_400)
        #expect(w.relevanceHistory.allSatisfy { $0.0 >= oldest })
        #expect(try widgets.budgetStatus("W1").used == w.budgetedReloads.count)
    }
}
