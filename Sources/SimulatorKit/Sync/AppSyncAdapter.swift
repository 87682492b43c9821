import LimelightCore

/// One record of app data as a sync service carries it (a CloudKit record): kind, stable id and field values as text.
public struct SyncRecord: Hashable, Sendable, CustomStringConvertible {
    /// The record type, e.g. `LocalTask`.
    public var kind: String
    /// The record's stable identifier (the same on every device).
    public var id: String
    /// Field values by name.
    public var fields: [String: String]
    /// A short label for output, e.g. the task title.
    public var label: String

    /// Creates a record.
    public init(kind: String, id: String, fields: [String: String] = [:], label: String? = nil) {
        self.kind = kind
        self.id = id
        self.fields = fields
        self.label = label ?? id
    }

    /// `LocalTask:42 "Milk"`.
    public var description: String { "\(kind):\(id) \"\(label)\"" }
}

/// How an app's data moves between devices: the app exports records from its store and receives new or changed ones.
///
/// The receiving side is told about each batch (as a CloudKit push wakes the app) so it can index and donate; the
/// Spotlight index, the donation store and app defaults are never synced.
public protocol AppSyncAdapter {
    /// Every record in the app's store on one device.
    func records(in store: AppDataStore) -> [SyncRecord]
    /// Applies records that are new or changed on this device; returns the ids of records that were newly created.
    func receive(_ records: [SyncRecord], context: AppContext) -> [String]
}
