import Foundation
import Testing
import LimelightCore
import SimulatorKit
@testable import ScenarioKit

@Suite struct ScenarioRunnerTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    @Test func passingScenario() {
        let r = runner.run(path: "ok.scenario", text: """
        title: ok
        device add phone
        > added iOS 18.0 device 'phone' (UTC)
        expect device state == unlocked
        """)
        #expect(r.status == .passed)
        #expect(r.steps.count == 2)
    }

    /// Without `keepSteps` (a run that shows no steps) a passing scenario carries no step results and a failing one only
    /// its failed step, so a bulk scenario's result does not grow with its length.
    @Test func withoutKeepStepsOnlyTheFailedStepIsKept() throws {
        let passing = runner.run(path: "p.scenario", text: "title: p\ndevice add phone\nclock advance 1s\nclock advance 2s\n", keepSteps: false)
        #expect(passing.status == .passed)
        #expect(passing.steps.isEmpty)
        let failing = runner.run(path: "f.scenario", text: "title: f\ndevice add phone\napp install com.example.a\nexpect spotlight count == 2\nclock advance 2s\n",
                                 keepSteps: false)
        #expect(failing.status == .failed)
        #expect(failing.steps.map(\.line) == [4])
        #expect(failing.steps.first?.passed == false)
        let everyStep = runner.run(path: "f.scenario", text: "title: f\ndevice add phone\napp install com.example.a\nexpect spotlight count == 2\n")
        #expect(everyStep.steps.map(\.line) == [2, 3, 4])
    }

    /// A long scenario is parsed once, each step run as it is parsed: its later steps run, a failure among them is
    /// placed on its line, and `--update` rewrites their golden output.
    @Test func aLongScenarioRunsAsItIsParsed() throws {
        let n = 4_596
        let body = (0..<n).map { _ in "clock advance 1s" }.joined(separator: "\n")
        let passing = runner.run(path: "p.scenario", text: "title: p\ndevice add phone\n## many\n" + body + "\nclock show\n> wrong\n",
                                 update: true, keepSteps: false)
        #expect(passing.status == .passed)
        let updated = try #require(passing.updatedText)
        #expect(updated.hasSuffix("clock show\n> now: 2026-01-05T10:16:36Z\n> weekday: Monday\n"))
        let failLine = 4 + 4_196
        var lines = ["title: f", "device add phone", "## many"] + (0..<n).map { _ in "clock advance 1s" }
        lines[failLine - 1] = "expect device state == locked"
        let failing = runner.run(path: "f.scenario", text: lines.joined(separator: "\n") + "\n", keepSteps: false)
        let failure = try #require(failing.failure)
        #expect(failure.line == failLine)
        #expect(failing.steps.map(\.line) == [failLine])
    }

    /// A run frees the lines above the step it runs (`ScriptLines.release(before:)`): what it reports about lines far
    /// below several released chunks — an error, a failure with its source and diagnostic text, a golden diff, a
    /// continued command — reads the same as in a short file.
    @Test func linesFreedAboveTheStepLeaveLaterReportsWhole() throws {
        let good = (0..<(1_024 * 3 + 17)).map { i in i % 3 == 0 ? "  # note \(i)" : "clock advance 1s   " }
        let head = ["title: r", "device add phone"] + good
        let error = runner.run(path: "e.scenario", text: (head + ["clock advance \\", "   3x"]).joined(separator: "\r\n"), keepSteps: false)
        #expect(error.failure?.line == head.count + 1)
        #expect(error.failure?.step == "clock advance \\")
        #expect(error.failure?.details.contains { $0.contains("clock advance \\") } == true)
        let short = runner.run(path: "e.scenario", text: "title: r\ndevice add phone\nclock advance \\\n   3x\n")
        #expect(error.failure?.message == short.failure?.message)
        let failing = runner.run(path: "f.scenario", text: (head + ["expect device state ==   locked  "]).joined(separator: "\n"), keepSteps: false)
        #expect(failing.failure?.line == head.count + 1)
        #expect(failing.failure?.step == "expect device state ==   locked")
        let golden = runner.run(path: "g.scenario", text: (head + ["clock show", "> now: wrong"]).joined(separator: "\n") + "\n", keepSteps: false)
        #expect(golden.failure?.line == head.count + 2)
        #expect(golden.failure?.details.contains { $0.hasSuffix("- now: wrong") } == true)
        let updated = runner.run(path: "u.scenario", text: (head + ["clock show", "> now: wrong"]).joined(separator: "\n") + "\n", update: true, keepSteps: false)
        let text = try #require(updated.updatedText)
        #expect(text.hasPrefix("title: r\ndevice add phone\n  # note 0\nclock advance 1s\n"), "every line is written back, the first ones too")
        #expect(text.components(separatedBy: "\n").count == head.count + 4)
    }

    /// An error anywhere runs nothing that is reported: an error after many good steps is the result, and a step's
    /// failure before it gives way to it, as if the file had been checked whole first.
    @Test func anErrorAnywhereIsTheResult() throws {
        let good = (0..<200).map { _ in "clock advance 1s" }
        let late = runner.run(path: "l.scenario", text: (["title: l", "device add phone"] + good + ["clokc show"]).joined(separator: "\n") + "\n")
        #expect(late.status == .failed)
        #expect(late.failure?.line == 203)
        #expect(late.failure?.message.hasPrefix("unknown command 'clokc'") == true)
        #expect(late.steps.isEmpty)
        let afterFailure = runner.run(path: "a.scenario", text: "title: a\ndevice add phone\nexpect device state == locked\nclock advance 1s\ndevcie list\n")
        #expect(afterFailure.failure?.line == 5)
        #expect(afterFailure.failure?.message.hasPrefix("unknown command 'devcie'") == true)
        let skipped = runner.run(path: "s.scenario", text: "title: s\nseed: x\nskip: later\ndevice add phone\n")
        #expect(skipped.status == .skipped)
        let expected = runner.run(path: "x.scenario", text: "title: x\nxfail: a known bug\ndevice add phone\ndevcie list\n")
        #expect(expected.status == .expectedFailure)
    }

    /// A step that writes a file waits for the rest of the scenario to be checked: with an error further down, nothing
    /// is written.
    @Test func aWriteWaitsForTheWholeFileToBeChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-write-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("w.scenario").path
        let bad = runner.run(path: path, text: "title: w\ndevice add phone\nsnapshot save s.snapshot\nclock advance 1s\ndevcie list\n")
        #expect(bad.failure?.line == 5)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.snapshot").path))
        let good = runner.run(path: path, text: "title: w\ndevice add phone\nsnapshot save s.snapshot\nclock advance 1s\n")
        #expect(good.status == .passed)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.snapshot").path))
    }

    @Test func unknownCommandFailsWithFileLineColumn() throws {
        let r = runner.run(path: "bad.scenario", text: "title: bad\ndevice add phone\n  devcie list\n")
        #expect(r.status == .failed)
        let f = try #require(r.failure)
        #expect((f.line, f.column) == (3, 3))
        #expect(f.message.hasPrefix("unknown command 'devcie'"))
        let lines = ConsoleReport().lines(for: r)
        #expect(lines.contains("      bad.scenario:3:3: unknown command 'devcie'"))
        #expect(lines.contains("      help: did you mean 'device'? (type 'help' for the list)"))
    }

    @Test func failingExpectShowsExpectedAndActual() throws {
        let r = runner.run(path: "x.scenario", text: "device add phone\napp install com.example.a\nexpect spotlight count == 2\ndevice list\n")
        #expect(r.status == .failed)
        let f = try #require(r.failure)
        #expect(f.line == 3)
        #expect(f.message == "expect spotlight count == 2: expected to be 2, but it is 0")
        #expect(r.steps.count == 3, "the run stops at the first failure")
    }

    @Test func goldenMismatchShowsADiffAndUpdateRewritesIt() throws {
        let text = "device add phone\n> added a phone\nclock show\n> now: 2026-01-05T09:00:00Z\n> weekday: Monday\n"
        let r = runner.run(path: "g.scenario", text: text)
        let f = try #require(r.failure)
        #expect(f.details == ["  - added a phone", "  + added iOS 18.0 device 'phone' (UTC)",
                               "  help: if the new output is right, 'limelight run --update g.scenario' writes it into the file"])
        #expect(f.line == 2)  // the first differing '>' line, not the command's
        let u = runner.run(path: "g.scenario", text: text, update: true)
        let updated = try #require(u.updatedText)
        #expect(updated == "device add phone\n> added iOS 18.0 device 'phone' (UTC)\nclock show\n> now: 2026-01-05T09:00:00Z\n> weekday: Monday\n")
        #expect(runner.run(path: "g.scenario", text: updated).status == .passed)
    }

    /// `--update` writes a file back with the line ends it has (CRLF, CR or LF) and keeps its byte-order mark.
    @Test(arguments: ["\r\n", "\r", "\n"])
    func updateKeepsTheFilesLineEndsAndByteOrderMark(end: String) throws {
        for mark in ["", "\u{FEFF}"] {
            let text = mark + ["title: t", "device add phone", "> wrong", ""].joined(separator: end)
            let updated = try #require(runner.run(path: "e.scenario", text: text, update: true).updatedText)
            #expect(updated == mark + ["title: t", "device add phone", "> added iOS 18.0 device 'phone' (UTC)", ""].joined(separator: end))
        }
    }

    @Test func xfailAndXpass() {
        let fails = runner.run(path: "a", text: "xfail: spec bug\ndevice add phone\nexpect device state == locked\n")
        #expect(fails.status == .expectedFailure)
        let passes = runner.run(path: "b", text: "xfail: spec bug\ndevice add phone\nexpect device state == unlocked\n")
        #expect(passes.status == .unexpectedPass)
        #expect(passes.status.isFailure)
        #expect(ConsoleReport().summary([fails, passes]) == "1 passed, 1 failed (1 expected failure, 1 unexpected pass)")
    }

    @Test func skippedScenarioDoesNotRun() {
        let r = runner.run(path: "s", text: "skip: not yet\ndevcie\n")
        #expect(r.status == .skipped)
    }

    @Test func runningTwiceIsByteIdentical() {
        let text = "device add phone\napp install com.example.n\nspotlight index a --title A\nspotlight lose --fraction 0.5\nlog\n"
        let a = runner.run(path: "d", text: text).steps.flatMap(\.output)
        let b = runner.run(path: "d", text: text).steps.flatMap(\.output)
        #expect(a == b)
        #expect(!a.isEmpty)
    }
}

