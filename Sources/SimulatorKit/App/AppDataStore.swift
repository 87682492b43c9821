import LimelightCore
/// An app's persistent data container: survives relaunches and OS updates, is deleted with the app.
public final class AppDataStore {
    private var values: [String: Any] = [:]

    public init() {}

    /// The value stored under `key` if it has type `T`.
    public func get<T>(_ key: String, as type: T.Type = T.self) -> T? { values[key] as? T }

    /// Stores a value (nil removes it).
    public func set<T>(_ key: String, _ value: T?) {
        if let value { values[key] = value } else { values[key] = nil }
    }

    /// The stored keys, sorted.
    public var keys: [String] { values.keys.sorted() }
}
