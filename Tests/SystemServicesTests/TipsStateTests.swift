import Foundation
import LimelightCore
import Testing
@testable import SystemServices

@Suite struct TipsStateTests {
    /// Three tips, one per binding kind; the `@State` and `@AppStorage` ones dismissed; other defaults set.
    func world() throws -> (TipsService, InMemoryAppDefaults) {
        let host = Fixtures.host()
        let intents = IntentsService(host: host)
        try intents.install(Fixtures.focusBlox)
        let tips = TipsService(host: host, intents: intents)
        try tips.place(SiriTipPlacement(app: "focusblox", location: "BacklogView", intentType: "CreateTaskIntent", storage: .appStorage(key: "showCreateTaskTip")))
        try tips.place(SiriTipPlacement(app: "focusblox", location: "ContentView", intentType: "GetNextUpIntent", storage: .state))
        try tips.place(SiriTipPlacement(app: "focusblox", location: "SettingsView", intentType: "CompleteTaskIntent", storage: .none))
        try tips.place(SiriTipPlacement(app: "focusblox", location: "TodayView", intentType: "SaveQuickCaptureIntent", storage: .state))
        let defaults = InMemoryAppDefaults()
        defaults.set(.int(3), forKey: "launchCount")
        defaults.set(.double(0.1), forKey: "ratio")
        defaults.set(.string("dark"), forKey: "theme")
        try tips.dismiss(app: "focusblox", location: "BacklogView", defaults: defaults)
        try tips.dismiss(app: "focusblox", location: "ContentView", defaults: defaults)
        return (tips, defaults)
    }

    @Test func restoreUndoesLaterChangesAndRelaunchBehavesAsBefore() throws {
        let (tips, defaults) = try world()
        let savedTips = tips.state, savedDefaults = defaults.state
        let reads = tips.states(app: "focusblox", defaults: defaults), entries = defaults.entries.map { "\($0.key)=\($0.value)" }
        tips.appDidLaunch("focusblox")
        let expectedAfterLaunch = tips.states(app: "focusblox", defaults: defaults)
        try tips.place(SiriTipPlacement(app: "weather", location: "Main", intentType: "X"))
        tips.removeApp("focusblox")
        defaults.removeAll()
        defaults.set(.bool(true), forKey: "other")

        tips.restore(savedTips)
        defaults.restore(savedDefaults)
        #expect(tips.state == savedTips && defaults.state == savedDefaults)
        #expect(tips.states(app: "focusblox", defaults: defaults) == reads)
        #expect(tips.placements.keys.sorted() == ["focusblox"])
        #expect(defaults.entries.map { "\($0.key)=\($0.value)" } == entries)
        tips.appDidLaunch("focusblox")
        #expect(tips.states(app: "focusblox", defaults: defaults) == expectedAfterLaunch)
        #expect(try !tips.state(app: "focusblox", location: "BacklogView", defaults: defaults).isVisible)
        #expect(try tips.state(app: "focusblox", location: "ContentView", defaults: defaults).isVisible)
    }

    @Test func defaultsStoreCreatedFromAStateReadsTheSame() throws {
        let (_, defaults) = try world()
        let copy = InMemoryAppDefaults(state: defaults.state)
        #expect(copy.entries.map(\.key) == defaults.entries.map(\.key))
        #expect(copy.bool(forKey: "showCreateTaskTip") == false)
        #expect(copy.value(forKey: "ratio") == .double(0.1))
    }

