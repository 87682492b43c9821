import Foundation
import ScenarioKit

extension WorkerCommand {
    /// This executable's hidden `run-worker` subcommand, with the environment it runs in (Swift's crash backtracer
    /// off unless SWIFT_BACKTRACE says otherwise, so a crash is reported at once and in a few stable lines).
    /// `steps` asks for every step's result (the verbose, JSON and HTML reports show them).
    static func limelight(update: Bool, pictures: Bool = false, steps: Bool = true) -> WorkerCommand {
        var environment = ProcessEnvironment.variables
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return WorkerCommand(executable: executablePath(),
                             arguments: [WorkerProtocol.subcommand] + (update ? ["--update"] : []) + (pictures ? ["--pictures"] : [])
                                 + (steps ? ["--steps"] : []),
                             environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    }

    /// The running executable's path: /proc/self/exe resolved, else the path it was started by.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
