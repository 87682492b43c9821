import Foundation
import LimelightAppIntents

/// ITB-G1's intents as App Intents types: FocusBlox donates them through `IntentDonationManager.shared`, declares them
/// in the descriptor (`listAppIntents`), and the system runs their `perform()` (Siri, Shortcuts, the widget).
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
        @Property(title: "Title") var title: String

        static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Task") }
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        static var defaultQuery: TaskEntityQuery { TaskEntityQuery() }

        init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// `TaskEntity`'s query: the tasks of the running app with these UUIDs.
    struct TaskEntityQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TaskEntity] {
            guard let app = FocusBloxApp.running else { return [] }
            return identifiers.compactMap { app.container.task(uuid: $0).map { TaskEntity(id: $0.uuid, title: $0.title) } }
        }
    }

    /// `CreateTaskIntent(title:category:importance:dueDate:)`: donated with stable parameters only, never dates.
    struct CreateTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Create Task"
        @Parameter(title: "Title") var title: String
        @Parameter(title: "Category") var category: TaskCategory?
        @Parameter(title: "Importance") var importance: Int?
        @Parameter(title: "Due Date") var dueDate: Date?

        static var parameterSummary: some ParameterSummary { Summary("Create \(\.$title) in \(\.$category)") }

        init() {}

        /// The intent for a saved task.
        init(_ task: LocalTask) {
            title = task.title
            category = TaskCategory(rawValue: task.taskType)
            if let importance = task.importance { self.importance = importance }
        }

        func perform() async throws -> some IntentResult {
            guard let app = FocusBloxApp.running else { throw FocusBloxIntentError.notRunning }
            let dialog = try app.createFromIntent("CreateTaskIntent", titleKey: "title", title: title, category: category?.rawValue, importance: importance)
            return .result(dialog: "\(dialog)")
        }
    }

    /// `SaveQuickCaptureIntent(taskTitle:)`: the quick-capture view's and Siri's capture.
    struct SaveQuickCaptureIntent: AppIntent {
        static let title: LocalizedStringResource = "Save Quick Capture"
        @Parameter(title: "Title") var taskTitle: String

        static var parameterSummary: some ParameterSummary { Summary("Capture \(\.$taskTitle)") }

        init() {}

        init(taskTitle: String) { self.taskTitle = taskTitle }

        func perform() async throws -> some IntentResult {
            guard let app = FocusBloxApp.running else { throw FocusBloxIntentError.notRunning }
            let dialog = try app.createFromIntent("SaveQuickCaptureIntent", titleKey: "taskTitle", title: taskTitle, category: nil, importance: nil)
            return .result(dialog: "\(dialog)")
        }
    }

    /// `CompleteTaskIntent(task:)`, referring to the task as an entity.
    struct CompleteTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Complete Task"
        @Parameter(title: "Task") var task: TaskEntity

        static var parameterSummary: some ParameterSummary { Summary("Complete \(\.$task)") }

        init() {}

        init(_ task: LocalTask) { self.task = TaskEntity(id: task.uuid, title: task.title) }

        func perform() async throws -> some IntentResult {
            guard let app = FocusBloxApp.running else { throw FocusBloxIntentError.notRunning }
            return .result(dialog: "\(try app.completeFromIntent(uuid: task.id))")
        }
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

/// Why a FocusBlox intent could not run.
enum FocusBloxIntentError: Error, CustomStringConvertible {
    /// The system ran an intent while the app was not running.
    case notRunning

    var description: String { "FocusBlox is not running" }
}
