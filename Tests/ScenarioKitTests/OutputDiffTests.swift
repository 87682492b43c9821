import ReferenceApps
import ScenarioKit
import Testing

@Suite struct OutputDiffTests {
    @Test func theDiffMarksRemovedAndAddedLines() {
        let diff = OutputDiff.lines(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])
        #expect(diff == ["    a", "  - b", "  + x", "    c", "  + d"])
        #expect(OutputDiff.firstDifference(expected: ["a", "b"], actual: ["a", "c"]) == 1)
        #expect(OutputDiff.firstDifference(expected: ["a"], actual: ["a", "more"]) == 1)
    }

    @Test func hugeOutputsAreDiffedInLinearWorkAndShownBounded() {
        // 200,000 lines each with every line different: the exact diff would need 4·10^10 cells.
        let expected = (0..<200_000).map { "e\($0)" }, actual = (0..<200_000).map { "a\($0)" }
        let diff = OutputDiff.lines(expected: expected, actual: actual)
        #expect(diff.count == OutputDiff.longestDiff + 1)
        #expect(diff.last == "  … \(400_000 - OutputDiff.longestDiff) more diff lines")
        #expect(diff.first == "  - e0")
    }

    @Test func aMismatchIsReportedAtTheFirstDifferingGoldenLineWithTheUpdateHint() {
        let text = "title: t\ndevice add phone\n> added iOS 18.0 device 'phone' (UTC)\nclock advance 1m\n> now: 2026-01-05T09:01:00Z\n> extra line\n"
        let result = ScenarioRunner(catalog: ReferenceAppCatalog.catalog).run(path: "t.scenario", text: text)
        #expect(result.failure?.line == 6)
        #expect(result.failure?.message == "the output of line 4 differs from the expected lines (- expected, + actual)")
        #expect(result.failure?.details.last?.contains("limelight run --update t.scenario") == true)
    }
}
