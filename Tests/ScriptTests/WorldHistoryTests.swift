import Foundation
import Testing
import WorldDiff
import LimelightCore
import ReferenceApps
import SimulatorKit
@testable import Script

/// Going back restores kept worlds instead of replaying the history, and leaves the session as it was when it cannot.
@Suite struct WorldHistoryTests {
    static func session(undoDepth: Int = 32) -> Session {
        let s = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        s.undoDepth = undoDepth
        for line in ["device add phone", "app install simplr", "app launch", "task add Milk", "task add Bread"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        return s
    }

    /// Makes every recorded step's output wrong, so that any replay of them fails.
    static func poisonHistory(_ s: Session, upTo count: Int) {
        var steps = Array(s.transcript)
        for i in 0..<count { steps[i].output = ["not what it printed"] }
        s.transcript = Transcript(steps)
    }

    @Test func rewindRestoresTheCheckpointsWorldWithoutReplaying() throws {
        let s = Self.session(undoDepth: 0)
        let digest = WorldSample(s)
        #expect(!s.execute("checkpoint two-tasks").failed)
        #expect(!s.execute("task add Eggs").failed)
        #expect(!s.execute("clock advance 2h").failed)
        Self.poisonHistory(s, upTo: s.transcript.count)
        let outcome = s.execute("rewind two-tasks")
        #expect(!outcome.failed, "\(outcome.diagnostics)")
        expectSameWorld(s, digest)
        #expect(s.transcript.count == 5)
    }

    @Test func undoRestoresAKeptWorldWithoutReplaying() throws {
        let s = Self.session()
        let before = WorldSample(s)
        #expect(!s.execute("task add Eggs").failed)
        Self.poisonHistory(s, upTo: s.transcript.count - 1)
        #expect(!s.execute("undo").failed)
        expectSameWorld(s, before)
        #expect(s.transcript.last?.source == "task add Bread")
    }

    @Test func aLargeClassModelIsKeptLessOftenAndUndoStillGoesBack() throws {
        let s = Self.session()
        for i in 0..<500 { #expect(!s.execute("task add \"Task number \(i) with a long enough title to weigh\"").failed) }
        let bytes = s.captureBytes
        #expect(bytes > Session.captureBudget, "the model is past the budget (\(bytes) bytes)")
        let kept = s.recentWorlds.map(\.steps)
        #expect(kept.count <= s.undoDepth)
        let gaps = zip(kept, kept.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= bytes / Session.captureBudget - 1 }, "worlds are kept every few steps: \(gaps)")
        let before = WorldSample(s)
        #expect(!s.execute("task add Eggs").failed)
        #expect(!s.execute("undo").failed)
        expectSameWorld(s, before)
    }

    @Test func invariantsFollowTheHistoryThroughUndoReplayAndSnapshots() throws {
        let s = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install focusblox --spotlight-behaviour spec",
                     "invariant expect violations searchable-matches-model == (none)", "task add A"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        #expect(s.execute("task complete A").invariantFailure != nil, "the spec code breaks it")
        #expect(!s.execute("task add B").failedApartFromInvariants)
        // Undo replays from the start (no kept worlds): the step that broke the invariant breaks it again, as recorded.
        #expect(!s.execute("undo").failed)
        #expect(s.invariants.count == 1)
        // Going back before the declaration takes the invariant back.
        #expect(!s.execute("undo").failed)
        #expect(!s.execute("undo").failed)
        #expect(!s.execute("undo").failed)
        #expect(s.invariants.isEmpty)
        #expect(!s.execute("invariant expect spotlight count --app all <= 1").failed)
        #expect(!s.execute("task add C").failed)
        let text = try s.snapshot().encoded()
        let loaded = Session(seed: 1, catalog: ReferenceAppCatalog.catalog)
        try loaded.load(try WorldSnapshot.decode(text, file: "x"), file: "x")
        #expect(loaded.invariants.map(\.source) == ["expect spotlight count --app all <= 1"], "a loaded session checks the invariants its steps declared")
        #expect(loaded.execute("task add D").invariantFailure != nil)
        let fork = try s.fork()
        #expect(fork.invariants.count == 1)
    }

    @Test func undoWithoutKeptWorldsReplaysAndMatches() throws {
        let s = Self.session(undoDepth: 0)
        let before = WorldSample(s)
        #expect(!s.execute("task add Eggs").failed)
        #expect(!s.execute("undo").failed)
        expectSameWorld(s, before)
    }

    @Test func aReplayThatFailsLeavesTheSessionAsItWas() throws {
        let s = Self.session(undoDepth: 0)
        #expect(!s.execute("checkpoint start").failed)
        #expect(!s.execute("task add Eggs").failed)
        #expect(!s.execute("task add Butter").failed)
        // Rewinding to a checkpoint whose world is gone replays; a step that no longer replays refuses the rewind.
        s.checkpoints[0].world = nil
        Self.poisonHistory(s, upTo: 2)
        let digest = WorldSample(s), steps = s.transcript.count
        let outcome = s.execute("rewind start")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message.contains("did not replay as recorded") == true)
        expectSameWorld(s, digest)
        #expect(s.transcript.count == steps)
    }

