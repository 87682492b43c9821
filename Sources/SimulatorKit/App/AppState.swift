import Foundation

/// An app's model that joins the world: stored in the app's `AppDataStore`, it is part of every snapshot, checkpoint
/// and fork, and of the world digest (as JSON with sorted keys). A model that is a class (as SwiftData's `@Model` types
/// are) is encoded at each capture, so its cost grows with its size; a model that is a struct is shared copy-on-write,
/// and must be stored again (`AppDataStore.set`) after each change. Reference apps and users' own apps adopt it alike.
public protocol AppState: Codable {}

extension AppDataStore {
    /// Each stored model as canonical JSON, by key in sorted order.
    public var encodedStates: [(key: String, json: String)] { state.encodedModels }
}
