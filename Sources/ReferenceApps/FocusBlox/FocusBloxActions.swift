import LimelightAppIntents
import LimelightCore
import SimulatorKit

/// FocusBlox's descriptor, install option and user actions (`task add|edit|complete|delete|list`, `block start|end`).
enum FocusBloxActions {
    static let taskArgument = ArgumentSpec("task", .text, help: "the task's title (quoted) or its UUID", completion: .app("taskTitles"))

    static var descriptor: AppDescriptor {
        var descriptor = AppDescriptor(bundleIdentifier: "com.focusblox.app", shortName: "focusblox", displayName: "FocusBlox",
                      summary: "Tasks and focus blocks (seed 004, ITB-G): SpotlightIndexingService, reindexAllTasks at launch",
                      actions: actions,
                      installOptions: [OptionSpec("spotlight-behaviour", .choice(FocusBlox.SpotlightBehaviour.allCases.map(\.rawValue)),
                                                  help: "FocusBlox: 'spec' runs indexTask as written (a task completed after indexing stays until the next launch); 'corrected' removes it")]) {
            FocusBloxApp(context: $0)
        }
        FocusBlox.listAppIntents(&descriptor)
        descriptor.onInstall = FocusBlox.install
        descriptor.syncAdapter = FocusBloxSyncAdapter()
        return descriptor
    }

    static func focusBlox(_ program: AppProgram) throws -> FocusBloxApp {
        guard let app = program as? FocusBloxApp else { throw AppActionError("this action belongs to FocusBlox") }
        return app
    }

    static func findTask(_ reference: String, _ app: FocusBloxApp, argument: String = "task") throws -> FocusBlox.LocalTask {
        try ModelLookup.find(reference, in: app.container.tasks, kind: "task", argument: argument, identifiers: { [$0.uuid] }, title: \.title)
    }

    static func findChoice(_ call: AppActionCall, _ name: String, in words: [String]) throws -> String? {
        guard let value = call.optionalText(name) else { return nil }
        guard words.contains(value) else {
            throw AppActionError("'\(value)' is not one of \(words.joined(separator: ", "))", argument: name,
                                 suggestion: Suggestions.closest(to: value, in: words).map { "did you mean '\($0)'?" })
        }
        return value
    }

    static func findImportance(_ call: AppActionCall) throws -> Int? {
        guard let n = try call.integer("importance") else { return nil }
        guard (1...3).contains(n) else { throw AppActionError("importance must be 1, 2 or 3", argument: "importance") }
        return n
    }

    static let taskFields: [OptionSpec] = [
        OptionSpec("description", .text, help: "the task's description"),
        OptionSpec("tags", .list, help: "comma-separated tags (FocusBlox: Spotlight keywords)"),
        OptionSpec("type", .choice(FocusBlox.taskTypes), help: "FocusBlox task type (default maintenance)"),
        OptionSpec("importance", .integer, help: "FocusBlox importance 1–3"),
        OptionSpec("urgency", .choice(FocusBlox.urgencies), help: "FocusBlox urgency"),
        OptionSpec("due", .date, help: "the due date: 2026-01-15, 2026-01-15T17:00, today, tomorrow, now+3d"),
        OptionSpec("recurrence", .choice(FocusBlox.recurrencePatterns), help: "FocusBlox recurrence; anything but none makes a template"),
    ]

