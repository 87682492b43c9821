import LimelightCore
import SimulatorKit

/// The invariants Limelight knows without being told, each readable as `expect violations NAME == (none)`.
public enum BuiltinInvariant: String, CaseIterable, Sendable {
    /// Nothing an app's model says is not searchable is in Spotlight once the app's indexing calls are applied.
    case searchableMatchesModel = "searchable-matches-model"
    /// No widget has used more budgeted reloads than its window allows.
    case reloadBudget = "reload-budget"
    /// Capturing the world and building it again gives a world with the same digest.
    case snapshotRoundTrip = "snapshot-round-trip"

    /// What each invariant checks, for help and documentation.
    public var summary: String {
        switch self {
        case .searchableMatchesModel:
            "every item a running app has in Spotlight (searchable user activities aside), with none of its indexing calls still journaled, is one its model says is searchable"
        case .reloadBudget: "no widget has used more budgeted reloads than its window allows"
        case .snapshotRoundTrip: "a world captured and built again has the same digest"
        }
    }

    /// What breaks the invariant in `simulation` now, one line each (empty when it holds).
    public func violations(in simulation: Simulation) -> [String] {
        switch self {
        case .searchableMatchesModel: searchableViolations(simulation)
        case .reloadBudget: budgetViolations(simulation)
        case .snapshotRoundTrip: roundTripViolations(simulation)
        }
    }

    private func searchableViolations(_ simulation: Simulation) -> [String] {
        var out: [String] = []
        for device in simulation.devices {
            let journaled = Set(device.spotlight.pendingJournal.map(\.app))
            for app in device.apps where !journaled.contains(app.bundleIdentifier) {
                guard let wanted = app.withProgram({ $0.searchableIdentifiers }) ?? nil else { continue }
                for item in device.spotlight.items(app: app.bundleIdentifier) where !wanted.contains(item.uniqueIdentifier)
                    && device.spotlight.userActivity(app: app.bundleIdentifier, identifier: item.uniqueIdentifier) == nil {
                    let title = item.attributeSet.title.map { "\"\($0)\" " } ?? ""
                    out.append("\(app.shortName) on \(device.name): \(title)(\(item.uniqueIdentifier)) is in Spotlight, but the app's model says it is not searchable")
                }
            }
        }
        return out
    }

    private func budgetViolations(_ simulation: Simulation) -> [String] {
        var out: [String] = []
        for device in simulation.devices {
            for id in device.widgets.instances.keys.sorted() {
                guard let status = try? device.widgets.budgetStatus(id), let limit = status.limit, status.used > limit else { continue }
                out.append("widget \(id) on \(device.name) used \(status.used) budgeted reloads, more than its \(limit)")
            }
        }
        return out
    }

    private func roundTripViolations(_ simulation: Simulation) -> [String] {
        guard let state = simulation.state else { return [] }
        do {
            let rebuilt = try Simulation(restoring: state, catalog: simulation.catalog)
            // Equal values have equal digests (the digest hashes the canonical JSON); comparing values is much cheaper.
            if rebuilt.state == state { return [] }
            return ["the world built again from its value has digest \(rebuilt.digest.prefix(12)), the world \(simulation.digest.prefix(12))"]
        } catch {
            return ["the world could not be built again from its value: \(error)"]
        }
    }
}
