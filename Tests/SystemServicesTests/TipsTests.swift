import LimelightCore
import Testing
@testable import SystemServices

@Suite struct TipsTests {
    func device(_ runtime: Runtime, name: String, platform: DevicePlatform = .ios) throws -> TipsService {
        let host = Fixtures.host(runtime, device: name, platform: platform)
        let intents = IntentsService(host: host)
        try intents.install(Fixtures.focusBlox)
        let tips = TipsService(host: host, intents: intents)
        if platform == .ios {
            try tips.place(SiriTipPlacement(app: "focusblox", location: "BacklogView", intentType: "CreateTaskIntent", storage: .appStorage(key: "showCreateTaskTip")))
            try tips.place(SiriTipPlacement(app: "focusblox", location: "ContentView", intentType: "GetNextUpIntent", storage: .state))
            try tips.place(SiriTipPlacement(app: "focusblox", location: "SettingsView", intentType: "CompleteTaskIntent", storage: .none))
        }
        return tips
    }

    @Test func tipsShowTheirAppShortcutPhrase() throws {
        let tips = try device(Runtime(), name: "iphone")
        let defaults = InMemoryAppDefaults()
        let states = tips.states(app: "focusblox", defaults: defaults)
        #expect(states.map(\.placement.location) == ["BacklogView", "ContentView", "SettingsView"])
        #expect(states.allSatisfy { $0.isVisible })
        #expect(states[0].phrase == "Erstelle Task in FocusBlox")
        #expect(states[1].phrase == "Was steht an in FocusBlox")
    }

    @Test func persistedDismissalSurvivesRelaunchButNotOnAnotherDevice() throws {
        let runtime = Runtime()
        let phone = try device(runtime, name: "iphone"), ipad = try device(runtime, name: "ipad")
        let phoneDefaults = InMemoryAppDefaults(), ipadDefaults = InMemoryAppDefaults()
        let dismissed = try phone.dismiss(app: "focusblox", location: "BacklogView", defaults: phoneDefaults)
        #expect(!dismissed.isVisible)
        #expect(phoneDefaults.bool(forKey: "showCreateTaskTip") == false)
        phone.appDidLaunch("focusblox")
        #expect(try !phone.state(app: "focusblox", location: "BacklogView", defaults: phoneDefaults).isVisible)
        #expect(try ipad.state(app: "focusblox", location: "BacklogView", defaults: ipadDefaults).isVisible)
        #expect(runtime.log.events(ofKind: "tips.dismissed").first?.device == "iphone")
    }

    @Test func stateDismissalIsForgottenOnRelaunch() throws {
        let tips = try device(Runtime(), name: "iphone")
        let defaults = InMemoryAppDefaults()
        try tips.dismiss(app: "focusblox", location: "ContentView", defaults: defaults)
        #expect(try !tips.state(app: "focusblox", location: "ContentView", defaults: defaults).isVisible)
        tips.appDidLaunch("focusblox")
        #expect(try tips.state(app: "focusblox", location: "ContentView", defaults: defaults).isVisible)
    }

    @Test func badInputsAndPlatform() throws {
        let tips = try device(Runtime(), name: "iphone")
        let defaults = InMemoryAppDefaults()
        #expect(throws: TipsError.notDismissible(app: "focusblox", location: "SettingsView")) {
            try tips.dismiss(app: "focusblox", location: "SettingsView", defaults: defaults)
        }
        #expect(throws: TipsError.unknownPlacement(app: "focusblox", location: "BacklogVew", suggestion: "BacklogView")) {
            try tips.state(app: "focusblox", location: "BacklogVew", defaults: defaults)
        }
        try tips.place(SiriTipPlacement(app: "focusblox", location: "Other", intentType: "SaveQuickCaptureIntent"))
        let empty = try tips.state(app: "focusblox", location: "Other", defaults: defaults)
        #expect(!empty.isVisible && empty.phrase == nil && empty.reason.contains("empty view"))
        let mac = try device(Runtime(), name: "mac", platform: .macos)
        #expect(throws: TipsError.unavailable(.macos)) {
            try mac.place(SiriTipPlacement(app: "focusblox", location: "BacklogView", intentType: "CreateTaskIntent"))
        }
    }
}
