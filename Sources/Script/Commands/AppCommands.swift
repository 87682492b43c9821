import LimelightCore
import SimulatorKit

/// `app install|launch|background|foreground|terminate|crash|uninstall|select|list|show`.
enum AppCommands {
    static let deviceOption = StandardCommands.deviceOption

    static func all(catalog: AppCatalog) -> [CommandSpec] {
        let installOptions = catalog.descriptors.flatMap(\.installOptions)
        func appArg(_ help: String) -> ArgumentSpec {
            ArgumentSpec("app", .text, help: help, optional: true, completion: .installedApps)
        }
        func lifecycle(_ word: String, _ summary: String, _ act: @escaping @Sendable (Device, InstalledApp) -> Void, _ done: @escaping @Sendable (InstalledApp) -> String) -> CommandSpec {
            CommandSpec(["app", word], topic: "Apps", summary: summary, arguments: [appArg("the app (default: the selected app)")], options: [deviceOption],
                        body: .action { _, ctx in
                            let d = try ctx.device()
                            let a = try ctx.app(on: d)
                            act(d, a)
                            ctx.print(done(a))
                        })
        }
        return [
            CommandSpec(["app", "install"], topic: "Apps", summary: "Install an app from the catalogue, or a blank app by bundle identifier",
                        discussion: "Catalogue apps: \(catalog.shortNames.joined(separator: ", ")). Any other reverse-DNS name (com.example.notes) installs a blank app whose CoreSpotlight calls you make with the spotlight commands.",
                        arguments: [ArgumentSpec("app", .text, help: "a catalogue app or a bundle identifier", completion: .catalogApps)],
                        options: [deviceOption] + installOptions,
                        examples: ["app install focusblox", "app install com.example.notes"],
                        body: .action { inv, ctx in
                            let d = try ctx.device()
                            guard let v = inv.argument("app") else { return }
                            let descriptor: AppDescriptor
                            if let known = ctx.simulation.catalog.descriptor(named: v.text) {
                                descriptor = known
                            } else if v.text.split(separator: ".").count >= 2 {
                                descriptor = GenericApp.descriptor(bundleIdentifier: v.text)
                            } else {
                                let guess = Suggestions.closest(to: v.text, in: ctx.simulation.catalog.shortNames)
                                throw CommandError("no app '\(v.text)' in the catalogue", range: v.range,
                                                   suggestion: guess.map { "did you mean '\($0)'?" } ?? (ctx.simulation.catalog.shortNames.isEmpty ? "" : "catalogue: \(ctx.simulation.catalog.shortNames.joined(separator: ", ")); ") + "or give a bundle identifier such as com.example.notes for a blank app",
                                                   fixIts: FixIt.didYouMean(guess, for: v))
                            }
                            var options: [String: String] = [:]
                            for spec in descriptor.installOptions { if let o = inv.declaredOption(named: spec.name) { options[spec.name] = o.text } }
                            for name in inv.options.names.sorted() where name != "device" && !descriptor.installOptions.contains(where: { $0.name == name }) {
                                throw CommandError("'--\(name)' is not an install option of \(descriptor.shortName)", range: inv.options.first(name)?.range)
                            }
                            let a = try d.install(descriptor, options: options)
                            ctx.print("installed \(a.displayName) (\(a.bundleIdentifier)) on \(d.name)")
                        }),
            lifecycle("launch", "Launch the app (a cold start runs its launch work) and bring it to the foreground", { $0.launch($1) }) {
                "\($0.displayName) is \($0.state.rawValue)"
            },
            lifecycle("background", "Send the app to the background", { $0.moveToBackground($1) }) { "\($0.displayName) is \($0.state.rawValue)" },
            lifecycle("foreground", "Bring the app to the foreground (launching it if needed)", { $0.bringToForeground($1) }) {
                "\($0.displayName) is \($0.state.rawValue)"
            },
            lifecycle("terminate", "Quit the app normally (its data stays)", { $0.terminate($1) }) { "\($0.displayName) is \($0.state.rawValue)" },
            lifecycle("crash", "Crash the app: no clean-up runs and an open Spotlight batch is lost", { $0.crash($1) }) {
                "\($0.displayName) crashed; it is \($0.state.rawValue)"
            },
            lifecycle("uninstall", "Delete the app with its data and everything it indexed", { $0.uninstall($1) }) { "uninstalled \($0.displayName)" },
            CommandSpec(["app", "select"], topic: "Apps", summary: "Make an installed app the one commands act on",
                        arguments: [ArgumentSpec("app", .text, help: "the app", completion: .installedApps)], options: [deviceOption],
                        body: .action { _, ctx in
                            let d = try ctx.device()
                            let a = try ctx.app(on: d)
                            d.selectedApp = a
                            ctx.print("selected \(a.shortName)")
                        }),
            CommandSpec(["app", "list"], topic: "Apps", summary: "List installed apps (and the catalogue)", options: [deviceOption],
                        body: .action { _, ctx in
                            let d = try ctx.device()
                            if d.apps.isEmpty { ctx.print("no apps installed on \(d.name)") }
                            for a in d.apps {
                                let mark = a === d.selectedApp ? "*" : " "
                                ctx.print("\(mark) \(a.shortName)  \(a.bundleIdentifier)  \(a.state.rawValue)")
                            }
                            ctx.print("catalogue: \(ctx.simulation.catalog.shortNames.joined(separator: ", "))")
                        }),
            CommandSpec(["app", "show"], topic: "Apps", summary: "Show what the app shows now (tab, presented view, navigation) and its model",
                        arguments: [appArg("the app (default: the selected app)")], options: [deviceOption],
                        body: .action { _, ctx in
                            let d = try ctx.device()
                            let a = try ctx.app(on: d)
                            ctx.print("\(a.displayName): \(a.state.rawValue), launched \(a.launchCount)×")
                            ctx.print("screen: \(a.screen)")
                            for line in a.withProgram({ $0.summary() }) ?? [] { ctx.print(line) }
                        }),
        ]
    }
}

