import Foundation
import LimelightCoreSpotlight
import SimulatorKit

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
    /// The clock: `Date.init` in the shipping app, the simulated now here (an injected clock, not `Date()`).
    let now: () -> Date = SimulatedClock.date
    /// Makes new identifiers: `UUID.init` in the shipping app, the simulation's seeded UUIDs here.
    let uuid: () -> UUID = SimulatedUUID.generate
    /// The calendar dates are shown in: `Calendar.current` on a device.
    var calendar: Calendar { SimulatedClock.calendar }

    public init(context: AppContext) {
        self.context = context
        container = context.dataStore.get(FocusBlox.containerKey) { FocusBlox.ModelContainer() }
        let behaviour = FocusBlox.SpotlightBehaviour.chosen(in: context)
        spotlight = FocusBlox.SpotlightIndexingService(context: context, behaviour: behaviour)
        CSSearchableIndex.default().indexDelegate = self
    }

    /// `FocusBloxApp.init()`: refresh the index at every start.
    public func applicationDidFinishLaunching() {
        spotlight.reindexAllTasks(context: container)
    }

    /// A tapped result: open the task it names in `TaskFormSheet` on the Backlog tab.
    public func application(continue activity: NSUserActivity) -> Bool {
        guard activity.activityType == CSSearchableItemActionType,
              let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
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
        FocusBlox.donateCreation(task)
        reloadQuickCaptureWidget()
    }

    /// Saves an edited task and re-indexes it.
    func update(_ task: FocusBlox.LocalTask) {
        var changed = task
        changed.updatedAt = now()
        container.replace(changed)
        context.log("app.task.updated", "updated \"\(task.title)\"")
        spotlight.indexTask(changed)
        reloadQuickCaptureWidget()
    }

    /// Completes a task and calls `indexTask` for it, as every completion path does.
    func complete(_ task: FocusBlox.LocalTask, via source: FocusBlox.Source) {
        var done = task
        let completedAt = now()
        done.isCompleted = true
        done.completedAt = completedAt
        done.updatedAt = completedAt
        container.replace(done)
        if source == .focusBlock, let block = container.activeBlock(at: completedAt),
           let slot = container.blocks.firstIndex(of: block) {
            container.blocks[slot].completedTaskIDs.append(task.uuid)
        }
        context.log("app.task.completed", "completed \"\(task.title)\" via \(source.rawValue)")
        context.playHaptic("success")
        spotlight.indexTask(done)
        FocusBlox.donateCompletion(done, via: source)
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
    func startBlock(title: String, duration: TimeInterval, tasks: [FocusBlox.LocalTask]) -> FocusBlox.FocusBlock {
        let start = now()
        let block = FocusBlox.FocusBlock(id: uuid().uuidString, title: title, startDate: start, endDate: start + duration,
                                         taskIDs: tasks.map(\.uuid), completedTaskIDs: [])
        container.blocks.append(block)
        selectedTab = .focus
        openTaskID = nil
        context.log("app.block.started", "started focus block \"\(title)\" until \(DateText.short(block.endDate, in: calendar))")
        reloadQuickCaptureWidget()
        return block
    }

    /// Ends the running focus block now.
    func endBlock(_ block: FocusBlox.FocusBlock) {
        guard let slot = container.blocks.firstIndex(of: block) else { return }
        container.blocks[slot].endDate = now()
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