    @Test func forkedWorldsAreIndependent() throws {
        let s = Self.session()
        let fork = try s.fork()
        expectSameWorld(fork, s)
        #expect(!fork.execute("task add Eggs").failed)
        #expect(!s.execute("task complete Milk").failed)
        #expect(fork.simulation.digest != s.simulation.digest)
        #expect(s.execute("expect spotlight count --app simplr == 2").failed == false)
        #expect(fork.execute("expect spotlight count --app simplr == 3").failed == false)
        #expect(fork.execute("expect log contains Eggs").failed == false)
        #expect(s.execute("expect log contains Eggs").failed)
    }

    @Test func aWorldIsEqualAfterAJSONRoundTripAndItsModelIsNotShared() throws {
        let s = Self.session()
        let state = try #require(s.simulation.state)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(state)
        let decoded = try JSONDecoder().decode(WorldState.self, from: data)
        #expect(decoded == state)
        let a = try Simulation(restoring: decoded, catalog: ReferenceAppCatalog.catalog)
        let b = try Simulation(restoring: decoded, catalog: ReferenceAppCatalog.catalog)
        expectSameWorld(a, s)
        expectSameWorld(b, a)
        // The rebuilt apps run again with their UI state, and their models are separate objects.
        let appA = try #require(a.device(named: "phone")?.app(named: "simplr"))
        let appB = try #require(b.device(named: "phone")?.app(named: "simplr"))
        #expect(appA.state == .foreground && appA.program != nil)
        #expect(appA.program?.restorationState == s.simulation.device(named: "phone")?.app(named: "simplr")?.program?.restorationState)
        let modelA: Simplr.Database? = appA.dataStore.get("simplr.database")
        let modelB: Simplr.Database? = appB.dataStore.get("simplr.database")
        #expect(modelA != nil && modelB != nil && modelA !== modelB)
    }

    @Test func aCallbackWaitingForAppCodeMeansNoStateUntilItRuns() {
        let scheduler = Scheduler(start: Runtime.defaultStart)
        #expect(scheduler.state != nil)
        var ran = false
        scheduler.schedule(at: Runtime.defaultStart, label: "callback") { ran = true }
        #expect(scheduler.state == nil)
        scheduler.runDue()
        #expect(ran)
        #expect(scheduler.state?.jobs.isEmpty == true)
    }

    @Test func aSchedulerRestoredFromItsStateRunsTheSameJobsInTheSameOrder() throws {
        final class Recorder: JobPerformer {
            var ran: [SimulationJob] = []
            func perform(_ job: SimulationJob) { ran.append(job) }
        }
        let start = Runtime.defaultStart
        let a = Scheduler(start: start)
        let recorderA = Recorder()
        a.register(recorderA, as: JobPerformerKey(service: .spotlight, device: "phone"))
        a.schedule(at: start + .seconds(5), label: "b", job: .spotlightExpiry(device: "phone"))
        a.schedule(at: start + .seconds(1), label: "a", job: .spotlightApply(device: "phone", entry: 1))
        let cancelled = a.schedule(at: start + .seconds(2), label: "c", job: .spotlightApply(device: "phone", entry: 2))
        a.cancel(cancelled)
        let state = try #require(a.state)
        let decoded = try JSONDecoder().decode(SchedulerState.self, from: JSONEncoder().encode(state))
        let b = Scheduler(state: decoded)
        let recorderB = Recorder()
        b.register(recorderB, as: JobPerformerKey(service: .spotlight, device: "phone"))
        a.advance(by: .seconds(10))
        b.advance(by: .seconds(10))
        #expect(recorderA.ran == [.spotlightApply(device: "phone", entry: 1), .spotlightExpiry(device: "phone")])
        #expect(recorderB.ran == recorderA.ran)
        #expect(a.now == b.now)
    }

    /// A model that is a struct, with a number JSON has no form for.
    struct Scores: AppState, Equatable {
        var values: [Double]
    }

    @Test func aStructModelWithNaNJoinsTheWorldAndComesBack() throws {
        let s = Session(seed: 1, catalog: ReferenceAppCatalog.catalog)
        #expect(!s.execute("device add phone").failed)
        #expect(!s.execute("app install com.example.scores").failed)
        let app = try #require(s.simulation.device(named: "phone")?.app(named: "com.example.scores"))
        app.dataStore.set("scores", Scores(values: [1.5, .nan, -.infinity]))
        let state = try #require(s.simulation.state)
        let data = try WorldState.canonicalEncoder.encode(state)
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        let rebuilt = try Simulation(restoring: try decoder.decode(WorldState.self, from: data), catalog: ReferenceAppCatalog.catalog)
        expectSameWorld(rebuilt, s)
        #expect(rebuilt.digest != s.simulation.version1Digest, "the digest hashes the world's value, not the version 1 description")
        let scores: Scores? = rebuilt.device(named: "phone")?.app(named: "com.example.scores")?.dataStore.get("scores")
        #expect(scores?.values.count == 3 && scores?.values[0] == 1.5 && scores?.values[1].isNaN == true && scores?.values[2] == -.infinity)
        // A later change to the live model does not reach the captured world.
        app.dataStore.set("scores", Scores(values: [2]))
        #expect(rebuilt.digest != s.simulation.digest)
    }
}

