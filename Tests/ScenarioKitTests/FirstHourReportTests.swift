import Foundation
import Testing
import LimelightCore
import Script
import SimulatorKit
@testable import ScenarioKit

/// The run's closing lines and the HTML report as pytest and Allure users expect them: failures summed up at the end,
/// failures first in the report, passing scenarios folded, a filter by status without script, Ctrl-C honoured.
@Suite struct FirstHourReportTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    func results() -> [ScenarioResult] {
        [runner.run(path: "a.scenario", text: "title: a\ndevice add phone\n", pictures: true),
         runner.run(path: "b.scenario", text: "title: b\ndevice add phone\nexpect device state == locked\n", pictures: true),
         runner.run(path: "c.scenario", text: "title: c\ndevice add phone\nwidgets show\n", pictures: true)]
    }

    @Test func theRunEndsWithAShortListOfItsFailures() {
        let report = ConsoleReport()
        let recap = report.failureRecap(results())
        #expect(recap.count == 3)
        #expect(recap[1] == "failures (1):")
        #expect(recap[2].hasPrefix("  b.scenario:3:1: "))
        #expect(report.failureRecap([results()[0]]).isEmpty)
        #expect(report.summary(results(), deselected: 4) == "2 passed, 1 failed (4 deselected)")
        #expect(report.summary([], deselected: 3) == "0 passed, 0 failed (3 deselected)")
    }

    @Test func failuresComeFirstAndPassingScenariosAreFolded() throws {
        let html = HTMLReport().render(results(), coverage: [])
        let failing = try #require(html.range(of: "id=\"scenario-b-scenario\""))
        let passing = try #require(html.range(of: "id=\"scenario-a-scenario\""))
        #expect(failing.lowerBound < passing.lowerBound, "the failing scenario's section comes before the passing ones")
        // The failure is open; passing scenarios are folded into <details> (no script needed).
        let failingSection = html[failing.lowerBound...].prefix { $0 != "\u{0}" }.components(separatedBy: "</section>")[0]
        #expect(!failingSection.contains("<details class=\"fold\">"))
        let passingSection = html[passing.lowerBound...].components(separatedBy: "</section>")[0]
        #expect(passingSection.contains("<details class=\"fold\"><summary>"))
        // The filter: every status chip links to a :target the stylesheet uses to hide the others.
        #expect(html.contains("<a href=\"#only-failed\""))
        #expect(html.contains("id=\"only-failed\""))
        #expect(html.contains("body:has(#only-failed:target) section.scenario:not(.failed)"))
        #expect(!html.contains("<script"))
        // The Home Screens gallery (if any) comes after the failures.
        if let gallery = html.range(of: "id=\"home-screens\"") { #expect(failing.lowerBound < gallery.lowerBound) }
    }

    @Test func timingListsTheSlowestScenarios() {
        let html = HTMLReport(durations: ["a.scenario": 0.5, "b.scenario": 2, "c.scenario": 1]).render(results(), coverage: [])
        #expect(html.contains("<h2>Slowest scenarios</h2>"))
        let b = html.range(of: "2.000 s</td>"), c = html.range(of: "1.000 s</td>")
        #expect(b != nil && c != nil && b!.lowerBound < c!.lowerBound)
        #expect(!HTMLReport().render(results(), coverage: []).contains("Slowest scenarios"))
    }

    /// Once `shouldStop` holds (Ctrl-C), no further scenario starts and later outcomes are dropped.
    @Test func aStopRequestEndsTheRunWithWhatFinished() {
        final class Counter: @unchecked Sendable { var n = 0 }
        let started = Counter()
        var runner = ParallelRunner<Int>(jobs: 1, failFast: false, makeContext: { 0 })
        runner.shouldStop = { started.n >= 3 }
        let emitted = Counter()
        let outcomes = runner.run(count: 10, work: { _, i in
            started.n += 1
            return ScenarioOutcome(result: ScenarioResult(path: "\(i).scenario", header: ScenarioHeader(), status: .passed,
                                                          failure: nil, steps: [], updatedText: nil), lines: [], seconds: 0)
        }, emit: { _ in emitted.n += 1 })
        #expect(started.n == 3)
        #expect(outcomes.count == 2, "the third finished after the stop: dropped")
        #expect(emitted.n == 2)
    }
}
