import LimelightCore
import Testing
@testable import SystemServices

/// An App Intents call is a step of `IntentsState`: a function of the state value and the call, reaching the clock,
/// the seeded identifiers, the log and the learner's index only through its host. So it can run on a copy of the state,
/// and the copy ends equal to the live service that took the same call.
@Suite struct IntentsReducerTests {
    /// The world of `IntentsStateTests` a week on: the next capture completes a weekly pattern.
    func world() throws -> (Runtime, IntentsService) {
        let (runtime, intents) = try IntentsStateTests().world()
        runtime.scheduler.advance(by: .days(7))
        return (runtime, intents)
    }

    enum Call: String, CaseIterable {
        case donate, systemRan, deleteMatching, interaction, uninstall

        /// Whether the call stores a donation, drawing its identifier from the runtime's seeded randomness.
        var drawsIdentifier: Bool { self == .donate || self == .systemRan || self == .interaction }

        /// The call made on the service.
        func live(_ s: IntentsService) throws {
            switch self {
            case .donate: _ = try s.store(IntentsStateTests.capture, result: nil, app: "focusblox", source: .app)
            case .systemRan: try s.systemRan(IntentsStateTests.capture, app: "focusblox", invoker: .siri)
            case .deleteMatching: _ = s.delete(matching: .intentType("CreateTaskIntent"), app: "focusblox")
            case .interaction:
                s.storeInteraction(IntentsStateTests.capture, interaction: SiriKitInteractionRecord(identifier: "i1"), app: "focusblox")
            case .uninstall: s.uninstall(app: "landmarks")
            }
        }

        /// The same call as a step of a copy of the state, with the service as host.
        func step(_ state: inout IntentsState, _ host: IntentsService) throws {
            switch self {
            case .donate: _ = try state.store(IntentsStateTests.capture, result: nil, app: "focusblox", source: .app, host)
            case .systemRan: _ = try state.systemRan(IntentsStateTests.capture, app: "focusblox", invoker: .siri, host)
            case .deleteMatching: _ = state.delete(matching: .intentType("CreateTaskIntent"), app: "focusblox", host)
            case .interaction:
                _ = state.storeInteraction(IntentsStateTests.capture, interaction: SiriKitInteractionRecord(identifier: "i1"), app: "focusblox", host)
            case .uninstall: state.uninstall(app: "landmarks", host)
            }
        }
    }

    @Test(arguments: Call.allCases)
    func aStepOnACopyOfTheStateEqualsTheCallOnTheLiveService(call: Call) throws {
        let (liveRuntime, live) = try world(), (copiedRuntime, copied) = try world()
        #expect(live.state == copied.state)
        let before = copied.state, liveMark = liveRuntime.log.events.count, copiedMark = copiedRuntime.log.events.count

        try call.live(live)
        var copy = copied.state
        try call.step(&copy, copied)

        #expect(copy == live.state)
        #expect(copy != before, "the call changed nothing: pick one that does")
        #expect(copied.state == before, "stepping a copy must leave the live value alone")
        #expect(StateTestSupport.events(copiedRuntime, from: copiedMark) == StateTestSupport.events(liveRuntime, from: liveMark))
    }

    /// Stepping a copy reads the service's learner index for the copy's store; the service's own next donation must
    /// learn as if the copy had never been stepped (the index notices it covered another store and is made again).
    @Test(arguments: Call.allCases)
    func theLiveServiceLearnsAsBeforeAfterACopyWasStepped(call: Call) throws {
        let (copiedRuntime, copied) = try world(), (freshRuntime, fresh) = try world()
        var copy = copied.state
        try call.step(&copy, copied)
        if call.drawsIdentifier { _ = freshRuntime.uuid() }  // as the copy's step did from the copied world's runtime
        #expect(copiedRuntime.uuid() == freshRuntime.uuid())
        let milk = IntentRecord("CreateTaskIntent", ["title": .string("Milk"), "importance": .int(-3)])
        for s in [copied, fresh] {
            // A system donation reads the index first after its append: the count is the one the copy's step left.
            try s.systemRan(milk, app: "focusblox", invoker: .siri)
            _ = try s.store(IntentsStateTests.capture, result: nil, app: "focusblox", source: .app)
        }
        #expect(copied.state == fresh.state)
    }
}
