import Exploration
import Foundation
import LimelightCore
import ScenarioKit
import Script

/// Runs each candidate list of steps in a child process (`limelight explore --replay-steps FILE`), so one that crashes
/// ends that process, named from the step beacon, and the shrinking goes on. With a step limit, a candidate whose step
/// does not return within it is killed and counts as hanging at that step (signature `hang`).
final class ProcessCandidateRunner: CandidateRunner {
    let registry: CommandRegistry
    /// The world seed every candidate starts from.
    let seed: UInt64
    /// The longest one step may run before the candidate counts as hanging (nil: no limit, only crashes are looked for).
    /// It starts as the user's `--step-timeout` and is cut down by `calibrate(prefixSeconds:)`.
    private(set) var stepLimit: Double?
    /// The user's limit, which `stepLimit` never exceeds.
    let timeout: Double?
    /// Whether `stepLimit` was derived from a passing prefix already.
    private(set) var calibrated = false
    /// How long the steps of the last run took (up to the step that hung, for a run that hung), in seconds.
    private(set) var lastStepsSeconds: Double = 0
    private(set) var runs = 0
    /// How many candidates hung so far; past `maximumHangs` the others are not run (each costs `stepLimit`).
    private(set) var hangs = 0

    /// The prefix of the child's answer line, followed by `pass` or the failure's index, code, subject and message.
    static let answerMark = "\u{2}"
    /// The prefix of the line with the nanoseconds the child's steps took, written before its answer.
    static let timingMark = "\u{3}"
    /// The shortest per-candidate step limit: generous beside any step that returns (they take micro- to milliseconds).
    static let minimumStepLimit = 0.5
    /// The per-candidate step limit is this many times what the passing prefix took (at least `minimumStepLimit`).
    static let prefixFactor = 10.0
    /// The most candidates that may hang in one shrink: with the limit, this bounds its total time.
    static let maximumHangs = 40
    /// A hang's message (no time in it: the signature must not depend on timing).
    static let hangMessage = "a step never returned"

    init(registry: CommandRegistry, seed: UInt64, timeout: Double? = nil) {
        self.registry = registry
        self.seed = seed
        self.timeout = timeout
        self.stepLimit = timeout
    }

    func keepLastRun() {}

    /// Derives the per-candidate step limit from what the steps before a hang took when they passed: `prefixFactor`
    /// times that, at least `minimumStepLimit`, at most the user's timeout.
    func calibrate(prefixSeconds: Double) {
        guard let timeout else { return }
        stepLimit = min(timeout, max(Self.minimumStepLimit, Self.prefixFactor * prefixSeconds))
        calibrated = true
    }

    /// The signature of a hang in `step`.
    func hangSignature(_ step: ReducibleStep) -> FailureSignature {
        FailureSignature(code: "hang", subject: StepRunner.commandName(step.source, registry: registry), message: Self.hangMessage)
    }

    func run(_ steps: [ReducibleStep]) -> (signature: FailureSignature?, failedAt: Int?) {
        if stepLimit != nil, hangs >= Self.maximumHangs { return (nil, nil) }
        runs += 1
        let path = NSTemporaryDirectory() + "/limelight-candidate-\(getpid())-\(runs).steps"
        guard FileManager.default.createFile(atPath: path, contents: Data(steps.map { $0.source + "\n" }.joined().utf8)) else { return (nil, nil) }
        defer { unlink(path) }
        var environment = ProcessEnvironment.variables
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        guard let beacon = StepBeacon.create() else { return (nil, nil) }
        let command = WorkerCommand(executable: WorkerCommand.executablePath(),
                                    arguments: ["explore", "--replay-steps", path, "--replay-seed", "\(seed)", "--step-beacon", "\(StepBeacon.childFileDescriptor)"],
                                    environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        guard let worker = try? WorkerProcess.spawn(command, beacon: beacon) else { return (nil, nil) }
        var answer: String?
        lastStepsSeconds = 0
        // The beacon holds the step running (1-based; 0 while the child starts): a step it stays on past the limit hangs.
        var word = 0
        var changed = DispatchTime.now().uptimeNanoseconds
        var firstStep: UInt64?
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            switch worker.next(deadline: stepLimit == nil ? nil : now + 20_000_000) {
            case .line(let line):
                if line.hasPrefix(Self.answerMark) { answer = String(line.dropFirst()) }
                if line.hasPrefix(Self.timingMark), let ns = UInt64(line.dropFirst()) { lastStepsSeconds = Double(ns) / 1e9 }
            case .timedOut:
                guard let stepLimit else { continue }
                let now = DispatchTime.now().uptimeNanoseconds
                let current = beacon.line
                if current != word {
                    if word == 0 { firstStep = now }
                    word = current
                    changed = now
                    continue
                }
                // The child's start (no step yet) gets the user's whole timeout.
                let limit = word == 0 ? max(stepLimit, timeout ?? stepLimit) : stepLimit
                guard Double(now - changed) / 1e9 > limit else { continue }
                worker.kill()
                hangs += 1
                lastStepsSeconds = Double(changed - (firstStep ?? changed)) / 1e9
                let index = max(0, min(steps.count - 1, word - 1))
                if !calibrated { calibrate(prefixSeconds: lastStepsSeconds) }
                return (hangSignature(steps[index]), index)
            case .tooLong:
                return (nil, nil)
            case .exited(let status):
                if let signal = SignalName.terminatingSignal(status) {
                    let index = max(0, min(steps.count - 1, beacon.line - 1))
                    return (FailureSignature(code: "crash", subject: StepRunner.commandName(steps[index].source, registry: registry),
                                             message: "\(SignalName.name(signal)) (\(SignalName.meaning(signal)))"), index)
                }
                return Self.decode(answer)
            }
        }
    }

    /// The answer line a child wrote for a list of steps.
    static func answer(_ result: (signature: FailureSignature?, failedAt: Int?)) -> String {
        guard let s = result.signature, let at = result.failedAt else { return answerMark + "pass" }
        return answerMark + [String(at), s.code, s.subject, s.message].map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
            .joined(separator: "\t")
    }

    static func decode(_ answer: String?) -> (signature: FailureSignature?, failedAt: Int?) {
        guard let answer, answer != "pass" else { return (nil, nil) }
        let parts = answer.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let at = Int(parts[0]) else { return (nil, nil) }
        return (FailureSignature(code: parts[1], subject: parts[2], message: parts[3]), at)
    }
}
