import LimelightCore
import SimulatorKit

/// Simplr's descriptor and user actions (`task add`, `category rename`, …) for the command language.
enum SimplrActions {
    static let taskArgument = ArgumentSpec("task", .text, help: "the task's title (quoted) or its id", completion: .app("taskTitles"))

    static var descriptor: AppDescriptor {
        AppDescriptor(bundleIdentifier: "com.danielzverev.simplr", shortName: "simplr", displayName: "Simplr",
                      summary: "Task app (seed 000): status-ranked Spotlight results, 30-day expiry of completed tasks, tab navigation on tap",
                      actions: actions) { SimplrApp(context: $0) }
    }

    /// The running program as a Simplr app, or an error.
    static func simplr(_ program: AppProgram) throws -> SimplrApp {
        guard let app = program as? SimplrApp else { throw AppActionError("this action belongs to Simplr") }
        return app
    }

    static func findTask(_ call: AppActionCall, _ app: SimplrApp) throws -> Simplr.Task {
        try ModelLookup.find(try call.text("task"), in: app.taskManager.database.tasks, kind: "task", argument: "task",
                             identifiers: { [$0.id, Simplr.SpotlightManager.spotlightIdentifier(for: $0)] }, title: \.title)
    }

    static func findCategory(named name: String, _ app: SimplrApp, create: Bool) throws -> Simplr.TaskCategory {
        if let found = app.taskManager.database.categories.first(where: { $0.name == name }) { return found }
        if create { return app.taskManager.addCategory(named: name) }
        return try ModelLookup.find(name, in: app.taskManager.database.categories, kind: "category", argument: "category",
                                    identifiers: { [$0.id] }, title: \.name)
    }

