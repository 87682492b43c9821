import Testing
import LimelightCore
import Script
import SimulatorKit

/// `expect violations searchable-matches-model`, the direction "what the model wants searchable is in Spotlight after
/// the app's documented reindex": found after a launch reindex and after a reindex the index asked for, not reported
/// when a fault, an expiry or a later change explains the missing item.
@Suite struct SearchableMatchesModelTests {
    static let catalog = AppCatalog([ReindexAuditTestApp.descriptor])

    /// Runs `lines` after the invariant, a device and the test app (launched), and returns each outcome.
    static func run(_ lines: [String]) -> (Session, [StepOutcome]) {
        let session = Session(seed: 42, catalog: catalog)
        let setup = ["invariant expect violations searchable-matches-model == (none)", "device add phone", "app install notes", "app launch notes"]
        let outcomes = (setup + lines).enumerated().map { session.execute($0.element, line: $0.offset + 1) }
        return (session, Array(outcomes.dropFirst(setup.count)))
    }

    @Test func aLaunchReindexThatLeavesOutAnItemBreaksTheInvariantAtThatLaunch() {
        let (_, outcomes) = Self.run(["note add Einkaufen", "note add skipMe", "app terminate notes", "app launch notes"])
        #expect(outcomes.dropLast().allSatisfy { !$0.failed }, "the item is in Spotlight until the reindex leaves it out")
        let message = outcomes.last?.invariantFailure?.message ?? ""
        #expect(message.contains("notes on phone: \"skipMe\" (note-skipMe) is searchable in the app's model but not in Spotlight after its launch reindex"))
        #expect(!message.contains("Einkaufen"))
    }

    @Test func aReindexTheIndexAskedForIsAReindexPointToo() {
        let (_, outcomes) = Self.run(["note add skipMe", "app terminate notes", "spotlight fail indexUnavailableError --app com.example.notes",
                                      "app launch notes", "spotlight lose --app com.example.notes", "app terminate notes", "app launch notes"])
        let failures = outcomes.map { $0.invariantFailure?.message }
        #expect(failures[3] == nil, "a launch reindex whose call failed reports nothing: the fault is the reason")
        #expect(failures[4] == nil, "losing the index is not a reindex point")
        #expect(failures[6]?.contains("after its launch reindex") == true)
    }

    @Test func aReindexOfAllItemsAskedForByTheIndexIsNamed() throws {
        let (session, _) = Self.run(["note add skipMe"])
        let device = try #require(session.simulation.devices.first)
        device.spotlight.loseIndex(app: "com.example.notes", fraction: 1)
        let app = try #require(device.app(named: "notes"))
        device.terminate(app)
        // Launching delivers the request; the app's launch reindex and the delegate's reindex are joined into one.
        device.launch(app)
        session.simulation.settle()
        let found = BuiltinInvariant.searchableMatchesModel.violations(in: session.simulation)
        #expect(found == ["notes on phone: \"skipMe\" (note-skipMe) is searchable in the app's model but not in Spotlight after its launch reindex"])
        #expect(device.spotlight.reindexFinding(app: "com.example.notes")?.missing == ["note-skipMe"])
    }

    @Test func anItemTheModelNoLongerWantsOrThatIsBackIsNoLongerReported() {
        let (_, outcomes) = Self.run(["note add skipMe", "app terminate notes", "app launch notes", "note forget skipMe"])
        #expect(outcomes[2].invariantFailure != nil)
        #expect(outcomes[3].invariantFailure == nil)
        let (_, again) = Self.run(["note add skipMe", "app terminate notes", "app launch notes", "spotlight index note-skipMe --app com.example.notes --domain notes"])
        #expect(again[2].invariantFailure != nil)
        #expect(again[3].invariantFailure == nil)
    }

    @Test func itemsThatExpireBeforeTheReindexSettlesAreNotMissing() {
        let (_, outcomes) = Self.run(["note add Einkaufen", "app terminate notes", "spotlight config --ttl 0s", "app launch notes"])
        #expect(outcomes.allSatisfy { !$0.failed })
    }

    @Test func aReindexWaitingForItsCallsIsCheckedWhenTheyAreApplied() {
        let (session, outcomes) = Self.run(["note add skipMe", "app terminate notes", "spotlight config --latency 10s", "app launch notes",
                                            "clock advance 5s", "clock advance 5s"])
        #expect(outcomes[3].invariantFailure == nil)
        #expect(outcomes[4].invariantFailure == nil)
        #expect(outcomes[5].invariantFailure?.message.contains("after its launch reindex") == true)
        // A world caught while the reindex waits keeps it: built again, it is the same world.
        #expect(BuiltinInvariant.snapshotRoundTrip.violations(in: session.simulation).isEmpty)
    }

    @Test func aWorldWithAReindexUnderWayRoundTrips() throws {
        let (session, _) = Self.run(["note add skipMe", "app terminate notes", "spotlight config --latency 10s", "app launch notes"])
        let state = try #require(session.simulation.state)
        let rebuilt = try Simulation(restoring: state, catalog: Self.catalog)
        #expect(rebuilt.state == state)
        rebuilt.advance(by: .seconds(10))
        #expect(rebuilt.devices.first?.spotlight.reindexFinding(app: "com.example.notes")?.missing == ["note-skipMe"])
    }
}
