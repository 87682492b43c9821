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
    /// Docs/AppleAPI.md: `WidgetCenter.shared` acts for the app whose code is running, on its device — asked from inside
    /// each app's code, not through the engine.
    @Test func widgetCenterSharedListsOnlyTheCallingAppsWidgets() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        let other = try sim.device.install(Self.other)
        try sim.run {
            try SimulatedWidget.declare(kind: "Mine", displayName: "Mine", provider: QuickCaptureProvider(openTasks: { 0 }, now: SimulatedClock.date))
        }
        try other.run(on: sim.device) {
            try SimulatedWidget.declare(kind: "Theirs", displayName: "Theirs", provider: QuickCaptureProvider(openTasks: { 0 }, now: SimulatedClock.date))
        }
        _ = try sim.device.widgets.addWidget(kind: "Theirs")
        _ = try sim.device.widgets.addWidget(kind: "Mine")
        sim.advance(by: .seconds(1))
        func kinds() -> [String] {
            var kinds: [String] = ["no answer"]
            WidgetCenter.shared.getCurrentConfigurations { kinds = (try? $0.get())?.map(\.kind) ?? ["failed"] }
            return kinds
        }
        #expect(sim.run { kinds() } == ["Mine"])
        #expect(other.run(on: sim.device) { kinds() } == ["Theirs"])
    }

    /// An index delegate that answers `fetchData(forBundleIdentifier:…)` with data naming the app that set it.
    final class DataDelegate: CSSearchableIndexDelegate {
        let app: String
        init(app: String) { self.app = app }
        func searchableIndex(_ searchableIndex: CSSearchableIndex,
                             reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) { acknowledgementHandler() }
        func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                             acknowledgementHandler: @escaping () -> Void) { acknowledgementHandler() }
        func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data {
            Data("\(itemIdentifier) from \(app)".utf8)
        }
    }

    /// App code: an index whose delegate provides data, asked for `bundle`'s item n1.
    static func fetch(_ bundle: String, as app: String) -> String {
        let delegate = DataDelegate(app: app)
        let index = CSSearchableIndex.default()
        index.indexDelegate = delegate
        var answer = "no answer"
        index.fetchData(forBundleIdentifier: bundle, itemIdentifier: "n1", contentType: .text) { data, error in
            answer = data.map { String(decoding: $0, as: UTF8.self) } ?? "error: \(error.map { "\($0)" } ?? "none")"
        }
        withExtendedLifetime(delegate) {}
        return answer
    }

    /// Docs/AppleAPI.md: `fetchData(forBundleIdentifier:itemIdentifier:contentType:)` fails when the bundle is not the
    /// running app: with two apps whose delegates both provide data, each gets its own and never the other's.
    @Test func fetchDataAnswersOnlyForTheCallingAppsBundle() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        let other = try sim.device.install(Self.other)
        sim.device.launch(other)
        #expect(sim.run { Self.fetch("com.example.delegate", as: "com.example.delegate") } == "n1 from com.example.delegate")
        #expect(other.run(on: sim.device) { Self.fetch("com.example.other", as: "com.example.other") } == "n1 from com.example.other")
        #expect(sim.run { Self.fetch("com.example.other", as: "com.example.delegate") }.hasPrefix("error: "))
        #expect(other.run(on: sim.device) { Self.fetch("com.example.delegate", as: "com.example.other") }.hasPrefix("error: "))
    }
}
