import Foundation
import LimelightCore

/// Renders a run as JSON (keys sorted): each scenario's header, status, steps with output, failure, optional timing, and coverage.
public struct JSONReport {
    /// Seconds per scenario path; nil leaves timing out so the report is deterministic.
    public var durations: [String: Double]?

    /// Creates a report, with timing only when `durations` is given.
    public init(durations: [String: Double]? = nil) { self.durations = durations }

    /// The JSON text, pretty-printed with sorted keys and a trailing newline.
    public func render(_ results: [ScenarioResult], coverage: [CoverageRow]) -> String {
        let scenarios = results.map { r in
            RunReportDocument.Scenario(
                path: r.path, title: r.header.title, status: r.status.rawValue, tags: r.header.tags, criteria: r.header.criteria,
                steps: r.steps.map { RunReportDocument.Step(line: $0.line, source: $0.source, passed: $0.passed, output: $0.output) },
                failure: r.failure.map { f in
                    RunReportDocument.Failure(line: f.line, column: f.column, step: f.step, message: f.message, details: f.details,
                                              location: "\(r.path):\(f.line):\(f.column)")
                },
                xfail: r.header.expectedFailure, skip: r.header.skip,
                seconds: durations?[r.path].map { ($0 * 1000).rounded() / 1000 })
        }
        let count = { (s: ScenarioStatus) in results.filter { $0.status == s }.count }
        let summary = RunReportDocument.Summary(total: results.count, passed: count(.passed), failed: count(.failed), skipped: count(.skipped),
                                                xfail: count(.expectedFailure), xpass: count(.unexpectedPass),
                                                ok: !results.contains { $0.status.isFailure })
        return RunReportDocument(scenarios: scenarios, summary: summary, coverage: coverage.map(CoverageEntry.init)).text()
    }
}