    static let actions: [AppAction] = [
        AppAction(["task", "add"], summary: "Add a task (the app indexes it at once)",
                  arguments: [ArgumentSpec("title", .text, help: "the task's title")],
                  options: [OptionSpec("description", .text, help: "notes shown with the task"),
                            OptionSpec("due", .date, help: "the due date: 2026-01-15, 2026-01-15T17:00, today, tomorrow, now+3d"),
                            OptionSpec("category", .text, help: "a category (created if new)", completion: .app("categories"))],
                  examples: ["task add \"Review project proposal\" --due 2026-01-02 --category Work"]) { program, call in
            let app = try simplr(program)
            let category = try call.optionalText("category").map { try findCategory(named: $0, app, create: true) }
            let task = Simplr.Task(id: app.taskManager.newID(), title: try call.text("title"), taskDescription: call.optionalText("description") ?? "",
                                   dueDate: try call.date("due"), categoryId: category?.id, isCompleted: false, completedAt: nil,
                                   createdAt: app.taskManager.now)
            app.taskManager.addTask(task)
            return ["added \"\(task.title)\" (\(Simplr.SpotlightManager.spotlightIdentifier(for: task)))"]
        },
        AppAction(["task", "edit"], summary: "Change a task's title, notes, due date or category",
                  arguments: [taskArgument],
                  options: [OptionSpec("title", .text, help: "a new title"), OptionSpec("description", .text, help: "new notes"),
                            OptionSpec("due", .date, help: "a new due date"), OptionSpec("no-due", nil, help: "remove the due date"),
                            OptionSpec("category", .text, help: "a new category (created if new)", completion: .app("categories"))],
                  examples: ["task edit \"Review project proposal\" --due tomorrow"]) { program, call in
            let app = try simplr(program)
            var task = try findTask(call, app)
            if let title = call.optionalText("title") { task.title = title }
            if let text = call.optionalText("description") { task.taskDescription = text }
            if let due = try call.date("due") { task.dueDate = due }
            if call.flag("no-due") { task.dueDate = nil }
            if let name = call.optionalText("category") { task.categoryId = try findCategory(named: name, app, create: true).id }
            app.taskManager.updateTask(task)
            return ["updated \"\(task.title)\""]
        },
        AppAction(["task", "complete"], summary: "Mark a task as done (toggleTaskCompletion)", arguments: [taskArgument]) { program, call in
            let app = try simplr(program)
            let task = try findTask(call, app)
            guard !task.isCompleted else {
                throw AppActionError("\"\(task.title)\" is already completed", argument: "task", suggestion: "reopen it with 'task reopen'")
            }
            app.taskManager.toggleTaskCompletion(task)
            return ["completed \"\(task.title)\""]
        },
        AppAction(["task", "reopen"], summary: "Mark a completed task as open again (toggleTaskCompletion)", arguments: [taskArgument]) { program, call in
            let app = try simplr(program)
            let task = try findTask(call, app)
            guard task.isCompleted else { throw AppActionError("\"\(task.title)\" is not completed", argument: "task") }
            app.taskManager.toggleTaskCompletion(task)
            return ["reopened \"\(task.title)\""]
        },
        AppAction(["task", "delete"], summary: "Delete a task (the app removes it from Spotlight at once)", arguments: [taskArgument]) { program, call in
            let app = try simplr(program)
            let task = try findTask(call, app)
            app.taskManager.deleteTask(task)
            return ["deleted \"\(task.title)\""]
        },
        AppAction(["task", "list"], summary: "List the app's tasks with their status and Spotlight identifier") { program, _ in
            listLines(try simplr(program))
        },
        AppAction(["task", "id-from"], summary: "Show what SpotlightManager.taskId(from:) makes of an identifier",
                  arguments: [ArgumentSpec("identifier", .text, help: "a Spotlight identifier, e.g. task_3F2504E0-4F89-41D3-9A0C-0305E82C3301")]) { _, call in
            let text = try call.text("identifier")
            return ["taskId(from: \"\(text)\") = \(Simplr.SpotlightManager.taskId(from: text)?.uuidString ?? "nil")"]
        },
        AppAction(["category", "add"], summary: "Add a task category", arguments: [ArgumentSpec("name", .text, help: "the category's name")]) { program, call in
            let app = try simplr(program)
            let name = try call.text("name")
            guard !app.taskManager.database.categories.contains(where: { $0.name == name }) else {
                throw AppActionError("there is already a category \"\(name)\"", argument: "name")
            }
            _ = app.taskManager.addCategory(named: name)
            return ["added category \"\(name)\""]
        },
        AppAction(["category", "rename"], summary: "Rename a category: its tasks are re-indexed in one batch update",
                  arguments: [ArgumentSpec("category", .text, help: "the category", completion: .app("categories")),
                              ArgumentSpec("name", .text, help: "the new name")]) { program, call in
            let app = try simplr(program)
            let category = try findCategory(named: try call.text("category"), app, create: false)
            let count = app.taskManager.renameCategory(category, to: try call.text("name"))
            return ["renamed \"\(category.name)\" to \"\(try call.text("name"))\"; re-indexed \(count) task\(count == 1 ? "" : "s") in one call"]
        },
        TabAction.make(appName: "Simplr", summary: "Switch to a tab of the app (closing any open sheet)") { (program, tab: Simplr.Tab) in try simplr(program).select(tab: tab) },
    ]

    /// One line per task: status, title, due date, category and Spotlight identifier.
    static func listLines(_ app: SimplrApp) -> [String] {
        let db = app.taskManager.database
        if db.tasks.isEmpty { return ["no tasks"] }
        return db.tasks.map { task in
            let status = app.taskManager.spotlight.status(of: task)
            var parts = [Simplr.SpotlightManager.statusText(for: status), "\"\(task.title)\""]
            if let due = task.dueDate { parts.append("due \(DateText.short(due, in: app.taskManager.spotlight.calendar()))") }
            if let category = db.category(id: task.categoryId) { parts.append("[\(category.name)]") }
            parts.append(Simplr.SpotlightManager.spotlightIdentifier(for: task))
            return "  " + parts.joined(separator: "  ")
        }
    }
}
