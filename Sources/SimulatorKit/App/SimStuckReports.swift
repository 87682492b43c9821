import LimelightCore

/// Stuck reports of app code the system ran where no error can be thrown to the command that caused it: a widget's
/// timeline provider asked for a timeline inside a reload (`widgets add`, a policy reload during `clock advance`). The
/// code's driver (`AsyncAppStep`) reports it here; the command's step takes the reports when it ends and fails with them
/// (the command language's `Session`), as an async action or an intent's `perform()` fails with its own.
public enum SimStuckReports {
    /// One report: what `AsyncAppStepError.description` and `.suggestion` say.
    public struct Report: Sendable, Equatable {
        public let message: String
        public let suggestion: String
    }

    /// Reports not taken yet, by the runtime of the simulation whose step ran the code.
    private static let pending = LockedBox<[ObjectIdentifier: [Report]]>([:])

    /// Adds a report for `runtime`'s current step.
    public static func report(_ error: AsyncAppStepError, in runtime: Runtime) {
        let report = Report(message: error.description, suggestion: error.suggestion)
        pending.withLock { $0[ObjectIdentifier(runtime), default: []].append(report) }
    }

    /// Takes the reports of `runtime`'s step, in the order they were made.
    public static func take(for runtime: Runtime) -> [Report] {
        pending.withLock { $0.removeValue(forKey: ObjectIdentifier(runtime)) ?? [] }
    }
}
