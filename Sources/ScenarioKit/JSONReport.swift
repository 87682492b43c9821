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
        let scenarios: [[String: Any]] = results.map { r in
            var o: [String: Any] = [
                "path": r.path, "title": r.header.title ?? NSNull(), "status": r.status.rawValue,
                "tags": r.header.tags, "criteria": r.header.criteria,
                "steps": r.steps.map { ["line": $0.line, "source": $0.source, "passed": $0.passed, "output": $0.output] as [String: Any] },
            ]
            if let f = r.failure {
                o["failure"] = ["line": f.line, "column": f.column, "step": f.step, "message": f.message, "details": f.details,
                                "location": "\(r.path):\(f.line):\(f.column)"] as [String: Any]
            }
            if let x = r.header.expectedFailure { o["xfail"] = x }
            if let s = r.header.skip { o["skip"] = s }
            if let t = durations?[r.path] { o["seconds"] = (t * 1000).rounded() / 1000 }
            return o
        }
        let count = { (s: ScenarioStatus) in results.filter { $0.status == s }.count }
        let summary: [String: Any] = ["total": results.count, "passed": count(.passed), "failed": count(.failed), "skipped": count(.skipped),
                                      "xfail": count(.expectedFailure), "xpass": count(.unexpectedPass),
                                      "ok": !results.contains { $0.status.isFailure }]
        let criteria: [[String: Any]] = coverage.map { row in
            var o: [String: Any] = ["id": row.criterion.id, "description": row.criterion.description, "outcome": row.outcome,
                                    "scenarios": row.scenarios.map { ["path": $0.path, "status": $0.status.rawValue] }]
            if let r = row.reason { o["reason"] = r }
            return o
        }
        let root: [String: Any] = ["scenarios": scenarios, "summary": summary, "coverage": criteria, "format": "limelight-run/1"]
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
