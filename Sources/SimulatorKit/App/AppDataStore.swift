import Foundation
import LimelightCore

/// An app's persistent data container: survives relaunches and OS updates, is deleted with the app. It holds typed,
/// `Codable` models (`AppState`) by key, so its contents join the world's snapshots and digest.
public final class AppDataStore {
    /// The models by key: live values, or encoded ones not read since the world was restored.
    private var entries: [String: AppDataState.Entry] = [:]

    public init() {}

    /// The model stored under `key` if it has type `T` (an encoded model is decoded as `T` on first read).
    public func get<T: AppState>(_ key: String, as type: T.Type = T.self) -> T? {
        switch entries[key] {
        case .model(let model)?:
            return model as? T
        case .encoded(let data)?:
            guard let decoded = try? AppDataState.decoder.decode(T.self, from: data) else { return nil }
            entries[key] = .model(decoded)
            return decoded
        case nil:
            return nil
        }
    }

    /// The model stored under `key`, or a new one from `make`, stored there first (how an app opens its model on launch).
    public func get<T: AppState>(_ key: String, orCreate make: () -> T) -> T {
        if let stored: T = get(key) { return stored }
        let created = make()
        entries[key] = .model(created)
        return created
    }

    /// Stores a model (nil removes it). A model that is a value (a struct) must be stored again after each change.
    public func set<T: AppState>(_ key: String, _ value: T?) {
        entries[key] = value.map { .model($0) }
    }

    /// The stored keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// The store as a value: models that are classes are encoded now (a later change to the object does not show in
    /// it), models that are values are kept as they are (copy-on-write), encoded ones are shared.
    public var state: AppDataState {
        var captured: [String: AppDataState.Entry] = [:]
        for (key, entry) in entries {
            if case .model(let model) = entry, type(of: model) is AnyClass {
                captured[key] = (try? AppDataState.encoder.encode(model)).map { .encoded($0) }
            } else {
                captured[key] = entry
            }
        }
        return AppDataState(entries: captured)
    }

    /// Makes the store hold exactly `state`'s models (a model that is a class is decoded again when first read, so the
    /// store never shares an object with the state or with another world restored from it).
    public func restore(_ state: AppDataState) { entries = state.entries }
}
