import LimelightCore
import Testing
@testable import SystemServices

/// A Siri tips or TipKit call is a step of `TipsState`: a function of the state value and the call, reaching the
/// clock, the log and the intents service's App Shortcuts only through its host (and an `@AppStorage` binding through
/// the app's defaults, handed in). So it can run on a copy of the state, and the copy ends equal to the live service.
@Suite struct TipsReducerTests {
    static let facts = TipKitTipFacts(id: "QuickCaptureTip", maxDisplayCount: 2)

    /// The world of `TipsStateTests`, with TipKit configured and a tip displayed once.
    func world() throws -> (TipsService, InMemoryAppDefaults) {
        let (tips, defaults) = try TipsStateTests().world()
        try tips.configureTipKit(app: "focusblox", TipKitConfiguration(displayFrequency: "daily", displayInterval: 86_400))
        tips.displayTipKitTip(app: "focusblox", Self.facts, location: "TodayView")
        return (tips, defaults)
    }

    enum Call: String, CaseIterable {
        case dismiss, place, display, invalidate, donate, relaunch

        /// The call made on the service.
        func live(_ s: TipsService, _ defaults: AppDefaults) throws {
            switch self {
            case .dismiss: try s.dismiss(app: "focusblox", location: "TodayView", defaults: defaults)
            case .place: try s.place(SiriTipPlacement(app: "focusblox", location: "Inbox", intentType: "GetNextUpIntent", storage: .state))
            case .display: s.displayTipKitTip(app: "focusblox", TipsReducerTests.facts, location: "TodayView")
            case .invalidate: s.invalidateTipKitTip(app: "focusblox", id: "QuickCaptureTip", reason: .actionPerformed)
            case .donate: s.donateTipKitEvent(app: "focusblox", event: "opened", info: "{}")
            case .relaunch: s.appWillLaunch("focusblox"); s.appDidLaunch("focusblox")
            }
        }

        /// The same call as a step of a copy of the state, with the service as host.
        func step(_ state: inout TipsState, _ host: TipsService, _ defaults: AppDefaults) throws {
            switch self {
            case .dismiss: _ = try state.dismiss(app: "focusblox", location: "TodayView", defaults: defaults, host)
            case .place: try state.place(SiriTipPlacement(app: "focusblox", location: "Inbox", intentType: "GetNextUpIntent", storage: .state), host)
            case .display: _ = state.displayTipKitTip(app: "focusblox", TipsReducerTests.facts, location: "TodayView", host)
            case .invalidate: state.invalidateTipKitTip(app: "focusblox", id: "QuickCaptureTip", reason: .actionPerformed, host)
            case .donate: state.donateTipKitEvent(app: "focusblox", event: "opened", info: "{}", host)
            case .relaunch: state.appWillLaunch("focusblox"); state.appDidLaunch("focusblox")
            }
        }
    }

    @Test(arguments: Call.allCases)
    func aStepOnACopyOfTheStateEqualsTheCallOnTheLiveService(call: Call) throws {
        let (live, liveDefaults) = try world(), (copied, copiedDefaults) = try world()
        #expect(live.state == copied.state)
        let before = copied.state
        let liveMark = live.host.runtime.log.events.count, copiedMark = copied.host.runtime.log.events.count

        try call.live(live, liveDefaults)
        var copy = copied.state
        try call.step(&copy, copied, copiedDefaults)

        #expect(copy == live.state)
        #expect(copy != before, "the call changed nothing: pick one that does")
        #expect(copied.state == before, "stepping a copy must leave the live value alone")
        #expect(StateTestSupport.events(copied.host.runtime, from: copiedMark) == StateTestSupport.events(live.host.runtime, from: liveMark))
        copied.restore(copy)
        #expect(copied.states(app: "focusblox", defaults: copiedDefaults) == live.states(app: "focusblox", defaults: liveDefaults))
        #expect(copied.tipKitStatus(app: "focusblox", Self.facts) == live.tipKitStatus(app: "focusblox", Self.facts))
    }
}
