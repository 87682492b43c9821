import Testing
import WorldDiff
import LimelightCore
@testable import Script

/// Random sessions, failing steps included: what `save` writes replays to the same world, and a snapshot loads to it.
@Suite struct ReplayPropertyTests {
    static let pool = [
        "device add phone", "device add tablet", "device add mac --platform macos", "device select phone", "device select nope",
        "app install com.example.notes", "app install com.example.notes", "app launch com.example.notes",
        "spotlight index n1 --title Milk", "spotlight index n2 --title Bread --domain groceries", "spotlight delete n1",
        "spotlight delete domain groceries", "spotlight index n3 --custom com.example.rank=3", "clock advance 1h", "clock advance -2d",
        "device lock", "device unlock", "expect error device add tablet", "expect error clock advance 1m",
        "expect spotlight count == 1", "spotlight batch begin", "spotlight batch end", "spotlight lose --fraction 0.5",
        "expect error expect spotlight count == 0", "devcie list", "spotlight show",
    ]

    @Test(arguments: 0..<40)
    func randomSessionReplaysToTheSameDigest(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let live = Session(seed: UInt64(seed))
        for _ in 0..<30 {
            _ = live.execute(Self.pool[Int(random.next() % UInt64(Self.pool.count))])
        }
        let replay = Session(seed: UInt64(seed))
        let file = ScriptParser(registry: replay.registry).parse(live.transcriptScenario(title: "random"))
        for step in file.steps {
            let outcome = replay.execute(step.source)
            #expect(!outcome.failed, "seed \(seed): \(step.source)")
            #expect(outcome.output == (step.golden ?? []), "seed \(seed): \(step.source)")
        }
        expectSameWorld(replay, live, "seed \(seed)")
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(live.snapshot().encoded(), file: "random"), file: "random")
        expectSameWorld(loaded, live, "seed \(seed)")
    }

    /// Random sessions with undo, checkpoints and rewinds among their steps, keeping worlds or not: after every step
    /// the world equals the one a fresh session reaches by replaying the transcript from the start.
    @Test(arguments: 0..<30)
    func goingBackAlwaysReachesTheWorldTheTranscriptReplaysTo(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(1000 + seed))
        let live = Session(seed: UInt64(seed))
        live.undoDepth = seed % 2 == 0 ? 32 : 0
        let travel = ["undo", "undo", "checkpoint a", "checkpoint b", "rewind a", "rewind b"]
        for round in 0..<40 {
            let pickTravel = random.next() % 3 == 0
            let line = pickTravel ? travel[Int(random.next() % UInt64(travel.count))] : Self.pool[Int(random.next() % UInt64(Self.pool.count))]
            _ = live.execute(line)
            guard pickTravel || round == 39 else { continue }
            let replay = Session(seed: UInt64(seed))
            for step in live.transcript { _ = replay.execute(step.source) }
            expectSameWorld(replay, live, "seed \(seed) round \(round) after '\(line)'")
        }
    }
}