    @Test func jsonRoundTripGivesEqualStates() throws {
        let (tips, defaults) = try world()
        #expect(try StateTestSupport.roundTrip(tips.state) == tips.state)
        #expect(try StateTestSupport.roundTrip(defaults.state) == defaults.state)
        #expect(try StateTestSupport.roundTrip(TipsState()) == TipsState())
        let odd = AppDefaultsState(values: ["a": .double(-0.0), "b": .double(1e15 + 0.5), "c": .bool(true), "d": .string("\u{0}é\"")])
        let back = try StateTestSupport.roundTrip(odd)
        #expect(back == odd)
        if case .double(let z)? = back.values["a"] { #expect(z.sign == .minus) } else { Issue.record("a is not a double") }
    }

    @Test(arguments: ["placements", "stateBindings"])
    func aStateMissingAFieldDoesNotDecode(field: String) throws {
        #expect(try !StateTestSupport.decodes(try world().0.state, without: field))
    }

    /// A TipKit datastore with a configuration, a displayed tip, an invalidated one, donations and parameters.
    func tipKitWorld() throws -> TipsService {
        let (tips, _) = try world()
        try tips.configureTipKit(app: "focusblox", TipKitConfiguration(displayFrequency: "daily", displayInterval: 86_400))
        tips.donateTipKitEvent(app: "focusblox", event: "opened", info: "{}")
        #expect(tips.setTipKitParameter(app: "focusblox", id: "loggedIn", json: "{\"value\":true}", transient: false))
        #expect(tips.setTipKitParameter(app: "focusblox", id: "onboarding", json: "{\"value\":1}", transient: true))
        tips.displayTipKitTip(app: "focusblox", TipKitTipFacts(id: "A"), location: "Main")
        tips.invalidateTipKitTip(app: "focusblox", id: "B", reason: .tipClosed)
        return tips
    }

    @Test func tipKitDatastoresRoundTripAndAreLeftOutWhenEmpty() throws {
        let tips = try tipKitWorld()
        #expect(try StateTestSupport.roundTrip(tips.state) == tips.state)
        #expect(try StateTestSupport.decodes(tips.state, without: "tipKit"))
        let empty = String(decoding: try JSONEncoder().encode(try world().0.state), as: UTF8.self)
        #expect(!empty.contains("tipKit"))
    }

    @Test func aLaunchForgetsTheConfigurationAndTransientParametersAndUninstallForgetsAll() throws {
        let tips = try tipKitWorld()
        tips.appWillLaunch("focusblox")
        let store = tips.tipKitDatastore(app: "focusblox")
        #expect(store.configuration == nil && store.transientParameters.isEmpty)
        #expect(store.parameters["loggedIn"] != nil && store.tips["A"]?.displayCount == 1 && store.events["opened"]?.count == 1)
        #expect(tips.tipKitStatus(app: "focusblox", TipKitTipFacts(id: "A")) == .pending("Tips.configure() was not called in this launch"))
        #expect(tips.setTipKitParameter(app: "focusblox", id: "loggedIn", json: "{}", transient: false) == false)
        tips.removeApp("focusblox")
        #expect(tips.state.tipKit.isEmpty)
    }

    @Test func resetIsRefusedOnceConfiguredAndAConfigurationOnceALaunch() throws {
        let tips = try tipKitWorld()
        #expect(throws: TipStoreError.tipsDatastoreAlreadyConfigured) { try tips.resetTipKitDatastore(app: "focusblox") }
        #expect(throws: TipStoreError.tipsDatastoreAlreadyConfigured) { try tips.configureTipKit(app: "focusblox", TipKitConfiguration()) }
        tips.appWillLaunch("focusblox")
        tips.setTipKitTesting(app: "focusblox", .hideAll)
        try tips.resetTipKitDatastore(app: "focusblox")
        #expect(tips.tipKitDatastore(app: "focusblox").tips.isEmpty)
        #expect(tips.tipKitDatastore(app: "focusblox").testing == .hideAll)
    }

    @Test func theDonationLimitKeepsTheMostRecent() throws {
        let tips = try tipKitWorld()
        for i in 0..<(TipKitDatastore.donationLimit + 5) { tips.donateTipKitEvent(app: "focusblox", event: "many", info: "\(i)") }
        let list = tips.tipKitDonations(app: "focusblox", event: "many")
        #expect(list.count == TipKitDatastore.donationLimit)
        #expect(list.first?.info == "5")
    }
}