@Suite struct CoverageTests {
    @Test func tableCombinesOutcomesAndListsUncovered() {
        let (catalog, bad) = CriteriaCatalog.parse("# c\nCS-1  items\nCS-2  attributes\nCS-3 protection\nbroken\n")
        #expect(bad == [5])
        let runner = ScenarioRunner(catalog: AppCatalog([]))
        let a = runner.run(path: "a", text: "criteria: CS-1\ndevice add phone\n")
        let b = runner.run(path: "b", text: "criteria: CS-2\nxfail: demo\ndevice add phone\nexpect device state == locked\n")
        let rows = Coverage.table(catalog: catalog, results: [a, b])
        #expect(rows.map(\.outcome) == ["passed", "xfail", "uncovered"])
        #expect(rows[1].reason == "demo")
        let text = ConsoleReport().coverage(rows)
        #expect(text.last == "  2 of 3 criteria covered; uncovered: CS-3")
    }

    /// Each scenario once per criterion, in run order, however often it names it; criteria outside the catalogue are
    /// rows of their own, once; and 40,000 criteria take well under a second (they took a minute: each compared with each).
    @Test func tableIsLinearAndListsEachScenarioOnce() {
        let runner = ScenarioRunner(catalog: AppCatalog([]))
        let a = runner.run(path: "a", text: "criteria: CS-1, X-9, CS-1\ndevice add phone\n")
        let b = runner.run(path: "b", text: "criteria: X-9\ndevice add phone\n")
        let rows = Coverage.table(catalog: CriteriaCatalog.parse("CS-1 items\nCS-2 more\n").catalog, results: [a, b])
        #expect(rows.map(\.criterion.id) == ["CS-1", "CS-2", "X-9"])
        #expect(rows.map { $0.scenarios.map(\.path) } == [["a"], [], ["a", "b"]])
        let many = (0..<40_000).map { "C\($0)" }
        let catalog = CriteriaCatalog(criteria: many.map { Criterion(id: $0, description: "d") })
        var result = a
        result.header.criteria = many
        let clock = ContinuousClock()
        let took = clock.measure { #expect(Coverage.table(catalog: catalog, results: [result, result]).count == 40_000) }
        #expect(took < .seconds(10))
    }
}
