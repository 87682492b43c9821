import Foundation
import Testing
import WorldDiff
import ReferenceApps
import ScenarioKit
import SimulatorKit
@testable import Script

/// The world as a value: at every step of every scenario, the world captured, encoded, decoded and rebuilt is the same
/// world — same digest, same encoding — and the rest of the scenario prints the same from it as from the live one.
@Suite struct WorldStateRoundTripTests {
    typealias Paths = SnapshotRoundTripTests

    /// Runs `steps[from...]` on `session`, returning each step's output and whether it failed.
    static func rest(_ steps: ArraySlice<CommandInvocation>, on session: Session) -> [([String], Bool)] {
        steps.map { step in
            let outcome = session.execute(step.source)
            return (outcome.output, outcome.failed)
        }
    }

    @Test(arguments: Paths.scenarioPaths)
    func everyStepsWorldRebuildsAndGoesOnTheSame(path: String) throws {
        guard let (seed, steps) = try Paths.steps(of: path) else { return }
        let live = Paths.session(seed: seed)
        var worlds: [(state: WorldState, digest: String, snapshot: WorldSnapshot)] = []
        var outputs: [([String], Bool)] = []
        for step in steps {
            worlds.append((try #require(live.simulation.state, "\(path): no state before \(step.source)"), live.simulation.digest, live.snapshot()))
            let outcome = live.execute(step)
            outputs.append((outcome.output, outcome.failed))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every step's world, rebuilt in memory, has its digest; a few also go through JSON and run the rest.
        let stride = max(1, steps.count / 4)
        for (k, world) in worlds.enumerated() {
            let rebuilt = try Simulation(restoring: world.state, catalog: ReferenceAppCatalog.catalog)
            expectSameWorld(rebuilt, world.state, "\(path): the world before step \(k + 1) rebuilds with another digest")
            guard k % stride == 0 else { continue }
            let data = try encoder.encode(world.state)
            let decoded = try JSONDecoder().decode(WorldState.self, from: data)
            #expect(try encoder.encode(decoded) == data, "\(path): step \(k + 1)'s world does not encode the same after decoding")
            // The session (its transcript and checkpoints too) through a snapshot file, then the rest of the scenario.
            let text = try world.snapshot.encoded()
            let session = Paths.session(seed: 7)
            try session.load(try WorldSnapshot.decode(text, file: path), file: path)
            expectSameWorld(session, world.state, "\(path): step \(k + 1)'s snapshot loads with another digest")
            let rest = Self.rest(steps[k...], on: session)
            for (offset, (a, b)) in zip(outputs[k...], rest).enumerated() {
                #expect(a.0 == b.0 && a.1 == b.1, "\(path): step \(k + offset + 1) ('\(steps[k + offset].source)') after a rebuild before step \(k + 1)")
            }
            expectSameWorld(session, live, "\(path): rebuilt before step \(k + 1), the end differs")
        }
    }
}
