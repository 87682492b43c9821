import Foundation
import Testing
import WorldDiff
import LimelightCore
import SimulatorKit
@testable import Script

/// Time travel, snapshots and invariants in the combinations people make (Docs/Snapshots.md): a checkpoint then a
/// snapshot, a world rebuilt from a file then the next step, a rewind after a load, a fork with its checkpoints.
@Suite struct TimeTravelRoundTripTests {
    /// A session with two devices added, `mark` checkpointed after the first.
    static func session() -> Session {
        let s = Session()
        #expect(!s.execute("device add phone").failed)
        #expect(!s.execute("checkpoint mark").failed)
        #expect(!s.execute("device add mac").failed)
        return s
    }

    static func reloaded(_ s: Session) throws -> Session {
        let text = try s.snapshot().encoded()
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(text, file: "x.snapshot"), file: "x.snapshot")
        return loaded
    }

    @Test func checkpointThenSnapshotThenRewindGivesTheCheckpointsWorld() throws {
        let s = Self.session()
        let atMark = try #require(Session.replayingDigest(["device add phone"]))
        let loaded = try Self.reloaded(s)
        expectSameWorld(loaded, s)
        #expect(loaded.execute("rewind mark").output == ["rewound to mark: 1 step taken back"])
        #expect(loaded.simulation.digest == atMark)
        #expect(loaded.execute("checkpoints").output == ["mark: step 1"])
    }

    @Test func aWorldRebuiltFromAFileTakesTheNextStepAsTheLiveOneDoes() throws {
        let s = Self.session()
        let loaded = try Self.reloaded(s)
        for line in ["device select phone", "app install com.example.notes", "spotlight index n1 --title \"A/B\"", "clock advance 1s"] {
            let live = s.execute(line), rebuilt = loaded.execute(line)
            #expect(live.output == rebuilt.output, "\(line)")
            expectSameWorld(s, loaded, "\(line)")
        }
    }

    @Test func aCheckpointCoveringEveryStepLoadsAndOnePastThemIsRefused() throws {
        let s = Self.session()
        #expect(!s.execute("checkpoint end").failed)
        let text = try s.snapshot().encoded()
        #expect(throws: Never.self) { try WorldSnapshot.decode(text, file: "x") }
        let past = text.replacingOccurrences(of: "{\"name\":\"end\",\"steps\":2}", with: "{\"name\":\"end\",\"steps\":3}")
        #expect(past != text)
        #expect(throws: SnapshotError.self) { try WorldSnapshot.decode(past, file: "x") }
    }

    @Test func invariantsComeBackWithAWorldLoadedFromAFile() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        #expect(!s.execute("invariant expect spotlight count == 0").failed)
        let loaded = try Self.reloaded(s)
        _ = loaded.execute("spotlight index n1 --title Milk")
        let outcome = loaded.execute("clock advance 1s")
        #expect(outcome.invariantFailure != nil, "the loaded session checks the invariant its transcript declared")
    }

    @Test func anInvariantDeclaredBeforeALoadSurvivesARewindToACheckpointAfterIt() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        #expect(!s.execute("invariant expect spotlight count == 0").failed)
        let loaded = try Self.reloaded(s)
        #expect(!loaded.execute("checkpoint after-load").failed)  // keeps the world: rewinding restores it
        _ = loaded.execute("device add mac")
        #expect(loaded.execute("rewind after-load").output == ["rewound to after-load: 1 step taken back"])
        _ = loaded.execute("spotlight index n1 --title Milk")
        #expect(loaded.execute("clock advance 1s").invariantFailure != nil, "declared at step 3, before the checkpoint at step 3")
    }

    @Test func anInvariantDeclaredAfterACheckpointGoesWithTheRewind() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        #expect(!s.execute("checkpoint before").failed)
        #expect(!s.execute("invariant expect spotlight count == 0").failed)
        _ = s.execute("rewind before")
        _ = s.execute("spotlight index n1 --title Milk")
        let outcome = s.execute("clock advance 1s")
        #expect(outcome.invariantFailure == nil)
        #expect(!outcome.failed)
    }

    @Test func aForkKeepsTheCheckpointsAndRewindsOnItsOwn() throws {
        let s = Self.session()
        let copy = try s.fork()
        #expect(copy.execute("checkpoints").output == ["mark: step 1"])
        #expect(copy.execute("rewind mark").output == ["rewound to mark: 1 step taken back"])
        #expect(copy.simulation.digest != s.simulation.digest)
        #expect(s.execute("checkpoints").output == ["mark: step 1"])
    }

    @Test func undoTakesBackExactlyTheLastStep() throws {
        let s = Self.session()
        let before = WorldSample(s)
        _ = s.execute("device add tablet")
        #expect(s.execute("undo").output == ["undid: device add tablet"])
        expectSameWorld(s, before)
    }
}

extension Session {
    /// The digest of a fresh session after `lines`.
    static func replayingDigest(_ lines: [String]) -> String? {
        let s = Session()
        for line in lines where s.execute(line).failed { return nil }
        return s.simulation.digest
    }
}
