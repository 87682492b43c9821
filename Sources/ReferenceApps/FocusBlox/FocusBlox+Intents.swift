import LimelightCore
import SimulatorKit
import SystemServices

/// ITB-G1: FocusBlox's App Intents metadata, its six donation points and `perform()` of its intents.
///
/// FB-G1.3 (the quick capture view): the seed's checklist says CreateTaskIntent, its implementation section says
/// SaveQuickCaptureIntent. FocusBlox donates **SaveQuickCaptureIntent(taskTitle:)**, so the view and the intent Siri
/// runs are one action for the learner. No donation carries a date: `createdAt`/`dueDate` are never donated.
extension FocusBlox {
    /// The bundle identifier.
    static let bundleIdentifier = "com.focusblox.app"

    /// `TaskEntity`: the AppEntity CompleteTaskIntent takes (FocusBlox indexes CSSearchableItems, not entities).
    static let taskEntity = AppEntityType(typeName: "TaskEntity", displayName: "Task",
                                          properties: [AppEntityProperty("title", type: .string)], isIndexed: false)

    /// Everything the app bundle declares to App Intents; every App Shortcut phrase names `${applicationName}`.
    static var intentsMetadata: AppIntentsMetadata {
        AppIntentsMetadata(
            app: bundleIdentifier, displayName: "FocusBlox",
            intents: [
                IntentDeclaration(typeName: "CreateTaskIntent", title: "Create Task",
                                  parameters: [IntentParameter("title", title: "Title", type: .string),
                                               IntentParameter("category", title: "Category", type: .enumeration("TaskCategory"), isRequired: false),
                                               IntentParameter("importance", title: "Importance", type: .int, isRequired: false),
                                               IntentParameter("dueDate", title: "Due Date", type: .date, isRequired: false)],
                                  parameterSummary: ParameterSummary("Create ${title} in ${category}")),
                IntentDeclaration(typeName: "SaveQuickCaptureIntent", title: "Save Quick Capture",
                                  parameters: [IntentParameter("taskTitle", title: "Title", type: .string)],
                                  parameterSummary: ParameterSummary("Capture ${taskTitle}")),
                IntentDeclaration(typeName: "CompleteTaskIntent", title: "Complete Task",
                                  parameters: [IntentParameter("task", title: "Task", type: .entity("TaskEntity"))],
                                  parameterSummary: ParameterSummary("Complete ${task}")),
                IntentDeclaration(typeName: "GetNextUpIntent", title: "Get Next Up"),
            ],
            entityTypes: [taskEntity],
            appShortcuts: [
                AppShortcut(intentType: "CreateTaskIntent", phrases: ["Create a task in ${applicationName}", "Erstelle Task in ${applicationName}"],
                            shortTitle: "Create Task", systemImageName: "plus.circle"),
                AppShortcut(intentType: "GetNextUpIntent", phrases: ["What's next in ${applicationName}", "Was steht an in ${applicationName}"],
                            shortTitle: "Next Up", systemImageName: "list.bullet"),
                AppShortcut(intentType: "CompleteTaskIntent", phrases: ["Complete a task in ${applicationName}", "Complete ${task} in ${applicationName}"],
                            shortTitle: "Complete Task", systemImageName: "checkmark.circle"),
                AppShortcut(intentType: "SaveQuickCaptureIntent", phrases: ["Quick capture in ${applicationName}"],
                            shortTitle: "Quick Capture", systemImageName: "square.and.pencil"),
            ])
    }

    /// The install hook: App Intents everywhere; the quick-capture widget and Siri tips on iOS.
    static func install(_ context: AppContext) throws {
        try context.device.intents.install(intentsMetadata)
        guard context.platform == .ios else { return }
        try declareQuickCaptureWidget(context)
        try placeSiriTips()
    }
}

extension FocusBloxApp: AppIntentHandling {
    /// `perform()` of FocusBlox's intents when Siri, Shortcuts or a widget runs them (the system donates them first).
    public func perform(_ intent: AppIntent) throws -> [String] {
        switch intent.typeName {
        case "SaveQuickCaptureIntent", "CreateTaskIntent":
            let titleKey = intent.typeName == "CreateTaskIntent" ? "title" : "taskTitle"
            guard case .string(let title)? = intent.parameters[titleKey], !title.isEmpty else { throw AppIntentRunError("\(intent.typeName) needs a \(titleKey)") }
            var category = "maintenance"
            if case .enumCase(let c)? = intent.parameters["category"] { category = c }
            var importance: Int?
            if case .int(let i)? = intent.parameters["importance"] { importance = i }
            let created = now()
            let task = FocusBlox.LocalTask(uuid: uuid().uuidString, title: title, taskDescription: "", tags: "", taskType: category,
                                           importance: importance, urgency: nil, dueDate: nil, isCompleted: false, completedAt: nil,
                                           recurrencePattern: "none", createdAt: created, updatedAt: created, createdVia: .intent)
            if intent.typeName == "SaveQuickCaptureIntent" {
                add(task) // perform() saves, then donates (seed ITB-G1 point 1)
            } else {
                container.tasks.append(task)
                spotlight.indexTask(task)
                context.log("app.task.created", "created \"\(task.title)\" via CreateTaskIntent")
                reloadQuickCaptureWidget()
            }
            return ["Task '\(title)' erstellt."]
        case "CompleteTaskIntent":
            guard case .entity(let e)? = intent.parameters["task"], let task = container.task(uuid: e.identifier) else {
                throw AppIntentRunError("CompleteTaskIntent: no such task")
            }
            guard !task.isCompleted else { throw AppIntentRunError("\"\(task.title)\" is already completed") }
            complete(task, via: .intent)
            return ["Completed '\(task.title)'."]
        case "GetNextUpIntent":
            let open = container.incompleteTasks.filter { !$0.isTemplate }
            let next = open.first { $0.urgency == "urgent" } ?? open.max { ($0.importance ?? 0) < ($1.importance ?? 0) }
            return [next.map { "Next up: \($0.title)" } ?? "Nothing is next up."]
        default:
            throw AppIntentRunError("FocusBlox has no intent \(intent.typeName)")
        }
    }
}
