import LimelightAppIntents
import LimelightCore
import LimelightCoreSpotlight
import SimulatorKit

/// Landmarks running on the simulated device: indexes its entities at launch and navigates on `OpenLandmarkIntent`.
///
/// Apple's `indexAppEntities` is `async` only, so the app calls it from a task it starts on the simulator's executor,
/// `Task(executorPreference: AppTaskExecutor.current)`: the call is made as part of the step that starts it, and
/// the rest of the task runs when the system answers.
public final class LandmarksApp: AppProgram, AppEntityReporting {
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
        let landmarks = database.landmarks.map(Landmarks.LandmarkEntity.init)
        let collections = database.collections.map(Landmarks.CollectionEntity.init)
        Task(executorPreference: AppTaskExecutor.current) {
            do {
                try await CSSearchableIndex.default().indexAppEntities(landmarks)
            } catch {
                // The task runs as this app's code (it inherits the app: `AppContext.current`).
                AppContext.current?.log("app.landmarks.index-failed", "\(error)")
            }
        }
        Task(executorPreference: AppTaskExecutor.current) { try? await CSSearchableIndex.default().indexAppEntities(collections) }
    }

    /// A plain tapped `CSSearchableItem` (not an entity) is not the app's: nothing to open.
    public func application(continue activity: NSUserActivity) -> Bool { false }

    /// Pushes a landmark's detail view, which names its entity in the current user activity (what `OpenLandmarkIntent` does).
    func open(_ landmark: Landmarks.Landmark) {
        path.append(landmark.name)
        Landmarks.showInDetailView(landmark)
        context.log("app.navigated", "pushed LandmarkDetailView(\(landmark.name))")
    }

    /// Switches to a section and pops to its root (`NavigateIntent`).
    func navigate(to section: String) {
        self.section = section
        path = []
    }

    /// Shows the map (`ShowOnMapIntent`).
    func showOnMap() { section = "Map" }

    /// Every entity the model holds now.
    public func currentEntities() -> [EntityIdentifier] {
        database.landmarks.map { EntityIdentifier(for: Landmarks.LandmarkEntity.self, identifier: $0.id) }
            + database.collections.map { EntityIdentifier(for: Landmarks.CollectionEntity.self, identifier: $0.id) }
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
        index([l])
        return l
    }

    /// Edits a landmark and re-donates it under the same id (an update).
    func update(_ landmark: Landmarks.Landmark) {
        guard let i = database.landmarks.firstIndex(where: { $0.id == landmark.id }) else { return }
        database.landmarks[i] = landmark
        index([landmark])
    }

    /// Gives a landmark a new id (the mistake seed 002 warns about): the new entry is donated, the old one is left behind.
    func changeID(of landmark: Landmarks.Landmark, to newID: Int) {
        guard let i = database.landmarks.firstIndex(where: { $0.id == landmark.id }) else { return }
        database.landmarks[i].id = newID
        database.nextID = max(database.nextID, newID + 1)
        index([database.landmarks[i]])
    }

    /// Deletes a landmark and removes it with `deleteAppEntities(identifiedBy:ofType:)`.
    func delete(_ landmark: Landmarks.Landmark) {
        database.landmarks.removeAll { $0.id == landmark.id }
        Task(executorPreference: AppTaskExecutor.current) {
            try? await CSSearchableIndex.default().deleteAppEntities(identifiedBy: [landmark.id], ofType: Landmarks.LandmarkEntity.self)
        }
    }

    /// Donates landmarks to Spotlight (an update for an id already indexed).
    func index(_ landmarks: [Landmarks.Landmark]) {
        let entities = landmarks.map(Landmarks.LandmarkEntity.init)
        Task(executorPreference: AppTaskExecutor.current) { try? await CSSearchableIndex.default().indexAppEntities(entities) }
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
