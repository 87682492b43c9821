import LimelightCore
import SimulatorKit
import Spotlight
import SystemServices

/// `widgets kinds|add|remove|stack|show|reload|budget|session|developer-mode|smart-rotate|arbitration`: WidgetKit on the Home Screen.
enum WidgetsCommands {
    static let family = CommandOption<WidgetFamilyKind>.choice("family", help: "the widget size (default systemSmall)")
    static let stackOption = CommandOption.text("stack", help: "add it to this stack", completion: .widgetStacks)
    static let smartRotateOption = CommandOption.choice("smart-rotate", ["on", "off"], help: "Smart Rotate (default on)")

    static let device = StandardCommands.deviceOption
    static let families = WidgetFamilyKind.allCases.map(\.rawValue)
    static let familyOption = family.spec

    /// The device and its WidgetKit, or nil after printing the service's "unavailable" result (macOS).
    static func service(_ ctx: CommandContext) throws -> (Device, WidgetsService)? {
        let d = try ctx.device()
        guard d.widgets.isAvailable else {
            ctx.print("unavailable: \(WidgetServiceError.unavailable(d.platform))")
            return nil
        }
        return (d, d.widgets)
    }

    /// Runs a WidgetKit call, turning its refusal into an error located at the word it is about (the kind, the family,
    /// the stack), with the kinds the installed apps declare when the kind is unknown.
    static func located<T>(_ inv: CommandInvocation, _ w: WidgetsService, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as WidgetServiceError {
            let kindRange = { (kind: String) in
                (inv.values("kinds") + inv.values("kind")).first { $0.text == kind }?.range
            }
            switch error {
            case .unknownKind(let kind, let guess):
                let declared = w.declarations.keys.sorted().map { "\($0) (\(w.declarations[$0]?.app ?? ""))" }
                throw CommandError("no widget kind '\(kind)' is declared by the installed apps", range: kindRange(kind),
                                   suggestion: (guess.map { "did you mean '\($0)'? " } ?? "")
                                       + (declared.isEmpty ? "no installed app declares a widget: install one that does (app install focusblox)"
                                                           : "declared kinds: " + declared.joined(separator: ", ")),
                                   code: "unknown-widget-kind")
            case .unsupportedFamily(let kind, _, let supported):
                throw CommandError(error.description, range: inv.bound(family)?.range ?? kindRange(kind),
                                   suggestion: "write --family \(supported.first?.rawValue ?? "systemSmall")"
                                       + (supported.count > 1 ? " (or " + supported.dropFirst().map(\.rawValue).joined(separator: ", ") + ")" : ""),
                                   code: "unsupported-family")
            case .unknownStack, .familyMismatch, .stackFull:
                let stacks = w.homeScreen.compactMap { item -> String? in if case .stack(let id) = item { return id } else { return nil } }
                throw CommandError(error.description, range: inv.bound(stackOption)?.range,
                                   suggestion: stacks.isEmpty ? "no stack is placed: make one with 'widgets stack create KIND…'" : "stacks: " + stacks.joined(separator: ", "),
                                   code: "bad-stack")
            default:
                throw error
            }
        }
    }

    /// The widget id named by an argument: `W2`, or a kind with exactly one placed widget.
    static func widgetID(_ value: BoundValue, _ w: WidgetsService) throws -> String {
        if w.instances[value.text] != nil { return value.text }
        let ofKind = w.sortedInstanceIDs.filter { w.instances[$0]?.kind == value.text }
        if ofKind.count == 1 { return ofKind[0] }
        throw CommandError(ofKind.isEmpty ? "no widget '\(value.text)' on the Home Screen" : "\(ofKind.count) widgets of kind '\(value.text)'; name one",
                           range: value.range, suggestion: w.sortedInstanceIDs.isEmpty ? "no widgets are placed; add one with 'widgets add KIND'" : "placed: \(w.sortedInstanceIDs.map { "\($0) (\(w.instances[$0]?.kind ?? ""))" }.joined(separator: ", "))")
    }

