import Foundation
import Testing
import LimelightCore
import ReferenceApps
import SimulatorKit
@testable import Script

/// What a newcomer meets in the first hour (issue 28): saved sessions that replay, `undo` that skips what changed
/// nothing, and errors that teach the language rather than a wrong fix.
@Suite struct FirstHourTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    static func session(undoDepth: Int = 32) -> Session {
        let s = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        s.undoDepth = undoDepth
        return s
    }

    /// `screen` in the REPL draws with box-drawing characters, but a saved session keeps what `limelight run` draws
    /// (ASCII), so the file replays green; undo's replay accepts the step too.
    @Test func aScreenDrawnInBoxCharactersIsSavedInASCII() throws {
        let s = Self.session()
        s.screenCharset = .unicode
        #expect(!s.execute("device add phone").failed)
        let shown = s.execute("screen")
        #expect(shown.output.first?.hasPrefix("┌") == true)
        #expect(shown.scenarioOutput.first?.hasPrefix("+") == true)
        #expect(s.transcript.last?.output == shown.scenarioOutput)
        let saved = s.transcriptScenario(title: "t")
        #expect(!saved.contains("┌") && saved.contains("> +---"))
        // The saved text replays green in a fresh session that draws ASCII, as the runner's does.
        let replay = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        #expect(throws: Never.self) { _ = try replay.replaying(Array(s.transcript), seed: 42) }
        // `expect error` around a screen keeps the ASCII drawing too.
        #expect(!s.execute("clock advance 1h").failed)
        #expect(!s.execute("undo").failed, "undo replays or restores the steps before it")
    }

    /// `save FILE` titles the scenario with the file name without its extension, as `record` does.
    @Test func saveTitlesWithoutTheExtension() throws {
        let s = Self.session()
        _ = s.execute("device add phone")
        let outcome = s.execute("save Scenarios/tour.scenario")
        guard case .writeFile(_, let contents, _)? = outcome.effects.first else {
            Issue.record("save asked for no file write: \(outcome.effects)")
            return
        }
        #expect(contents.contains("title: tour\n"))
        let titled = s.execute("save tour.scenario --title \"My tour\"")
        guard case .writeFile(_, let text, _)? = titled.effects.first else { return }
        #expect(text.contains("title: My tour\n"))
    }

    /// `undo` after read-only steps takes back the last step that changed the world, and says which it skipped.
    @Test func undoSkipsStepsThatChangedNothing() throws {
        let s = Self.session()
        for line in ["device add phone", "app install focusblox", "app launch focusblox", "task add Milk"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        let before = s.simulation.digest
        #expect(!s.execute("task add Bread").failed)
        #expect(!s.execute("clock show").failed)
        #expect(!s.execute("widgets show").failed)
        let undone = s.execute("undo")
        #expect(undone.output == ["undid: task add Bread (and 2 later steps that changed nothing: clock show; widgets show)"])
        #expect(s.simulation.digest == before)
        #expect(s.transcript.count == 4)
        // A step that changed the world is undone alone, as before.
        #expect(s.execute("undo").output == ["undid: task add Milk"])
    }

    /// `expect … = 0` (SQL's equality) is an error at the `=` that says to write `==`, not a hint about quotes; and
    /// `= == 0` is an error, not a count of items matching "=".
    @Test func aSingleEqualsInAnExpectationSaysUseDoubleEquals() throws {
        let (inv, diags) = parser.parse("expect spotlight count = 0")
        let d = try #require(diags.first)
        #expect(diags.count == 1)
        #expect(d.code == "bad-operator")
        #expect(d.message == "'=' is not a comparison operator; use '=='")
        #expect((d.range.start.column, d.range.end.column) == (24, 25))
        #expect(inv == nil || inv?.comparison?.op == .equal)
        let (_, both) = parser.parse("expect spotlight count = == 0")
        #expect(both.first?.code == "bad-operator")
        #expect(both.first?.message.contains("'=' before '=='") == true)
        let s = Self.session()
        _ = s.execute("device add phone")
        #expect(s.execute("expect spotlight count = == 0").failed, "it used to pass, counting items that match '='")
        #expect(parser.parse("expect spotlight count == 0").diagnostics.isEmpty)
    }

    /// `clock advance 10 years` gets one error over both words that names the units the language has.
    @Test func aDurationWithAUnitWordGetsTheUnits() throws {
        let (_, diags) = parser.parse("clock advance 10 years")
        #expect(diags.count == 1)
        let d = try #require(diags.first)
        #expect(d.message == "'10 years' is not a duration")
        #expect(d.suggestion?.contains("'3653d'") == true)
        #expect(d.suggestion?.contains("no months or years") == true)
        #expect((d.range.start.column, d.range.end.column) == (15, 23))
        #expect(parser.parse("clock advance 15 m").diagnostics.first?.suggestion == "write '15m'")
        #expect(parser.parse("clock advance 2 hours").diagnostics.first?.suggestion?.hasPrefix("write '2h'") == true)
        #expect(parser.parse("clock advance 3days").diagnostics.first?.suggestion?.hasPrefix("write '3d'") == true)
        #expect(parser.parse("clock advance 10d").diagnostics.isEmpty)
    }
}
