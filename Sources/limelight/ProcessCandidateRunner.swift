import Exploration
import Foundation
import LimelightCore
import ScenarioKit
import Script

/// Runs each candidate list of steps in a child process (`limelight explore --replay-steps FILE`), so one that crashes
/// ends that process, named from the step beacon, and the shrinking goes on.
final class ProcessCandidateRunner: CandidateRunner {
    let registry: CommandRegistry
    /// The world seed every candidate starts from.
    let seed: UInt64
    private(set) var runs = 0

    /// The prefix of the child's answer line, followed by `pass` or the failure's index, code, subject and message.
    static let answerMark = "\u{2}"

    init(registry: CommandRegistry, seed: UInt64) {
        self.registry = registry
        self.seed = seed
    }

    func keepLastRun() {}

    func run(_ steps: [ReducibleStep]) -> (signature: FailureSignature?, failedAt: Int?) {
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
        while true {
            switch worker.next(deadline: nil) {
            case .line(let line):
                if line.hasPrefix(Self.answerMark) { answer = String(line.dropFirst()) }
            case .timedOut:
                continue
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
