import LimelightAppIntents
import LimelightCore
import SimulatorKit

/// Landmarks' descriptor and user actions (`landmark open`, `landmark edit`, …) for the command language.
enum LandmarksActions {
    static let landmarkArgument = ArgumentSpec("landmark", .text, help: "the landmark's name (quoted) or id", completion: .app("landmarks"))

    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: Landmarks.bundleIdentifier, shortName: "landmarks", displayName: "Landmarks",
                              summary: "Landmarks (seed 002): IndexedEntity with a custom continent key, OpenIntent navigation, orphans, Mac Spotlight actions",
                              actions: actions) { LandmarksApp(context: $0) }
        Landmarks.listAppIntents(&d)
        d.onInstall = Landmarks.install
        return d
    }

    static func app(_ program: AppProgram) throws -> LandmarksApp {
        guard let app = program as? LandmarksApp else { throw AppActionError("this action belongs to Landmarks") }
        return app
    }

    static func find(_ call: AppActionCall, _ app: LandmarksApp) throws -> Landmarks.Landmark {
        let text = try call.text("landmark")
        if let id = Int(text), let l = app.database.landmark(id) { return l }
        if let l = app.database.landmarks.first(where: { $0.name.lowercased() == text.lowercased() }) { return l }
        let guess = Suggestions.closest(to: text, in: app.database.landmarks.map(\.name))
        throw AppActionError("no landmark '\(text)'", argument: "landmark", suggestion: guess.map { "did you mean '\($0)'?" })
    }

    static let actions: [AppAction] = [
        AppAction(["landmark", "open"], summary: "Open a landmark's detail view (it becomes the on-screen entity)", arguments: [landmarkArgument]) { program, call in
            let app = try app(program)
            app.open(try find(call, app))
            return ["path: \(app.path.joined(separator: " › "))"]
        },
        AppAction(["landmark", "back"], summary: "Pop the navigation stack to the list") { program, _ in
            let app = try app(program)
            app.popToRoot()
            return ["path: (root)"]
        },
        AppAction(["landmark", "add"], summary: "Add a landmark (donated to Spotlight at once)",
                  arguments: [ArgumentSpec("name", .text, help: "the name")],
                  options: [OptionSpec("continent", .text, help: "its continent"), OptionSpec("description", .text, help: "a description")]) { program, call in
            let app = try app(program)
            let l = app.add(name: try call.text("name"), continent: call.optionalText("continent") ?? "Europe", description: call.optionalText("description") ?? "")
            return ["added #\(l.id) \(l.name)"]
        },
        AppAction(["landmark", "edit"], summary: "Edit a landmark and donate it again with the same id (an update)",
                  arguments: [landmarkArgument],
                  options: [OptionSpec("name", .text, help: "a new name"), OptionSpec("continent", .text, help: "a new continent"),
                            OptionSpec("description", .text, help: "a new description")]) { program, call in
            let app = try app(program)
            var l = try find(call, app)
            if let n = call.optionalText("name") { l.name = n }
            if let c = call.optionalText("continent") { l.continent = c }
            if let d = call.optionalText("description") { l.description = d }
            app.update(l)
            return ["updated #\(l.id) \(l.name)"]
        },
        AppAction(["landmark", "change-id"], summary: "Give a landmark a new id without deleting the old entry (leaves an orphan)",
                  arguments: [landmarkArgument, ArgumentSpec("id", .integer, help: "the new id")]) { program, call in
            let app = try app(program)
            let l = try find(call, app)
            guard let id = try call.integer("id") else { throw AppActionError("missing id", argument: "id") }
            guard app.database.landmark(id) == nil else { throw AppActionError("id \(id) is taken", argument: "id") }
            app.changeID(of: l, to: id)
            return ["#\(l.id) \(l.name) is now #\(id)"]
        },
        AppAction(["landmark", "delete"], summary: "Delete a landmark (deleteAppEntities(identifiedBy:ofType:))", arguments: [landmarkArgument]) { program, call in
            let app = try app(program)
            let l = try find(call, app)
            app.delete(l)
            return ["deleted #\(l.id) \(l.name)"]
        },
    ]
}
