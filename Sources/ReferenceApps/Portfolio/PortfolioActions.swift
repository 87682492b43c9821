import LimelightCore
import SimulatorKit

/// Portfolio's descriptor and user actions (`project add|close|delete`, `item add|edit|delete`, …).
enum PortfolioActions {
    static let projectArgument = ArgumentSpec("project", .text, help: "the project's title (quoted) or object URI", completion: .app("projectTitles"))
    static let itemArgument = ArgumentSpec("item", .text, help: "the item's title (quoted) or object URI", completion: .app("itemTitles"))

    static var descriptor: AppDescriptor {
        AppDescriptor(bundleIdentifier: "com.portfolio.app", shortName: "portfolio", displayName: "Portfolio",
                      summary: "Projects and items (seed 001): update(_:) indexes then saves, object-URI identifiers, project domains",
                      actions: actions) { PortfolioApp(context: $0) }
    }

    static func portfolio(_ program: AppProgram) throws -> PortfolioApp {
        guard let app = program as? PortfolioApp else { throw AppActionError("this action belongs to Portfolio") }
        return app
    }

    static func findProject(_ reference: String, _ app: PortfolioApp, argument: String) throws -> Portfolio.Project {
        try ModelLookup.find(reference, in: app.dataController.container.projects, kind: "project", argument: argument,
                             identifiers: { [$0.objectURI] }, title: \.title)
    }

    static func findItem(_ call: AppActionCall, _ app: PortfolioApp) throws -> Portfolio.Item {
        try ModelLookup.find(try call.text("item"), in: app.dataController.container.items, kind: "item", argument: "item",
                             identifiers: { [$0.objectURI] }, title: \.title)
    }

    static func findPriority(_ call: AppActionCall) throws -> Int? {
        guard let p = try call.integer("priority") else { return nil }
        guard (1...3).contains(p) else { throw AppActionError("priority must be 1, 2 or 3", argument: "priority") }
        return p
    }

    static let actions: [AppAction] = [
        AppAction(["project", "add"], summary: "Add a project (saved; projects themselves are not indexed)",
                  arguments: [ArgumentSpec("title", .text, help: "the project's title")],
                  options: [OptionSpec("detail", .text, help: "the project's description")],
                  examples: ["project add \"Groceries\" --detail \"Weekly shopping\""]) { program, call in
            let app = try portfolio(program)
            let project = app.dataController.addProject(title: try call.text("title"), detail: call.optionalText("detail") ?? "")
            return ["added project \"\(project.title)\" (\(project.objectURI))"]
        },
        AppAction(["project", "close"], summary: "Close a project in EditProjectView (plays the custom haptic pattern)",
                  arguments: [projectArgument]) { program, call in
            let app = try portfolio(program)
            let project = try findProject(try call.text("project"), app, argument: "project")
            guard !project.closed else { throw AppActionError("\"\(project.title)\" is already closed", argument: "project") }
            app.close(project)
            return ["closed project \"\(project.title)\""]
        },
        AppAction(["project", "delete"], summary: "Delete a project and its items (they leave Spotlight by the project's domain)",
                  arguments: [projectArgument]) { program, call in
            let app = try portfolio(program)
            let project = try findProject(try call.text("project"), app, argument: "project")
            let count = app.dataController.container.items(of: project).count
            app.dataController.delete(project)
            return ["deleted project \"\(project.title)\" and its \(count) item\(count == 1 ? "" : "s")"]
        },
        AppAction(["project", "list"], summary: "List projects and their items with object URIs") { program, _ in
            listLines(try portfolio(program))
        },
        AppAction(["item", "add"], summary: "Add an item to a project (through update(_:): indexed, then saved)",
                  arguments: [ArgumentSpec("title", .text, help: "the item's title")],
                  options: [OptionSpec("project", .text, help: "the project (default: the newest open one)", completion: .app("projectTitles")),
                            OptionSpec("detail", .text, help: "the item's detail (its Spotlight contentDescription)"),
                            OptionSpec("priority", .integer, help: "1 (low) to 3 (high), default 2")],
                  examples: ["item add \"Buy milk\" --project Groceries --detail \"Two litres, organic\""]) { program, call in
            let app = try portfolio(program)
            let project: Portfolio.Project
            if let name = call.optionalText("project") {
                project = try findProject(name, app, argument: "project")
            } else if let newest = app.dataController.container.projects.last(where: { !$0.closed }) {
                project = newest
            } else {
                throw AppActionError("there is no open project to add the item to", suggestion: "add one with 'project add TITLE'")
            }
            let item = app.dataController.newItem(title: try call.text("title"), detail: call.optionalText("detail") ?? "",
                                                  priority: try findPriority(call) ?? 2, in: project)
            app.dataController.update(item)
            return ["added \"\(item.title)\" to \"\(project.title)\" (\(item.objectURI))"]
        },
        AppAction(["item", "edit"], summary: "Change an item in EditItemView (saved through update(_:))",
                  arguments: [itemArgument],
                  options: [OptionSpec("title", .text, help: "a new title"), OptionSpec("detail", .text, help: "a new detail"),
                            OptionSpec("priority", .integer, help: "1 to 3"), OptionSpec("completed", nil, help: "mark the item completed")]) { program, call in
            let app = try portfolio(program)
            var item = try findItem(call, app)
            if let t = call.optionalText("title") { item.title = t }
            if let d = call.optionalText("detail") { item.detail = d }
            if let p = try findPriority(call) { item.priority = p }
            if call.flag("completed") { item.completed = true }
            app.dataController.update(item)
            return ["updated \"\(item.title)\""]
        },
        AppAction(["item", "delete"], summary: "Delete an item (it leaves Spotlight by identifier)", arguments: [itemArgument]) { program, call in
            let app = try portfolio(program)
            let item = try findItem(call, app)
            app.dataController.delete(item)
            return ["deleted \"\(item.title)\""]
        },
        AppAction(["item", "list"], summary: "List projects and their items with object URIs") { program, _ in
            listLines(try portfolio(program))
        },
        TabAction.make(appName: "Portfolio") { (program, tab: Portfolio.Tab) in try portfolio(program).select(tab: tab) },
    ]

    /// One line per project, each followed by its items.
    static func listLines(_ app: PortfolioApp) -> [String] {
        let store = app.dataController.container
        if store.projects.isEmpty { return ["no projects"] }
        var lines: [String] = []
        for project in store.projects {
            lines.append("  \(project.closed ? "closed" : "open") project \"\(project.title)\"  \(project.objectURI)")
            for item in store.items(of: project) {
                lines.append("    \(item.completed ? "✓" : "·") \"\(item.title)\"  priority \(item.priority)  \(item.objectURI)")
            }
        }
        return lines
    }
}
