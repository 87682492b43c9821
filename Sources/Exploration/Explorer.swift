import LimelightCore
import Script
import SimulatorKit

/// `limelight explore`: runs seeded journeys of generated commands against the apps, checks the built-in invariants
/// and the user's after every step, stops at the first violation and shrinks it to a scenario.
public final class Explorer {
    public let options: ExploreOptions
    public let catalog: AppCatalog
    public let registry: CommandRegistry

    /// The built-in invariants every journey declares first, so a violation is a scenario line `run` checks too.
    public static let builtinLines = [BuiltinInvariant.searchableMatchesModel, .reloadBudget]
        .map { "invariant expect violations \($0.rawValue) == (none)" }

    /// The snapshot round trip is checked at the end of every this many journeys (the first, the fifth, …): it builds the
    /// world again, which costs about what a tenth of a journey's steps cost.
    public static let roundTripEvery = 4

    /// Creates an explorer for `options` over the apps of `catalog`.
    public init(options: ExploreOptions, catalog: AppCatalog, registry: CommandRegistry? = nil) {
        self.options = options
        self.catalog = catalog
        self.registry = registry ?? StandardCommands.registry(catalog: catalog)
    }

    /// The seed of journey `index`: the run's seed and the index mixed (SplitMix64's finaliser), so journeys differ.
    public static func journeySeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % 1_000_000_000
    }

    /// The apps to install (the `app install` arguments), each checked against the catalogue; throws naming a bad one.
    public func installTargets() throws -> [String] {
        let targets = options.apps.isEmpty ? catalog.shortNames : options.apps
        for target in targets {
            let name = target.split(separator: " ").first.map(String.init) ?? ""
            guard catalog.descriptor(named: name) != nil else {
                let guess = Suggestions.closest(to: name, in: catalog.shortNames)
                throw ExploreError("--app '\(target)': no app '\(name)' in the catalogue",
                                   suggestion: guess.map { "did you mean '\($0)'?" } ?? "one of: \(catalog.shortNames.joined(separator: ", "))")
            }
        }
        return targets
    }

    /// The setup lines of a journey: invariants, the device, the apps (install options drawn when not given), and the
    /// first app launched.
    func setup(targets: [String], random: inout SeededRandom) -> [String] {
        var lines = Self.builtinLines + options.invariants.map(\.source)
        lines.append("device add phone")
        for target in targets {
            var line = "app install " + target
            if !target.contains(" "), let descriptor = catalog.descriptor(named: target) {
                for option in descriptor.installOptions where random.next() % 2 == 0 {
                    if case .choice(let words)? = option.kind, !words.isEmpty {
                        line += " --\(option.name) \(words[Int(random.next() % UInt64(words.count))])"
                    }
                }
            }
            lines.append(line)
        }
        if let first = targets.first?.split(separator: " ").first { lines.append("app launch \(first)") }
        return lines
    }

    /// Explore's checks besides the scenario's invariants: the clock never goes back, a step never runs past its job
    /// budget (a hang), and a tapped result opens the app or says it was not handled.
    public static func builtinCheck(_ session: Session, _ before: SimInstant, _ step: ReducibleStep, _ outcome: StepOutcome) -> FailureSignature? {
        let now = session.simulation.runtime.now
        if now < before {
            return FailureSignature(code: "clock-went-back", subject: StepRunner.commandName(step.source, registry: session.registry),
                                    message: "the clock went back from \(before) to \(now)")
        }
        if let hang = outcome.diagnostics.first(where: { $0.code == "step-budget" }) {
            return FailureSignature(code: hang.code, subject: StepRunner.commandName(step.source, registry: session.registry), message: hang.message)
        }
        if step.source.hasPrefix("spotlight tap"), outcome.ran, !outcome.diagnostics.contains(where: { $0.severity == .error }),
           !outcome.output.contains(where: { $0.hasPrefix("opened ") }) {
            return FailureSignature(code: "tap-unreported", subject: "spotlight tap",
                                    message: "a tapped result neither opened the app nor was reported as a dead end")
        }
        return nil
    }

    /// Setup lines parsed once (every journey starts with the same few lines), by line number and text.
    private var parsedSetup: [String: CommandInvocation] = [:]

    /// The invocation of setup line `line` (1-based), parsed the first time it is asked for; nil when the parser has
    /// anything to say about it (then it is run as a line, so its diagnostics are reported as usual).
    func setupInvocation(_ source: String, line: Int) -> CommandInvocation? {
        let key = "\(line) \(source)"
        if let known = parsedSetup[key] { return known }
        let (invocation, diagnostics) = CommandParser(registry: registry).parse(source, line: line)
        guard let invocation, diagnostics.isEmpty else { return nil }
        if parsedSetup.count < 256 { parsedSetup[key] = invocation }
        return invocation
    }

    /// A journey's session after its setup, how many setup lines ran, and the generator's state after drawing them.
    func start(journey: Int, targets: [String]) throws -> (Session, Int, SeededRandom) {
        let seed = Self.journeySeed(options.seed, journey)
        var random = SeededRandom(seed: seed)
        let session = Session(seed: seed, catalog: catalog, registry: registry)
        let setupLines = setup(targets: targets, random: &random)
        for (index, line) in setupLines.enumerated() {
            options.trace?(journey + 1, line)
            options.beforeStep?(journey, 0, "")
            let outcome = setupInvocation(line, line: index + 1).map(session.execute) ?? session.execute(line, line: index + 1)
            if let error = outcome.diagnostics.first(where: { $0.severity == .error }) {
                let origin = index >= Self.builtinLines.count && index - Self.builtinLines.count < options.invariants.count
                    ? options.invariants[index - Self.builtinLines.count].location + ": " : ""
                throw ExploreError("\(origin)the journey's setup step '\(line)' failed: \(error.message)",
                                   suggestion: error.suggestion ?? "check --app and --invariants")
            }
            if outcome.invariantFailure != nil { break }
        }
        return (session, setupLines.count, random)
    }

    /// The steps of journey `journey` up to its step `step` (1-based; 0: the setup), that step drawn but not run: what a
    /// journey that crashed there ran, rebuilt from its seed without running the step that crashed.
    public func reproduce(journey: Int, step: Int) throws -> (steps: [ReducibleStep], seed: UInt64) {
        let targets = try installTargets()
        let names = Set(targets.compactMap { catalog.descriptor(named: String($0.split(separator: " ")[0]))?.shortName })
        let (session, _, random) = try start(journey: journey, targets: targets)
        var generator = JourneyGenerator(pool: CommandPool(registry: registry, apps: names), random: random)
        for current in 1...max(1, step) where step > 0 {
            guard let (line, _) = generator.nextLine(for: session) else { break }
            if current == step { return (session.transcript.map { ReducibleStep($0.source) } + [ReducibleStep(line)], Self.journeySeed(options.seed, journey)) }
            _ = session.execute(line)
        }
        return (session.transcript.map { ReducibleStep($0.source) }, Self.journeySeed(options.seed, journey))
    }

    /// A crash or hang found by running journeys in a child process, written as a scenario: `found` as rebuilt up to the
    /// step that crashed, `shrunk` as cut down (by candidates run each in a process of its own), `failure` (e.g.
    /// `crashed with SIGILL (…)`, `hung (…)`) in the header.
    public func crashScenario(journey: Int, step: Int, seed: UInt64, failure: String, found: [ReducibleStep], shrunk: [ReducibleStep]) -> String {
        let last = shrunk.last?.source ?? ""
        let kind = failure.hasPrefix("hung") ? "a hang" : "a crash"
        var text = "title: explore found \(kind) — \(Self.oneLine(StepRunner.commandName(last, registry: registry), limit: 100))\n"
        text += "seed: \(seed)\n"
        text += "xfail: \(failure) while running '\(Self.oneLine(last, limit: 300))'\n"
        text += "tags: explore \(kind.dropFirst(2))\n"
        text += "# Found by `\(options.commandLine)` (explore seed \(options.seed)): journey \(journey + 1) (seed \(seed)) \(failure) "
            + (step == 0 ? "in its setup.\n" : "at its step \(step).\n")
        text += found.count == shrunk.count ? "# Not shrunk.\n"
            : "# Shrunk from \(found.count) to \(shrunk.count) steps, each candidate run in a process of its own.\n"
        text += "# `limelight run` runs it in a worker process and reports the signal or the time limit and the step.\n"
        text += "# Once the bug is fixed the run says XPASS: delete the xfail line then.\n"
        text += "\n" + shrunk.map { $0.source + "\n" }.joined()
        return text
    }

    /// Runs the journeys; `progress` hears about every half second of wall-clock time (never part of the report).
    public func run(progress: ((ExploreProgress) -> Void)? = nil) throws -> ExploreReport {
        let targets = try installTargets()
        let names = Set(targets.compactMap { catalog.descriptor(named: String($0.split(separator: " ")[0]))?.shortName })
        let pool = CommandPool(registry: registry, apps: names)
        var report = ExploreReport()
        report.poolSize = pool.entries.count
        var drawn = [Bool](repeating: false, count: pool.entries.count)
        let started = ContinuousClock.now
        var lastProgress = started
        func elapsed() -> Double {
            let d = ContinuousClock.now - started
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        func overBudget() -> Bool { options.timeBudget.map { elapsed() >= $0 } ?? false }
        for journey in 0..<max(0, options.journeys) {
            if overBudget() { report.stoppedByTimeBudget = true; break }
            let seed = Self.journeySeed(options.seed, journey)
            let (session, setupCount, random) = try start(journey: journey, targets: targets)
            report.journeys += 1
            var generator = JourneyGenerator(pool: pool, random: random)
            var found: (step: Int, signature: FailureSignature, last: ReducibleStep)?
            for step in 1...max(1, options.steps) where options.steps > 0 {
                guard let generated = generator.next(for: session, line: setupCount + step) else { break }
                let (line, name) = (generated.line, generated.command)
                if !drawn[generated.entry] {
                    drawn[generated.entry] = true
                    report.commandsDrawn.insert(name)
                }
                options.trace?(journey + 1, line)
                options.beforeStep?(journey, step, name)
                let before = session.simulation.runtime.now
                // A line the generator bound runs as that invocation: what parsing the line would give.
                let outcome = generated.invocation.map(session.execute) ?? session.execute(line, line: setupCount + step)
                report.steps += 1
                let reducible = ReducibleStep(line)
                if let failure = outcome.invariantFailure.flatMap({ _ in StepRunner.signature(of: outcome, step: reducible, session: session) })
                    ?? Self.builtinCheck(session, before, reducible, outcome) {
                    found = (step, failure, reducible)
                    break
                }
                if report.steps % 256 == 0 {
                    if let progress, ContinuousClock.now - lastProgress >= .milliseconds(500) {
                        lastProgress = .now
                        progress(ExploreProgress(journeys: report.journeys, steps: report.steps, seconds: elapsed(),
                                                 commandsDrawn: report.commandsDrawn.count, poolSize: report.poolSize))
                    }
                    if overBudget() { report.stoppedByTimeBudget = true; break }
                }
            }
            var steps = session.transcript.map { ReducibleStep($0.source) }
            if found == nil, journey % Self.roundTripEvery == 0,
               let broken = BuiltinInvariant.snapshotRoundTrip.violations(in: session.simulation).first {
                let line = "expect violations \(BuiltinInvariant.snapshotRoundTrip.rawValue) == (none)"
                steps.append(ReducibleStep(line))
                found = (options.steps, FailureSignature(code: "expectation-failed", subject: line, message: broken), ReducibleStep(line))
            }
            if let found {
                // The breaking step runs as it was written (a hang is kept as `expect error` in the transcript).
                if steps.last != found.last, !steps.isEmpty, steps[steps.count - 1].source.hasPrefix("expect error ") { steps.removeLast() }
                if steps.last != found.last { steps.append(found.last) }
                report.violation = violation(journey: journey, seed: seed, step: found.step, signature: found.signature, steps: steps)
                break
            }
            if report.stoppedByTimeBudget { break }
        }
        progress?(ExploreProgress(journeys: report.journeys, steps: report.steps, seconds: elapsed(),
                                  commandsDrawn: report.commandsDrawn.count, poolSize: report.poolSize))
        return report
    }

    /// The violation shrunk (unless shrinking is off) and written as a scenario.
    func violation(journey: Int, seed: UInt64, step: Int, signature: FailureSignature, steps: [ReducibleStep]) -> ExploreViolation {
        let runner = StepRunner(catalog: catalog, registry: registry, seed: seed)
        runner.extraCheck = Self.builtinCheck
        var shrunk = steps
        if options.shrink {
            shrunk = Reducer(runner: runner, target: signature).reduce(steps)
        }
        let final = runner.run(shrunk).signature ?? signature
        var text = "title: explore found \(signature.code) — \(Self.oneLine(signature.subject, limit: 100))\n"
        text += "seed: \(seed)\n"
        text += "xfail: \(Self.oneLine(Self.withoutLineNumber(final.message), limit: 400))\n"
        text += "tags: explore\n"
        text += "# Found by `\(options.commandLine)` (explore seed \(options.seed)): journey \(journey + 1) (seed \(seed)) broke \(signature) at its step \(step).\n"
        text += "# Shrunk from \(steps.count) to \(shrunk.count) steps. `limelight run` reports it as XFAIL while the bug is there;\n"
        text += "# once it is fixed the run says XPASS: then delete the xfail line and keep the scenario as a regression test.\n"
        if ["clock-went-back", "tap-unreported"].contains(signature.code) {
            text += "# This check is explore's own: `limelight run` does not make it, so only explore reproduces the failure.\n"
        }
        text += "\n" + shrunk.map { $0.source + "\n" }.joined()
        return ExploreViolation(journey: journey, journeySeed: seed, step: step, signature: signature, found: steps, shrunk: shrunk,
                                shrinkRuns: runner.runs, shrinkSteps: runner.stepsRun, scenario: text)
    }

    /// `message` without the ` (line N)` an invariant failure names its declaration with (it moves as steps go).
    static func withoutLineNumber(_ message: String) -> String {
        guard let open = message.range(of: " (line "), let close = message[open.upperBound...].firstIndex(of: ")") else { return message }
        return String(message[..<open.lowerBound] + message[message.index(after: close)...])
    }

    /// `text` on one line, cut to `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }
}

/// A problem with what `explore` or `reduce` was asked to do, with what to do about it.
public struct ExploreError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String { message + (suggestion.map { "\n  help: \($0)" } ?? "") }
}
