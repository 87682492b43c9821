import LimelightCore

/// The Landmarks app (seed 002): landmarks as `IndexedEntity`s with a custom `continent` key, an `OpenIntent` that
/// navigates, collections without one (the dead end), and a Mac `ParameterSummary` check.
public enum Landmarks {
    /// The key under which the app's database lives in its data store.
    static let databaseKey = "landmarks.database"
    /// The bundle identifier.
    public static let bundleIdentifier = "com.example.landmarks"

    /// A landmark, as the app's model holds it.
    public struct Landmark: Equatable, Sendable, Codable {
        /// The stable id (`LandmarkEntity.id`).
        public var id: Int
        public var name: String
        public var description: String
        public var continent: String
        public var keywords: [String]
    }

    /// A user's collection of landmarks (indexed, but with no `OpenIntent`).
    public struct Collection: Equatable, Sendable, Codable {
        public var id: String
        public var name: String
    }

    /// The app's persistent data.
    public final class Database {
        public internal(set) var landmarks: [Landmark] = [
            Landmark(id: 1, name: "Mount Fuji", description: "Snow-capped volcano near Tokyo", continent: "Asia", keywords: ["mountain", "volcano"]),
            Landmark(id: 2, name: "Taj Mahal", description: "White marble mausoleum in Agra", continent: "Asia", keywords: ["monument"]),
            Landmark(id: 3, name: "Eiffel Tower", description: "Wrought-iron tower in Paris", continent: "Europe", keywords: ["tower"]),
            Landmark(id: 4, name: "Grand Canyon", description: "Canyon carved by the Colorado River", continent: "North America", keywords: ["canyon"]),
            Landmark(id: 5, name: "Machu Picchu", description: "Inca citadel in the Andes", continent: "South America", keywords: ["ruins"]),
        ]
        public internal(set) var collections: [Collection] = [Collection(id: "favorites", name: "Favorites")]
        /// The next id a new landmark gets.
        var nextID = 6

        /// The landmark with this id.
        public func landmark(_ id: Int) -> Landmark? { landmarks.first { $0.id == id } }
    }
}
