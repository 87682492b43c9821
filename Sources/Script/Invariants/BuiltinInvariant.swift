import LimelightCore
import SimulatorKit

/// The invariants Limelight knows without being told, each readable as `expect violations NAME == (none)`.
public enum BuiltinInvariant: String, CaseIterable, Sendable {
    /// What an app's model says is searchable is what Spotlight holds: nothing it says is not searchable is in Spotlight
    /// once its indexing calls are applied, and everything it says is searchable is there after its documented reindex.
    case searchableMatchesModel = "searchable-matches-model"
    /// No widget has used more budgeted reloads than its window allows.
    case reloadBudget = "reload-budget"
    /// Capturing the world and building it again gives a world with the same digest.
    case snapshotRoundTrip = "snapshot-round-trip"

    /// What each invariant checks, for help and documentation.
    public var summary: String {
        switch self {
        case .searchableMatchesModel:
            "every item a running app has in Spotlight (searchable user activities aside), with none of its indexing calls still journaled, is one its model says is searchable; every item its model says is searchable is in Spotlight once its documented reindex (at launch, or asked for by the index) is applied"
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

    /// Both directions, for each app whose model says what is searchable and that has no indexing call still journaled:
    /// items in Spotlight the model does not want, then items the model wants that the app's last documented reindex
    /// (at launch, or asked for by the index) left out of Spotlight and that are still out.
    private func searchableViolations(_ simulation: Simulation) -> [String] {
        var out: [String] = []
        for device in simulation.devices {
            let spotlight = device.spotlight
            for app in device.apps {
                let id = app.bundleIdentifier
                guard app.program != nil else { continue }
                let finding = spotlight.reindexFinding(app: id)
                // The model is read (as app code) only when there is something to compare it with.
                guard finding != nil || spotlight.hasItems(app: id), !spotlight.hasJournaledCalls(app: id),
                      let wanted = app.withProgram({ $0.searchableIdentifiers }) ?? nil else { continue }
                for item in spotlight.visibleItems(app: id, where: { !wanted.contains($0.uniqueIdentifier) })
                where spotlight.userActivity(app: id, identifier: item.uniqueIdentifier) == nil {
                    let title = item.attributeSet.title.map { "\"\($0)\" " } ?? ""
                    out.append("\(app.shortName) on \(device.name): \(title)(\(item.uniqueIdentifier)) is in Spotlight, but the app's model says it is not searchable")
                }
                guard let finding else { continue }
                for missing in finding.missing where wanted.contains(missing) && !spotlight.stores(app: id, identifier: missing) {
                    let title = (app.withProgram { $0.searchableTitle(for: missing) } ?? nil).map { "\"\($0)\" " } ?? ""
                    out.append("\(app.shortName) on \(device.name): \(title)(\(missing)) is searchable in the app's model but not in Spotlight after its \(finding.point)")
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
