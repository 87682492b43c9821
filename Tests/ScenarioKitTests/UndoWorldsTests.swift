import Foundation
import Testing
import LimelightCore
import Script
import SimulatorKit
@testable import ScenarioKit

/// A scenario keeps worlds to go back to only when it may say `undo`: keeping them costs what the following steps copy
/// of each kept world (a bulk run of 50,000 `spotlight index` lines took four times as long), and a scenario that never
/// goes back has no use for them. Either way `undo` gives the same world.
@Suite struct UndoWorldsTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    func session(_ text: String) -> Session? {
        var kept: Session?
        let result = runner.run(path: "u.scenario", text: text, handOver: { kept = $0 })
        #expect(result.status == .passed, "\(String(describing: result.failure))")
        return kept
    }

    @Test func onlyAScenarioThatMaySayUndoKeepsWorlds() throws {
        let steps = (0..<200).map { "spotlight index n\($0) --title \"Task \($0)\"" }.joined(separator: "\n")
        let plain = try #require(session("title: t\ndevice add phone\napp install com.example.notes\n\(steps)\n"))
        #expect(plain.undoDepth == 0, "no undo in the text: no kept worlds")
        let undoing = try #require(session("title: t\ndevice add phone\napp install com.example.notes\n\(steps)\nundo\n"))
        #expect(undoing.undoDepth > 0, "undo in the text: worlds are kept every \(Session.unattendedSpacing) steps")
        // The same world either way: the session without kept worlds replays from the first step.
        #expect(try plain.undo() != nil)
        #expect(plain.simulation.digest == undoing.simulation.digest)
    }

    @Test(arguments: [("undo", true), ("expect error undo", true), ("# UNDO later", true), ("und", false), ("", false),
                      ("spotlight index undone --title x", true), ("rewind start", false)])
    func theWordIsFoundAnywhere(text: String, found: Bool) {
        #expect(ScenarioRunner.mayUndo("title: t\n" + text) == found)
    }
}
