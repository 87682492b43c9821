import LimelightCore

extension Session {
    /// The transcript entry for a step that ran: a success as written; a command that failed as `expect error STEP`
    /// with the lines `expect error` prints, so replay runs it again (a failed step may still have changed the world,
    /// e.g. the inner command of a failing `expect error`) and passes; nil for a failed expectation, which only reads.
    static func journalEntry(source: String, outcome: StepOutcome) -> (source: String, output: [String])? {
        let line = source.trimmingBlanks()
        if outcome.ran, !outcome.failed { return (line, outcome.output) }
        guard let error = outcome.diagnostics.first(where: { $0.severity == .error }) else { return nil }
        var output = outcome.output
        output.append("error: \(error.message)")
        if let suggestion = error.suggestion { output.append("help: \(suggestion)") }
        return ("expect error " + line, output)
    }

    /// A fresh session (same catalogue and registry) that has run `steps` from `seed`; throws when a step does not
    /// replay as recorded (fails, or prints something else), naming the step.
    public func replaying(_ steps: [(source: String, output: [String])], seed: UInt64) throws -> Session {
        let fresh = Session(seed: seed, catalog: catalog, registry: registry)
        fresh.snapshotFiles = snapshotFiles
        for (number, step) in steps.enumerated() {
            let outcome = fresh.execute(step.source)
            if outcome.failed || outcome.output != step.output {
                throw SnapshotError("step \(number + 1) ('\(step.source)') did not replay as recorded",
                                    suggestion: "the snapshot was made by another version of Limelight or edited; record it again")
            }
        }
        return fresh
    }

    /// Takes over another session's world (with the handles and engines it holds), transcript and seed.
    func adopt(_ other: Session) {
        simulation = other.simulation
        seed = other.seed
        transcript = other.transcript
        transcriptRevision += 1
        checkpoints = checkpoints.filter { $0.steps <= transcript.count }
    }

    /// An independent copy of this world (same seed, same steps, same digest): changes to one never show in the other.
    public func fork() throws -> Session {
        let copy = try replaying(transcript, seed: seed)
        copy.checkpoints = checkpoints
        return copy
    }

    /// Takes back the last step; returns it, or nil when there is none.
    @discardableResult
    public func undo() throws -> String? {
        guard let last = transcript.last else { return nil }
        adopt(try replaying(Array(transcript.dropLast()), seed: seed))
        return last.source
    }

    /// The most checkpoints a session keeps.
    public static let maximumCheckpoints = 1_000
    /// The longest checkpoint name, in characters.
    public static let maximumCheckpointName = 100

    /// Names the world as it is now (a name used before moves to now).
    public func checkpoint(_ name: String) throws {
        guard !name.isEmpty, name.count <= Self.maximumCheckpointName else {
            throw SnapshotError("a checkpoint name has 1 to \(Self.maximumCheckpointName) characters, this one has \(name.count)")
        }
        checkpoints.removeAll { $0.name == name }
        guard checkpoints.count < Self.maximumCheckpoints else {
            throw SnapshotError("this session already has \(Self.maximumCheckpoints) checkpoints, the most it keeps",
                                suggestion: "reuse a name ('checkpoint NAME' moves it), or 'reset'")
        }
        checkpoints.append((name, transcript.count))
    }

    /// Goes back to the world of checkpoint `name`; returns how many steps were taken back.
    public func rewind(to name: String) throws -> Int {
        guard let mark = checkpoints.first(where: { $0.name == name }) else {
            let known = checkpoints.map(\.name)
            throw SnapshotError("no checkpoint named '\(name)'",
                                suggestion: known.isEmpty ? "make one with 'checkpoint \(name)'" : "known checkpoints: " + known.joined(separator: ", "))
        }
        let undone = transcript.count - mark.steps
        if undone > 0 { adopt(try replaying(Array(transcript.prefix(mark.steps)), seed: seed)) }
        return undone
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
            adopt(try replaying(transcript, seed: seed))
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
