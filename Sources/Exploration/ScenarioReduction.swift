import LimelightCore
import Script
import SimulatorKit

/// `limelight reduce FILE`: a failing scenario (or a recorded session) cut down to the fewest steps that still fail the
/// same way, as a scenario with the original header.
public struct ScenarioReduction: Sendable {
    /// The reduced scenario's text.
    public var text: String
    /// The steps before and after.
    public var before: Int
    public var after: Int
    /// The failure kept.
    public var signature: FailureSignature
    /// How many candidate scenarios ran, and their steps (0 when each ran in a process of its own).
    public var runs: Int
    public var stepsRun: Int

    /// The most candidates one reduction runs by default.
    public static let defaultMaximumRuns = 200_000

    /// Reduces `text` (read from `path`); throws when it does not parse, starts from a snapshot, or passes.
    public static func reduce(text: String, path: String, catalog: AppCatalog, registry: CommandRegistry,
                              match: SignatureMatch = .failure, maximumRuns: Int = defaultMaximumRuns,
                              makeRunner: ((_ seed: UInt64) -> CandidateRunner)? = nil, requiredCode: String? = nil) throws -> ScenarioReduction {
        let file = ScriptParser(registry: registry).parse(text)
        if let error = file.diagnostics.first(where: { $0.severity == .error }) {
            throw ExploreError("\(path):\(error.range.start.line):\(error.range.start.column): \(error.message)",
                               suggestion: "fix the scenario first ('limelight check \(path)'): reduce cuts down a scenario that runs and fails")
        }
        if file.header.snapshot != nil {
            throw ExploreError("\(path): starts from a snapshot ('snapshot:' header), which reduce does not cut down",
                               suggestion: "record the steps that made the snapshot instead, or remove the header")
        }
        let seed = file.header.seed ?? 42
        var steps = file.steps.map { ReducibleStep($0.source, golden: $0.golden) }
        let runner = makeRunner?(seed) ?? StepRunner(catalog: catalog, registry: registry, seed: seed)
        let first = runner.run(steps)
        guard let signature = first.signature, let at = first.failedAt else {
            throw ExploreError("\(path): the scenario passes, so there is no failure to keep",
                               suggestion: "add the 'expect' line that shows the bug (or an 'invariant expect …') and reduce again")
        }
        if let requiredCode, signature.code != requiredCode {
            throw ExploreError("\(path): the scenario fails with \(signature) (\(signature.message)), not with \(requiredCode)",
                               suggestion: "reduce it with the default --signature, or make it \(requiredCode) first")
        }
        // Golden output is kept only where the failure is: elsewhere it would make every cut fail on an identifier.
        for i in steps.indices where !(signature.code == "output-differs" && i == at) { steps[i].golden = nil }
        let reducer = Reducer(runner: runner, target: signature, match: match, maximumRuns: maximumRuns)
        let reduced = reducer.reduce(steps)
        var out = headerLines(file.header, seed: seed)
        out.append("# Reduced by `limelight reduce` from \(file.steps.count) to \(reduced.count) steps; it fails with \(signature).")
        out.append("")
        for step in reduced {
            out.append(step.source)
            for line in step.golden ?? [] { out.append(line.isEmpty ? ">" : "> \(line)") }
        }
        return ScenarioReduction(text: out.joined(separator: "\n") + "\n", before: file.steps.count, after: reduced.count,
                                 signature: signature, runs: runner.runs, stepsRun: (runner as? StepRunner)?.stepsRun ?? 0)
    }

    /// The header of the reduced scenario: the original's, with its seed written out.
    static func headerLines(_ header: ScenarioHeader, seed: UInt64) -> [String] {
        var lines: [String] = []
        lines.append("title: " + (header.title.map { "\($0) (reduced)" } ?? "reduced"))
        if let description = header.description { lines.append("description: \(description)") }
        if !header.criteria.isEmpty { lines.append("criteria: " + header.criteria.joined(separator: ", ")) }
        if !header.tags.isEmpty { lines.append("tags: " + header.tags.joined(separator: " ")) }
        lines.append("seed: \(seed)")
        if let xfail = header.expectedFailure { lines.append("xfail: \(xfail)") }
        return lines
    }
}