/// A saved world whose parts disagree is refused before anything is built, with the path of the problem.
@Suite struct InconsistentWorldTests {
    static func goodSnapshot() throws -> [String: Any] {
        let s = Session(seed: 3, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install focusblox", "app launch", "task add Milk", "spotlight search Mi", "widget add QuickCaptureWidget --family systemSmall"] {
            _ = s.execute(line)
        }
        let text = try SnapshotInspector.json(s.snapshot())  // one document, as `snapshot show --json` prints it
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Applies `change` to the `world` object of a snapshot.
    static func edited(_ snapshot: [String: Any], _ change: (inout [String: Any]) -> Void) throws -> String {
        var copy = snapshot
        var world = try #require(copy["world"] as? [String: Any])
        change(&world)
        copy["world"] = world
        return String(decoding: try JSONSerialization.data(withJSONObject: copy), as: UTF8.self)
    }

    static func device(_ world: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var devices = world["devices"] as? [[String: Any]] ?? []
        change(&devices[0])
        world["devices"] = devices
    }

    static func scheduler(_ world: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var runtime = world["runtime"] as? [String: Any] ?? [:]
        var scheduler = runtime["scheduler"] as? [String: Any] ?? [:]
        change(&scheduler)
        runtime["scheduler"] = scheduler
        world["runtime"] = runtime
    }

    @Test(arguments: ["next-sequence", "negative-launch", "missing-selected-app", "duplicate-device", "callback-job",
                      "screen-position", "unknown-selected-device", "clock"])
    func refusedWithItsPathAndNothingChanges(kind: String) throws {
        let good = try Self.goodSnapshot()
        let text: String
        let expected: String
        switch kind {
        case "next-sequence":
            text = try Self.edited(good) { w in Self.scheduler(&w) { $0["nextSequence"] = 9_007_199_254_740_993 } }
            expected = ".world.runtime.scheduler.nextSequence: 9007199254740993"
        case "negative-launch":
            text = try Self.edited(good) { w in Self.device(&w) { d in
                var apps = d["apps"] as? [[String: Any]] ?? []
                apps[0]["launchCount"] = -1
                d["apps"] = apps
            } }
            expected = ".world.devices[0].apps[0].launchCount: -1"
        case "missing-selected-app":
            text = try Self.edited(good) { w in Self.device(&w) { $0["selectedApp"] = "com.nowhere" } }
            expected = ".world.devices[0].selectedApp: 'com.nowhere'"
        case "duplicate-device":
            text = try Self.edited(good) { w in
                let devices = w["devices"] as? [[String: Any]] ?? []
                w["devices"] = devices + devices
            }
            expected = ".world.devices[1].name: 'phone'"
        case "callback-job":
            text = try Self.edited(good) { w in Self.scheduler(&w) { s in
                s["jobs"] = [["deadline": 789_296_400, "sequence": 0, "label": "x", "job": ["callback": ["_0": 0]]]]
            } }
            expected = "a callback into app code is not allowed here"
        case "screen-position":
            text = try Self.edited(good) { w in
                var screens = w["searchScreens"] as? [String: Any] ?? [:]
                var phone = screens["phone"] as? [String: Any] ?? [:]
                phone["checkedUpTo"] = -3
                screens["phone"] = phone
                w["searchScreens"] = screens
            }
            expected = ".world.searchScreens.phone.checkedUpTo: -3"
        case "unknown-selected-device":
            text = try Self.edited(good) { $0["selectedDevice"] = "tablet" }
            expected = ".world.selectedDevice: 'tablet'"
        default:
            text = try Self.edited(good) { w in Self.scheduler(&w) { $0["now"] = 1e300 } }
            expected = ".world.runtime.scheduler.now: 1e+300"
        }
        let s = Session(seed: 5, catalog: ReferenceAppCatalog.catalog)
        _ = s.execute("device add mac --platform macos")
        let before = WorldSample(s)
        // Refused while the file is read, before anything is built (the domains are checked in `decode`).
        #expect(throws: SnapshotError.self) { try s.load(try WorldSnapshot.decode(text, file: "bad.snapshot"), file: "bad.snapshot") }
        do { try s.load(try WorldSnapshot.decode(text, file: "bad.snapshot"), file: "bad.snapshot") } catch let error as SnapshotError {
            #expect(error.message.contains(expected), "\(error.message)")
        }
        expectSameWorld(s, before)
    }
}
