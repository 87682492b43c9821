import LimelightCore
/// An app's persistent data container: survives relaunches and OS updates, is deleted with the app.
public final class AppDataStore {
    private var values: [String: Any] = [:]

    public init() {}

    /// The value stored under `key` if it has type `T`.
    public func get<T>(_ key: String, as type: T.Type = T.self) -> T? { values[key] as? T }

    /// The value stored under `key`, or a new one from `make`, stored there first (how an app opens its model on launch).
    public func get<T>(_ key: String, orCreate make: () -> T) -> T {
        if let stored: T = get(key) { return stored }
        let created = make()
        values[key] = created
        return created
    }

    /// Stores a value (nil removes it).
    public func set<T>(_ key: String, _ value: T?) {
        if let value { values[key] = value } else { values[key] = nil }
    }

    /// The stored keys, sorted.
    public var keys: [String] { values.keys.sorted() }
}
