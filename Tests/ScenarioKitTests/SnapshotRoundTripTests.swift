import Foundation
import Testing
import WorldDiff
import ReferenceApps
import ScenarioKit
import SimulatorKit
import LimelightCore
@testable import Script

/// Every scenario's world survives a snapshot round trip and a replay of what `save` writes.
@Suite struct SnapshotRoundTripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var scenarioPaths: [String] {
        let base = root.appendingPathComponent("Scenarios").path
        let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".scenario") }.sorted()
    }

    /// A registry of the standard commands (one each time: tests run in parallel, and a registry is not Sendable).
    static var registry: CommandRegistry { StandardCommands.registry(catalog: ReferenceAppCatalog.catalog) }

    /// The parsed steps of a scenario that is meant to pass, with its seed; nil for skipped or expected-failure files.
    static func steps(of path: String) throws -> (seed: UInt64, steps: [CommandInvocation])? {
        let text = String(decoding: try #require(FileManager.default.contents(atPath: root.appendingPathComponent("Scenarios/" + path).path)), as: UTF8.self)
        let file = ScriptParser(registry: registry).parse(text)
        guard file.header.skip == nil, file.header.expectedFailure == nil else { return nil }
        return (file.header.seed ?? 42, file.steps.compactMap(\.invocation))
    }

    /// A session as `run` makes one for the scenario at `path` (`snapshot save/load` act in its folder), or unconfined.
    static func session(seed: UInt64, for path: String? = nil) -> Session {
        let session = Session(seed: seed, catalog: ReferenceAppCatalog.catalog, registry: registry)
        if let path { session.snapshotFiles = SnapshotFiles(root: root.appendingPathComponent("Scenarios/" + path).deletingLastPathComponent().path) }
        return session
    }

    @Test(arguments: scenarioPaths)
    func snapshotMidwayRoundTripsAndTheRestGivesTheSameOutput(path: String) throws {
        guard let (seed, steps) = try Self.steps(of: path) else { return }
        let live = Self.session(seed: seed, for: path)
        let half = steps.count / 2
        for step in steps[..<half] { #expect(!live.execute(step).failed, "\(path): \(step.source)") }
        let text = try live.snapshot().encoded()
        let loaded = Self.session(seed: 7, for: path)
        try loaded.load(try WorldSnapshot.decode(text, file: path), file: path)
        expectSameWorld(loaded, live)
        #expect(try loaded.snapshot().encoded() == text, "saving the loaded world writes the same file")
        for step in steps[half...] {
            let a = live.execute(step), b = loaded.execute(step.source)
            #expect(a.output == b.output, "\(path): \(step.source)")
            #expect(a.failed == b.failed, "\(path): \(step.source)")
        }
        expectSameWorld(loaded, live)
    }

    @Test(arguments: scenarioPaths)
    func whatSaveWritesReplaysToTheSameWorld(path: String) throws {
        guard let (seed, steps) = try Self.steps(of: path) else { return }
        let live = Self.session(seed: seed, for: path)
        for step in steps { _ = live.execute(step) }
        let saved = ScriptParser(registry: Self.registry).parse(live.transcriptScenario(title: path))
        let replay = Self.session(seed: seed, for: path)
        for step in saved.steps {
            let invocation = try #require(step.invocation, "\(path): \(step.source)")
            let outcome = replay.execute(invocation)
            #expect(!outcome.failed, "\(path): \(step.source)")
            #expect(outcome.output == (step.golden ?? []), "\(path): \(step.source)")
        }
        expectSameWorld(replay, live, "\(path)")
    }
}

/// The digest of parts (Docs/Snapshots.md, "The digest") is the same remembered as computed from scratch, after every
/// step of every scenario: a part's remembered digest is never read for a part that changed, in this world or in a
/// world captured from it.
@Suite struct IncrementalDigestTests {
    @Test(arguments: SnapshotRoundTripTests.scenarioPaths)
    func theRememberedDigestEqualsTheDigestFromScratchAfterEveryStep(path: String) throws {
        guard let (seed, steps) = try SnapshotRoundTripTests.steps(of: path) else { return }
        let live = SnapshotRoundTripTests.session(seed: seed)
        var kept: [(step: Int, world: WorldState, digest: String)] = []
        for (i, step) in steps.enumerated() {
            _ = live.execute(step)
            guard let world = live.simulation.state else { continue }
            let remembered = try #require(world.digest(.remembered)), scratch = try #require(world.digest(.fromScratch))
            #expect(remembered == scratch, "\(path): after step \(i + 1) (\(step.source))")
            if i % 7 == 0 { kept.append((i, world, remembered)) }
        }
        // The world written in pieces is the world written in one go, byte for byte.
        if let world = live.simulation.state {
            #expect(try world.canonicalJSON() == (try WorldState.canonicalEncoder.encode(world)), "\(path): the world in pieces")
        }
        // Worlds captured earlier still give their own digest after the live world moved on.
        for (i, world, digest) in kept {
            #expect(world.digest(.remembered) == digest, "\(path): the world kept at step \(i + 1)")
            #expect(world.digest(.fromScratch) == digest, "\(path): the world kept at step \(i + 1), from scratch")
            #expect(try world.canonicalJSON() == (try WorldState.canonicalEncoder.encode(world)), "\(path): the world kept at step \(i + 1), in pieces")
        }
    }
}
