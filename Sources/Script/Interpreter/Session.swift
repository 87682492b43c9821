import LimelightCore
import SimulatorKit
import Spotlight
import SpotlightQuery

/// Runs command lines against one simulation: the interpreter behind the REPL, the runner and the server.
public final class Session {
    public let registry: CommandRegistry
    public let catalog: AppCatalog
    public internal(set) var simulation: Simulation
    /// The seed the simulation was created with (a loaded snapshot brings its own).
    public internal(set) var seed: UInt64
    /// Every step that ran so far, with what it printed: what `save`, `record` and `snapshot save` write. A step that
    /// failed is kept as `expect error STEP` (its world changes replay too); see `journalEntry(source:outcome:)`.
    public internal(set) var transcript = Transcript()
    /// Counts the changes to the transcript other than a step added at its end (a reset, an undo, a rewind, a load), so
    /// whoever mirrors the transcript (a recording) knows when appending the new steps no longer suffices.
    public internal(set) var transcriptRevision = 0
    /// Named checkpoints, oldest first: how many transcript steps each covers and the world then (`checkpoint NAME`,
    /// `rewind NAME`).
    public internal(set) var checkpoints: [SessionCheckpoint] = []
    /// The properties that must hold after every step (`invariant expect …`), in the order they were declared.
    public internal(set) var invariants: [SessionInvariant] = []
    /// How many worlds before recent steps the session keeps in memory, so `undo` restores one instead of replaying
    /// (0: none; the REPL and server sessions keep some, a scenario run does not need them).
    public var undoDepth = 0
    /// The worlds before the most recent steps, oldest first (at most `undoDepth`).
    var recentWorlds: [SessionCheckpoint] = []
    /// How many steps apart kept worlds are at least: 1 (before every step) where a person undoes one step at a time
    /// (the REPL at a terminal, editors), `Session.unattendedSpacing` in scenario runs and the piped REPL, so `undo` and
    /// going back replay at most that many steps whatever the session's length (Docs/Snapshots.md).
    public var captureSpacing = 1
    /// How many bytes of app-model JSON the last kept world holds (models that are classes are encoded at each
    /// capture), and how many steps ran since: a world is kept before every step while a capture encodes at most
    /// `Session.captureBudget` bytes, and otherwise once the steps since the last one could have paid that budget each,
    /// so keeping worlds encodes at most the budget per step on average, and `undo` replays at most that many steps.
    var captureBytes = 0
    var stepsSinceCapture = 0
    /// The world the last `snapshot load` built from its file, at the step count it covers: going back never goes past
    /// it to a world its steps would make unless replaying them gives the same world (Docs/Snapshots.md).
    var loadedWorld: LoadedWorld?
    /// Where `snapshot save/load` may read and write; a scenario's session is confined to its folder.
    public var snapshotFiles = SnapshotFiles(root: nil)
    /// Asked before a command writes a file (`snapshot save`); throwing refuses the write. `run` checks the rest of its
    /// scenario here, so a file with an error anywhere writes nothing.
    public var beforeWritingFiles: (() throws -> Void)?
    /// The characters `screen` draws with: ASCII unless the host says the terminal shows box drawing (scenarios keep ASCII).
    public var screenCharset: ScreenCharset = .ascii
    /// The terminal's width when a person reads the output (the REPL in a terminal); help wraps to it. Nil elsewhere,
    /// so scenarios and pipes print the same bytes everywhere.
    public var displayWidth: Int?
    /// Asked while a step runs scheduled jobs whether the user pressed Ctrl-C (the REPL in a terminal sets it); a yes
    /// stops the step between two jobs and rolls it back (`StepOutcome.interrupted`).
    public var interruptCheck: (() -> Bool)?
    /// Told now and then while a step runs many scheduled jobs (clock, target, jobs so far); the REPL draws progress.
    public var stepProgress: ((_ now: SimInstant, _ target: SimInstant, _ jobs: Int) -> Void)?
    /// IndexHandle handles the REPL holds while acting as an app, by device/app/name (they live in the world).
    var indexHandles: [IndexHandleKey: IndexHandle] {
        get { simulation.handles.indexHandles }
        _modify { yield &simulation.handles.indexHandles }
    }
    /// The query engine of each device (by device name), attached lazily by `spotlight query/search` (in the world).
    var searchEngines: [String: SearchEngine] {
        get { simulation.handles.searchEngines }
        _modify { yield &simulation.handles.searchEngines }
    }

    public init(seed: UInt64 = 42, catalog: AppCatalog = AppCatalog([]), registry: CommandRegistry? = nil) {
        self.seed = seed
        self.catalog = catalog
        self.registry = registry ?? StandardCommands.registry(catalog: catalog)
        self.simulation = Simulation(seed: seed, catalog: catalog)
    }

    /// Starts again from a fresh simulation with the same seed; the transcript is cleared.
    public func reset() {
        simulation = Simulation(seed: seed, catalog: catalog)
        transcript = []
        transcriptRevision += 1
        checkpoints = []
        recentWorlds = []
        stepsSinceCapture = 0
        invariants = []
        loadedWorld = nil
    }

    /// Parses and runs one line; a parse error leaves the simulation untouched.
    public func execute(_ source: String, line: Int = 1) -> StepOutcome {
        let (invocation, diagnostics) = CommandParser(registry: registry).parse(source, line: line)
        guard let invocation else {
            var outcome = StepOutcome()
            outcome.diagnostics = diagnostics
            return outcome
        }
        var outcome = execute(invocation)
        outcome.diagnostics = diagnostics + outcome.diagnostics
        return outcome
    }

