import Foundation

/// The document `run --json` writes (`format: limelight-run/1`): every scenario with its steps, the summary and the
/// criteria coverage, encoded like every other file Limelight writes, with `Codable` and sorted keys.
struct RunReportDocument: Encodable {
    var format = "limelight-run/1"
    var scenarios: [Scenario]
    var summary: Summary
    var coverage: [CoverageEntry]

    /// One scenario's header, status, steps and failure; `seconds` only when timing was asked for.
    struct Scenario: Encodable {
        var path: String
        var title: String?
        var status: String
        var tags: [String]
        var criteria: [String]
        var steps: [Step]
        var failure: Failure?
        var xfail: String?
        var skip: String?
        var seconds: Double?

        private enum CodingKeys: String, CodingKey { case path, title, status, tags, criteria, steps, failure, xfail, skip, seconds }

        /// The title is always present (null when the scenario has none); the other optional members only when set.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(title, forKey: .title)
            try c.encode(status, forKey: .status)
            try c.encode(tags, forKey: .tags)
            try c.encode(criteria, forKey: .criteria)
            try c.encode(steps, forKey: .steps)
            try c.encodeIfPresent(failure, forKey: .failure)
            try c.encodeIfPresent(xfail, forKey: .xfail)
            try c.encodeIfPresent(skip, forKey: .skip)
            try c.encodeIfPresent(seconds, forKey: .seconds)
        }
    }

    /// A step that ran: its line, its source, whether it passed, what it printed.
    struct Step: Encodable {
        var line: Int
        var source: String
        var passed: Bool
        var output: [String]
    }

    /// Where and why a scenario failed, with `location` as `path:line:column`.
    struct Failure: Encodable {
        var line: Int
        var column: Int
        var step: String
        var message: String
        var details: [String]
        var location: String
    }

    /// How many scenarios ended each way, and whether the run as a whole passed.
    struct Summary: Encodable {
        var total: Int
        var passed: Int
        var failed: Int
        var skipped: Int
        var xfail: Int
        var xpass: Int
        var ok: Bool
    }

    /// The document's text: pretty-printed, keys sorted, with a trailing newline.
    func text() -> String {
        ReportEncoding.text(self)
    }
}

/// One criterion's row of the coverage table, as `run --json` and `run --coverage-json` write it.
struct CoverageEntry: Encodable {
    var id: String
    var description: String
    var outcome: String
    var scenarios: [ScenarioReference]
    var reason: String?

    /// A scenario that checks the criterion, and how it ended.
    struct ScenarioReference: Encodable {
        var path: String
        var status: String
    }

    init(_ row: CoverageRow) {
        id = row.criterion.id
        description = row.criterion.description
        outcome = row.outcome
        scenarios = row.scenarios.map { ScenarioReference(path: $0.path, status: $0.status.rawValue) }
        reason = row.reason
    }
}

/// How the JSON reports are encoded: Foundation's `JSONEncoder`, pretty-printed with sorted keys, and a final newline.
enum ReportEncoding {
    static func text<Document: Encodable>(_ document: Document) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding these documents cannot fail (strings, whole numbers, finite seconds); "{}" would say it did.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
