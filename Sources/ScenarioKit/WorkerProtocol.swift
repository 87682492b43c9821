import Foundation

/// The lines a scenario worker (`limelight run-worker`) and the run that started it exchange, one message a line.
///
/// In (the worker's stdin): the scenario's path as a JSON string. Out (its stdout): `step LINE` just before each step
/// runs, then `done JSON` with the scenario's `ScenarioOutcome` (its result, the notes to print before the result's
/// lines, e.g. `updated PATH`, and its time). Anything else on stdout is ignored; stderr is kept for crash reports.
public enum WorkerProtocol {
    /// The hidden subcommand that runs scenarios for `limelight run`.
    public static let subcommand = "run-worker"

    /// The request line for a scenario path (JSON, so any path fits on one line).
    public static func request(path: String) -> String {
        String(decoding: (try? JSONEncoder().encode([path])) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// The path in a request line; nil when the line is not one.
    public static func path(inRequest line: String) -> String? {
        (try? JSONDecoder().decode([String].self, from: Data(line.utf8)))?.first
    }

    /// The progress line for a step about to run.
    public static func step(line: Int) -> String { "step \(line)" }

    /// The closing line for a scenario.
    public static func done(_ outcome: ScenarioOutcome) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(outcome)) ?? Data()
        return "done " + String(decoding: data, as: UTF8.self)
    }

    /// A line the worker printed, understood.
    public enum Message: Equatable {
        /// A step at this line is about to run.
        case step(Int)
        /// The scenario ended with this outcome.
        case done(ScenarioOutcome)
        /// A `done` line whose JSON could not be read.
        case unreadable(String)
        /// Anything else (ignored).
        case other
    }

    /// Reads one line the worker printed.
    public static func message(_ line: String) -> Message {
        if line.hasPrefix("step "), let n = Int(line.dropFirst(5)) { return .step(n) }
        guard line.hasPrefix("done ") else { return .other }
        do {
            return .done(try JSONDecoder().decode(ScenarioOutcome.self, from: Data(line.utf8.dropFirst(5))))
        } catch {
            return .unreadable("\(error)")
        }
    }
}