    /// A widget's state as one line: kind, stack, entry on display, relevance, policy, next reload.
    static func line(_ id: String, _ d: Device) -> String {
        guard let i = d.widgets.instances[id] else { return id }
        let now = d.runtime.now
        var s = "\(id) \(i.kind) \(i.family.rawValue)" + (i.stackID.map { " in \($0)" } ?? "")
        if let e = i.entry(at: now) { s += ": \"\(e.content)\"" }
        if let r = d.widgets.currentRelevance(i, at: now) { s += " relevance \(CSAttributeValue.format(Double(r)))" } else { s += " no relevance" }
        s += " policy \(i.policy?.description ?? "none")"
        if let next = i.nextReload { s += " next reload \(d.calendar.short(next))" }
        if case .after(let date)? = i.policy, date < now, i.nextReload.map({ $0 > date }) ?? true,
           let budget = try? d.widgets.budgetStatus(id), let limit = budget.limit, budget.used >= limit {
            // The policy asked for a reload that has not happened: WidgetKit is holding it for the budget.
            s += " [the reload due \(d.calendar.short(date)) waits: the daily budget of \(limit) reloads is spent"
                + (budget.nextAvailable.map { ", next at \(d.calendar.short($0))" } ?? "") + "]"
        }
        return s + " (\(i.timelineRequests) timeline request\(i.timelineRequests == 1 ? "" : "s"))"
    }

    static func stackLines(_ stackID: String, _ d: Device, _ ctx: CommandContext) throws {
        let order = try d.widgets.stackOrder(stackID)
        let rotate = d.widgets.stacks[stackID]?.smartRotate ?? true
        ctx.print("stack \(stackID) (Smart Rotate \(rotate ? "on" : "off"), \(d.widgets.configuration.arbitration.rawValue)):")
        for (n, r) in order.enumerated() { ctx.print("  \(n + 1). \(r.widgetID) \(r.kind) — \(r.reason)") }
    }

    static func stackID(_ inv: CommandInvocation, _ w: WidgetsService) throws -> String {
        if let s = inv.argument("stack") {
            guard w.stacks[s.text] != nil else {
                throw CommandError("no stack '\(s.text)'", range: s.range, suggestion: "stacks: \(w.stacks.keys.sorted().joined(separator: ", "))")
            }
            return s.text
        }
        guard let only = w.stacks.keys.sorted().first else {
            throw CommandError("no stack on the Home Screen", range: inv.commandRange, suggestion: "create one with 'widgets stack create KIND KIND'")
        }
        return only
    }