    /// Runs a parsed command, then lets every job that is now due run.
    public func execute(_ invocation: CommandInvocation) -> StepOutcome {
        var outcome = StepOutcome()
        simulation.runtime.scheduler.shouldInterrupt = interruptCheck
        simulation.runtime.scheduler.progress = stepProgress
        defer {
            simulation.runtime.scheduler.shouldInterrupt = nil
            simulation.runtime.scheduler.progress = nil
        }
        if undoDepth > 0, !invocation.spec.isSessionControl {
            if recentWorlds.isEmpty || stepsSinceCapture >= captureSpacing
                && (captureBytes <= Self.captureBudget || stepsSinceCapture * Self.captureBudget >= captureBytes) {
                rememberWorldBeforeStep()
            }
            stepsSinceCapture += 1
        }
        let context = CommandContext(session: self, invocation: invocation)
        do {
            switch invocation.spec.body {
            case .action(let run):
                try run(invocation, context)
            case .probe(let read):
                simulation.settle()
                let value = try read(invocation, context)
                if let problem = check(value, invocation) {
                    outcome.expectationFailure = Diagnostic(range: invocation.lineRange, code: "expectation-failed",
                                                            "\(invocation.source.trimmingBlanks()): \(problem)")
                }
            }
            outcome.ran = true
        } catch let error as CommandError {
            outcome.diagnostics.append(error.diagnostic(fallback: invocation.commandRange))
        } catch let error as SimulatorError {
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "command-failed", error.message, suggestion: error.suggestion))
        } catch let error as AppActionError {
            let range = error.argument.flatMap { invocation.argument($0)?.range ?? invocation.declaredOption(named: $0)?.range } ?? invocation.lineRange
            outcome.diagnostics.append(Diagnostic(range: range, code: "action-failed", error.message, suggestion: error.suggestion))
        } catch {
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "command-failed", "\(error)"))
        }
        simulation.settle()
        // App code the system ran in the step (a widget's timeline provider) that is stuck fails the step.
        for stuck in SimStuckReports.take(for: simulation.runtime) {
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "app-code-stuck", stuck.message, suggestion: stuck.suggestion))
        }
        if let stop = simulation.runtime.scheduler.takeStop() {
            if stop.interrupted { return rollBack(invocation, stop: stop) }
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "step-budget",
                                                  "this step ran \(stop.jobs) scheduled jobs, the most one step runs; the clock stopped at \(stop.stoppedAt) on its way to \(stop.target)",
                                                  suggestion: "advance the clock in smaller steps"))
        }
        if !invariants.isEmpty, outcome.ran, !invocation.spec.isSessionControl {
            outcome.invariantFailure = brokenInvariant(after: invocation)
        }
        outcome.output = context.lines
        outcome.recordedOutput = context.recordedLines
        outcome.effects = context.effects
        if !isSessionControl(invocation), let entry = Self.journalEntry(source: invocation.source, outcome: outcome) {
            transcript.append(entry)
        }
        return outcome
    }

    /// Runs a line on behalf of another command (`expect error`), without adding it to the transcript.
    func executeNested(_ source: String, line: Int) -> StepOutcome {
        let before = transcript.count
        let outcome = execute(source, line: line)
        if transcript.count > before {
            transcript.removeSubrange(before...)
            transcriptRevision += 1
        }
        return outcome
    }

    func check(_ value: ProbeValue, _ invocation: CommandInvocation) -> String? {
        guard let comparison = invocation.comparison else {
            if case .bool(let b) = value { return b ? nil : "expected it to hold, but it does not" }
            return "this expectation needs a comparison, e.g. '== \(value)' (the value is \(value))"
        }
        return Expectation.check(value, comparison.op, comparison.value.text)
    }

    /// The transcript as a scenario file that replays green: each command with its output as `>` lines.
    public func transcriptScenario(title: String) -> String {
        "title: \(title)\n\n" + transcriptScenarioSteps(from: 0)
    }

    /// The steps of the transcript from `start` on, as `transcriptScenario` writes them (what a recording appends).
    public func transcriptScenarioSteps(from start: Int) -> String {
        var out = ""
        for step in transcript[min(max(0, start), transcript.count)...] {
            out += step.source + "\n"
            for line in step.output { out += line.isEmpty ? ">\n" : "> \(line)\n" }
        }
        return out
    }
}

extension Session {
    /// A session-control command (`CommandSpec.isSessionControl`), or `expect error` around one (`expect error
    /// checkpoint …` past the limit): neither is part of a recorded scenario, since the checkpoints or files it is about
    /// are not recorded either.
    func isSessionControl(_ invocation: CommandInvocation) -> Bool {
        if invocation.spec.isSessionControl { return true }
        guard invocation.spec.path == ["expect", "error"], let inner = invocation.argument("command") else { return false }
        let words = Lexer.tokenize(inner.text, lineNumber: invocation.line).tokens
        var index = 0
        while index + 1 < words.count, !words[index].isQuoted, words[index].text == "expect", !words[index + 1].isQuoted,
              words[index + 1].text == "error" { index += 2 }
        guard index < words.count, !words[index].isQuoted else { return false }
        if case .success(let found) = registry.resolve(Array(words[index...]), line: invocation.line) { return found.spec.isSessionControl }
        return registry.sessionControlWords.contains(words[index].text)
    }
}
