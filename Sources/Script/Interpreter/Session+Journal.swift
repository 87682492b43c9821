import LimelightCore

extension Session {
    /// The transcript entry for a step that ran: a success as written; a command that failed as `expect error STEP`
    /// with the lines `expect error` prints, so replay runs it again (a failed step may still have changed the world,
    /// e.g. the inner command of a failing `expect error`) and passes; nil for a failed expectation, which only reads.
    static func journalEntry(source: String, outcome: StepOutcome) -> (source: String, output: [String])? {
        let line = source.trimmingBlanks()
        // A step that broke an invariant still ran as written: it is kept as written.
        if outcome.ran, outcome.expectationFailure == nil, !outcome.diagnostics.contains(where: { $0.severity == .error }) {
            return (line, outcome.scenarioOutput)
        }
        guard let error = outcome.diagnostics.first(where: { $0.severity == .error }) else { return nil }
        var output = outcome.scenarioOutput
        output.append("error: \(error.message)")
        if let suggestion = error.suggestion { output.append("help: \(suggestion)") }
        return ("expect error " + line, output)
    }

    /// A fresh session (same catalogue and registry) that has run `steps` from `seed`; throws when a step does not
    /// replay as recorded (fails, or prints something else), naming the step.
    public func replaying(_ steps: [(source: String, output: [String])], seed: UInt64) throws -> Session {
        let fresh = Session(seed: seed, catalog: catalog, registry: registry)
        fresh.snapshotFiles = snapshotFiles
        try fresh.replay(steps, from: 0)
        return fresh
    }

    /// Undoes a step that Ctrl-C stopped between two jobs: the world goes back to before it (a replay of the transcript,
    /// which does not hold the step), so what was recorded still reproduces it; the outcome says so.
    func rollBack(_ invocation: CommandInvocation, stop: StepBudgetStop) -> StepOutcome {
        var outcome = StepOutcome()
        let check = interruptCheck
        interruptCheck = nil
        defer { interruptCheck = check }
        let stopped = "interrupted (Ctrl-C) after \(stop.jobs) scheduled jobs, with the clock at \(stop.stoppedAt) on its way to \(stop.target)"
        do {
            try goBack(to: transcript.count, includingCurrent: false)
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "interrupted",
                                                  stopped + ": the step was rolled back, the world is as it was before it",
                                                  suggestion: "advance the clock in smaller steps to see where it gets slow"))
        } catch {
            outcome.diagnostics.append(Diagnostic(range: invocation.commandRange, code: "interrupted",
                                                  stopped + "; rolling it back failed (\(error)), so the world stands where it stopped",
                                                  suggestion: "'reset', or 'rewind' to a checkpoint"))
        }
        return outcome
    }
}