    static let all: [CommandSpec] = [
        CommandSpec(["widgets", "kinds"], topic: "Widgets", summary: "List the widget kinds installed apps declare", options: [device],
                    body: .action { _, ctx in
                        guard let (_, w) = try service(ctx) else { return }
                        if w.declarations.isEmpty { ctx.print("no widget kinds declared") }
                        for k in w.declarations.keys.sorted() {
                            guard let decl = w.declarations[k] else { continue }
                            ctx.print("\(k) \"\(decl.displayName)\" (\(decl.app)): \(decl.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
                        }
                    }),
        CommandSpec(["widgets", "add"], topic: "Widgets", summary: "Place a widget on the Home Screen, or at the bottom of a stack (--stack S1)",
                    arguments: [ArgumentSpec("kind", .text, help: "the widget kind (widgets kinds lists them)", completion: .widgetKinds)],
                    options: [device, familyOption, stackOption.spec],
                    examples: ["widgets add QuickCaptureWidget", "widgets add QuickCaptureWidget --family systemMedium",
                               "widgets add FeaturedLandmarkWidget --stack S1"],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        let kind = try inv.text("kind")
                        let family = inv[Self.family] ?? .systemSmall
                        let id = try located(inv, w) {
                            try inv.bound(stackOption).map { try w.addWidget(kind: kind, family: family, toStack: $0.text) } ?? w.addWidget(kind: kind, family: family)
                        }
                        ctx.print("placed " + line(id, d))
                    }),
        CommandSpec(["widgets", "remove"], topic: "Widgets", summary: "Remove a placed widget",
                    arguments: [ArgumentSpec("widget", .text, help: "a widget id (W1) or a kind placed once", completion: .placedWidgets)], options: [device],
                    body: .action { inv, ctx in
                        guard let (_, w) = try service(ctx), let v = inv.argument("widget") else { return }
                        let id = try widgetID(v, w)
                        try w.removeWidget(id)
                        ctx.print("removed \(id)")
                    }),
        CommandSpec(["widgets", "stack", "create"], topic: "Widgets", summary: "Place a Smart Stack holding widgets of these kinds (first on top)",
                    arguments: [ArgumentSpec("kinds", .text, help: "widget kinds in the user's order", variadic: true, completion: .widgetKinds)],
                    options: [device, familyOption, smartRotateOption.spec],
                    examples: ["widgets stack create QuickCaptureWidget FeaturedLandmarkWidget"],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        let family = inv[Self.family] ?? .systemSmall
                        let id = try located(inv, w) {
                            try w.addStack(inv.values("kinds").map(\.text), family: family, smartRotate: inv[smartRotateOption] != "off")
                        }
                        try stackLines(id, d, ctx)
                    }),
        CommandSpec(["widgets", "stack"], topic: "Widgets", summary: "A Smart Stack's order now, top first, with the reason for each place",
                    arguments: [ArgumentSpec("stack", .text, help: "the stack id (default: the first stack)", optional: true)], options: [device],
                    examples: ["widgets stack", "widgets stack S1"],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        try stackLines(try stackID(inv, w), d, ctx)
                    }),
        CommandSpec(["widgets", "smart-rotate"], topic: "Widgets", summary: "Turn Smart Rotate on or off for a stack",
                    arguments: [ArgumentSpec("stack", .text, help: "the stack id"), ArgumentSpec("mode", .choice(["on", "off"]), help: "on or off")], options: [device],
                    body: .action { inv, ctx in
                        guard let (_, w) = try service(ctx) else { return }
                        let id = try stackID(inv, w)
                        try w.setSmartRotate(inv.argument("mode")?.text == "on", stack: id)
                        ctx.print("\(id) Smart Rotate \(inv.argument("mode")?.text ?? "")")
                    }),
        CommandSpec(["widgets", "show"], topic: "Widgets", summary: "The Home Screen: every widget and stack with its entry, relevance, policy and stack order",
                    options: [device],
                    body: .action { _, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        if w.homeScreen.isEmpty {
                            ctx.print("the Home Screen has no widgets")
                            ctx.print(w.declarations.isEmpty
                                ? "  no installed app declares a widget: install one that does (app install focusblox), then 'widgets kinds'"
                                : "  'widgets kinds' lists the kinds the installed apps declare; 'widgets add KIND' places one")
                        }
                        for item in w.homeScreen {
                            switch item {
                            case .widget(let id):
                                ctx.print(line(id, d))
                                for l in viewLines(id, d) { ctx.print("    " + l) }
                            case .stack(let s):
                                try stackLines(s, d, ctx)
                                for id in w.stacks[s]?.widgetIDs ?? [] {
                                    ctx.print("    " + line(id, d))
                                    for l in viewLines(id, d) { ctx.print("        " + l) }
                                }
                            }
                        }
                    }),
        CommandSpec(["widgets", "reload"], topic: "Widgets", summary: "WidgetCenter.reloadTimelines(ofKind:) as the app, or reloadAllTimelines() without KIND",
                    discussion: "A request: the reload runs as a job, and counts against the widget's budget unless the app is in the foreground or has an audio/navigation session.",
                    arguments: [ArgumentSpec("kind", .text, help: "the widget kind (default: all the app's widgets)", optional: true)],
                    options: [device, StandardCommands.appOption], examples: ["widgets reload QuickCaptureWidget", "widgets reload"],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        let a = try ctx.app(on: d)
                        let center = w.widgetCenter(for: a.bundleIdentifier)
                        let response = inv.argument("kind").map { center.reloadTimelines(ofKind: $0.text) } ?? center.reloadAllTimelines()
                        let call = inv.argument("kind").map { "reloadTimelines(ofKind: \"\($0.text)\")" } ?? "reloadAllTimelines()"
                        switch response {
                        case .requested(let ids): ctx.print("\(call): reload requested for \(ids.joined(separator: ", "))")
                        case .noWidgets: ctx.print("\(call): \(a.displayName) has no placed widget of that kind")
                        case .unavailable(let why): ctx.print("unavailable: \(why)")
                        }
                    }),
        CommandSpec(["widgets", "budget"], topic: "Widgets", summary: "Each widget's reload budget: budgeted reloads in the rolling window, the limit, the next free slot",
                    arguments: [ArgumentSpec("widget", .text, help: "a widget id or kind (default: every widget)", optional: true)], options: [device],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        let ids = try inv.argument("widget").map { [try widgetID($0, w)] } ?? w.sortedInstanceIDs
                        let c = w.configuration
                        ctx.print("budget: \(c.developerMode ? "none (developer mode)" : "\(c.dailyReloadBudget) per \(c.budgetWindow) rolling"), reloads at least \(c.minimumReloadInterval) apart")
                        for id in ids {
                            let s = try w.budgetStatus(id)
                            ctx.print("  \(id) \(w.instances[id]?.kind ?? ""): \(s.used)\(s.limit.map { "/\($0)" } ?? "") used" + (s.nextAvailable.map { ", next budgeted reload possible at \(d.calendar.short($0))" } ?? ""))
                        }
                    }),
        CommandSpec(["widgets", "session"], topic: "Widgets", summary: "Start or end the app's audio or navigation session: while it runs, the app's WidgetCenter reloads are not budgeted",
                    discussion: "WidgetKit does not count reloads against the budget while the app plays audio or navigates (Now Playing, turn-by-turn). The session needs the app running; it ends when the app terminates, crashes or is uninstalled.",
                    arguments: [ArgumentSpec("state", .choice(["on", "off"]), help: "on to start the session, off to end it")],
                    options: [device, StandardCommands.appOption], examples: ["widgets session on --app landmarks", "widgets session off"],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        let a = try ctx.app(on: d)
                        let on = inv.argument("state")?.text == "on"
                        if on, a.state == .notRunning {
                            throw CommandError("\(a.displayName) is not running: an audio or navigation session needs a running app",
                                               range: inv.commandRange, suggestion: "launch it first with 'app launch \(a.shortName)'")
                        }
                        w.setActiveSession(on, app: a.bundleIdentifier)
                        ctx.print("\(a.displayName): audio/navigation session \(on ? "active — its WidgetCenterRecord reloads are not budgeted" : "ended")")
                    }),
        CommandSpec(["widgets", "developer-mode"], topic: "Widgets", summary: "Settings › Developer › WidgetKit Developer Mode: no reload budget, floor or rotation limit",
                    arguments: [ArgumentSpec("mode", .choice(["on", "off"]), help: "on or off")], options: [device],
                    body: .action { inv, ctx in
                        guard let (d, w) = try service(ctx) else { return }
                        w.configuration.developerMode = inv.argument("mode")?.text == "on"
                        ctx.print("WidgetKit Developer Mode \(w.configuration.developerMode ? "on" : "off") on \(d.name)")
                    }),
        CommandSpec(["widgets", "arbitration"], topic: "Widgets", summary: "How Smart Stacks compare relevance across apps: normalizedPerProvider (default) or rawScore",
                    arguments: [ArgumentSpec("rule", .choice(RelevanceArbitration.allCases.map(\.rawValue)), help: "the rule")], options: [device],
                    body: .action { inv, ctx in
                        guard let (_, w) = try service(ctx), let r = inv.argument("rule").flatMap({ RelevanceArbitration(rawValue: $0.text) }) else { return }
                        w.configuration.arbitration = r
                        w.evaluateStacks()
                        ctx.print("arbitration \(r.rawValue)")
                    }),
    ]

    /// The widget's own view for the entry on display, drawn (nothing for a widget declared without its view).
    static func viewLines(_ id: String, _ d: Device) -> [String] {
        guard let i = d.widgets.instances[id], let view = i.entry(at: d.runtime.now)?.view else { return [] }
        return ScreenBuilder.widgetLines(view, family: i.family, columns: 60, now: d.runtime.now, calendar: d.calendar.calendar)
    }
}
