import Foundation
import Script
import SimulatorKit
import Testing
import WorldDiff

/// A failed world comparison says what differs (swift-custom-dump's diff of the two `WorldState`s), not two digests.
@Suite struct WorldDifferenceTests {
    @Test func theDifferenceNamesTheFieldThatChanged() throws {
        let a = Session(seed: 1), b = Session(seed: 1)
        #expect(!a.execute("device add phone").failed && !b.execute("device add phone").failed)
        let same = try #require(a.simulation.state), before = WorldSample(b)
        #expect(worldDifference(same, try #require(b.simulation.state)) == nil)
        #expect(!b.execute("clock advance 2h").failed)
        let difference = try #require(worldDifference(try #require(b.simulation.state), same))
        // One side's lines are `-` (expected), the other's `+` (actual), inside the WorldState's dump.
        #expect(difference.contains("WorldState("), "\(difference)")
        #expect(difference.split(separator: "\n").contains { $0.hasPrefix("-") }, "\(difference)")
        #expect(difference.split(separator: "\n").contains { $0.hasPrefix("+") }, "\(difference)")
        #expect(difference.split(separator: "\n").count < 200, "only what differs, with a little context: \(difference.count) characters")
        expectSameWorld(a, before)
        withKnownIssue("two different worlds fail the comparison") {
            expectSameWorld(b, before)
        }
    }
}
