import LimelightCore
import SimulatorKit
import Spotlight

/// FocusBlox running on the simulated device: `reindexAllTasks` at launch (`FocusBloxApp.init()`), a tap opens the task.
public final class FocusBloxApp: AppProgram, CSSearchableIndexDelegate {
    let context: AppContext
    /// The shared model container (tasks and focus blocks).
    public let container: FocusBlox.ModelContainer
    /// ITB-G2's indexing service.
    public let spotlight: FocusBlox.SpotlightIndexingService
    /// The tab the app shows.
    public private(set) var selectedTab: FocusBlox.Tab = .backlog
    /// The task open in `TaskFormSheet`.
    public private(set) var openTaskID: String?

    public init(context: AppContext) {
        self.context = context
        container = context.dataStore.get(FocusBlox.containerKey) { FocusBlox.ModelContainer() }
        let behaviour = FocusBlox.SpotlightBehaviour.chosen(in: context)
        spotlight = FocusBlox.SpotlightIndexingService(context: context, behaviour: behaviour)
        context.device.spotlight.setIndexDelegate(self, app: context.bundleIdentifier)
    }

    /// `FocusBloxApp.init()`: refresh the index at every start.
    public func applicationDidFinishLaunching() {
        spotlight.reindexAllTasks(context: container)
    }

    /// A tapped result: open the task it names in `TaskFormSheet` on the Backlog tab.
    public func application(continue activity: NSUserActivity) -> Bool {
        guard activity.activityType == CSSearchableItemActionType,
              let identifier = activity.userInfo[CSSearchableItemActivityIdentifier] else { return false }
        guard let task = container.task(uuid: identifier) else {
            context.log("app.spotlight.stale", "no task '\(identifier)'; FocusBlox opens on \(selectedTab.rawValue)")
            return false
        }
        selectedTab = .backlog
        openTaskID = task.uuid
        context.log("app.navigated", "Backlog opened \"\(task.title)\" in TaskFormSheet")
        return true
    }

    public var screen: ScreenState {
        let open = openTaskID.flatMap(container.task(uuid:))
        return ScreenState(tab: selectedTab.rawValue, presented: open.map { "TaskFormSheet(\($0.title))" }, selection: open?.uuid)
    }

    /// Switches tab, closing the sheet.
    func select(tab: FocusBlox.Tab) {
        selectedTab = tab
        openTaskID = nil
    }

    // MARK: - Model changes (each followed by the spec's indexing call)

    /// Saves a new task and indexes it (`TaskFormSheet.saveTask`, `QuickCaptureView`, `SyncEngine`, `SaveQuickCaptureIntent`).
    func add(_ task: FocusBlox.LocalTask) {
        container.tasks.append(task)
        context.log("app.task.created", "created \"\(task.title)\" via \(task.createdVia.rawValue)")
        spotlight.indexTask(task)
        FocusBlox.donateCreation(task, context: context)
        reloadQuickCaptureWidget()
    }

    /// Saves an edited task and re-indexes it.
    func update(_ task: FocusBlox.LocalTask) {
        var changed = task
        changed.updatedAt = context.now
        container.replace(changed)
        context.log("app.task.updated", "updated \"\(task.title)\"")
        spotlight.indexTask(changed)
        reloadQuickCaptureWidget()
    }

    /// Completes a task and calls `indexTask` for it, as every completion path does.
    func complete(_ task: FocusBlox.LocalTask, via source: FocusBlox.Source) {
        var done = task
        done.isCompleted = true
        done.completedAt = context.now
        done.updatedAt = context.now
        container.replace(done)
        if source == .focusBlock, let block = container.activeBlock(at: context.now),
           let slot = container.blocks.firstIndex(of: block) {
            container.blocks[slot].completedTaskIDs.append(task.uuid)
        }
        context.log("app.task.completed", "completed \"\(task.title)\" via \(source.rawValue)")
        context.playHaptic("success")
        spotlight.indexTask(done)
        FocusBlox.donateCompletion(done, via: source, context: context)
        reloadQuickCaptureWidget()
    }

    /// Deletes a task and deindexes it.
    func delete(_ task: FocusBlox.LocalTask) {
        container.tasks.removeAll { $0.uuid == task.uuid }
        context.log("app.task.deleted", "deleted \"\(task.title)\"")
        spotlight.deindexTask(uuid: task.uuid)
        reloadQuickCaptureWidget()
    }

    /// Starts a focus block now.
    func startBlock(title: String, duration: SimDuration, tasks: [FocusBlox.LocalTask]) -> FocusBlox.FocusBlock {
        let block = FocusBlox.FocusBlock(id: context.runtime.uuid(), title: title, startDate: context.now, endDate: context.now + duration,
                                         taskIDs: tasks.map(\.uuid), completedTaskIDs: [])
        container.blocks.append(block)
        selectedTab = .focus
        openTaskID = nil
        context.log("app.block.started", "started focus block \"\(title)\" until \(context.calendar.short(block.endDate))")
        reloadQuickCaptureWidget()
        return block
    }

    /// Ends the running focus block now.
    func endBlock(_ block: FocusBlox.FocusBlock) {
        guard let slot = container.blocks.firstIndex(of: block) else { return }
        container.blocks[slot].endDate = context.now
        context.log("app.block.ended", "ended focus block \"\(block.title)\"")
        reloadQuickCaptureWidget()
    }

    public func completionValues(for key: String) -> [String] {
        switch key {
        case "taskTitles": container.tasks.map(\.title)
        case "tabs": FocusBlox.Tab.allCases.map(\.rawValue)
        default: []
        }
    }

    public func summary() -> [String] { FocusBloxActions.listLines(self) }

    /// FB-G2.4: active, non-template tasks are searchable; completed tasks and recurring templates are not.
    public var searchableIdentifiers: Set<String>? {
        Set(container.tasks.filter { !$0.isCompleted && $0.recurrencePattern == "none" }.map(\.uuid))
    }

    /// `reindexAllTasks` at every start is FocusBlox's documented reindex point.
    public var reindexesAtLaunch: Bool { true }

    /// A task's title.
    public func searchableTitle(for identifier: String) -> String? { container.task(uuid: identifier)?.title }

    // MARK: - CSSearchableIndexDelegate

    public func searchableIndex(_ searchableIndex: CSSearchableIndex,
                                reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        spotlight.reindexAllTasks(context: container, completion: acknowledgementHandler)
    }

    public func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                                acknowledgementHandler: @escaping () -> Void) {
        for task in identifiers.compactMap(container.task(uuid:)) { spotlight.indexTask(task) }
        acknowledgementHandler()
    }
}

extension FocusBloxApp {
    /// The tab and the task open in its sheet.
    public var restorationState: [String: [String]] {
        var state = ["tab": [selectedTab.rawValue]]
        if let openTaskID { state["openTask"] = [openTaskID] }
        return state
    }

    /// Takes back the tab and the open task.
    public func restore(from state: [String: [String]]) {
        selectedTab = state["tab"]?.first.flatMap(FocusBlox.Tab.init(rawValue:)) ?? .backlog
        openTaskID = state["openTask"]?.first
    }
}
