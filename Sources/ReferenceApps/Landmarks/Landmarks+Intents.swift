import Foundation
import LimelightAppIntents
import LimelightCoreSpotlight
import SimulatorKit

/// Landmarks' App Intents types (seed 002): the indexed entities, their queries, the intents the system runs and the
/// App Shortcuts, listed once in the descriptor (`listAppIntents`).
extension Landmarks {
    /// The custom Spotlight key Shortcuts' Find actions filter on; searchable by default, so typing "Asia" finds a landmark.
    static let continentKey: CSCustomAttributeKey = {
        guard let key = CSCustomAttributeKey(keyName: "continent", searchable: true, searchableByDefault: true, unique: false, multiValued: false) else {
            preconditionFailure("'continent' is a valid custom attribute key name")
        }
        return key
    }()

    /// `LandmarkEntity`: an `IndexedEntity` whose properties reach Spotlight through indexing keys, `continent` through a custom key.
    struct LandmarkEntity: IndexedEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Landmark" }
        static var defaultQuery: LandmarkEntityQuery { LandmarkEntityQuery() }

        let id: Int
        @Property(indexingKey: \.displayName) var name: String
        @Property(indexingKey: \.contentDescription) var description: String
        @Property(indexingKey: \.keywords) var keywords: [String]
        @Property(indexingKey: \.thumbnailData) var thumbnail: Data
        @Property(customIndexingKey: Landmarks.continentKey) var continent: String

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        /// The entity for a landmark of the model.
        init(_ landmark: Landmark) {
            id = landmark.id
            name = landmark.name
            description = landmark.description
            keywords = landmark.keywords
            thumbnail = Data("thumb-\(landmark.id)".utf8)
            continent = landmark.continent
        }
    }

    /// Finds landmarks in the app's database.
    struct LandmarkEntityQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
            guard let database = Landmarks.currentDatabase else { return [] }
            return identifiers.compactMap { database.landmark($0).map(LandmarkEntity.init) }
        }
    }

    /// `CollectionEntity`: indexed, but the app declares no `OpenIntent` for it (tapping one is a dead end).
    struct CollectionEntity: IndexedEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Collection" }
        static var defaultQuery: CollectionEntityQuery { CollectionEntityQuery() }

        let id: String
        @Property(indexingKey: \.displayName) var name: String

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        /// The entity for a collection of the model.
        init(_ collection: Collection) {
            id = collection.id
            name = collection.name
        }
    }

    /// Finds collections in the app's database.
    struct CollectionEntityQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [CollectionEntity] {
            guard let database = Landmarks.currentDatabase else { return [] }
            return database.collections.filter { identifiers.contains($0.id) }.map(CollectionEntity.init)
        }
    }

    /// `OpenLandmarkIntent`: what a tapped landmark runs; `perform()` pushes it on the navigation path.
    struct OpenLandmarkIntent: OpenIntent {
        static let title: LocalizedStringResource = "Open Landmark"
        @Parameter(title: "Target") var target: LandmarkEntity

        static var parameterSummary: some ParameterSummary { Summary("Open \(\.$target)") }

        init() {}

        func perform() async throws -> some IntentResult {
            guard let app = LandmarksApp.running, let landmark = app.database.landmark(target.id) else { throw LandmarksIntentError.notRunning }
            app.open(landmark)
            return .result()
        }
    }

    /// `ShowOnMapIntent(landmark:)`: the Mac rule's counter-example — `landmark` is required but the summary does not name it.
    struct ShowOnMapIntent: AppIntent {
        static let title: LocalizedStringResource = "Show on Map"
        @Parameter(title: "Landmark") var landmark: LandmarkEntity

        static var parameterSummary: some ParameterSummary { Summary("Show on map") }

        init() {}

        func perform() async throws -> some IntentResult {
            guard let app = LandmarksApp.running else { throw LandmarksIntentError.notRunning }
            app.showOnMap()
            return .result(dialog: "showing \(landmark.name) on the map")
        }
    }

    /// The App Shortcuts: open a landmark by name, navigate to a section.
    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenLandmarkIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"],
                        shortTitle: "Open Landmark", systemImageName: "mountain.2")
            AppShortcut(intent: NavigateIntent(), phrases: ["Navigate in \(.applicationName)"], shortTitle: "Navigate", systemImageName: "map")
        }
    }

    /// The App Intents types, listed once in the descriptor (the system reads them at install): the intents, the
    /// entity types with an example of each (whose `@Property`s declare the properties) and the shortcuts.
    static func listAppIntents(_ descriptor: inout AppDescriptor) {
        let example = Landmark(id: 0, name: "", description: "", continent: "", keywords: [])
        descriptor.appIntents(appShortcuts: Shortcuts.self, intents: [OpenLandmarkIntent.self, NavigateIntent.self, ShowOnMapIntent.self],
                              entities: [LandmarkEntity.self, CollectionEntity.self],
                              examples: [LandmarkEntity(example), CollectionEntity(Collection(id: "", name: ""))])
    }

    /// The running app's database (its data store), for entity queries.
    static var currentDatabase: Database? {
        AppContext.current?.dataStore.get(databaseKey) { Database() }
    }
}

/// Why a Landmarks intent could not run.
enum LandmarksIntentError: Error, CustomStringConvertible {
    /// The app is not running, or the landmark is gone.
    case notRunning

    var description: String { "Landmarks cannot show that landmark" }
}

extension LandmarksApp {
    /// The running program of the app whose code runs now (what `@Dependency` would give an intent on a device).
    static var running: LandmarksApp? { AppContext.current?.app.program as? LandmarksApp }
}
