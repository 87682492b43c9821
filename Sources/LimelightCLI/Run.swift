import ArgumentParser
import Foundation
import LimelightCore
import ReferenceApps
import ScenarioKit
import Script
import Terminal

/// `limelight run PATH…`: runs scenario files as acceptance tests.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenario files (directories recursively), each on a fresh simulation.",
        discussion: """
        Prints a line per scenario, the failures with file:line, a short list of the failures, and a closing \
        'N passed, N failed' line.

        Exit status: 0 every scenario passed; 1 a scenario failed (or a report could not be written); 2 a usage error \
        (a bad option or value, a path that does not exist, a damaged rerun state with --rerun-failed); 4 nothing \
        selected (no scenario files under the paths, or --filter/--tag/--criterion left none: the run says what they \
        deselected); 130 interrupted by Ctrl-C (what finished is summed up; a second Ctrl-C ends at once).

        The project root is the nearest folder upwards holding .limelight/, Scenarios/ or Package.swift (like pytest's \
        rootdir); with no PATH the run takes ROOT/Scenarios, or the current folder when it is inside it, so 'limelight run' \
        works from any subfolder. The rerun state (.limelight/last-failed) and the criteria catalogue are the root's.

        Selection happens before anything runs: --filter, --tag (expression: 'a,b' any of, '!a' not, 'a and b', 'a or b', \
        parentheses; repeat to require all), --criterion, --rerun-failed, then --shard. Scenarios run in parallel (-j, default \
        the core count), each on its own simulation; output is printed in path order, identical to -j 1.

        Each scenario runs in a worker process: one that crashes (SIGILL, SIGSEGV, …) or runs longer than --timeout \
        (default 60 s) fails on its own, with the signal or the limit and the step it was in, and the run goes on.

        --html FILE writes one self-contained page (no network): failures first, passing scenarios folded, a filter by \
        status, each scenario's steps with golden diffs side by side, the device's screen after each step that changed it, \
        and a timeline of the simulated clock (Docs/Reports.md). Each report's path is named on stderr when it is written. On a \
        terminal (and not under CI) a '[12/108] PATH' line on stderr names the scenario the run waits for, and the closing \
        line gives the wall time (always with --timing or --durations; otherwise output stays byte-identical run to run).

        Failures are remembered in ROOT/.limelight/last-failed (see --state-file), keyed by the path relative to the root, \
        for --rerun-failed; with no PATH, that reruns the files it names. A missing or damaged state file is an error \
        there, located at its line.
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
    @Option(help: "The rerun state file (default: ROOT/.limelight/last-failed).") var stateFile: String?
    @Flag(help: "Neither read nor write the rerun state file.") var noState = false
    @Option(help: "Write a JUnit XML report to this file.") var junit: String?
    @Option(help: "Write a JSON report to this file.") var json: String?
    @Option(help: "Write a self-contained HTML report to this file: summary, coverage, steps, golden diffs, screens, timelines.") var html: String?
    @Flag(help: "Put each scenario's wall-clock time in the reports and the run's on the console (makes them non-deterministic).") var timing = false
    @Option(help: "List the N slowest scenarios with their wall-clock time at the end (0: all of them).") var durations: Int?
    @Option(help: "Fail a scenario that runs longer than this (seconds, or a duration: 90s, 2m; 0: no limit).", transform: { try WallSeconds.parse($0) })
    var timeout: Double = Run.defaultTimeout

    /// The default per-scenario time limit, in seconds: generous, since the slowest scenario takes well under one.
    static let defaultTimeout = 60.0
    /// The most scenarios run at once (`-j`): each is a worker process.
    static let maxJobs = 256
    /// The largest `--timeout` accepted, in seconds (a day).
    static let maxTimeout = 86_400.0

    func run() throws {
        if update, ProcessEnvironment.isCI {
            printError("error: --update is refused because CI is set: golden output must not change on a CI machine")
            throw ExitCode(ExitStatus.usage)
        }
        if let jobs, !(1...Run.maxJobs).contains(jobs) {
            throw ValidationError("-j \(jobs): give 1 to \(Run.maxJobs) scenarios at once (each is a process)")
        }
        guard timeout.isFinite, timeout >= 0, timeout <= Run.maxTimeout else {
            throw ValidationError("--timeout \(timeout): give a number of seconds from 0 (no limit) to \(Int(Run.maxTimeout))")
        }
        if let durations, durations < 0 { throw ValidationError("--durations \(durations): give how many of the slowest scenarios to list (0: all)") }
        let started = Date()
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)  // past a file-size limit a write fails with EFBIG (reported) instead of killing the run
        let root = ProjectRoot.current()
        let stateFile = self.stateFile ?? root.local(".limelight/last-failed")
        let state = try RerunState(stateFile: stateFile, enabled: !noState, rerunFailed: rerunFailed, root: root)
        let selection = try select(root: root, state: state)
        let selected = selection.files
        let criteriaPath = criteria ?? {
            let path = root.local("Scenarios/criteria.txt")
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }()
        try ReportPaths.check([("--junit", junit), ("--json", json), ("--html", html), ("--coverage-json", coverageJson)],
                              reads: selected.map(\.0) + [criteriaPath, noState ? nil : stateFile].compactMap { $0 })
        let report = ConsoleReport(colour: ProcessEnvironment.colour, verbose: verbose, terminal: ProcessEnvironment.stdoutIsTTY)
        if selected.isEmpty {
            if let note = selection.emptyNote {
                printError(note)
                print(report.summary([], deselected: selection.deselected))
                return
            }
            printError(selection.nothingSelected)
            print(report.summary([], deselected: selection.deselected))
            throw ExitCode(ExitStatus.nothingSelected)
        }
        let command = WorkerCommand.limelight(update: update, pictures: html != nil, steps: verbose || json != nil || html != nil)
        let limit = timeout == 0 ? nil : timeout
        let catalog = LimelightMain.catalog
        // Each worker thread checks with a runner of its own (a registry is not shared between threads).
        var parallel = ParallelRunner(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
                                      makeContext: { IsolatedWorker(command: command, timeout: limit, checker: ScenarioRunner(catalog: catalog)) })
        InterruptRequest.install()
        parallel.shouldStop = { InterruptRequest.pressed }
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
            flushStandardOutput()
            emitted += 1
            if emitted < selected.count, !InterruptRequest.pressed { progress?.show(done: emitted, next: selected[emitted].0) }
        })
        progress?.clear()
        let interrupted = InterruptRequest.pressed
        let results = outcomes.map(\.result)
        let durations: [String: Double]? = timing ? Dictionary(outcomes.map { ($0.result.path, $0.seconds) }, uniquingKeysWith: { a, _ in a }) : nil
        var writeFailed = false
        var written: [String] = []
        let write = { (text: String, path: String, what: String) in
            do {
                try FileSystem.writeAtomically(text, to: path)
                written.append("wrote the \(what) to \(path)")
            } catch {
                printError("error: \(error)")
                writeFailed = true
            }
        }
        var rows: [CoverageRow] = []
        if coverage || coverageJson != nil || json != nil || html != nil {
            let catalog = try criteriaPath.map { CriteriaCatalog.parse(try FileSystem.read($0)).catalog } ?? CriteriaCatalog(criteria: [])
            rows = Coverage.table(catalog: catalog, results: results)
            if coverage { print(""); for line in report.coverage(rows) { print(line) } }
            if let coverageJson { write(CoverageJSON.render(rows), coverageJson, "coverage JSON") }
        }
        if let junit { write(JUnitReport(durations: durations).render(results), junit, "JUnit report") }
        if let json { write(JSONReport(durations: durations).render(results, coverage: rows), json, "JSON report") }
        if let html { write(HTMLReport(durations: durations).render(results, coverage: rows), html, "HTML report") }
        if !noState {
            // The rerun state is a convenience: a checkout it cannot be written in warns instead of failing the run.
            let keyed = results.map { r -> ScenarioResult in
                var r = r
                r.path = root.key(r.path)
                return r
            }
            do { try FileSystem.writeAtomically(LastFailed.render(LastFailed.update(previous: state.previous, results: keyed)), to: stateFile) } catch {
                printError("warning: \(error) (--no-state skips the rerun state)")
            }
        }
        if let count = self.durations {
            let slowest = outcomes.sorted { (a: ScenarioOutcome, b: ScenarioOutcome) -> Bool in
                if a.seconds != b.seconds { return a.seconds > b.seconds }
                return a.result.path < b.result.path
            }
            let shown = count == 0 ? slowest : Array(slowest.prefix(count))
            print("")
            print(count == 0 || shown.count < count ? "durations (all \(shown.count), slowest first):" : "slowest \(shown.count) scenario\(shown.count == 1 ? "" : "s"):")
            for o in shown { print(String(format: "  %7.2fs  ", o.seconds) + o.result.path) }
        }
        for line in report.failureRecap(results) { print(line) }
        // On stderr, like the progress line: stdout stays the same whatever the reports are called.
        for line in written { printError(line) }
        if failFast, !interrupted, outcomes.count < selected.count { print("stopped after the first failure (--fail-fast): \(selected.count - outcomes.count) not run") }
        if interrupted { print("interrupted (Ctrl-C): \(outcomes.count) of \(selected.count) scenarios ran; \(selected.count - outcomes.count) did not") }
        let showTime = timing || self.durations != nil || (ProcessEnvironment.stdoutIsTTY && !ProcessEnvironment.isCI)
        print(report.summary(results, deselected: selection.deselected)
              + (showTime ? String(format: " in %.2fs", Date().timeIntervalSince(started)) : ""))
        if interrupted { throw ExitCode(ExitStatus.interrupted) }
        if results.contains(where: { $0.status.isFailure }) || writeFailed { throw ExitCode(ExitStatus.failures) }
    }

    /// What the selection options kept: the (path, text) pairs to run, how many files they left out, and what to say
    /// when nothing is left.
    struct Selected {
        var files: [(String, String)] = []
        var found = 0
        var deselected = 0
        /// The error when nothing is selected: what was searched and what deselected it.
        var nothingSelected = ""
        /// Set when an empty selection is no error (--rerun-failed with nothing left to rerun, an empty shard).
        var emptyNote: String?
    }

    /// The (path, text) pairs to run, after every selection option.
    private func select(root: ProjectRoot, state: RerunState) throws -> Selected {
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
        var out = Selected()
        let roots: [String]
        if !paths.isEmpty {
            roots = paths
        } else if let recorded = state.paths {
            roots = recorded
        } else {
            let scenarios = root.key(".") == "Scenarios" || root.key(".").hasPrefix("Scenarios/") ? "." : root.local("Scenarios")
            guard ProjectRoot.isFolder(scenarios) else {
                throw ValidationError("no Scenarios folder in \(root.path) (the project root: the nearest folder upwards with .limelight/, Scenarios/ or Package.swift); give the scenario files or folders to run, e.g. 'limelight run checks/'")
            }
            roots = [scenarios]
        }
        var seen = Set<String>()
        for path in try FileSystem.scenarioFiles(roots) where seen.insert(root.key(path)).inserted {
            out.found += 1
            if let only = state.only, !only.contains(root.key(path)) { continue }
            let text = try FileSystem.read(path)
            if selection.includes(path: path, header: ScriptParser.header(of: text)) { out.files.append((path, text)) }
        }
        let beforeShard = out.files.count
        if let shardSpec {
            let keep = Set(shardSpec.select(out.files.map(\.0)))
            out.files = out.files.filter { keep.contains($0.0) }
        }
        out.deselected = out.found - out.files.count
        let shown = roots.count <= 3 ? roots.joined(separator: ", ") : roots.prefix(3).joined(separator: ", ") + " and \(roots.count - 3) more"
        var options: [String] = []
        if let filter { options.append("--filter '\(filter)'") }
        for t in tag { options.append("--tag '\(t)'") }
        for c in criterionIDs { options.append("--criterion \(c)") }
        if state.only != nil { options.append("--rerun-failed") }
        if out.found == 0 {
            if state.paths?.isEmpty == true {
                out.emptyNote = "note: nothing to rerun"
            } else {
                out.nothingSelected = "error: nothing selected: no .scenario files under \(shown)"
            }
        } else if beforeShard == 0 {
            out.nothingSelected = "error: nothing selected: \(options.joined(separator: " and ")) deselected all \(out.found) scenario\(out.found == 1 ? "" : "s") under \(shown)"
                + (filter != nil ? " (--filter matches text in a scenario's path or title, case-sensitively)" : "")
                + (tag.isEmpty ? "" : " (tags are the 'tags:' header's words)")
        } else if out.files.isEmpty, let shard {
            out.emptyNote = "note: shard \(shard) holds none of the \(beforeShard) selected scenarios (there are more shards than scenarios)"
        }
        return out
    }
}

/// `limelight check PATH…`: parses scenario files and reports every diagnostic without running anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Validate scenario files without running them (same parser and diagnostics as run and serve).")

    @Argument(help: "Scenario files or directories.") var paths: [String] = ["Scenarios"]
    @Flag(help: "Apply every unambiguous fix-it (a diagnostic with exactly one suggested edit, such as a misspelt command, option or value, or a missing closing quote) to the files, each written atomically; prints each fix, then the diagnostics left.")
    var fix = false
    @Flag(name: .customLong("dry-run"), help: "With --fix: print what would change as a diff and write nothing.")
    var dryRun = false

    /// The most rounds of fixing a file gets: a fix can let the parser see further (a command's options once its name
    /// is right), so fixes are applied until none is left.
    static let fixRounds = 8

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run only goes with --fix") }
    }

    func run() throws {
        let runner = ScenarioRunner(catalog: LimelightMain.catalog)
        let renderer = DiagnosticRenderer(colour: ProcessEnvironment.colour)
        var errors = 0, files = 0, fixed = 0, fixedFiles = 0
        for path in try FileSystem.scenarioFiles(paths) {
            files += 1
            var text = try FileSystem.read(path)
            if fix {
                let original = text
                for _ in 0..<Self.fixRounds {
                    let (next, applied) = FixItApplier.apply(runner.diagnose(text: text).diagnostics.compactMap(\.unambiguousFixIt), to: text)
                    guard !applied.isEmpty, next != text else { break }
                    for a in applied { print("\(path):\(a.location.line):\(a.location.column): \(dryRun ? "would fix" : "fixed"): \(a.message)") }
                    fixed += applied.count
                    text = next
                }
                if text != original {
                    fixedFiles += 1
                    if dryRun {
                        print(Self.diff(original, text, path: path), terminator: "")
                        text = original
                    } else {
                        try AtomicFile.write(text, to: path)
                    }
                }
            }
            let file = runner.diagnose(text: text)
            for d in file.diagnostics {
                if d.severity == .error { errors += 1 }
                print(renderer.render(d, file: path, lines: file.lines))
            }
        }
        if fix {
            print("\(fixed) fix\(fixed == 1 ? "" : "es") \(dryRun ? "would change" : "changed") \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")")
        }
        print("\(files) file\(files == 1 ? "" : "s") checked, \(errors) error\(errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }

    /// The lines a fix changed, as a unified diff with no context (fixes never add or remove a line).
    static func diff(_ old: String, _ new: String, path: String) -> String {
        let a = ScriptParser.lines(of: Substring(old)), b = ScriptParser.lines(of: Substring(new))
        var out = "--- \(path)\n+++ \(path) (fixed)\n"
        for n in 0..<max(a.count, b.count) where (n < a.count ? a[n] : nil) != (n < b.count ? b[n] : nil) {
            out += "@@ -\(n + 1) +\(n + 1) @@\n"
            if n < a.count { out += "-" + a[n] + "\n" }
            if n < b.count { out += "+" + b[n] + "\n" }
        }
        return out
    }
}
