import LimelightCore
@testable import ScenarioKit
import Script
import Testing

@Suite struct SelectionTests {
    func tags(_ e: String) throws -> TagExpression { try TagExpression.parse(e).get() }

    @Test func tagExpressions() throws {
        #expect(try tags("a,b").matches(["b"]))
        #expect(try !tags("!a").matches(["a"]))
        #expect(try tags("smoke and not slow").matches(["smoke"]))
        #expect(try !tags("smoke & !slow").matches(["smoke", "slow"]))
        #expect(try tags("(a | b) and c").matches(["b", "c"]))
        #expect(try tags("a or b and c") == .or(.tag("a"), .and(.tag("b"), .tag("c"))))
        for bad in ["", "a and", "(a", "a)", ",a", "!"] {
            #expect(throws: SelectionError.self) { try TagExpression.parse(bad).get() }
        }
    }

    @Test func selectionByFilterTagCriterionAndOnly() throws {
        var h = ScenarioHeader()
        h.title = "Index it"
        h.tags = ["smoke"]
        h.criteria = ["FB-G2.4"]
        #expect(ScenarioSelection(filter: "Index").includes(path: "a.scenario", header: h))
        #expect(!ScenarioSelection(filter: "zzz").includes(path: "a.scenario", header: h))
        #expect(ScenarioSelection(criteria: ["FB-G2"]).includes(path: "a", header: h))
        #expect(!ScenarioSelection(criteria: ["FB-G"]).includes(path: "a", header: h))
        #expect(ScenarioSelection(tags: [try tags("smoke")]).includes(path: "a", header: h))
        #expect(!ScenarioSelection(tags: [try tags("smoke"), try tags("slow")]).includes(path: "a", header: h))
        #expect(!ScenarioSelection(only: ["b"]).includes(path: "a", header: h))
    }

    @Test func shardsPartitionTheSortedPaths() throws {
        let paths = ["d", "a", "c", "b", "e"]
        let shards = try (1...3).map { try Shard.parse("\($0)/3").get().select(paths) }
        #expect(shards[0] == ["d", "a"])   // sorted positions 0 and 3 (a, d), kept in input order
        #expect(shards.flatMap { $0 }.sorted() == paths.sorted())
        for bad in ["0/3", "4/3", "1/0", "x", "1/2/3", "-1/2"] {
            #expect(throws: SelectionError.self) { try Shard.parse(bad).get() }
        }
    }

    @Test func lastFailedMergesRuns() {
        var pass = ScenarioResult(path: "a", header: ScenarioHeader(), status: .passed, failure: nil, steps: [], updatedText: nil)
        var fail = pass
        fail.path = "b"
        fail.status = .failed
        pass.path = "old"
        let state = LastFailed.update(previous: ["old", "keep"], results: [pass, fail])
        #expect(state == ["b", "keep"])
        #expect(LastFailed.parse(LastFailed.render(state)) == state)
    }
}

@Suite struct ReportRenderingTests {
    func result(_ path: String, _ status: ScenarioStatus, title: String? = nil) -> ScenarioResult {
        var h = ScenarioHeader()
        h.title = title
        if status == .expectedFailure || status == .unexpectedPass { h.expectedFailure = "bug 7" }
        let failure = status == .passed || status == .unexpectedPass ? nil
            : ScenarioFailure(line: 3, column: 2, step: "expect x", message: status == .skipped ? "no <device>" : "a \"b\" & c", details: ["  - 1", "  + 2\u{1B}"])
        return ScenarioResult(path: path, header: h, status: status, failure: failure,
                              steps: [StepResult(line: 1, source: "help", passed: true, output: ["ok"])], updatedText: nil)
    }

    @Test func junitHasOneCasePerScenarioAndEscapes() {
        let xml = JUnitReport().render([result("S/x/a.scenario", .passed, title: "A"), result("S/b.scenario", .failed),
                                        result("c.scenario", .skipped), result("d.scenario", .expectedFailure), result("e.scenario", .unexpectedPass)])
        #expect(xml.contains("<testsuites name=\"limelight\" tests=\"5\" failures=\"2\" errors=\"0\" skipped=\"1\">"))
        #expect(xml.contains("<testcase classname=\"S.x\" name=\"a: A\" file=\"S/x/a.scenario\"/>"))
        #expect(xml.contains("message=\"S/b.scenario:3:2: a &quot;b&quot; &amp; c\""))
        #expect(xml.contains("<skipped message=\"no &lt;device&gt;\"/>"))
        #expect(xml.contains("<system-out>expected failure (xfail: bug 7)"))
        #expect(xml.contains("type=\"xpass\""))
        #expect(!xml.contains("\u{1B}"))
        #expect(!xml.contains("time="))
        #expect(JUnitReport(durations: ["c.scenario": 0.0125]).render([result("c.scenario", .passed)]).contains("time=\"0.013\""))
    }

    @Test func jsonReportIsDeterministicWithStepsAndCoverage() {
        let results = [result("a.scenario", .passed), result("b.scenario", .failed)]
        let a = JSONReport().render(results, coverage: [])
        #expect(a == JSONReport().render(results, coverage: []))
        #expect(a.contains("\"location\" : \"b.scenario:3:2\""))
        #expect(a.contains("\"failed\" : 1"))
        #expect(!a.contains("seconds"))
        #expect(JSONReport(durations: ["a.scenario": 1.5]).render(results, coverage: []).contains("\"seconds\" : 1.5"))
    }
}
