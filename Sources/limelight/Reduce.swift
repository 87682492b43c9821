import ArgumentParser
import Exploration
import Foundation
import LimelightCore
import ReferenceApps
import Script

/// `limelight reduce FILE`: a failing scenario or recorded session cut down to the steps its failure needs.
struct Reduce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Cut a failing scenario or recorded session down to the fewest steps that fail the same way.",
        discussion: """
        Runs FILE as 'limelight run' would and keeps its first failure (--signature: 'failure', the same failing \
        expectation, invariant or refused command; 'message', also the same message; 'code', only the same diagnostic \
        code; 'crash', the same signal in the same command, each candidate run in a process of its own). Then delta debugging over the steps (chunks removed from the end, halving down to single steps), then \
        simpler arguments (options dropped, shorter strings, smaller numbers and durations), each candidate starting \
        from the world kept after the steps it shares with the last accepted one. Writes the result to -o OUT (default: \
        FILE with '.reduced.scenario'), never over FILE unless --in-place; prints the steps before and after and the time \
        taken. Docs/Explore.md.
        """
    )

    @Argument(help: "The failing scenario or recorded session.") var file: String
    @Option(name: .shortAndLong, help: "Where to write the reduced scenario (default: FILE.reduced.scenario).") var output: String?
    @Flag(help: "Write the reduced scenario over FILE.") var inPlace = false
    @Option(help: "What must stay the same: failure, message, code, or crash (each candidate then runs in a process of its own).")
    var signature: String = "failure"
    @Option(help: "The most candidate scenarios to run (at most 10000000).") var maxRuns = ScenarioReduction.defaultMaximumRuns

    func run() throws {
        let crash = signature == "crash"
        guard let match = crash ? .failure : SignatureMatch(rawValue: signature) else {
            throw ValidationError("--signature \(signature): give one of \(SignatureMatch.allCases.map(\.rawValue).joined(separator: ", ")), crash")
        }
        guard (1...10_000_000).contains(maxRuns) else { throw ValidationError("--max-runs \(maxRuns): give 1 to 10000000") }
        if inPlace, output != nil { throw ValidationError("give either -o OUT or --in-place, not both") }
        let target = inPlace ? file : output ?? (file.hasSuffix(".scenario") ? String(file.dropLast(9)) : file) + ".reduced.scenario"
        if !inPlace, target == file { throw ValidationError("-o \(target) is the input file; add --in-place to replace it") }
        let text = try FileSystem.read(file)
        let started = ContinuousClock.now
        let result: ScenarioReduction
        let registry = StandardCommands.registry(catalog: LimelightMain.catalog)
        do {
            result = try ScenarioReduction.reduce(text: text, path: file, catalog: LimelightMain.catalog, registry: registry,
                                                  match: match, maximumRuns: maxRuns,
                                                  makeRunner: crash ? { ProcessCandidateRunner(registry: registry, seed: $0) } : nil,
                                                  requiredCode: crash ? "crash" : nil)
        } catch let error as ExploreError {
            throw ValidationError(error.description)
        }
        let took = ContinuousClock.now - started
        try FileSystem.writeAtomically(result.text, to: target)
        let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
        print("reduced \(file): \(result.before) steps → \(result.after) steps, keeping \(result.signature)")
        let steps = crash ? "each in a process of its own" : "\(result.stepsRun) steps run"
        print("  \(result.runs) candidate runs, \(steps), \(String(format: "%.2f", seconds)) s; wrote \(target)")
    }
}
