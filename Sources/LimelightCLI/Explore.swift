import ArgumentParser
import Exploration
import Foundation
import LimelightCore
import ReferenceApps
import ScenarioKit
import Script

/// `limelight explore`: generated journeys against the reference apps, stopped at the first broken invariant and shrunk.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run seeded, generated journeys against the apps until an invariant breaks; shrink it to a scenario.",
        discussion: """
        Journeys run in a child process, so a command that crashes is reported (the journey rebuilt up to that step, \
        as a scenario) instead of ending explore; --in-process runs them here. Each journey declares the built-in invariants (and those of --invariants FILE), adds a device, installs the apps \
        (drawing their install options unless given) and launches the first, then runs --steps commands drawn from the \
        registry, weighted toward what changes state, with arguments from the REPL's completion sources. After every step \
        the invariants are read; explore also checks that the clock never goes back, no step hangs, a tapped result opens \
        the app or says it did not, and, after every fourth journey, that a snapshot round trip keeps the world. The first \
        violation is shrunk to a scenario (printed, and written to -o DIR) whose header names the seed and the violation; \
        exit status 1 then, 0 when every journey passed. The same options give the same output, byte for byte (with \
        --time-budget, the number of journeys run depends on the machine). Progress goes to stderr. Docs/Explore.md.
        """
    )

    @Option(help: "The seed journeys are drawn from.") var seed: UInt64 = 1
    @Option(help: "Steps per journey, after its setup (at most 100000).") var steps = 100
    @Option(help: "The most journeys to run.") var journeys = 1_000
    @Option(help: "Stop starting journeys after this long (seconds, or a duration: 30s, 5m).", transform: { try WallSeconds.parse($0) }) var timeBudget: Double?
    @Option(help: "An app to install, as 'app install' takes it (repeatable; e.g. focusblox, or 'focusblox --spotlight-behaviour corrected'). Default: every reference app.")
    var app: [String] = []
    @Option(help: "A file of 'invariant expect …' lines checked besides the built-in ones.") var invariants: String?
    @Option(name: .shortAndLong, help: "Write the shrunk scenario into this folder.") var output: String?
    @Flag(help: "Overwrite a scenario file in the output folder even if Limelight did not write it.") var force = false
    @Flag(help: "Show the violation as found, without shrinking it.") var noShrink = false
    @Flag(help: "No progress line on stderr.") var quiet = false
    @Flag(name: .shortAndLong, help: "Print every step of every journey on stderr ('J: LINE').") var verbose = false
    @Flag(help: "Run the journeys in this process instead of a child process (a crash then ends explore instead of being reported).")
    var inProcess = false
    @Option(help: "With journeys in a child process: a step that runs longer than this (seconds, or a duration: 10s, 500ms) is reported as a hang (and shrunk, each candidate with a shorter limit derived from the steps before it).",
            transform: { try WallSeconds.parse($0) })
    var stepTimeout: Double = 10
    @Option(help: ArgumentHelp("The step beacon's descriptor: run as explore's child process (internal).", visibility: .hidden))
    var stepBeacon: Int32?
    @Option(help: ArgumentHelp("Run the steps of this file (one a line) and answer how they fail (internal, with --step-beacon).", visibility: .hidden))
    var replaySteps: String?
    @Option(help: ArgumentHelp("The world seed of --replay-steps (internal).", visibility: .hidden))
    var replaySeed: UInt64 = 42

    /// The prefix of a line a child process writes to its stdout for the parent to show on stderr (progress, -v).
    static let stderrMark = "\u{1}"

    func run() throws {
        if let replaySteps {
            try replay(replaySteps)
            return
        }
        var options = ExploreOptions()
        options.seed = seed
        guard (0...ExploreOptions.maximumSteps).contains(steps) else { throw ValidationError("--steps \(steps): give 0 to \(ExploreOptions.maximumSteps)") }
        guard (0...ExploreOptions.maximumJourneys).contains(journeys) else { throw ValidationError("--journeys \(journeys): give 0 to \(ExploreOptions.maximumJourneys)") }
        if let timeBudget, !(timeBudget > 0 && timeBudget <= ExploreOptions.maximumTimeBudget) {
            throw ValidationError("--time-budget \(timeBudget): give a number of seconds above 0 and at most \(Int(ExploreOptions.maximumTimeBudget))")
        }
        guard stepTimeout >= 0.1, stepTimeout <= ExploreOptions.maximumTimeBudget else {
            throw ValidationError("--step-timeout \(stepTimeout): give 0.1 to \(Int(ExploreOptions.maximumTimeBudget)) seconds")
        }
        guard app.count <= ExploreOptions.maximumApps else { throw ValidationError("--app is given \(app.count) times; at most \(ExploreOptions.maximumApps) apps") }
        options.steps = steps
        options.journeys = journeys
        options.timeBudget = timeBudget
        options.apps = app.map { $0.trimmingBlanks() }
        options.shrink = !noShrink
        let child = stepBeacon != nil
        @Sendable func note(_ text: String) {
            if child { print(Self.stderrMark + text); flushStandardOutput() } else { printError(text) }
        }
        if verbose { options.trace = { journey, line in note("\(journey): \(line)") } }
        if let invariants { options.invariants = try Self.readInvariants(invariants) }
        var words = ["limelight explore"]
        for a in options.apps { words.append("--app " + Lexer.quoteIfNeeded(a)) }
        words.append("--seed \(seed)")
        if steps != 100 { words.append("--steps \(steps)") }
        if let invariants { words.append("--invariants \(invariants)") }
        options.commandLine = words.joined(separator: " ")
        if let fd = stepBeacon {
            let beacon = StepBeacon.adopt(fileDescriptor: fd)
            let crashOn = ProcessEnvironment.variables["LIMELIGHT_TEST_EXPLORE_CRASH_ON"].flatMap { $0.isEmpty ? nil : $0 }
            let hangOn = ProcessEnvironment.variables["LIMELIGHT_TEST_EXPLORE_HANG_ON"].flatMap { $0.isEmpty ? nil : $0 }
            options.beforeStep = { journey, step, command in
                beacon?.line = journey << 20 | step
                if let crashOn, command == crashOn { preconditionFailure("LIMELIGHT_TEST_EXPLORE_CRASH_ON=\(crashOn): crashing on purpose (test hook)") }
                if let hangOn, command == hangOn { while true { sleep(1000) } }
            }
        }
        let explorer = Explorer(options: options, catalog: LimelightMain.catalog)
        if !inProcess, !child {
            try runInChild(explorer)
            return
        }
        let showProgress = !quiet
        let report: ExploreReport
        do {
            report = try explorer.run { p in if showProgress { note(p.line) } }
        } catch let error as ExploreError {
            throw ValidationError(error.description)
        }
        for line in report.summary { print(line) }
        guard let violation = report.violation else { return }
        print("")
        print(violation.scenario, terminator: "")
        if let output {
            let path = (output.hasSuffix("/") ? String(output.dropLast()) : output) + "/explore-seed\(seed)-journey\(violation.journey + 1).scenario"
            try checkOutput(path)
            try FileSystem.writeAtomically(violation.scenario, to: path)
            print("wrote \(path)")
        }
        flushStandardOutput()
        throw ExitCode(1)
    }

    /// Runs the journeys in a child process (this command with `--step-beacon`), passing its output on; when the child
    /// crashes, names the journey and step from the beacon, rebuilds the journey up to that step here without running
    /// it, and prints and writes the scenario.
    func runInChild(_ explorer: Explorer) throws {
        var environment = ProcessEnvironment.variables
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let beacon = StepBeacon.create()
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let beacon { arguments += ["--step-beacon", "\(StepBeacon.childFileDescriptor)"] } else { arguments.append("--in-process") }
        let command = WorkerCommand(executable: WorkerCommand.executablePath(), arguments: arguments,
                                    environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        let worker: WorkerProcess
        do { worker = try WorkerProcess.spawn(command, beacon: beacon) } catch {
            throw ValidationError("cannot start explore's child process (\(error)); add --in-process to run the journeys here")
        }
        // A step that runs past --step-timeout without the beacon moving is a hang: the child is killed.
        var lastWord = beacon?.line ?? 0
        var lastChange = DispatchTime.now().uptimeNanoseconds
        let timeout = UInt64(stepTimeout * 1e9)
        while true {
            switch worker.next(deadline: DispatchTime.now().uptimeNanoseconds + 250_000_000) {
            case .line(let line):
                if line.hasPrefix(Self.stderrMark) { printError(String(line.dropFirst())) } else { print(line) }
            case .timedOut:
                let now = DispatchTime.now().uptimeNanoseconds
                let word = beacon?.line ?? 0
                if word != lastWord {
                    lastWord = word
                    lastChange = now
                } else if beacon != nil, now - lastChange > timeout {
                    worker.kill()
                    try report(explorer, word: word, failure: "hung (a step ran over \(Self.seconds(stepTimeout)) s)", said: [], shrink: !noShrink)
                }
            case .tooLong:
                throw ValidationError("explore's child process wrote a line longer than \(WorkerProcess.lineLimit) bytes")
            case .exited(let status):
                flushStandardOutput()
                guard let signal = SignalName.terminatingSignal(status) else {
                    let code = SignalName.exitCode(status)
                    if code != 0 { FileHandle.standardError.write(Data(worker.stderrText.utf8)) }
                    if code != 0 { throw ExitCode(code) }
                    return
                }
                // The runtime's own message (e.g. "Fatal error: …"), not the backtrace after it.
                let said = worker.stderrText.split(separator: "\n").filter { $0.contains("Fatal error") || $0.contains("error:") }.prefix(2)
                try report(explorer, word: beacon?.line ?? 0, failure: "crashed with \(SignalName.name(signal)) (\(SignalName.meaning(signal)))",
                           said: said.map(String.init), shrink: !noShrink)
            }
        }
    }

    /// `2` or `0.5`: seconds as typed.
    static func seconds(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    /// Reports a journey that crashed or hung at the step the beacon `word` names: rebuilt up to that step here, shrunk
    /// (a crash; each candidate in a process of its own), printed and written as a scenario; exits with status 1.
    func report(_ explorer: Explorer, word: Int, failure: String, said: [String], shrink: Bool) throws -> Never {
        let (journey, step) = (word >> 20, word & 0xFFFFF)
        let (found, journeySeed) = try explorer.reproduce(journey: journey, step: step)
        print("explore: journey \(journey + 1) (seed \(journeySeed)) \(failure) at step \(step): '\(found.last?.source ?? "")'")
        for line in said { print("  " + line) }
        var shrunk = found
        if shrink, let last = found.last, failure.hasPrefix("hung") {
            // Each candidate that hangs costs the per-candidate limit: derived from what the passing steps before the
            // hang take (run once here with the whole --step-timeout), at least half a second, at most --step-timeout.
            let runner = ProcessCandidateRunner(registry: explorer.registry, seed: journeySeed, timeout: stepTimeout)
            let prefix = runner.run(Array(found.dropLast()))
            if prefix.signature == nil {
                runner.calibrate(prefixSeconds: runner.lastStepsSeconds)
                shrunk = Reducer(runner: runner, target: runner.hangSignature(last), maximumRuns: Self.hangShrinkRuns).reduce(found)
                print("shrunk from \(found.count) to \(shrunk.count) steps (\(runner.runs) candidate runs, each in a process of its own)")
            } else {
                print("not shrunk: the steps before the hang do not pass when run again (\(prefix.signature.map(\.description) ?? ""))")
            }
        } else if shrink, let last = found.last {
            let runner = ProcessCandidateRunner(registry: explorer.registry, seed: journeySeed)
            let signal = String(failure.dropFirst("crashed with ".count))
            let target = FailureSignature(code: "crash", subject: StepRunner.commandName(last.source, registry: explorer.registry), message: signal)
            shrunk = Reducer(runner: runner, target: target, maximumRuns: Self.crashShrinkRuns).reduce(found)
            print("shrunk from \(found.count) to \(shrunk.count) steps (\(runner.runs) candidate runs, each in a process of its own)")
        }
        let scenario = explorer.crashScenario(journey: journey, step: step, seed: journeySeed, failure: failure, found: found, shrunk: shrunk)
        print("")
        print(scenario, terminator: "")
        if let output {
            let kind = failure.hasPrefix("hung") ? "hang" : "crash"
            let path = (output.hasSuffix("/") ? String(output.dropLast()) : output) + "/explore-seed\(seed)-journey\(journey + 1)-\(kind).scenario"
            try checkOutput(path)
            try FileSystem.writeAtomically(scenario, to: path)
            print("wrote \(path)")
        }
        flushStandardOutput()
        throw ExitCode(1)
    }

    /// The most candidates a crash is shrunk with (each starts a process).
    static let crashShrinkRuns = 400
    /// The most candidates a hang is shrunk with (at most `ProcessCandidateRunner.maximumHangs` of them may hang).
    static let hangShrinkRuns = 200

    /// `--replay-steps FILE` (a child of `ProcessCandidateRunner`): runs the steps as `limelight run` would, with
    /// explore's checks, keeping the step it is in in the beacon, and answers on stdout how they failed.
    func replay(_ path: String) throws {
        let text = try FileSystem.read(path)
        let steps = text.split(separator: "\n").map { ReducibleStep(String($0)) }
        let catalog = LimelightMain.catalog
        let registry = StandardCommands.registry(catalog: catalog)
        let runner = StepRunner(catalog: catalog, registry: registry, seed: replaySeed)
        runner.extraCheck = Explorer.builtinCheck
        let beacon = stepBeacon.flatMap(StepBeacon.adopt(fileDescriptor:))
        let crashOn = ProcessEnvironment.variables["LIMELIGHT_TEST_EXPLORE_CRASH_ON"].flatMap { $0.isEmpty ? nil : $0 }
        let hangOn = ProcessEnvironment.variables["LIMELIGHT_TEST_EXPLORE_HANG_ON"].flatMap { $0.isEmpty ? nil : $0 }
        runner.beforeStep = { index, step in
            beacon?.line = index + 1
            guard crashOn != nil || hangOn != nil else { return }
            let name = StepRunner.commandName(step.source, registry: registry)
            if let crashOn, name == crashOn {
                preconditionFailure("LIMELIGHT_TEST_EXPLORE_CRASH_ON=\(crashOn): crashing on purpose (test hook)")
            }
            if let hangOn, name == hangOn { while true { sleep(1000) } }
        }
        let began = DispatchTime.now().uptimeNanoseconds
        let result = runner.run(steps)
        print(ProcessCandidateRunner.timingMark + String(DispatchTime.now().uptimeNanoseconds - began))
        print(ProcessCandidateRunner.answer(result))
        flushStandardOutput()
    }

    /// The `invariant expect …` lines of `path` (blank lines and `#` comments skipped), each with its `FILE:LINE`;
    /// any other line is an error located there.
    static func readInvariants(_ path: String) throws -> [(source: String, location: String)] {
        let text = try FileSystem.read(path)
        var out: [(String, String)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let column = raw.count - raw.drop(while: { $0 == " " || $0 == "\t" }).count + 1
            guard line.hasPrefix("invariant expect ") else {
                throw ValidationError("\(path):\(index + 1):\(column): expected an 'invariant expect …' line\n  \(line)\n  help: write each invariant as 'invariant expect PROBE OP VALUE', e.g. 'invariant expect spotlight count --app all <= 50'")
            }
            guard out.count < SessionInvariantLimit.count else {
                throw ValidationError("\(path):\(index + 1):\(column): more than \(SessionInvariantLimit.count) invariants\n  help: combine them")
            }
            out.append((line, "\(path):\(index + 1):\(column)"))
        }
        return out
    }

    /// `-o` follows `save`'s rule: an existing file Limelight did not write is not replaced without --force.
    private func checkOutput(_ path: String) throws {
        do { try RecordedFile.checkOutputOverwrite(path, force: force) } catch let error as AtomicFile.WriteError {
            throw ValidationError("not written: \(path): \(error.reason)")
        }
    }
}

/// The most invariants a file may declare (a session checks at most this many).
enum SessionInvariantLimit {
    static let count = SessionInvariant.maximumCount - Explorer.builtinLines.count
}
