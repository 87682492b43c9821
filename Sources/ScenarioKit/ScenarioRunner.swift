import LimelightCore
import Script
import SimulatorKit

/// Runs scenario files, each on a fresh simulation, checking `expect` lines and golden output.
public struct ScenarioRunner {
    /// The apps each scenario's simulation can install.
    public let catalog: AppCatalog
    /// The standard commands for `catalog`, shared by every scenario.
    public let registry: CommandRegistry

    /// Creates a runner with the standard commands for the apps in `catalog`.
    public init(catalog: AppCatalog) {
        self.catalog = catalog
        self.registry = StandardCommands.registry(catalog: catalog)
    }

    /// The most parsed steps `run` holds at once: a scenario longer than this has its later steps parsed again as they run.
    public static let keptSteps = 4_096

    /// Parses a scenario without running it: the diagnostics `limelight check` and the language server report.
    public func check(text: String) -> ScriptFile {
        ScriptParser(registry: registry).parse(text)
    }

    /// The header, lines and diagnostics of a scenario without its parsed steps (`limelight check`, and `run` before it
    /// runs anything): the memory a bulk file costs grows with its lines, not with its commands.
    public func diagnose(text: String) -> ScriptFile {
        ScriptParser(registry: registry).parse(text) { _ in true }
    }

    /// Runs one scenario; `update` also computes the file with its golden output rewritten; `pictures` keeps the screen
    /// after each step that changed it and the timeline (for `run --html`); `keepSteps: false` keeps only a failed step's
    /// result (a bulk scenario's memory then grows with its world, not with what it printed); `onStep` hears each step's
    /// line and source just before it runs (the worker process records it, so a crash or a hang names the step it was in).
    public func run(path: String, text: String, update: Bool = false, pictures: Bool = false, keepSteps: Bool = true,
                    onStep: ((_ line: Int, _ source: String) -> Void)? = nil) -> ScenarioResult {
        // The whole file is checked first (a file with an error anywhere runs nothing); its first `keptSteps` parsed steps
        // are kept for running, and a longer file's later steps are parsed again as they run, so a bulk file's memory
        // grows with its world rather than with its length.
        let parser = ScriptParser(registry: registry)
        let (file, rest) = parser.parse(text, keepingAtMost: Self.keptSteps)
        var result = ScenarioResult(path: path, header: file.header, status: .passed, failure: nil, steps: [], updatedText: nil)
        if let reason = file.header.skip {
            result.status = .skipped
            result.failure = ScenarioFailure(line: 1, column: 1, step: "", message: reason, details: [])
            return result
        }
        if let d = file.diagnostics.first(where: { $0.severity == .error }) {
            let lineText = d.range.start.line - 1 < file.lines.count ? file.lines[d.range.start.line - 1] : ""
            result.failure = ScenarioFailure(line: d.range.start.line, column: d.range.start.column, step: lineText,
                                             message: d.message,
                                             details: DiagnosticRenderer().render(d, file: path, lineText: lineText).split(separator: "\n").map(String.init))
            result.status = file.header.expectedFailure == nil ? .failed : .expectedFailure
            return result
        }
        let session = Session(seed: file.header.seed ?? 42, catalog: catalog, registry: registry)
        session.snapshotFiles = SnapshotFiles(root: path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : ".")
        if let start = file.header.snapshot {
            do { try session.load(WorldSnapshot.decode(session.snapshotFiles.read(start), file: start), file: start) } catch {
                let problem = (error as? SnapshotError) ?? SnapshotError("\(error)")
                result.failure = ScenarioFailure(line: 1, column: 1, step: "snapshot: \(start)", message: problem.message,
                                                 details: problem.suggestion.map { ["help: \($0)"] } ?? [])
                result.status = file.header.expectedFailure == nil ? .failed : .expectedFailure
                return result
            }
        }
        let recorder = pictures ? PictureRecorder(session: session) : nil
        var rewritten = file.lines
        var offset = 0
        /// Runs one step; false when the scenario stops there.
        func runStep(_ step: ScriptStep) -> Bool {
            guard let invocation = step.invocation else { return true }
            onStep?(step.line, step.source)
            let outcome = session.execute(invocation)
            var failure: ScenarioFailure?
            if let d = outcome.diagnostics.first(where: { $0.severity == .error }) ?? outcome.expectationFailure ?? outcome.invariantFailure {
                failure = ScenarioFailure(line: d.range.start.line, column: d.range.start.column, step: step.source,
                                          message: d.message,
                                          details: DiagnosticRenderer().render(d, file: path, lineText: step.source).split(separator: "\n").map(String.init))
            } else if let golden = step.golden, golden != outcome.output {
                if update, let lines = step.goldenLines {
                    let replacement = outcome.output.map { $0.isEmpty ? ">" : "> \($0)" }
                    rewritten.replaceSubrange((lines.lowerBound - 1 + offset)...(lines.upperBound - 1 + offset), with: replacement)
                    offset += replacement.count - lines.count
                } else {
                    // Point at the first `>` line that differs (or the last one, when lines were only added).
                    let first = OutputDiff.firstDifference(expected: golden, actual: outcome.output)
                    let line = step.goldenLines.map { $0.lowerBound + min(first, max(0, golden.count - 1)) } ?? step.line
                    failure = ScenarioFailure(line: line, column: 1, step: step.source,
                                              message: "the output of line \(step.line) differs from the expected lines (- expected, + actual)",
                                              details: OutputDiff.lines(expected: golden, actual: outcome.output)
                                                  + ["  help: if the new output is right, 'limelight run --update \(path)' writes it into the file"])
                }
            }
            var stepResult = StepResult(line: step.line, source: step.source, passed: failure == nil, output: outcome.output)
            if failure != nil, let golden = step.golden, golden != outcome.output { stepResult.expected = golden }
            stepResult.screen = recorder?.screenIfChanged()
            if keepSteps || failure != nil { result.steps.append(stepResult) }
            if let failure {
                result.failure = failure
                return false
            }
            return true
        }
        if file.steps.allSatisfy(runStep), let rest { parser.steps(of: file, from: rest, visit: runStep) }
        result.pictures = recorder?.finish()
        if update, rewritten != file.lines { result.updatedText = rewritten.joined(separator: "\n") + "\n" }
        switch (result.failure != nil, file.header.expectedFailure != nil) {
        case (true, true): result.status = .expectedFailure
        case (true, false): result.status = .failed
        case (false, true): result.status = .unexpectedPass
        case (false, false): result.status = .passed
        }
        return result
    }
}
