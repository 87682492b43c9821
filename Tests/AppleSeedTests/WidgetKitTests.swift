import Foundation
import LimelightCore
import LimelightKit
import Testing
import WidgetKit
import CoreSpotlight

/// A WidgetKit provider written as seed 004's QuickCaptureProvider is (relevance by context, a 15-minute policy),
/// reading the simulated clock it is given instead of `Date()`.
struct QuickCaptureEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
}

struct QuickCaptureProvider: TimelineProvider {
    var openTasks: () -> Int
    var now: () -> Date = Date.init

    func placeholder(in context: Context) -> QuickCaptureEntry { QuickCaptureEntry(date: now(), relevance: nil) }

    func getSnapshot(in context: Context, completion: @escaping (QuickCaptureEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuickCaptureEntry>) -> Void) {
        let score: Float = openTasks() > 0 ? 40 : 10
        let entry = QuickCaptureEntry(date: now(), relevance: TimelineEntryRelevance(score: score))
        let nextUpdate = now().addingTimeInterval(15 * 60)
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}

@Suite struct WidgetKitTests {
    @Test func providerRelevanceReachesThePlacedWidget() throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        var open = 0
        try app.run(on: device) {
            try SimulatedWidget.declare(kind: "QuickCapture", displayName: "Quick Capture",
                                        provider: QuickCaptureProvider(openTasks: { open }, now: SimulatedClock.date))
        }
        let id = try device.widgets.addWidget(kind: "QuickCapture")
        sim.settle()
        #expect(device.widgets.currentRelevance(try #require(device.widgets.instances[id]), at: sim.runtime.now) == 10)
        open = 2
        app.run(on: device) { WidgetCenter.shared.reloadTimelines(ofKind: "QuickCapture") }
        sim.advance(by: .seconds(1))
        #expect(device.widgets.currentRelevance(try #require(device.widgets.instances[id]), at: sim.runtime.now) == 40)
    }
}

@Suite struct WallClockTests {
    @Test func aDateReadFromTheHostClockIsFlagged() throws {
        let (_, device, app) = try SeedCodeRunsTests.phone()
        let item = Seed003.makeItem()
        item.expirationDate = Date()
        app.run(on: device) { CSSearchableIndex.default().indexSearchableItems([item]) }
        #expect(device.runtime.log.events(ofKind: "app.wallclock").count == 1)
        item.expirationDate = SimulatedClock.now
        app.run(on: device) {
            item.expirationDate = SimulatedClock.now.addingTimeInterval(3600)
            CSSearchableIndex.default().indexSearchableItems([item])
        }
        #expect(device.runtime.log.events(ofKind: "app.wallclock").count == 1)
    }
}
