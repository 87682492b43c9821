import LimelightCore
import SimulatorKit
import SystemServices

/// `intents declare|shortcut`: a blank app declares App Intents and App Shortcuts, checked as Xcode's metadata build checks them.
extension IntentsCommands {
    static let titleOption = CommandOption.text("title", help: "the intent's title (default: the type name)")
    static let paramOption = CommandOption.text("param", help: "a parameter NAME:TYPE[?]", repeatable: true)
    static let summaryOption = CommandOption.text("summary", help: "the ParameterSummary, e.g. \"Create ${title}\"")
    static let openIntentOption = CommandOption.flag("open-intent", help: "an OpenIntent (opens the app on its target)")
    static let shortTitleOption = CommandOption.text("title", help: "the short title (default: the intent's title)")

    /// The app's metadata, or an empty one for an app that declares nothing yet.
    static func currentMetadata(_ d: Device, _ a: InstalledApp) -> AppIntentsMetadata {
        d.intents.metadata(for: a.bundleIdentifier) ?? AppIntentsMetadata(app: a.bundleIdentifier, displayName: a.displayName)
    }

    /// Parses `name:type` or `name:type?` (optional); other type names mean an entity of that type.
    static func parameter(_ v: BoundValue) throws -> IntentParameterDeclaration {
        let parts = v.text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CommandError("'\(v.text)' is not NAME:TYPE", range: v.range, suggestion: "e.g. title:string, due:date?, task:TaskEntity")
        }
        var typeName = parts[1]
        let optional = typeName.hasSuffix("?")
        if optional { typeName.removeLast() }
        let type: IntentParameterType
        switch typeName {
        case "string": type = .string
        case "int": type = .int
        case "double": type = .double
        case "bool": type = .bool
        case "date": type = .date
        case "data": type = .data
        default: type = .entity(typeName)
        }
        return IntentParameterDeclaration(parts[0], type: type, isRequired: !optional)
    }

    static let declarations: [CommandSpec] = [
        CommandSpec(["intents", "declare"], topic: "Intents", summary: "Declare an App Intent for the app (as its AppIntent struct would)",
                    discussion: "Adds or replaces an intent type in the app's App Intents metadata. Parameters are NAME:TYPE (string, int, double, bool, date, data, or an entity type name), with a trailing ? for optional ones.",
                    arguments: [ArgumentSpec("type", .text, help: "the intent's type name, e.g. CreateNoteIntent")],
                    options: [device, app, titleOption.spec,
                              paramOption.spec,
                              summaryOption.spec,
                              openIntentOption.spec],
                    examples: ["intents declare CreateNoteIntent --title \"Create Note\" --param title:string --summary \"Create ${title}\""],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        var meta = currentMetadata(d, a)
                        let typeName = try inv.text("type")
                        // Two parameters of one name are two properties of one name: Swift refuses the struct.
                        var names = Set<String>()
                        let parameters = try inv.boundAll(paramOption).map { v in
                            let p = try parameter(v)
                            guard names.insert(p.name).inserted else {
                                throw CommandError("invalid redeclaration of '\(p.name)': \(typeName) already has a parameter of that name",
                                                   range: v.range, suggestion: "give each --param its own name")
                            }
                            return p
                        }
                        let declaration = IntentDeclaration(typeName: typeName, title: inv[titleOption] ?? typeName,
                                                            parameters: parameters,
                                                            parameterSummary: inv.bound(summaryOption).map { ParameterSummaryDeclaration($0.text) },
                                                            isOpenIntent: inv.flag(openIntentOption))
                        meta.intents.removeAll { $0.typeName == typeName }
                        meta.intents.append(declaration)
                        try install(meta, d, inv)
                        ctx.print("\(a.displayName) declares \(typeName) (\(declaration.parameters.count) parameter\(declaration.parameters.count == 1 ? "" : "s"))")
                    }),
        CommandSpec(["intents", "shortcut"], topic: "Intents", summary: "Declare an App Shortcut with its phrases (each must name the app with ${applicationName})",
                    arguments: [ArgumentSpec("intent", .text, help: "the intent type the shortcut runs"),
                                ArgumentSpec("phrase", .text, help: "phrases, e.g. \"Add a note in ${applicationName}\"", variadic: true)],
                    options: [device, app, shortTitleOption.spec],
                    examples: ["intents shortcut CreateNoteIntent \"Create a note in ${applicationName}\""],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        var meta = currentMetadata(d, a)
                        let intent = try inv.text("intent")
                        guard let declared = meta.intent(named: intent) else {
                            throw CommandError("\(a.displayName) declares no intent '\(intent)'", range: inv.argument("intent")?.range,
                                               suggestion: "declare it first with 'intents declare \(intent)'")
                        }
                        meta.appShortcuts.append(ShortcutDeclaration(intentType: intent, phrases: inv.values("phrase").map(\.text),
                                                             shortTitle: inv[shortTitleOption] ?? declared.title))
                        try install(meta, d, inv)
                        ctx.print("\(a.displayName) offers an App Shortcut for \(intent): \(inv.values("phrase").map(\.text).joined(separator: " | "))")
                    }),
    ]

    /// Installs the metadata; Apple's build messages become the command's error (the old metadata stays).
    static func install(_ meta: AppIntentsMetadata, _ d: Device, _ inv: CommandInvocation) throws {
        do {
            try d.intents.install(meta)
        } catch let error as AppIntentsMetadataError {
            throw CommandError(error.problems.joined(separator: "; "), range: inv.lineRange, code: "metadata-rejected")
        }
    }
}
