import Foundation

/// The FocusBlox app (seed 004, ITB-G): its SwiftData-like model and its `SpotlightIndexingService` (ITB-G2).
public enum FocusBlox {
    /// The key under which the app's model container lives in its data store.
    static let containerKey = "focusblox.container"

    /// How a task came to exist or was completed: the integration points of ITB-G1/ITB-G2 (for donations and indexing).
    public enum Source: String, CaseIterable, Sendable, Codable {
        /// `TaskFormSheet` (the full editor).
        case form
        /// `QuickCaptureView` / the quick-capture widget.
        case quickCapture = "quick-capture"
        /// `SyncEngine` (a task created on another device).
        case sync
        /// An App Intent run by Siri or Shortcuts (`SaveQuickCaptureIntent`, `CompleteTaskIntent`).
        case intent
        /// `FocusBlockActionService` (completing a task inside a focus block).
        case focusBlock = "focus-block"
        /// The backlog list in the app.
        case app
    }

    /// The task types FocusBlox offers.
    public static let taskTypes = ["income", "maintenance", "recharge", "learning", "giving_back"]
    /// The urgency values FocusBlox stores.
    public static let urgencies = ["urgent", "not_urgent"]
    /// Recurrence patterns; anything but "none" makes the task a recurring template.
    public static let recurrencePatterns = ["none", "daily", "weekdays", "weekly", "biweekly", "monthly"]

    /// A task, as FocusBlox's SwiftData `LocalTask` holds it.
    public struct LocalTask: Equatable, Sendable, Codable {
        public var uuid: String
        public var title: String
        public var taskDescription: String
        /// Comma-separated tags, e.g. `shopping,groceries`.
        public var tags: String
        public var taskType: String
        /// 1 (low) to 3 (high); nil when not set.
        public var importance: Int?
        /// `urgent` or `not_urgent`; nil when not set.
        public var urgency: String?
        public var dueDate: Date?
        public var isCompleted: Bool
        public var completedAt: Date?
        /// `none` for a normal task; a pattern such as `daily` for a recurring template.
        public var recurrencePattern: String
        public var createdAt: Date
        public var updatedAt: Date
        /// Where the task was created.
        public var createdVia: Source

        /// Whether the task is a recurring template (never indexed).
        public var isTemplate: Bool { recurrencePattern != "none" }
    }

    /// A focus block: a time box the user works in, with the tasks planned for it.
    public struct FocusBlock: Equatable, Sendable, Codable {
        public var id: String
        public var title: String
        public var startDate: Date
        public var endDate: Date
        /// Task UUIDs planned for the block.
        public var taskIDs: [String]
        /// Task UUIDs completed inside the block.
        public var completedTaskIDs: [String]

        /// Whether the block is running at `now`.
        public func isActive(at now: Date) -> Bool { startDate <= now && now < endDate }
    }

    /// The app's tabs.
    public enum Tab: String, CaseIterable, Sendable {
        case backlog = "Backlog", blox = "Blox", focus = "Focus", review = "Review", settings = "Settings"
    }

    /// The shared model container (`SharedModelContainer`): tasks and focus blocks, used by the app, intents and widgets.
    public final class ModelContainer {
        public internal(set) var tasks: [LocalTask] = []
        public internal(set) var blocks: [FocusBlock] = []

        /// The task with this UUID.
        public func task(uuid: String) -> LocalTask? { tasks.first { $0.uuid == uuid } }

        /// The block running at `now`, if any.
        public func activeBlock(at now: Date) -> FocusBlock? { blocks.last { $0.isActive(at: now) } }

        /// Incomplete tasks (templates included, as the widget's predicate counts them).
        public var incompleteTasks: [LocalTask] { tasks.filter { !$0.isCompleted } }

        /// Incomplete tasks with urgency `urgent`.
        public var urgentTasks: [LocalTask] { tasks.filter { !$0.isCompleted && $0.urgency == "urgent" } }

        func replace(_ task: LocalTask) {
            guard let slot = tasks.firstIndex(where: { $0.uuid == task.uuid }) else { return }
            tasks[slot] = task
        }
    }
}
