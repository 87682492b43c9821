import ArgumentParser
import Exploration
import Foundation
import ScenarioKit
import LimelightCore
import ReferenceApps
import Script

/// `limelight reduce FILE`: a failing scenario or recorded session cut down to the steps its failure needs.
struct Reduce: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reduce",
        abstract: "Cut a failing scenario or recorded session down to the fewest steps that fail the same way.",
        discussion: """
        Runs FILE as 'limelight run' would and keeps its first failure (--signature: 'failure', the same failing \
        expectation, invariant or refused command; 'message', also the same message; 'code', only the same diagnostic \
        code; 'crash', the same signal in the same command, each candidate run in a process of its own; 'hang', a step that \
        never returns, in the same command: each candidate in a process of its own, the first given --step-timeout, the \
        others a limit derived from how long the steps before the hang took). Then delta debugging over the steps (chunks removed from the end, halving down to single steps), then \
        simpler arguments (options dropped, shorter strings, smaller numbers and durations), each candidate starting \
        from the world kept after the steps it shares with the last accepted one. Writes the result to -o OUT (default: \
        FILE with '.reduced.scenario'), never over FILE unless --in-place; prints the steps before and after and the time \
        taken. Docs/Explore.md.
        """
    )

    @Argument(help: "The failing scenario or recorded session.") var file: String
    @Option(name: .shortAndLong, help: "Where to write the reduced scenario (default: FILE.reduced.scenario).") var output: String?
    @Flag(help: "Overwrite the output file even if Limelight did not write it.") var force = false
    @Flag(help: "Write the reduced scenario over FILE.") var inPlace = false
    @Option(help: "What must stay the same: failure, message, code, crash or hang (each candidate then runs in a process of its own).")
    var signature: String = "failure"
    @Option(help: "With --signature hang: a step that runs longer than this many seconds hangs (candidates get a shorter limit derived from the steps before it).")
    var stepTimeout: Double = 10
    @Option(help: "The most candidate scenarios to run (at most 10000000).") var maxRuns = ScenarioReduction.defaultMaximumRuns

    func run() throws {
        let crash = signature == "crash", hang = signature == "hang"
        guard let match = crash || hang ? .failure : SignatureMatch(rawValue: signature) else {
            throw ValidationError("--signature \(signature): give one of \(SignatureMatch.allCases.map(\.rawValue).joined(separator: ", ")), crash, hang")
        }
        guard stepTimeout >= 0.1, stepTimeout <= ExploreOptions.maximumTimeBudget else {
            throw ValidationError("--step-timeout \(stepTimeout): give 0.1 to \(Int(ExploreOptions.maximumTimeBudget)) seconds")
        }
        guard (1...10_000_000).contains(maxRuns) else { throw ValidationError("--max-runs \(maxRuns): give 1 to 10000000") }
        if inPlace, output != nil { throw ValidationError("give either -o OUT or --in-place, not both") }
        let target = inPlace ? file : output ?? (file.hasSuffix(".scenario") ? String(file.dropLast(9)) : file) + ".reduced.scenario"
        if !inPlace, target == file { throw ValidationError("-o \(target) is the input file; add --in-place to replace it") }
        let text = try FileSystem.read(file)
        // The same rule as `save`: an existing file Limelight did not write is not replaced without --force (checked
        // before the work, and again just before writing).
        if !inPlace { try checkTarget(target) }
        let started = ContinuousClock.now
        let result: ScenarioReduction
        let registry = StandardCommands.registry(catalog: LimelightMain.catalog)
        do {
            result = try ScenarioReduction.reduce(text: text, path: file, catalog: LimelightMain.catalog, registry: registry,
                                                  match: match, maximumRuns: maxRuns,
                                                  makeRunner: crash || hang ? { ProcessCandidateRunner(registry: registry, seed: $0, timeout: hang ? stepTimeout : nil) } : nil,
                                                  requiredCode: crash ? "crash" : hang ? "hang" : nil)
        } catch let error as ExploreError {
            throw ValidationError(error.description)
        }
        let took = ContinuousClock.now - started
        if !inPlace { try checkTarget(target) }
        try FileSystem.writeAtomically(result.text, to: target)
        let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
        print("reduced \(file): \(result.before) steps → \(result.after) steps, keeping \(result.signature)")
        let steps = crash || hang ? "each in a process of its own" : "\(result.stepsRun) steps run"
        print("  \(result.runs) candidate runs, \(steps), \(String(format: "%.2f", seconds)) s; wrote \(target)")
    }

    private func checkTarget(_ target: String) throws {
        do { try RecordedFile.checkOutputOverwrite(target, force: force) } catch let error as AtomicFile.WriteError {
            throw ValidationError("not written: \(target): \(error.reason)")
        }
    }
}
