/// A violation `explore` found: where, what, and the scenario that shows it.
public struct ExploreViolation: Sendable {
    /// The journey (0-based) and its seed (the world's seed in the scenario).
    public var journey: Int
    public var journeySeed: UInt64
    /// The step of the journey that broke it (1-based, after the setup).
    public var step: Int
    /// What failed.
    public var signature: FailureSignature
    /// The steps as found (setup included) and as shrunk.
    public var found: [ReducibleStep]
    public var shrunk: [ReducibleStep]
    /// How many candidate lists shrinking ran (the same for the same seed), and their steps (which depend on which worlds
    /// were kept, so on the machine's speed: not part of the summary).
    public var shrinkRuns: Int
    public var shrinkSteps: Int
    /// The scenario that shows the violation (header with seed and violation, then the shrunk steps).
    public var scenario: String
}

/// What an `explore` run did: journeys and steps run, commands drawn, and the violation it stopped at, if any.
public struct ExploreReport: Sendable {
    /// Journeys started and steps run (setup steps not counted).
    public var journeys = 0
    public var steps = 0
    /// The commands drawn at least once, and how many the pool holds.
    public var commandsDrawn: Set<String> = []
    public var poolSize = 0
    /// The first violation, shrunk.
    public var violation: ExploreViolation?
    /// Whether the time budget ended the run before its journeys were done.
    public var stoppedByTimeBudget = false

    /// An empty report.
    public init() {}

    /// The closing lines, the same for the same options and seed (no wall-clock figures).
    public var summary: [String] {
        var lines = ["explore: \(journeys) journey\(journeys == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s"), \(commandsDrawn.count) of \(poolSize) commands drawn"
                     + (stoppedByTimeBudget ? " (time budget reached)" : "")]
        if let v = violation {
            lines.append("violation in journey \(v.journey + 1) (seed \(v.journeySeed)) at step \(v.step): \(v.signature)")
            lines.append("  \(v.signature.message)")
            lines.append("shrunk from \(v.found.count) to \(v.shrunk.count) steps (\(v.shrinkRuns) candidate runs)")
        } else {
            lines.append("no violation")
        }
        return lines
    }
}

/// Progress of a running `explore`, for a line on stderr.
public struct ExploreProgress: Sendable {
    public var journeys: Int
    public var steps: Int
    public var seconds: Double
    public var commandsDrawn: Int
    public var poolSize: Int

    /// E.g. `explore: 120 journeys, 12000 steps, 48213 steps/s, 482 journeys/s, 41/61 commands`.
    public var line: String {
        let s = max(seconds, 1e-9)
        return "explore: \(journeys) journeys, \(steps) steps, \(Int(Double(steps) / s)) steps/s, \(Int(Double(journeys) / s)) journeys/s, \(commandsDrawn)/\(poolSize) commands"
    }
}
