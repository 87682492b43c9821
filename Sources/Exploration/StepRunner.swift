import LimelightCore
import Script
import SimulatorKit

/// Runs a list of steps as `limelight run` runs a scenario — each on the world the steps before it made, stopping at
/// the first failure — and says how it failed. It keeps the world after each step of the last list it was told to
/// keep (`keepLastRun`), so a list that shares its first steps with that one starts from the world after them instead
/// of replaying them.
public final class StepRunner {
    /// The apps the worlds can install.
    public let catalog: AppCatalog
    /// The command registry the steps are parsed with.
    public let registry: CommandRegistry
    /// The seed every run starts from (a scenario's `seed:`).
    public let seed: UInt64
    /// A check after each step besides the scenario's own (explore's clock and tap checks): the session, the clock
    /// before the step, the step and what it did; a failure it returns ends the run.
    public var extraCheck: ((Session, SimInstant, ReducibleStep, StepOutcome) -> FailureSignature?)?
    /// Told before each step runs, with its index (a child process keeps it in its step beacon).
    public var beforeStep: ((Int, ReducibleStep) -> Void)?
    /// How many lists ran, and how many steps they ran in all.
    public private(set) var runs = 0
    public private(set) var stepsRun = 0

    /// A world between two steps, with the invariants declared by then.
    struct Kept {
        var world: WorldState
        var invariants: [SessionInvariant]
    }
    private var keptSteps: [ReducibleStep] = []
    private var keptWorlds: [Kept?] = []
    private var lastSteps: [ReducibleStep] = []
    private var lastWorlds: [Kept?] = []
    /// What capturing the last world took, and the steps' time since: a world is kept after every step while capturing
    /// costs under 50 µs, else once the steps since the last kept one took four times that (an app model that is a
    /// class is encoded at each capture). Wall-clock time decides only which worlds are kept, never a result.
    private var captureCost: Duration = .zero
    private var workSinceCapture: Duration = .zero

    /// Creates a runner for worlds of `catalog` started from `seed`.
    public init(catalog: AppCatalog, registry: CommandRegistry, seed: UInt64) {
        self.catalog = catalog
        self.registry = registry
        self.seed = seed
    }

    /// How `steps` fails (nil when it passes) and the index of the step that failed.
    public func run(_ steps: [ReducibleStep]) -> (signature: FailureSignature?, failedAt: Int?) {
        runs += 1
        // The first steps this list shares with the kept one, and the latest kept world among them.
        var shared = 0
        let limit = min(steps.count, keptSteps.count, keptWorlds.count - 1)
        while shared < limit, steps[shared] == keptSteps[shared] { shared += 1 }
        var start = shared
        while start > 0, keptWorlds[start] == nil { start -= 1 }
        var session = Session(seed: seed, catalog: catalog, registry: registry)
        if start > 0, let kept = keptWorlds[start] {
            if let restored = try? Session(restoring: kept.world, seed: seed, catalog: catalog, registry: registry) {
                restored.adoptInvariants(kept.invariants)
                session = restored
            } else {
                start = 0
            }
        }
        lastSteps = steps
        lastWorlds = Array(keptWorlds.prefix(start + 1))
        if lastWorlds.isEmpty { lastWorlds = [nil] }
        let clock = ContinuousClock()
        workSinceCapture = .zero
        for index in start..<steps.count {
            let step = steps[index]
            let before = session.simulation.runtime.now
            let began = clock.now
            beforeStep?(index, step)
            let outcome = session.execute(step.source, line: index + 1)
            stepsRun += 1
            if let failure = Self.signature(of: outcome, step: step, session: session) ?? extraCheck?(session, before, step, outcome) {
                return (failure, index)
            }
            workSinceCapture += clock.now - began
            if captureCost < .microseconds(50) || workSinceCapture >= captureCost * 4 {
                let capturing = clock.now
                lastWorlds.append(session.simulation.state.map { Kept(world: $0, invariants: session.invariants) })
                captureCost = clock.now - capturing
                workSinceCapture = .zero
            } else {
                lastWorlds.append(nil)
            }
        }
        return (nil, nil)
    }

    /// Keeps the worlds of the last list that ran, for the lists that follow.
    public func keepLastRun() {
        keptSteps = lastSteps
        keptWorlds = lastWorlds
    }

    /// The failure a step's outcome shows, as `limelight run` reports it first: a command's error, a failed expectation,
    /// a broken invariant, then golden output that differs.
    static func signature(of outcome: StepOutcome, step: ReducibleStep, session: Session) -> FailureSignature? {
        let source = step.source.trimmingBlanks()
        if let error = outcome.diagnostics.first(where: { $0.severity == .error }) {
            let subject = error.code == "expectation-failed" ? source : commandName(source, registry: session.registry)
            return FailureSignature(code: error.code, subject: subject, message: error.message)
        }
        if let failure = outcome.expectationFailure {
            return FailureSignature(code: failure.code, subject: source, message: failure.message)
        }
        if let failure = outcome.invariantFailure {
            let invariant = session.invariants.first { failure.message.contains("'\($0.source)'") }?.source ?? ""
            return FailureSignature(code: failure.code, subject: invariant, message: failure.message)
        }
        if let golden = step.golden, golden != outcome.output {
            return FailureSignature(code: "output-differs", subject: source, message: "the output differs from the expected lines")
        }
        return nil
    }

    /// The command words a line starts with, e.g. `task complete`.
    public static func commandName(_ source: String, registry: CommandRegistry) -> String {
        registry.commandWords(of: Lexer.tokenize(source).tokens).joined(separator: " ")
    }
}
