import LimelightCore

/// What one sync pass did for one app between two devices.
public struct SyncReport: Hashable, Sendable, CustomStringConvertible {
    /// The app's short name.
    public let app: String
    /// The sending device.
    public let from: String
    /// The receiving device.
    public let to: String
    /// Records the receiver did not have or had in another version.
    public let delivered: [SyncRecord]
    /// The ids the receiving app created (the rest were updates).
    public let created: [String]

    /// `focusblox: phone → mac: 2 records (2 new): LocalTask:… "Milk", …`.
    public var description: String {
        if delivered.isEmpty { return "\(app): \(from) → \(to): up to date" }
        return "\(app): \(from) → \(to): \(delivered.count) record\(delivered.count == 1 ? "" : "s") (\(created.count) new): "
            + delivered.map(\.description).joined(separator: ", ")
    }
}

/// Moves app data between devices that have the same app installed, through each app's `AppSyncAdapter`.
///
/// Only app data moves: each device keeps its own Spotlight index, donation store, suggestions, widgets and defaults.
/// A record is delivered when the receiver lacks its id or holds different fields (last writer is the sender).
public enum SyncEngine {
    /// Syncs every app installed on both devices from `source` to `destination`; apps without an adapter are skipped.
    public static func sync(from source: Device, to destination: Device) -> [SyncReport] {
        var reports: [SyncReport] = []
        for app in source.apps {
            guard let adapter = app.descriptor.syncAdapter, let other = destination.app(named: app.bundleIdentifier) else { continue }
            let theirs = Dictionary(adapter.records(in: other.dataStore).map { ("\($0.kind):\($0.id)", $0) }, uniquingKeysWith: { a, _ in a })
            let delivered = adapter.records(in: app.dataStore).filter { theirs["\($0.kind):\($0.id)"] != $0 }
            var created: [String] = []
            if !delivered.isEmpty {
                let context = AppContext(device: destination, app: other)
                created = context.run { adapter.receive(delivered, context: context) }
            }
            let report = SyncReport(app: app.shortName, from: source.name, to: destination.name, delivered: delivered, created: created)
            source.runtime.record(device: destination.name, app: app.shortName, "sync.received", report.description)
            reports.append(report)
        }
        return reports
    }

    /// Syncs every ordered pair of devices once, in device order (two passes make every pair converge).
    public static func syncAll(_ simulation: Simulation) -> [SyncReport] {
        var reports: [SyncReport] = []
        for a in simulation.devices {
            for b in simulation.devices where a !== b { reports += sync(from: a, to: b) }
        }
        return reports
    }
}