    static let actions: [AppAction] = [
        AppAction(["task", "add"], summary: "Add a task (the app indexes it at once)",
                  arguments: [ArgumentSpec("title", .text, help: "the task's title")],
                  options: taskFields + [OptionSpec("via", .choice(["form", "quick-capture", "sync", "intent"]),
                                                    help: "FocusBlox: where the task is created (default form = TaskFormSheet)")],
                  examples: ["task add \"Einkaufen\" --description \"Milch, Brot, Butter\" --tags shopping,groceries"]) { program, call in
            let app = try focusBlox(program)
            let now = app.now()
            let task = FocusBlox.LocalTask(uuid: app.uuid().uuidString, title: try call.text("title"),
                                           taskDescription: call.optionalText("description") ?? "", tags: call.optionalText("tags") ?? "",
                                           taskType: try findChoice(call, "type", in: FocusBlox.taskTypes) ?? "maintenance",
                                           importance: try findImportance(call), urgency: try findChoice(call, "urgency", in: FocusBlox.urgencies),
                                           dueDate: try call.date("due"), isCompleted: false, completedAt: nil,
                                           recurrencePattern: try findChoice(call, "recurrence", in: FocusBlox.recurrencePatterns) ?? "none",
                                           createdAt: now, updatedAt: now,
                                           createdVia: FocusBlox.Source(rawValue: call.optionalText("via") ?? "form") ?? .form)
            app.add(task)
            return ["added \"\(task.title)\" (\(task.uuid))" + (task.isTemplate ? " as a \(task.recurrencePattern) template" : "")]
        },
        AppAction(["task", "edit"], summary: "Change a task's fields (the app re-indexes it)",
                  arguments: [taskArgument],
                  options: [OptionSpec("title", .text, help: "a new title"), OptionSpec("no-due", nil, help: "remove the due date")] + taskFields) { program, call in
            let app = try focusBlox(program)
            var task = try findTask(try call.text("task"), app)
            if let v = call.optionalText("title") { task.title = v }
            if let v = call.optionalText("description") { task.taskDescription = v }
            if let v = call.optionalText("tags") { task.tags = v }
            if let v = try findChoice(call, "type", in: FocusBlox.taskTypes) { task.taskType = v }
            if let v = try findImportance(call) { task.importance = v }
            if let v = try findChoice(call, "urgency", in: FocusBlox.urgencies) { task.urgency = v }
            if let v = try call.date("due") { task.dueDate = v }
            if call.flag("no-due") { task.dueDate = nil }
            if let v = try findChoice(call, "recurrence", in: FocusBlox.recurrencePatterns) { task.recurrencePattern = v }
            app.update(task)
            return ["updated \"\(task.title)\""]
        },
        AppAction(["task", "complete"], summary: "Mark a task as done",
                  arguments: [taskArgument],
                  options: [OptionSpec("via", .choice(["app", "intent", "focus-block"]),
                                       help: "FocusBlox: the completion path (default app; focus-block = FocusBlockActionService)")]) { program, call in
            let app = try focusBlox(program)
            let task = try findTask(try call.text("task"), app)
            guard !task.isCompleted else { throw AppActionError("\"\(task.title)\" is already completed", argument: "task") }
            app.complete(task, via: FocusBlox.Source(rawValue: call.optionalText("via") ?? "app") ?? .app)
            return ["completed \"\(task.title)\""]
        },
        AppAction(["task", "delete"], summary: "Delete a task (the app removes it from Spotlight)", arguments: [taskArgument]) { program, call in
            let app = try focusBlox(program)
            let task = try findTask(try call.text("task"), app)
            app.delete(task)
            return ["deleted \"\(task.title)\""]
        },
        AppAction(["task", "list"], summary: "List the app's tasks with their status and Spotlight identifier") { program, _ in
            listLines(try focusBlox(program))
        },
        AppAction(["block", "start"], summary: "Start a focus block now",
                  arguments: [ArgumentSpec("title", .text, help: "the block's title")],
                  options: [OptionSpec("duration", .duration, help: "how long (default 60m)"),
                            OptionSpec("tasks", .list, help: "titles or UUIDs of tasks planned for the block")],
                  examples: ["block start \"Deep Work\" --duration 90m --tasks Einkaufen"]) { program, call in
            let app = try focusBlox(program)
            if let running = app.container.activeBlock(at: app.now()) {
                throw AppActionError("focus block \"\(running.title)\" is still running", suggestion: "end it with 'block end'")
            }
            let duration = call.duration("duration") ?? 60 * 60
            guard duration > 0 else { throw AppActionError("a focus block needs a positive duration", argument: "duration") }
            let tasks = try (call.list("tasks") ?? []).map { try findTask($0, app, argument: "tasks") }
            let block = app.startBlock(title: try call.text("title"), duration: duration, tasks: tasks)
            return ["focus block \"\(block.title)\" runs until \(DateText.short(block.endDate, in: app.calendar))"]
        },
        AppAction(["block", "end"], summary: "End the running focus block") { program, _ in
            let app = try focusBlox(program)
            guard let running = app.container.activeBlock(at: app.now()) else {
                throw AppActionError("no focus block is running", suggestion: "start one with 'block start TITLE'")
            }
            app.endBlock(running)
            return ["ended focus block \"\(running.title)\""]
        },
        TabAction.make(appName: "FocusBlox") { (program, tab: FocusBlox.Tab) in try focusBlox(program).select(tab: tab) },
    ]

    /// One line per task and per focus block.
    static func listLines(_ app: FocusBloxApp) -> [String] {
        let c = app.container
        var lines = c.tasks.isEmpty ? ["no tasks"] : c.tasks.map { t in
            var parts = [t.isCompleted ? "✓" : "·", "\"\(t.title)\"", t.taskType]
            if let i = t.importance { parts.append("importance \(i)") }
            if let u = t.urgency { parts.append(u) }
            if let d = t.dueDate { parts.append("due \(DateText.short(d, in: app.calendar))") }
            if t.isTemplate { parts.append("template (\(t.recurrencePattern))") }
            parts.append(t.uuid)
            return "  " + parts.joined(separator: "  ")
        }
        for b in c.blocks {
            let state = b.isActive(at: app.now()) ? "active" : "ended"
            lines.append("  block \"\(b.title)\" \(state) \(DateText.short(b.startDate, in: app.calendar))–\(DateText.short(b.endDate, in: app.calendar))")
        }
        return lines
    }
}
