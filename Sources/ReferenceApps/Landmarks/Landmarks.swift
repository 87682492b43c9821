import LimelightCore
import SystemServices

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

    // MARK: - App Intents metadata

    /// `LandmarkEntity`: `IndexedEntity` with indexing keys, including the custom `continent` key.
    static let landmarkEntity = AppEntityType(
        typeName: "LandmarkEntity", displayName: "Landmark",
        properties: [
            AppEntityProperty("name", type: .string, indexingKey: .displayName),
            AppEntityProperty("description", type: .string, indexingKey: .contentDescription),
            AppEntityProperty("keywords", type: .array(.string), indexingKey: .keywords),
            AppEntityProperty("thumbnail", type: .data, indexingKey: .thumbnailData),
            AppEntityProperty("continent", type: .string, indexingKey: .custom(named: "continent")),
        ],
        openIntentType: "OpenLandmarkIntent")

    /// `CollectionEntity`: indexed, but the app declares no `OpenIntent` for it.
    static let collectionEntity = AppEntityType(typeName: "CollectionEntity", displayName: "Collection",
                                                properties: [AppEntityProperty("name", type: .string, indexingKey: .displayName)])

    /// Everything the app bundle declares to App Intents.
    static var metadata: AppIntentsMetadata {
        AppIntentsMetadata(
            app: bundleIdentifier, displayName: "Landmarks",
            intents: [
                .openIntent(typeName: "OpenLandmarkIntent", title: "Open Landmark", entityType: "LandmarkEntity"),
                IntentDeclaration(typeName: "NavigateIntent", title: "Navigate to Section",
                                  parameters: [IntentParameter("section", title: "Section", type: .enumeration("NavigationOption"))],
                                  parameterSummary: ParameterSummary("Navigate to ${section}")),
                // The Mac rule's counter-example: `landmark` is required but the summary does not name it.
                IntentDeclaration(typeName: "ShowOnMapIntent", title: "Show on Map",
                                  parameters: [IntentParameter("landmark", title: "Landmark", type: .entity("LandmarkEntity"))],
                                  parameterSummary: ParameterSummary("Show on map")),
            ],
            entityTypes: [landmarkEntity, collectionEntity],
            appShortcuts: [
                AppShortcut(intentType: "OpenLandmarkIntent", phrases: ["Open ${target} in ${applicationName}"], shortTitle: "Open Landmark", systemImageName: "mountain.2"),
                AppShortcut(intentType: "NavigateIntent", phrases: ["Navigate in ${applicationName}"], shortTitle: "Navigate", systemImageName: "map"),
            ])
    }

    /// A landmark as an `IndexedEntity`.
    static func entity(_ l: Landmark) -> IndexedEntity {
        IndexedEntity(type: landmarkEntity, id: String(l.id), displayRepresentation: DisplayRepresentation(title: l.name),
                      values: ["name": .string(l.name), "description": .string(l.description), "continent": .string(l.continent),
                               "keywords": .array(l.keywords.map(IntentValue.string)), "thumbnail": .data(Array("thumb-\(l.id)".utf8))])
    }

    /// A collection as an `IndexedEntity`.
    static func entity(_ c: Collection) -> IndexedEntity {
        IndexedEntity(type: collectionEntity, id: c.id, displayRepresentation: DisplayRepresentation(title: c.name), values: ["name": .string(c.name)])
    }
}
