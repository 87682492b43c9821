import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing
import TipKit

// A tip as Apple's documentation writes it, with the `#Rule` and `@Parameter` macros.
struct FavoriteLandmarkTip: Tip {
    static let didViewLandmark = Event(id: "didViewLandmark")

    @Parameter
    static var userIsLoggedIn: Bool = false

    var title: Text {
        Text("Save as a Favorite")
    }

    var message: Text? {
        Text("Your favorite landmarks always appear at the top of the list.")
    }

    var image: Image? {
        Image(systemName: "star")
    }

    var rules: [Rule] {
        #Rule(Self.$userIsLoggedIn) {
            $0 == true
        }
        #Rule(Self.didViewLandmark) {
            $0.donations.count >= 3
        }
    }

    var actions: [Action] {
        Action(id: "learn-more", title: "Learn more")
    }
}

struct CompassTip: Tip {
    var title: Text { Text("Reorient the map") }
}

struct LimitedTip: Tip {
    var title: Text { Text("Limited") }

    var options: [Option] {
        MaxDisplayCount(2)
        IgnoresDisplayFrequency(true)
    }
}

struct WeeklyViewsTip: Tip {
    static let viewed = Event(id: "viewed")

    @Parameter(.transient)
    static var inOnboarding: Bool = true

    var title: Text { Text("Views this week") }

    var rules: [Rule] {
        [#Rule(Self.viewed) { $0.donations.donatedWithin(.week).count >= 2 }]
    }
}

// A tip written with array literals and `.init`, as blog posts write them, with a donation value.
struct SaveTip: Tip {
    struct ItemAdded: Codable, Sendable {
        let kind: String
    }

    static let itemAdded = Event<ItemAdded>(id: "itemAdded")

    var id: String = "tip-id-save"

    var title: Text {
        Text("Press to save")
    }

    var actions: [Action] {[
        .init(id: "action-id-save", title: "Got it!"),
        .init(id: "action-id-perform", title: "Do it") {
            self.invalidate(reason: .actionPerformed)
        },
    ]}

    var rules: [Rule] {[
        #Rule(Self.itemAdded) {
            $0.donations.filter { $0.info.kind == "photo" }.count > 1
        },
    ]}

    var options: [Option] {[
        MaxDisplayCount(1),
    ]}
}

/// A program with nothing of its own: the tests run its TipKit code.
final class TipsProgram: AppProgram {
    func applicationDidFinishLaunching() {}
    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState() }
}

/// An app that configures TipKit at launch (`App.init`) and places its tips from the install hook.
enum TipsApp {
    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.tips", shortName: "tipsapp", displayName: "TipsApp", summary: "TipKit tests") { _ in
            try? Tips.configure([.displayFrequency(.daily), .datastoreLocation(.applicationDefault)])
            return TipsProgram()
        }
        d.actions = [
            AppAction(["landmark", "open"], summary: "Open the landmark list") { _, _ in
                [TipView(FavoriteLandmarkTip()).display(in: "LandmarkList") ? "tip shown" : "no tip"]
            },
            AppAction(["landmark", "view"], summary: "View a landmark") { _, _ in
                FavoriteLandmarkTip.didViewLandmark.sendDonation()
                return ["viewed"]
            },
            AppAction(["account", "login"], summary: "Log in") { _, _ in
                FavoriteLandmarkTip.userIsLoggedIn = true
                return ["logged in"]
            },
        ]
        d.onInstall = { _ in
            try TipView(FavoriteLandmarkTip()).place(in: "LandmarkList")
            try TipView(CompassTip()).place(in: "MapView")
            try TipView(LimitedTip()).place(in: "Settings")
        }
        return d
    }
}

/// Runs synchronous app code (in an async test, `sim.run` would also match the async form).
func sync<T>(_ sim: TestSimulation, _ body: () throws -> T) rethrows -> T { try sim.run(body) }

