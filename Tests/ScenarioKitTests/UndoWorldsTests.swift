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

    /// The `memchr` search answers what a compare at every byte answers, wherever the word starts and ends (the first
    /// and last bytes, either case, overlapping candidates like `uundo`, a 'u' in the last three bytes).
    @Test func theSearchAgreesWithAByteByByteCompare() {
        func reference(_ text: String) -> Bool {
            let b = Array(text.utf8)
            return b.count >= 4 && (0...(b.count - 4)).contains { i in
                b[i] | 0x20 == 0x75 && b[i + 1] | 0x20 == 0x6E && b[i + 2] | 0x20 == 0x64 && b[i + 3] | 0x20 == 0x6F
            }
        }
        var texts = ["undo", "UNDO", "uNdO", "uundo", "Uundo", "xundo", "undox", "und", "u", "", "xxu", "xxxU", "unduundo", "un do",
                     "Ündo", "undö", "u\u{0}ndo", "UUUU", "ndo undo"]
        var random = SeededRandom(seed: 7)
        let alphabet = Array("uUnNdDoOx ".utf8)
        for _ in 0..<400 {
            let n = Int(random.next() % 12)
            texts.append(String(decoding: (0..<n).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        for text in texts { #expect(ScenarioRunner.mayUndo(text) == reference(text), "\(text.debugDescription)") }
    }
}
