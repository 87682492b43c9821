import LimelightCore
import Testing
@testable import SystemServices

@Suite struct IntentsStateTests {
    static let capture = IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("Wochenplanung")])

    /// Everything a user or script can read about intents now.
    struct Reads: Equatable {
        var donations: [IntentDonation]
        var suggestions: [SiriSuggestion]
        var active: [SiriSuggestion]
        var flagged: [IntentDonation]
        var installed: [String]
        var views: [SiriAndSearchAppView]
        var shortcuts: [ShortcutsAppView]
        var learner: SuggestionLearner
        var detector: UniqueValueDetector

        init(_ s: IntentsService) throws {
            donations = s.donations
            suggestions = s.suggestions
            active = s.activeSuggestions()
            flagged = s.flaggedDonations
            installed = s.installedApps
            views = try s.installedApps.map { try s.siriAndSearchView(app: $0) }
            shortcuts = try s.installedApps.map { try s.shortcutsAppView(app: $0) }
            learner = s.learner
            detector = s.detector
        }
    }

    /// Weekly donations that form a suggestion, a flagged donation, system donations, rich values, a learning switch.
    func world() throws -> (Runtime, IntentsService) {
        let runtime = Runtime()
        let intents = try Fixtures.intents(runtime)
        try intents.install(Fixtures.landmarks)
        intents.learner.requiredRepetitions = 2
        intents.learner.timeWindow = .minutes(45.5)
        intents.detector.increasingRun = 4
        let manager = intents.donationManager(for: "focusblox")
        let start = runtime.now
        manager.donate(intent: Self.capture)
        runtime.scheduler.advance(to: start + .days(7) + .minutes(10))
        manager.donate(intent: Self.capture)
        manager.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("3F2504E0-4F89-41D3-9A0C-0305E82C3301"), "createdAt": .date(runtime.now)]))
        manager.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("Milk"), "importance": .int(-3)]),
                       result: IntentResultValue(value: .array([.double(0.1), .data([0, 255])]), dialog: "Added",
                                                 opensIntent: IntentRecord("OpenTaskIntent", ["target": .entity(EntityKey(for: "TaskEntity", identifier: "t1"))])))
        try intents.systemRan(IntentRecord("GetNextUpIntent"), app: "focusblox", invoker: .siri)
        try intents.systemRan(IntentRecord("NavigateIntent", ["section": .enumCase("map")]), app: "landmarks", invoker: .shortcuts)
        intents.setLearning(false, for: "landmarks")
        #expect(intents.suggestions.count == 1 && intents.flaggedDonations.count == 1)
        return (runtime, intents)
    }

    /// What comes next: a week later the capture is donated again, and the store and learner respond.
    func next(_ intents: IntentsService) throws -> DonationIdentifier {
        intents.host.runtime.scheduler.advance(by: .days(7))
        intents.donationManager(for: "focusblox").donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("Milk"), "importance": .int(-3)]))
        return try intents.donationManager(for: "focusblox").donateThrowing(intent: Self.capture)
    }

    @Test func restoreIntoARebuiltDeviceReadsAndRunsOnAsTheOriginal() throws {
        let (runtime, intents) = try world()
        let saved = intents.state, reads = try Reads(intents), ids = runtime.ids, now = runtime.now
        let mark = runtime.log.events.count
        let expectedID = try next(intents)
        let expected = try Reads(intents), expectedEvents = StateTestSupport.events(runtime, from: mark)

        let rebuilt = Runtime()
        rebuilt.scheduler.advance(to: now)
        rebuilt.ids = ids
        let copy = try Fixtures.intents(rebuilt)  // the install hook writes metadata; the restore replaces it all
        copy.restore(saved)
        #expect(copy.state == saved)
        #expect(try Reads(copy) == reads)
        let copyMark = rebuilt.log.events.count
        #expect(try next(copy) == expectedID)
        #expect(try Reads(copy) == expected)
        #expect(StateTestSupport.events(rebuilt, from: copyMark) == expectedEvents)
    }

    @Test func restoreInPlaceUndoesLaterChanges() throws {
        let (_, intents) = try world()
        let saved = intents.state, reads = try Reads(intents)
        _ = try next(intents)
        intents.uninstall(app: "landmarks")
        intents.setLearning(true, for: "landmarks")
        intents.learner.forceSuggestions = true
        intents.resetDonationStore()
        intents.restore(saved)
        #expect(intents.state == saved)
        // Reads at the captured time: active suggestions depend on the clock, so compare the rest.
        var now = try Reads(intents)
        now.active = reads.active
        #expect(now == reads)
    }

    @Test func jsonRoundTripGivesAnEqualState() throws {
        let (_, intents) = try world()
        #expect(try StateTestSupport.roundTrip(intents.state) == intents.state)
        #expect(try StateTestSupport.roundTrip(IntentsState()) == IntentsState())
        var odd = intents.state
        odd.learner.equivalence = .sameIntentType
        odd.detector.nowTolerance = .seconds(0.000_123_456_789)
        odd.learningDisabled = ["b", "a", "c"]
        #expect(try StateTestSupport.roundTrip(odd) == odd)
    }

    @Test func metadataWithCustomIndexingKeysRoundTrips() throws {
        let decoded = try StateTestSupport.roundTrip(Fixtures.landmarks)
        #expect(decoded == Fixtures.landmarks)
        #expect(decoded.entityType(named: "LandmarkEntity")?.property(named: "continent")?.indexingKey == Fixtures.continent)
    }

    @Test(arguments: ["learner", "detector", "metadata", "donations", "suggestions", "learningDisabled"])
    func aStateMissingAFieldDoesNotDecode(field: String) throws {
        #expect(try !StateTestSupport.decodes(try world().1.state, without: field))
    }
}
