import LimelightCore
import SimulatorKit
import SystemServices

/// Landmarks running on the simulated device: indexes its entities at launch and navigates on `OpenLandmarkIntent`.
public final class LandmarksApp: AppProgram, AppIntentHandling, AppEntityReporting {
    let context: AppContext
    /// The model.
    public let database: Landmarks.Database
    /// `NavigationStack(path:)`: the landmarks pushed, by name.
    public private(set) var path: [String] = []
    /// The section `NavigateIntent` chose.
    public private(set) var section = "Landmarks"

    public init(context: AppContext) {
        self.context = context
        database = context.dataStore.get(Landmarks.databaseKey) { Landmarks.Database() }
    }

    /// At launch: `try await CSSearchableIndex.default().indexAppEntities(entities)`.
    public func applicationDidFinishLaunching() { indexAll() }

    /// Donates every landmark and collection to Spotlight.
    func indexAll() {
        let index = context.searchableIndex()
        index.indexAppEntities(database.landmarks.map(Landmarks.entity)) { error in
            if let error { self.context.log("app.landmarks.index-failed", "\(error)") }
        }
        index.indexAppEntities(database.collections.map(Landmarks.entity))
    }

    /// A plain tapped `CSSearchableItem` (not an entity) is not the app's: nothing to open.
    public func application(continue activity: NSUserActivity) -> Bool { false }

    /// `.onAppIntentExecution(OpenLandmarkIntent.self) { path.append(intent.target.landmark) }`.
    public func onAppIntentExecution(_ intent: AppIntent) -> Bool {
        guard intent.typeName == "OpenLandmarkIntent", case .entity(let target)? = intent.parameters["target"],
              let id = Int(target.identifier), let landmark = database.landmark(id) else { return false }
        open(landmark)
        return true
    }

    /// Pushes a landmark's detail view, which names its entity in the current user activity.
    func open(_ landmark: Landmarks.Landmark) {
        path.append(landmark.name)
        Landmarks.showInDetailView(landmark)
        context.log("app.navigated", "pushed LandmarkDetailView(\(landmark.name))")
    }

    /// `perform()` of the app's intents.
    public func perform(_ intent: AppIntent) throws -> [String] {
        switch intent.typeName {
        case "NavigateIntent":
            if case .enumCase(let s)? = intent.parameters["section"] { section = s; path = [] }
            return ["navigated to \(section)"]
        case "ShowOnMapIntent":
            guard case .entity(let e)? = intent.parameters["landmark"], let l = Int(e.identifier).flatMap(database.landmark) else {
                throw AppIntentRunError("ShowOnMapIntent needs a landmark")
            }
            section = "Map"
            return ["showing \(l.name) on the map"]
        case "OpenLandmarkIntent":
            return []
        default:
            throw AppIntentRunError("Landmarks has no intent \(intent.typeName)")
        }
    }

    /// Every entity the model holds now.
    public func currentEntities() -> [EntityIdentifier] {
        database.landmarks.map { EntityIdentifier(for: "LandmarkEntity", identifier: String($0.id)) }
            + database.collections.map { EntityIdentifier(for: "CollectionEntity", identifier: $0.id) }
    }

    public var screen: ScreenState { ScreenState(tab: section, navigationPath: path) }

    public func completionValues(for key: String) -> [String] {
        key == "landmarks" ? database.landmarks.map(\.name) : []
    }

    public func summary() -> [String] {
        database.landmarks.map { "  #\($0.id) \($0.name) (\($0.continent))" } + database.collections.map { "  collection \($0.id) \($0.name)" }
    }

    // MARK: - Model changes

    /// Pops the navigation stack to the list.
    func popToRoot() { path = [] }

    /// Adds a landmark and donates it.
    func add(name: String, continent: String, description: String) -> Landmarks.Landmark {
        let l = Landmarks.Landmark(id: database.nextID, name: name, description: description, continent: continent, keywords: [])
        database.nextID += 1
        database.landmarks.append(l)
        context.searchableIndex().indexAppEntities([Landmarks.entity(l)])
        return l
    }

    /// Edits a landmark and re-donates it under the same id (an update).
    func update(_ landmark: Landmarks.Landmark) {
        guard let i = database.landmarks.firstIndex(where: { $0.id == landmark.id }) else { return }
        database.landmarks[i] = landmark
        context.searchableIndex().indexAppEntities([Landmarks.entity(landmark)])
    }

    /// Gives a landmark a new id (the mistake seed 002 warns about): the new entry is donated, the old one is left behind.
    func changeID(of landmark: Landmarks.Landmark, to newID: Int) {
        guard let i = database.landmarks.firstIndex(where: { $0.id == landmark.id }) else { return }
        database.landmarks[i].id = newID
        database.nextID = max(database.nextID, newID + 1)
        context.searchableIndex().indexAppEntities([Landmarks.entity(database.landmarks[i])])
    }

    /// Deletes a landmark and removes it with `deleteAppEntities(identifiedBy:ofType:)`.
    func delete(_ landmark: Landmarks.Landmark) {
        database.landmarks.removeAll { $0.id == landmark.id }
        context.searchableIndex().deleteAppEntities(identifiedBy: [String(landmark.id)], ofType: "LandmarkEntity")
    }
}

extension LandmarksApp {
    /// The section and the navigation path.
    public var restorationState: [String: [String]] { ["section": [section], "path": path] }

    /// Takes back the section and the navigation path.
    public func restore(from state: [String: [String]]) {
        section = state["section"]?.first ?? "Landmarks"
        path = state["path"] ?? []
    }
}
