import Foundation

/// An app's model that joins the world: stored in the app's `AppDataStore`, it is encoded (JSON, sorted keys) into
/// the world digest, and is the form a value-based snapshot will store. Reference apps and users' own apps adopt it alike.
public protocol AppState: AnyObject, Codable {}

extension AppDataStore {
    /// Each stored `AppState` as canonical JSON, by key in sorted order (values of other types are not included).
    public var encodedStates: [(key: String, json: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return keys.compactMap { key in
            guard let state: AppState = get(key), let data = try? encoder.encode(state) else { return nil }
            return (key, String(decoding: data, as: UTF8.self))
        }
    }
}
