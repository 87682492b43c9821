import CoreSpotlight
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import WidgetKit

/// The Apple-API layer with two apps on one device (Docs/AppleAPI.md, "The calling app"): a handle kept in a singleton,
/// deletions and index delegates act for the app whose code is running, never for the other one.
@Suite struct TwoAppsRoundTripTests {
    static let other = AppDescriptor(bundleIdentifier: "com.example.other", shortName: "other", displayName: "Other",
                                     summary: "A second delegate app") { DelegateApp(context: $0) }
    /// One handle shared by both apps, as a `static let shared` in app code would be.
    static let shared = CSSearchableIndex(name: "shared")

    static func item(_ id: String) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = id
        return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: "d", attributeSet: attributes)
    }

    func identifiers(_ sim: TestSimulation, _ app: String) -> Set<String> {
        Set(sim.device.spotlight.items(app: app).map(\.item.uniqueIdentifier))
    }

    @Test func aSharedHandleIndexesAndDeletesForTheCallingApp() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        let other = try sim.device.install(Self.other)
        sim.device.launch(other)
        sim.run { Self.shared.indexSearchableItems([Self.item("a1")]) }
        other.run(on: sim.device) { Self.shared.indexSearchableItems([Self.item("b1")]) }
        sim.run { Self.shared.indexSearchableItems([Self.item("a2")]) }
        sim.advance(by: .seconds(1))
        #expect(identifiers(sim, "com.example.delegate") == ["note-1", "a1", "a2"])
        #expect(identifiers(sim, "com.example.other") == ["note-1", "b1"])
        other.run(on: sim.device) { Self.shared.deleteAllSearchableItems() }
        sim.advance(by: .seconds(1))
        #expect(identifiers(sim, "com.example.other").isEmpty)
        #expect(identifiers(sim, "com.example.delegate") == ["note-1", "a1", "a2"])
    }

    @Test func eachAppKeepsItsOwnIndexDelegate() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        let other = try sim.device.install(Self.other)
        sim.device.launch(other)  // registers its delegate after the first app's
        sim.advance(by: .seconds(1))
        sim.device.spotlight.loseIndex(app: "com.example.delegate", fraction: 1)
        sim.advance(by: .seconds(1))
        sim.device.spotlight.deliverReindexRequests(app: "com.example.delegate")
        #expect(sim.screen.presented == "all", "the first app's delegate was asked")
        sim.advance(by: .seconds(5))
        #expect(identifiers(sim, "com.example.delegate") == ["note-1"])
        #expect(sim.events(ofKind: "spotlight.reindex.undelivered").isEmpty)
    }

    @Test func eachAppSeesOnlyItsOwnPlacedWidgets() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        let other = try sim.device.install(Self.other)
        try sim.run {
            try SimulatedWidget.declare(kind: "Mine", displayName: "Mine", provider: QuickCaptureProvider(openTasks: { 0 }, now: SimulatedClock.date))
        }
        try other.run(on: sim.device) {
            try SimulatedWidget.declare(kind: "Theirs", displayName: "Theirs", provider: QuickCaptureProvider(openTasks: { 0 }, now: SimulatedClock.date))
        }
        _ = try sim.device.widgets.addWidget(kind: "Mine")
        _ = try sim.device.widgets.addWidget(kind: "Theirs")
        sim.advance(by: .seconds(1))
        let mine = try sim.device.widgets.widgetCenter(for: "com.example.delegate").getCurrentConfigurations().get()
        #expect(mine.map { $0.kind } == ["Mine"])
        let theirs = try sim.device.widgets.widgetCenter(for: "com.example.other").getCurrentConfigurations().get()
        #expect(theirs.map { $0.kind } == ["Theirs"])
    }
}
