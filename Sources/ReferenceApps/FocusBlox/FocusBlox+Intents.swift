import LimelightAppIntents
import LimelightCore
import SimulatorKit

/// ITB-G1: FocusBlox's App Intents declaration, its App Shortcuts and what its intents do when the system runs them.
///
/// FB-G1.3 (the quick capture view): the seed's checklist says CreateTaskIntent, its implementation section says
/// SaveQuickCaptureIntent. FocusBlox donates **SaveQuickCaptureIntent(taskTitle:)**, so the view and the intent Siri
/// runs are one action for the learner. No donation carries a date: `createdAt`/`dueDate` are never donated.
extension FocusBlox {
    /// The bundle identifier.
    static let bundleIdentifier = "com.focusblox.app"

    /// The App Shortcuts; every phrase names `\(.applicationName)`, one names the task to complete.
    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: CreateTaskIntent(), phrases: ["Create a task in \(.applicationName)", "Erstelle Task in \(.applicationName)"],
                        shortTitle: "Create Task", systemImageName: "plus.circle")
            AppShortcut(intent: GetNextUpIntent(), phrases: ["What's next in \(.applicationName)", "Was steht an in \(.applicationName)"],
                        shortTitle: "Next Up", systemImageName: "list.bullet")
            AppShortcut(intent: CompleteTaskIntent(), phrases: ["Complete a task in \(.applicationName)", "Complete \(\.$task) in \(.applicationName)"],
                        shortTitle: "Complete Task", systemImageName: "checkmark.circle")
            AppShortcut(intent: SaveQuickCaptureIntent(), phrases: ["Quick capture in \(.applicationName)"],
                        shortTitle: "Quick Capture", systemImageName: "square.and.pencil")
        }
    }

    /// The App Intents types, listed once in the descriptor (the system reads them at install, as a device reads the
    /// binary): the intents in declaration order (the App Shortcuts' intents need no listing, but the order is the
    /// metadata's), and a task whose `@Property`s declare the entity's properties.
    static func listAppIntents(_ descriptor: inout AppDescriptor) {
        descriptor.appIntents(appShortcuts: Shortcuts.self,
                              intents: [CreateTaskIntent.self, SaveQuickCaptureIntent.self, CompleteTaskIntent.self, GetNextUpIntent.self],
                              entities: [TaskEntity.self], examples: [TaskEntity(id: "", title: "")])
    }

    /// The install hook: the quick-capture widget and Siri tips on iOS.
    static func install(_ context: AppContext) throws {
        guard context.platform == .ios else { return }
        try declareQuickCaptureWidget(context)
        try placeSiriTips()
    }
}

extension FocusBloxApp {
    /// The running program of the app whose code runs now (what `@Dependency` would give an intent on a device).
    static var running: FocusBloxApp? { AppContext.current?.app.program as? FocusBloxApp }

    /// `perform()` of `SaveQuickCaptureIntent` and `CreateTaskIntent` when Siri, Shortcuts or a widget runs them (the
    /// system donates them first): saves the task; the quick capture then donates it as the view does.
    func createFromIntent(_ intentType: String, titleKey: String, title: String, category: String?, importance: Int?) throws -> String {
        guard !title.isEmpty else { throw AppIntentRunError("\(intentType) needs a \(titleKey)") }
        let created = now()
        let task = FocusBlox.LocalTask(uuid: uuid().uuidString, title: title, taskDescription: "", tags: "", taskType: category ?? "maintenance",
                                       importance: importance, urgency: nil, dueDate: nil, isCompleted: false, completedAt: nil,
                                       recurrencePattern: "none", createdAt: created, updatedAt: created, createdVia: .intent)
        if intentType == "SaveQuickCaptureIntent" {
            add(task) // perform() saves, then donates (seed ITB-G1 point 1)
        } else {
            container.tasks.append(task)
            spotlight.indexTask(task)
            context.log("app.task.created", "created \"\(task.title)\" via CreateTaskIntent")
            reloadQuickCaptureWidget()
        }
        return "Task '\(title)' erstellt."
    }

    /// `perform()` of `CompleteTaskIntent`.
    func completeFromIntent(uuid: String) throws -> String {
        guard let task = container.task(uuid: uuid) else { throw AppIntentRunError("CompleteTaskIntent: no such task") }
        guard !task.isCompleted else { throw AppIntentRunError("\"\(task.title)\" is already completed") }
        complete(task, via: .intent)
        return "Completed '\(task.title)'."
    }

    /// `perform()` of `GetNextUpIntent`: the first urgent open task, else the most important one.
    func nextUp() -> String {
        let open = container.incompleteTasks.filter { !$0.isTemplate }
        let next = open.first { $0.urgency == "urgent" } ?? open.max { ($0.importance ?? 0) < ($1.importance ?? 0) }
        return next.map { "Next up: \($0.title)" } ?? "Nothing is next up."
    }
}
