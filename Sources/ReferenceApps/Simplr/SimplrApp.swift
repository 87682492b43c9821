import Foundation
import LimelightCoreSpotlight
import SimulatorKit

/// Simplr running on the simulated device: refreshes its index at launch, and opens a tapped task in the right tab.
public final class SimplrApp: AppProgram, CSSearchableIndexDelegate {
    let context: AppContext
    /// The task list and its Spotlight calls.
    public let taskManager: Simplr.TaskManager
    /// The tab `MainTabView` shows.
    public private(set) var selectedTab: Simplr.Tab = .today
    /// The task id a Spotlight tap asks the views to open (cleared once a view has handled it).
    public private(set) var selectedTaskId: String?
    /// The task open in the edit sheet.
    public private(set) var editingTaskId: String?

    public init(context: AppContext) {
        self.context = context
        let database: Simplr.Database
        database = context.dataStore.get(Simplr.databaseKey) { Simplr.Database() }
        taskManager = Simplr.TaskManager(database: database, spotlight: Simplr.SpotlightManager(context: context), context: context)
        CSSearchableIndex.default().indexDelegate = self
    }

    public func applicationDidFinishLaunching() {
        taskManager.updateSpotlightIndex()
    }

    // MARK: - Spotlight results

    /// `.onContinueUserActivity(CSSearchableItemActionType)`: `handleSpotlightSearchResult`.
    public func application(continue activity: NSUserActivity) -> Bool {
        guard activity.activityType == CSSearchableItemActionType,
              let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
        guard let uuid = Simplr.SpotlightManager.taskId(from: identifier) else {
            context.log("app.spotlight.malformed", "ignored Spotlight identifier '\(identifier)': not task_{UUID}")
            return false
        }
        guard let task = taskManager.task(with: uuid.uuidString) else {
            context.log("app.spotlight.stale", "task \(uuid.uuidString) no longer exists; staying on \(selectedTab.rawValue)")
            return false
        }
        selectedTaskId = task.id
        handleSpotlightNavigation(task.id)
        context.playHaptic("success")
        return true
    }

    /// `MainTabView.handleSpotlightNavigation`: picks the tab the task belongs to, then lets that view open it.
    func handleSpotlightNavigation(_ taskId: String) {
        guard let task = taskManager.task(with: taskId) else { return }
        selectedTab = Self.tab(for: task, now: taskManager.now, calendar: taskManager.spotlight.calendar())
        handleSpotlightTaskSelection(taskId)
    }

    /// The view's `handleSpotlightTaskSelection`: if the task belongs here, clear the selection and open it for editing.
    func handleSpotlightTaskSelection(_ taskId: String) {
        guard let task = taskManager.task(with: taskId),
              Self.tab(for: task, now: taskManager.now, calendar: taskManager.spotlight.calendar()) == selectedTab else { return }
        selectedTaskId = nil
        editingTaskId = task.id
        context.log("app.navigated", "\(selectedTab.rawValue) opened \"\(task.title)\" for editing")
    }

    /// The tab a task belongs in: completed → Completed, pending after today → Upcoming, everything else → Today.
    public static func tab(for task: Simplr.Task, now: Date, calendar: Calendar) -> Simplr.Tab {
        if task.isCompleted { return .completed }
        if let due = task.dueDate, calendar.startOfDay(for: due) > calendar.startOfDay(for: now) { return .upcoming }
        return .today
    }

    // MARK: - Screen

    public var screen: ScreenState {
        let editing = editingTaskId.flatMap(taskManager.task(with:))
        return ScreenState(tab: selectedTab.rawValue, presented: editing.map { "EditTaskView(\($0.title))" }, selection: selectedTaskId)
    }

    /// Switches tab (closing the edit sheet), as the user does.
    func select(tab: Simplr.Tab) {
        selectedTab = tab
        editingTaskId = nil
    }

    /// Closes the edit sheet.
    func dismissEditor() { editingTaskId = nil }

    /// Every task is searchable, a completed one until its item expires (`completedTaskLifetime` after its completion):
    /// the identifiers of those tasks in the database.
    public var searchableIdentifiers: Set<String>? {
        let now = SimulatedClock.now
        return Set(taskManager.database.tasks.filter { !$0.isCompleted || ($0.completedAt ?? now) + Simplr.SpotlightManager.completedTaskLifetime > now }
            .map(Simplr.SpotlightManager.spotlightIdentifier(for:)))
    }

    /// `updateSpotlightIndex` at every start is Simplr's documented reindex point.
    public var reindexesAtLaunch: Bool { true }

    /// A task's title.
    public func searchableTitle(for identifier: String) -> String? {
        Simplr.SpotlightManager.taskId(from: identifier).flatMap { taskManager.task(with: $0.uuidString)?.title }
    }

    public func completionValues(for key: String) -> [String] {
        switch key {
        case "taskTitles": taskManager.database.tasks.map(\.title)
        case "categories": taskManager.database.categories.map(\.name)
        case "tabs": Simplr.Tab.allCases.map(\.rawValue)
        default: []
        }
    }

    public func summary() -> [String] { SimplrActions.listLines(self) }

    // MARK: - CSSearchableIndexDelegate

    public func searchableIndex(_ searchableIndex: CSSearchableIndex,
                                reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        taskManager.updateSpotlightIndex(completion: acknowledgementHandler)
    }

    public func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                                acknowledgementHandler: @escaping () -> Void) {
        let db = taskManager.database
        let tasks = identifiers.compactMap { Simplr.SpotlightManager.taskId(from: $0) }.compactMap { db.task(with: $0.uuidString) }
        taskManager.spotlight.updateTasksIndex(tasks, categories: db.categories)
        acknowledgementHandler()
    }
}

extension SimplrApp {
    /// The tab, and the task a tap asked to open and the one in the edit sheet.
    public var restorationState: [String: [String]] {
        var state = ["tab": [selectedTab.rawValue]]
        if let selectedTaskId { state["selectedTask"] = [selectedTaskId] }
        if let editingTaskId { state["editingTask"] = [editingTaskId] }
        return state
    }

    /// Takes back the tab and the selected and edited tasks.
    public func restore(from state: [String: [String]]) {
        selectedTab = state["tab"]?.first.flatMap(Simplr.Tab.init(rawValue:)) ?? .today
        selectedTaskId = state["selectedTask"]?.first
        editingTaskId = state["editingTask"]?.first
    }
}
