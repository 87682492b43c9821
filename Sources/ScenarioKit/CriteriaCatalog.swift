import LimelightCore
import Script
/// One acceptance criterion of the specs, with its stable ID.
public struct Criterion: Sendable, Equatable {
    /// The stable ID scenarios name in `criteria:`, e.g. `FB-G2.4`.
    public var id: String
    /// What the criterion requires, as written in the catalogue.
    public var description: String
}

/// The project's machine-readable catalogue of criteria (`Scenarios/criteria.txt`: `ID  description` per line, `#` comments).
public struct CriteriaCatalog: Sendable {
    /// Every criterion, in catalogue order.
    public var criteria: [Criterion]

    /// Creates a catalogue of the given criteria.
    public init(criteria: [Criterion]) { self.criteria = criteria }

    /// Parses the catalogue text; malformed lines are skipped and returned as line numbers.
    public static func parse(_ text: String) -> (catalog: CriteriaCatalog, badLines: [Int]) {
        var out: [Criterion] = []
        var bad: [Int] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { bad.append(n + 1); continue }
            out.append(Criterion(id: String(line[..<space]), description: String(line[space...]).trimmingBlanks()))
        }
        return (CriteriaCatalog(criteria: out), bad)
    }

    /// Whether `id` is in the catalogue.
    public func contains(_ id: String) -> Bool { criteria.contains { $0.id == id } }
}

/// One row of the coverage table: a criterion, the scenarios that name it, and the combined outcome.
public struct CoverageRow: Sendable {
    /// The criterion the row is about.
    public var criterion: Criterion
    /// The scenarios that name the criterion, with how each ended.
    public var scenarios: [(path: String, status: ScenarioStatus)]
    /// `passed`, `failed`, `xfail` (with the reason), `xpass`, `skipped`, or `uncovered`.
    public var outcome: String
    /// The `xfail:` reason when the outcome is `xfail`; otherwise nil.
    public var reason: String?
}

/// The criteria coverage of a run.
public enum Coverage {
    /// A row per catalogued criterion plus any criterion scenarios name that the catalogue lacks.
    /// Linear in the catalogue and the criteria the scenarios name (it compared each with each: 40,000 criteria took a minute).
    public static func table(catalog: CriteriaCatalog, results: [ScenarioResult]) -> [CoverageRow] {
        var ids = catalog.criteria
        var known = Set(ids.map(\.id))
        // The results naming each criterion, in run order, each once.
        var namedBy: [String: [Int]] = [:]
        for (k, r) in results.enumerated() {
            for id in r.header.criteria {
                if known.insert(id).inserted { ids.append(Criterion(id: id, description: "(not in the catalogue)")) }
                if namedBy[id]?.last != k { namedBy[id, default: []].append(k) }
            }
        }
        return ids.map { criterion in
            let covering = (namedBy[criterion.id] ?? []).map { results[$0] }
            let statuses = covering.map(\.status)
            let outcome: String
            var reason: String?
            if covering.isEmpty { outcome = "uncovered" }
            else if statuses.contains(.failed) { outcome = "failed" }
            else if statuses.contains(.unexpectedPass) { outcome = "xpass" }
            else if let x = covering.first(where: { $0.status == .expectedFailure }) { outcome = "xfail"; reason = x.header.expectedFailure }
            else if statuses.allSatisfy({ $0 == .skipped }) { outcome = "skipped" }
            else { outcome = "passed" }
            return CoverageRow(criterion: criterion, scenarios: covering.map { ($0.path, $0.status) }, outcome: outcome, reason: reason)
        }
    }
}
