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

    /// Reports not taken yet, by the runtime of the simulation whose step ran the code (held weakly: a report of a
    /// simulation that is gone is dropped, and never reaches a later runtime at the same address).
    private static let pending = LockedBox<[ObjectIdentifier: Pending]>([:])

    private struct Pending {
        weak var runtime: Runtime?
        var reports: [Report]
    }

    /// Adds a report for `runtime`'s current step.
    public static func report(_ error: AsyncAppStepError, in runtime: Runtime) {
        let report = Report(message: error.description, suggestion: error.suggestion)
        pending.withLockUnchecked { pending in
            pending = pending.filter { $0.value.runtime != nil }
            let key = ObjectIdentifier(runtime)
            if pending[key]?.runtime === runtime {
                pending[key]?.reports.append(report)
            } else {
                pending[key] = Pending(runtime: runtime, reports: [report])
            }
        }
    }

    /// Takes the reports of `runtime`'s step, in the order they were made.
    public static func take(for runtime: Runtime) -> [Report] {
        pending.withLockUnchecked { pending in
            // Nearly every step has none: an empty table is not hashed into.
            guard !pending.isEmpty, let entry = pending.removeValue(forKey: ObjectIdentifier(runtime)), entry.runtime === runtime else { return [] }
            return entry.reports
        }
    }
}
