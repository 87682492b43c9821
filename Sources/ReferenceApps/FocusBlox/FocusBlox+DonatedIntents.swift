import Foundation
import LimelightAppIntents

/// ITB-G1's intents as App Intents types, as FocusBlox donates them through `IntentDonationManager.shared`.
///
/// The simulator runs intents from the app's declarations (`FocusBlox.intentsMetadata`) and hands them to
/// `FocusBloxApp.perform(_:)`; it does not call these types' `perform()` (Docs/AppleAPI.md, App Intents).
extension FocusBlox {
    /// The `TaskCategory` enumeration of `CreateTaskIntent`: a task type (`income`, `maintenance`, …).
    struct TaskCategory: AppEnum {
        let rawValue: String

        init(rawValue: String) { self.rawValue = rawValue }

        static var allCases: [TaskCategory] { taskTypes.map(TaskCategory.init(rawValue:)) }
        static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Category") }
        static var caseDisplayRepresentations: [TaskCategory: DisplayRepresentation] {
            Dictionary(uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
        }
    }

    /// `TaskEntity`: the entity `CompleteTaskIntent` takes, identified by the task's UUID.
    struct TaskEntity: AppEntity {
        let id: String
        let title: String

        static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Task") }
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        static var defaultQuery: TaskEntityQuery { TaskEntityQuery() }
    }

    /// `TaskEntity`'s query (the simulator does not ask entity queries: it finds none).
    struct TaskEntityQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TaskEntity] { [] }
    }

    /// `CreateTaskIntent(title:category:importance:)`: only stable parameters, never dates.
    struct CreateTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Create Task"
        @Parameter(title: "Title") var title: String
        @Parameter(title: "Category") var category: TaskCategory
        @Parameter(title: "Importance") var importance: Int?

        init() {}

        /// The intent for a saved task.
        init(_ task: LocalTask) {
            title = task.title
            category = TaskCategory(rawValue: task.taskType)
            if let importance = task.importance { self.importance = importance }
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    /// `SaveQuickCaptureIntent(taskTitle:)`: the quick-capture view's and Siri's capture.
    struct SaveQuickCaptureIntent: AppIntent {
        static let title: LocalizedStringResource = "Save Quick Capture"
        @Parameter(title: "Title") var taskTitle: String

        init() {}

        init(taskTitle: String) { self.taskTitle = taskTitle }

        func perform() async throws -> some IntentResult { .result() }
    }

    /// `CompleteTaskIntent(task:)`, referring to the task as an entity.
    struct CompleteTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Complete Task"
        @Parameter(title: "Task") var task: TaskEntity

        init() {}

        init(_ task: LocalTask) { self.task = TaskEntity(id: task.uuid, title: task.title) }

        func perform() async throws -> some IntentResult { .result() }
    }

    /// Donation points 1, 3, 4 and 5 (FB-G1.1, 1.3, 1.4, 1.5): after a new task is saved, by where it came from.
    static func donateCreation(_ task: LocalTask) {
        switch task.createdVia {
        case .intent, .quickCapture: IntentDonationManager.shared.donate(intent: SaveQuickCaptureIntent(taskTitle: task.title))
        case .form, .sync: IntentDonationManager.shared.donate(intent: CreateTaskIntent(task))
        case .focusBlock, .app: break
        }
    }

    /// Donation points 2 and 6 (FB-G1.2, 1.6): after a completion is saved through the intent or a focus block.
    static func donateCompletion(_ task: LocalTask, via source: Source) {
        guard source == .intent || source == .focusBlock else { return }
        IntentDonationManager.shared.donate(intent: CompleteTaskIntent(task))
    }
}