/// Commands made from the actions apps declare (e.g. FocusBlox's `task add`), run by the selected app.
enum AppActionCommands {
    static func specs(catalog: AppCatalog) -> [CommandSpec] {
        catalog.descriptors.flatMap { descriptor in
            descriptor.actions.map { action in
                CommandSpec(action.path, topic: "App actions", summary: action.summary, discussion: action.discussion,
                            arguments: action.arguments, options: action.options + [StandardCommands.deviceOption], examples: action.examples,
                            apps: [descriptor.shortName], body: .action { inv, ctx in try run(inv, ctx) })
            }
        }
    }

    /// Runs an action on the selected app, which must declare it and be running (it is launched if not).
    static func run(_ inv: CommandInvocation, _ ctx: CommandContext) throws {
        let d = try ctx.device()
        let a = try ctx.app(on: d)
        guard let action = a.descriptor.actions.first(where: { $0.path == inv.spec.path }) else {
            throw CommandError("\(a.displayName) has no action '\(inv.spec.name)'", range: inv.commandRange,
                               suggestion: "it is offered by \(inv.spec.apps.joined(separator: ", ")); select one with 'app select'")
        }
        for name in inv.options.names.sorted() where name != "device" && !action.options.contains(where: { $0.name == name }) {
            throw CommandError("\(a.displayName)'s '\(inv.spec.name)' has no option '--\(name)'", range: inv.options.first(name)?.range)
        }
        if a.state != .foreground { d.bringToForeground(a) }
        guard let program = a.program else { throw CommandError("\(a.displayName) is not running", range: inv.commandRange) }
        let call = AppActionCall(arguments: inv.arguments.mapValues { $0.map(\.text) }, options: inv.options.mapValues { $0.map(\.text) },
                                 now: ctx.simulation.runtime.now, calendar: d.calendar)
        if let run = action.performAsync {
            let what = "\(a.shortName)'s action '\(inv.spec.name)'"
            do {
                let lines = try a.runStep(on: d, in: ctx.simulation, what: what, site: action.site) { try await run(program, call) }
                for line in lines ?? [] { ctx.print(line) }
            } catch let error as AsyncAppStepError {
                throw CommandError(error.description, range: inv.commandRange, suggestion: error.suggestion, code: "app-code-stuck")
            }
            return
        }
        for line in try a.run(on: d, { try action.perform(program, call) }) { ctx.print(line) }
    }
}
