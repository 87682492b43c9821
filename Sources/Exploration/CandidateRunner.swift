import Script

/// What the reducer runs its candidates with: a `StepRunner` in this process, or a runner that starts a process per
/// candidate (a crash then ends the process, not the reduction).
public protocol CandidateRunner: AnyObject {
    /// The registry the steps are parsed with.
    var registry: CommandRegistry { get }
    /// How many lists ran so far.
    var runs: Int { get }
    /// How `steps` fails (nil when it passes) and the index of the step that failed.
    func run(_ steps: [ReducibleStep]) -> (signature: FailureSignature?, failedAt: Int?)
    /// Keeps what the last run left (worlds to start later runs from), if the runner keeps anything.
    func keepLastRun()
}

extension StepRunner: CandidateRunner {}
