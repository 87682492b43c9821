// Seed 002 (App Intents IndexedEntity guide): `LandmarkEntity` and the `indexAppEntities`/`deleteAppEntities` block as
// written. What the seed leaves out is here too: the `Landmark` model, `LandmarkEntityQuery` and the initializer
// `landmarks.map(LandmarkEntity.init)` calls. The seed's `deleteAppEntities(ofType:identifiedBy:)` has Apple's
// arguments in the wrong order (Apple: `identifiedBy:ofType:`): it compiles here with a deprecation warning saying so.
import AppIntents
import CoreSpotlight

struct Landmark {
    let id: Int
    let name: String
    let description: String
}

struct LandmarkEntityQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] { [] }
}

struct LandmarkEntity: IndexedEntity {
    var id: Int { landmark.id }

    @Property(indexingKey: \.displayName)
    var name: String

    @Property(indexingKey: \.contentDescription)
    var description: String

    let landmark: Landmark

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let defaultQuery = LandmarkEntityQuery()
}

extension LandmarkEntity {
    init(_ landmark: Landmark) {
        self.landmark = landmark
        self.name = landmark.name
        self.description = landmark.description
    }
}

enum Seed002 {
    static func donate(landmarkEntity: LandmarkEntity, landmarks: [Landmark], removedLandmark: Landmark) async throws {
        // Donate a single entity
        try await CSSearchableIndex.default().indexAppEntities([landmarkEntity])

        // Donate multiple entities
        let entities = landmarks.map(LandmarkEntity.init)
        try await CSSearchableIndex.default().indexAppEntities(entities)

        // Remove entities
        try await CSSearchableIndex.default().deleteAppEntities(
            ofType: LandmarkEntity.self,
            identifiedBy: [removedLandmark.id]
        )
    }
}