@Suite(.serialized) struct TipKitTests {
    @Test func rulesHoldBackATipUntilTheyAreMet() async throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        #expect(sync(sim) { FavoriteLandmarkTip().status } == .pending)
        sync(sim) { FavoriteLandmarkTip.userIsLoggedIn = true }
        for _ in 0..<2 { try await sim.run { await FavoriteLandmarkTip.didViewLandmark.donate() } }
        #expect(sync(sim) { FavoriteLandmarkTip.didViewLandmark.donations.count } == 2)
        #expect(sync(sim) { FavoriteLandmarkTip().shouldDisplay } == false)
        try await sim.run { await FavoriteLandmarkTip.didViewLandmark.donate() }
        #expect(sync(sim) { FavoriteLandmarkTip().status } == .available)
        #expect(sync(sim) { TipView(FavoriteLandmarkTip()).display(in: "LandmarkList") })
        #expect(sim.events(ofKind: "tip.shown") == ["FavoriteLandmarkTip in LandmarkList (display 1)"])
    }

    @Test func displayFrequencyHoldsBackNewTipsOnTheSimulatedClock() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.run { FavoriteLandmarkTip.userIsLoggedIn = true }
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") }, "a tip already displayed shows again")
        // LimitedTip ignores the frequency; a new tip without that option waits a day.
        #expect(sim.run { TipView(LimitedTip()).display(in: "Settings") })
        struct NewTip: Tip { var title: Text { Text("New") } }
        #expect(sim.run { NewTip().status } == .pending)
        sim.advance(by: .seconds(86_399))
        #expect(sim.run { NewTip().status } == .pending)
        sim.advance(by: .seconds(1))
        #expect(sim.run { NewTip().status } == .available)
    }

    @Test func maxDisplayCountAndInvalidation() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        #expect(sim.run { TipView(LimitedTip()).display(in: "Settings") })
        #expect(sim.run { TipView(LimitedTip()).display(in: "Settings") })
        #expect(sim.run { TipView(LimitedTip()).display(in: "Settings") } == false)
        #expect(sim.run { LimitedTip().status } == .invalidated(.displayCountExceeded))
        sim.run { CompassTip().invalidate(reason: .actionPerformed) }
        #expect(sim.run { CompassTip().status } == .invalidated(.actionPerformed))
        #expect(sim.events(ofKind: "tip.invalidated") == ["LimitedTip: displayCountExceeded", "CompassTip: actionPerformed"])
        #expect(throws: Never.self) { try sim.device.tips.closeTipKitTip(app: "com.example.tips", id: "FavoriteLandmarkTip") }
        #expect(sim.run { FavoriteLandmarkTip().status } == .invalidated(.tipClosed))
    }

    @Test func configurationLastsOneLaunchAndTheDatastorePersists() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try sim.run { try Tips.configure() } }
        sim.run { FavoriteLandmarkTip.userIsLoggedIn = true; WeeklyViewsTip.inOnboarding = false }
        sim.device.terminate(sim.app)
        sim.device.launch(sim.app)
        #expect(sim.run { FavoriteLandmarkTip.userIsLoggedIn })
        #expect(sim.run { WeeklyViewsTip.inOnboarding }, "a transient parameter starts again at its default")
        sim.run { Tips.hideAllTipsForTesting() }
        #expect(sim.run { CompassTip().status } == .pending)
        sim.device.terminate(sim.app)
        sim.device.launch(sim.app)
        #expect(sim.run { CompassTip().status } == .available)
    }

    @Test func withoutConfigureNothingDisplaysAndParametersDoNotChange() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.example.plain"))
        #expect(sim.run { CompassTip().status } == .pending)
        sim.run { FavoriteLandmarkTip.userIsLoggedIn = true }
        #expect(sim.run { FavoriteLandmarkTip.userIsLoggedIn } == false)
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") } == false)
        sim.run { Tips.showAllTipsForTesting() }
        #expect(sim.run { CompassTip().status } == .available)
    }

    @Test func donatedWithinCountsOnTheSimulatedClock() async throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        try await sim.run { await WeeklyViewsTip.viewed.donate() }
        sim.advance(by: .seconds(8 * 86_400))
        try await sim.run { await WeeklyViewsTip.viewed.donate() }
        #expect(sync(sim) { WeeklyViewsTip().status } == .pending)
        try await sim.run { await WeeklyViewsTip.viewed.donate() }
        #expect(sync(sim) { WeeklyViewsTip().status } == .available)
    }

    @Test func tipKitStateJoinsSnapshotsAndTheDigest() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        let before = try #require(sim.simulation.state)
        sim.run { FavoriteLandmarkTip.userIsLoggedIn = true }
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.run { LimitedTip().invalidate(reason: .tipClosed) }
        let state = try #require(sim.simulation.state)
        #expect(state.digest != before.digest)
        let restored = try Simulation(restoring: state, catalog: AppCatalog([TipsApp.descriptor]))
        #expect(restored.digest == sim.simulation.digest)
        let device = try #require(restored.device(named: sim.device.name))
        let app = try #require(device.app(named: "com.example.tips"))
        #expect(app.run(on: device) { FavoriteLandmarkTip.userIsLoggedIn })
        #expect(app.run(on: device) { LimitedTip().status } == .invalidated(.tipClosed))
        #expect(device.tips.tipKitDatastore(app: "com.example.tips").tips["CompassTip"]?.displayCount == 1)
        #expect(device.tips.tipKitTips(app: "com.example.tips").keys.sorted() == ["CompassTip", "FavoriteLandmarkTip", "LimitedTip"])
    }

    @Test func commandsListCloseAndExpectTipKitTips() throws {
        let session = Session(catalog: AppCatalog([TipsApp.descriptor]))
        func run(_ line: String) -> [String] {
            let outcome = session.execute(line)
            #expect(!outcome.failed, "\(line): \(outcome.diagnostics) \(outcome.expectationFailure.map { "\($0)" } ?? "")")
            return outcome.output
        }
        _ = run("device add phone")
        _ = run("app install tipsapp")
        _ = run("app launch tipsapp")
        #expect(run("tips") == [
            "CompassTip in MapView: available — rules hold — TipView \"Reorient the map\" — never displayed",
            "FavoriteLandmarkTip in LandmarkList: pending — rule not met: parameter FavoriteLandmarkTip.userIsLoggedIn: $0 == true — TipView \"Save as a Favorite\" [Learn more] — never displayed",
            "LimitedTip in Settings: available — rules hold — TipView \"Limited\" — never displayed",
        ])
        _ = run("expect tip status FavoriteLandmarkTip == pending")
        _ = run("account login")
        for _ in 0..<3 { _ = run("landmark view") }
        _ = run("expect tip status FavoriteLandmarkTip == available")
        #expect(run("landmark open") == ["tip shown"])
        #expect(run("tips").contains { $0.hasPrefix("FavoriteLandmarkTip in LandmarkList: available") && $0.hasSuffix("displayed 1 time, last 2026-01-05T09:00:00Z") })
        _ = run("checkpoint displayed")
        #expect(run("tips close FavoriteLandmarkTip") == ["closed FavoriteLandmarkTip: invalidated(tipClosed)"])
        _ = run("expect tip status FavoriteLandmarkTip == invalidated(tipClosed)")
        let listed = run("tips")
        _ = run("rewind displayed")
        _ = run("expect tip status FavoriteLandmarkTip == available")
        #expect(run("tips close FavoriteLandmarkTip") == ["closed FavoriteLandmarkTip: invalidated(tipClosed)"])
        #expect(run("tips") == listed, "a world rebuilt for rewind lists the same tips")
        #expect(run("landmark open") == ["no tip"])
        #expect(session.execute("tips close Favorite").failed)
    }

    @Test func donationValuesAndActionsRunAsAppCode() async throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        try await sim.run { await SaveTip.itemAdded.donate(.init(kind: "photo")) }
        try await sim.run { await SaveTip.itemAdded.donate(.init(kind: "note")) }
        #expect(sync(sim) { SaveTip().status } == .pending)
        sync(sim) { SaveTip.itemAdded.sendDonation(.init(kind: "photo")) }
        #expect(sync(sim) { SaveTip().status } == .available)
        #expect(sync(sim) { SaveTip.itemAdded.donations.map(\.info.kind) } == ["photo", "note", "photo"])
        #expect(sync(sim) { SaveTip().actions.map(\.id) } == ["action-id-save", "action-id-perform"])
        sync(sim) { SaveTip().actions[1].handler() }
        #expect(sync(sim) { SaveTip().status } == .invalidated(.actionPerformed))
        #expect(sim.events(ofKind: "tip.invalidated") == ["tip-id-save: actionPerformed"])
    }

    @Test func showTipsForTestingShowsOnlyTheNamedTips() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        sim.run { Tips.showTipsForTesting([FavoriteLandmarkTip.self]) }
        #expect(sim.run { FavoriteLandmarkTip().status } == .available)
        #expect(sim.run { TipView(FavoriteLandmarkTip()).display(in: "LandmarkList") })
        struct NeverDisplayed: Tip { var title: Text { Text("Never") } }
        #expect(sim.run { NeverDisplayed().status } == .pending, "the daily frequency holds a new tip back")
    }

    @Test func resetDatastoreBeforeConfigureStartsOver() throws {
        var descriptor = TipsApp.descriptor
        descriptor.launch = { _ in
            try? Tips.resetDatastore()
            try? Tips.configure()
            return TipsProgram()
        }
        let sim = try TestSimulation(app: descriptor)
        #expect(sim.run { TipView(CompassTip()).display(in: "MapView") })
        sim.device.terminate(sim.app)
        sim.device.launch(sim.app)
        #expect(sim.device.tips.tipKitDatastore(app: "com.example.tips").tips.isEmpty)
        #expect(sim.events(ofKind: "tips.reset").count == 2)
    }
}
