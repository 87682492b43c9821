import ArgumentParser
import Foundation
import LimelightCore
import ReferenceApps
import ScenarioKit
import Script

/// `limelight run PATH…`: runs scenario files as acceptance tests.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files (directories recursively), each on a fresh simulation.",
        discussion: """
        Prints a line per scenario, the failures with file:line, and a closing 'N passed, N failed' line; exits 1 on any failure.

        Selection happens before anything runs: --filter, --tag (expression: 'a,b' any of, '!a' not, 'a and b', 'a or b', \
        parentheses; repeat to require all), --criterion, --rerun-failed, then --shard. Scenarios run in parallel (-j, default \
        the core count), each on its own simulation; output is printed in path order, identical to -j 1.

        Each scenario runs in a worker process: one that crashes (SIGILL, SIGSEGV, …) or runs longer than --timeout \
        (default 60 s) fails on its own, with the signal or the limit and the step it was in, and the run goes on.

        --html FILE writes one self-contained page (no network, no scripts): the summary and coverage, each scenario's \
        steps with golden diffs side by side, the device's screen after each step that changed it, and a timeline of the \
        simulated clock (Docs/Reports.md). On a terminal (and not under CI) a '[12/108] PATH' line on stderr names the \
        scenario the run waits for.

        Failures are remembered in .limelight/last-failed (see --state-file) for --rerun-failed; with no PATH, that reruns \
        the files it names. A missing or damaged state file is an error there, located at its line.
        """
    )

    @Argument(help: "Scenario files or directories (default: Scenarios, or the failed files with --rerun-failed).") var paths: [String] = []
    @Flag(help: "Rewrite the golden output ('>' lines) from what the commands print now (refused when CI is set).") var update = false
    @Flag(name: .shortAndLong, help: "Show every step of passing scenarios.") var verbose = false
    @Flag(help: "Print the criteria coverage table.") var coverage = false
    @Option(help: "Write the coverage table as JSON to this file.") var coverageJson: String?
    @Option(help: "The criteria catalogue (default: Scenarios/criteria.txt when present).") var criteria: String?
    @Option(name: .customLong("filter"), help: "Only scenarios whose path or title contains this text.") var filter: String?
    @Option(help: "Only scenarios whose tags match this expression (repeatable: all must match).") var tag: [String] = []
    @Option(name: .customLong("criterion"), help: "Only scenarios naming this criterion ID or one under it (repeatable: any).") var criterionIDs: [String] = []
    @Option(name: [.customShort("j"), .customLong("jobs")], help: "Scenarios run at once (default: the number of cores).") var jobs: Int?
    @Option(help: "Run only shard I of N (I/N, 1-based; membership by sorted path).") var shard: String?
    @Flag(help: "Stop at the first failing scenario.") var failFast = false
    @Flag(help: "Run only the scenarios that failed last time (all when none are recorded).") var rerunFailed = false
    @Option(help: "The rerun state file.") var stateFile = ".limelight/last-failed"
    @Flag(help: "Neither read nor write the rerun state file.") var noState = false
    @Option(help: "Write a JUnit XML report to this file.") var junit: String?
    @Option(help: "Write a JSON report to this file.") var json: String?
    @Option(help: "Write a self-contained HTML report to this file: summary, coverage, steps, golden diffs, screens, timelines.") var html: String?
    @Flag(help: "Put each scenario's wall-clock time in the reports (makes them non-deterministic).") var timing = false
    @Option(help: "Fail a scenario that runs longer than this many seconds (0: no limit).") var timeout: Double = Run.defaultTimeout

    /// The default per-scenario time limit, in seconds: generous, since the slowest scenario takes well under one.
    static let defaultTimeout = 60.0
    /// The most scenarios run at once (`-j`): each is a worker process.
    static let maxJobs = 256
    /// The largest `--timeout` accepted, in seconds (a day).
    static let maxTimeout = 86_400.0

    func run() throws {
        if update, ProcessEnvironment.isCI {
            printError("error: --update is refused because CI is set: golden output must not change on a CI machine")
            throw ExitCode(2)
        }
        if let jobs, !(1...Run.maxJobs).contains(jobs) {
            throw ValidationError("-j \(jobs): give 1 to \(Run.maxJobs) scenarios at once (each is a process)")
        }
        guard timeout.isFinite, timeout >= 0, timeout <= Run.maxTimeout else {
            printError("error: --timeout \(timeout): give a number of seconds from 0 (no limit) to \(Int(Run.maxTimeout))")
            throw ExitCode(2)
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)  // past a file-size limit a write fails with EFBIG (reported) instead of killing the run
        let state = try RerunState(stateFile: stateFile, enabled: !noState, rerunFailed: rerunFailed)
        let selected = try select(only: state.only, defaultPaths: state.paths)
        try ReportPaths.check([("--junit", junit), ("--json", json), ("--html", html), ("--coverage-json", coverageJson)],
                              reads: selected.map(\.0) + [criteria, noState ? nil : stateFile].compactMap { $0 })
        let report = ConsoleReport(colour: ProcessEnvironment.colour, verbose: verbose, terminal: ProcessEnvironment.stdoutIsTTY)
        let command = WorkerCommand.limelight(update: update, pictures: html != nil, steps: verbose || json != nil || html != nil)
        let limit = timeout == 0 ? nil : timeout
        let checker = ScenarioRunner(catalog: LimelightMain.catalog)
        let parallel = ParallelRunner(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
                                      makeContext: { IsolatedWorker(command: command, timeout: limit, checker: checker) })
        let progress = ProgressLine.wanted(stderrIsTTY: isatty(2) == 1, isCI: ProcessEnvironment.isCI) && selected.count > 1
            ? ProgressLine(total: selected.count, width: ProgressLine.terminalWidth()) : nil
        var emitted = 0
        progress?.show(done: 0, next: selected.first?.0)
        let outcomes = parallel.run(count: selected.count, work: { worker, i in
            let (path, text) = selected[i]
            let outcome = worker.run(path: path, text: text)
            return ScenarioOutcome(result: outcome.result, lines: outcome.lines + report.lines(for: outcome.result), seconds: outcome.seconds)
        }, emit: { outcome in
            progress?.clear()
            for line in outcome.lines { print(line) }
            fflush(stdout)
            emitted += 1
            if emitted < selected.count { progress?.show(done: emitted, next: selected[emitted].0) }
        })
        progress?.clear()
        let results = outcomes.map(\.result)
        let durations: [String: Double]? = timing ? Dictionary(outcomes.map { ($0.result.path, $0.seconds) }, uniquingKeysWith: { a, _ in a }) : nil
        var writeFailed = false
        let write = { (text: String, path: String) in
            do { try FileSystem.writeAtomically(text, to: path) } catch {
                printError("error: \(error)")
                writeFailed = true
            }
        }
        var rows: [CoverageRow] = []
        if coverage || coverageJson != nil || json != nil || html != nil {
            let catalogPath = criteria ?? (FileManager.default.fileExists(atPath: "Scenarios/criteria.txt") ? "Scenarios/criteria.txt" : nil)
            let catalog = try catalogPath.map { CriteriaCatalog.parse(try FileSystem.read($0)).catalog } ?? CriteriaCatalog(criteria: [])
            rows = Coverage.table(catalog: catalog, results: results)
            if coverage { print(""); for line in report.coverage(rows) { print(line) } }
            if let coverageJson { write(CoverageJSON.render(rows), coverageJson) }
        }
        if let junit { write(JUnitReport(durations: durations).render(results), junit) }
        if let json { write(JSONReport(durations: durations).render(results, coverage: rows), json) }
        if let html { write(HTMLReport(durations: durations).render(results, coverage: rows), html) }
        if !noState {
            // The rerun state is a convenience: a checkout it cannot be written in warns instead of failing the run.
            do { try FileSystem.writeAtomically(LastFailed.render(LastFailed.update(previous: state.previous, results: results)), to: stateFile) } catch {
                printError("warning: \(error) (--no-state skips the rerun state)")
            }
        }
        if failFast, outcomes.count < selected.count { print("stopped after the first failure (--fail-fast): \(selected.count - outcomes.count) not run") }
        print(report.summary(results))
        if results.contains(where: { $0.status.isFailure }) || writeFailed { throw ExitCode(1) }
    }

    /// The (path, text) pairs to run, after every selection option.
    private func select(only: Set<String>?, defaultPaths: [String]?) throws -> [(String, String)] {
        var selection = ScenarioSelection(filter: filter, criteria: criterionIDs)
        for expression in tag {
            switch TagExpression.parse(expression) {
            case .success(let e): selection.tags.append(e)
            case .failure(let error): throw ValidationError(error.description)
            }
        }
        var shardSpec: Shard?
        if let shard {
            switch Shard.parse(shard) {
            case .success(let s): shardSpec = s
            case .failure(let error): throw ValidationError(error.description)
            }
        }
        selection.only = only
        var out: [(String, String)] = []
        let roots = paths.isEmpty ? (defaultPaths ?? ["Scenarios"]) : paths
        for path in try FileSystem.scenarioFiles(roots) {
            let text = try FileSystem.read(path)
            if selection.includes(path: path, header: ScriptParser.header(of: text)) { out.append((path, text)) }
        }
        if let shardSpec {
            let keep = Set(shardSpec.select(out.map(\.0)))
            out = out.filter { keep.contains($0.0) }
        }
        return out
    }
}

/// `limelight check PATH…`: parses scenario files and reports every diagnostic without running anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate scenario files without running them (same parser and diagnostics as run and serve).")

    @Argument(help: "Scenario files or directories.") var paths: [String] = ["Scenarios"]

    func run() throws {
        let runner = ScenarioRunner(catalog: LimelightMain.catalog)
        let renderer = DiagnosticRenderer(colour: ProcessEnvironment.colour)
        var errors = 0, files = 0
        for path in try FileSystem.scenarioFiles(paths) {
            files += 1
            let text = try FileSystem.read(path)
            let file = runner.diagnose(text: text)
            for d in file.diagnostics {
                if d.severity == .error { errors += 1 }
                print(renderer.render(d, file: path, lines: file.lines))
            }
        }
        print("\(files) file\(files == 1 ? "" : "s") checked, \(errors) error\(errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
