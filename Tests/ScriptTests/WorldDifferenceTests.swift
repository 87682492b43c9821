import Foundation
import Script
import SimulatorKit
import Testing
import WorldDiff

/// A failed world comparison says what differs (the paths where the two `WorldState`s differ), not two digests.
@Suite struct WorldDifferenceTests {
    @Test func theDifferenceNamesTheFieldThatChanged() throws {
        let a = Session(seed: 1), b = Session(seed: 1)
        #expect(!a.execute("device add phone").failed && !b.execute("device add phone").failed)
        let same = try #require(a.simulation.state), before = WorldSample(b)
        let equal = try #require(b.simulation.state)
        #expect(worldDifference(same, equal) == nil)
        #expect(!b.execute("clock advance 2h").failed)
        let later = try #require(b.simulation.state)
        let difference = try #require(worldDifference(later, same))
        // `-` lines are the expected world's, `+` lines the actual one's, each at a path into the world.
        #expect(difference.contains("- WorldState.") && difference.contains("+ WorldState."), "\(difference)")
        #expect(difference.split(separator: "\n").contains { $0.hasPrefix("-") }, "\(difference)")
        #expect(difference.split(separator: "\n").contains { $0.hasPrefix("+") }, "\(difference)")
        #expect(difference.split(separator: "\n").count < 200, "only what differs, with a little context: \(difference.count) characters")
        expectSameWorld(a, before)
        withKnownIssue("two different worlds fail the comparison") {
            expectSameWorld(b, before)
        }
    }
}
