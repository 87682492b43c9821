/// A value an app keeps in its defaults, as `UserDefaults`/`@AppStorage` can hold it.
public enum AppDefaultsValue: Hashable, Codable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// A compact rendering: `true`, `3`, `1.5`, `"text"`.
    public var description: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d): String(d)
        case .string(let s): "\"" + s + "\""
        }
    }
}

/// One app's key-value defaults on one device (the `UserDefaults` behind `@AppStorage`); never synced between devices.
public protocol AppDefaults: AnyObject {
    /// The value stored under `key`, or nil when nothing is stored.
    func value(forKey key: String) -> AppDefaultsValue?
    /// Stores `value` under `key`; nil removes the key.
    func set(_ value: AppDefaultsValue?, forKey key: String)
}

extension AppDefaults {
    /// The Boolean stored under `key`, or nil when the key is absent or holds another type.
    public func bool(forKey key: String) -> Bool? {
        if case .bool(let b)? = value(forKey: key) { return b }
        return nil
    }
}

/// An in-memory `AppDefaults`: what the device layer gives each installed app unless it brings its own.
public final class InMemoryAppDefaults: AppDefaults {
    /// Every key and value the store holds.
    public private(set) var state = AppDefaultsState()

    /// Creates an empty store.
    public init() {}

    /// Creates a store holding `state`.
    public init(state: AppDefaultsState) { self.state = state }

    /// Replaces every key and value with those of `state`.
    public func restore(_ state: AppDefaultsState) { self.state = state }

    /// The value stored under `key`.
    public func value(forKey key: String) -> AppDefaultsValue? { state.values[key] }

    /// Stores or removes a value.
    public func set(_ value: AppDefaultsValue?, forKey key: String) { state.values[key] = value }

    /// Every key and value, sorted by key.
    public var entries: [(key: String, value: AppDefaultsValue)] {
        state.values.keys.sorted().compactMap { key in state.values[key].map { (key, $0) } }
    }

    /// Removes everything (as deleting the app does).
    public func removeAll() { state.values = [:] }
}
