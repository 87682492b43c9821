import LimelightCore
import ReferenceApps
import Script
import SimulatorKit
import Spotlight

/// A session with the reference apps, driven by command lines as a user types them.
final class Harness {
    let session = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)

    init(_ lines: String...) {
        for line in lines { run(line) }
    }

    /// Runs a line and returns what it printed; diagnostics are returned as `error: …` lines.
    @discardableResult
    func run(_ line: String) -> [String] {
        let outcome = session.execute(line)
        return outcome.output + outcome.diagnostics.map { "error: \($0.message)" } + (outcome.expectationFailure.map { ["failed: \($0.message)"] } ?? [])
    }

    /// Whether an `expect …` line holds.
    func holds(_ line: String) -> Bool {
        let outcome = session.execute(line)
        return outcome.expectationFailure == nil && outcome.diagnostics.isEmpty
    }

    var device: Device? { session.simulation.selectedDevice }
    var app: InstalledApp? { device?.selectedApp }
}
