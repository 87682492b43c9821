import LimelightCore
import SimulatorKit
import SystemServices

/// `expect` probes over donations, suggestions, widgets, tips and entities.
enum ServiceProbes {
    static let onlyApp = CommandOption.text("app", help: "only this app", completion: .installedApps)
    static let sourceOption = CommandOption.choice("source", ["app", "system", "siri", "shortcuts", "widget", "spotlight"], help: "only donations by this source")
    static let flaggedOption = CommandOption.flag("flagged", help: "only donations flagged for timestamps/unique values")
    static let allOption = CommandOption.flag("all", help: "every learned suggestion")
    static let typeOption = CommandOption.text("type", help: "only this type")

    static let device = StandardCommands.deviceOption
    static let app = StandardCommands.appOption
    static func probe(_ path: [String], _ summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                      examples: [String] = [], _ read: @escaping @Sendable (CommandInvocation, CommandContext) throws -> ProbeValue) -> CommandSpec {
        ExpectCommands.probe(path, summary, arguments: arguments, options: options, examples: examples, read)
    }

    static func donations(_ inv: CommandInvocation, _ ctx: CommandContext) throws -> [IntentDonation] {
        let d = try ctx.device()
        let scope = try ctx.appScope(on: d)?.bundleIdentifier
        var list = d.intents.donations(app: scope, intentType: inv.argument("intent")?.text)
        switch inv[sourceOption] {
        case "app"?: list = list.filter { $0.source == .app }
        case let s? : list = list.filter { $0.source.description == "system(\(s))" || (s == "system" && $0.source != .app) }
        case nil: break
        }
        if inv.flag(flaggedOption) { list = list.filter(\.isFlagged) }
        return list
    }

    static let donationOptions = [device, onlyApp.spec,
                                  sourceOption.spec,
                                  flaggedOption.spec]
    static let intentArg = ArgumentSpec("intent", .text, help: "only this intent type", optional: true)
    static let widgetArg = ArgumentSpec("widget", .text, help: "a widget id (W1) or a kind placed once")

    /// Reads a widget probe, or `unavailable` on macOS.
    static func widget(_ inv: CommandInvocation, _ ctx: CommandContext, _ read: (Device, WidgetInstance) throws -> ProbeValue) throws -> ProbeValue {
        let d = try ctx.device()
        guard d.widgets.isAvailable else { return .text("unavailable") }
        guard let v = inv.argument("widget") else { return .text("(none)") }
        let id = try WidgetsCommands.widgetID(v, d.widgets)
        guard let instance = d.widgets.instances[id] else { return .text("(none)") }
        return try read(d, instance)
    }

    static let all: [CommandSpec] = [
        probe(["donations"], "How many donations are stored (of an intent type, app, source; --flagged)", arguments: [intentArg], options: donationOptions,
              examples: ["expect donations CompleteTaskIntent == 3", "expect donations --flagged == 0", "expect donations CreateTaskIntent --source siri == 1"]) { inv, ctx in
            .number(Double(try donations(inv, ctx).count))
        },
        probe(["donations", "list"], "The stored donations' intents, oldest first", arguments: [intentArg], options: donationOptions,
              examples: ["expect donations list contains \"CreateTaskIntent(category: .work\""]) { inv, ctx in
            .list(try donations(inv, ctx).map { "\($0.intent) by \($0.source)" + ($0.interaction == nil ? "" : " via INInteraction") })
        },
        probe(["donations", "warnings"], "The warning codes of stored donations (timestamp-now, uuid-like-string, …)", arguments: [intentArg], options: donationOptions) { inv, ctx in
            .list(try donations(inv, ctx).flatMap { $0.warnings.map { "\($0.parameter): \($0.code)" } })
        },
        probe(["suggestion"], "Proactive Siri suggestions showing now (with --all: every learned one), as intents",
              options: [device, onlyApp.spec, allOption.spec],
              examples: ["expect suggestion contains CompleteTaskIntent", "expect suggestion == (none)"]) { inv, ctx in
            let d = try ctx.device()
            let scope = try ctx.appScope(on: d)?.bundleIdentifier
            let list = inv.flag(allOption) ? d.intents.suggestions.filter { scope == nil || $0.app == scope } : d.intents.activeSuggestions(app: scope)
            return .list(list.map(\.intent.description))
        },
        probe(["suggestion", "count"], "How many suggestions were learned on the device", options: [device]) { _, ctx in
            .number(Double(try ctx.device().intents.suggestions.count))
        },
        probe(["siri", "learning"], "Whether Learn from this App is on", arguments: [ArgumentSpec("app", .text, help: "the app", optional: true, completion: .installedApps)],
              options: [device]) { _, ctx in
            let d = try ctx.device()
            return .bool(!d.intents.learningDisabled.contains(try ctx.app(on: d).bundleIdentifier))
        },
        probe(["settings", "siri"], "Settings → Siri & Search: the titles of the app's donated intents",
              arguments: [ArgumentSpec("app", .text, help: "the app", optional: true, completion: .installedApps)], options: [device]) { _, ctx in
            let d = try ctx.device()
            let (a, _) = try IntentsCommands.metadata(ctx, d)
            return .list(try d.intents.siriAndSearchView(app: a.bundleIdentifier).donatedIntents.map { "\($0.title) ×\($0.donationCount)" })
        },
        probe(["shortcuts"], "The Shortcuts app's action titles for the app (Find actions included)",
              arguments: [ArgumentSpec("app", .text, help: "the app", optional: true, completion: .installedApps)], options: [device],
              examples: ["expect shortcuts contains \"Find Landmarks\""]) { _, ctx in
            let d = try ctx.device()
            let (a, _) = try IntentsCommands.metadata(ctx, d)
            return .list(try d.intents.shortcutsAppView(app: a.bundleIdentifier).actions.map(\.title))
        },
        probe(["widgets", "available"], "Whether WidgetKit exists on the device (iOS only)", options: [device]) { _, ctx in
            .bool(try ctx.device().widgets.isAvailable)
        },
        probe(["widget", "position"], "A widget's place in its stack now (1 = on top)", arguments: [widgetArg], options: [device],
              examples: ["expect widget position QuickCaptureWidget == 1"]) { inv, ctx in
            try widget(inv, ctx) { d, i in
                guard let s = i.stackID else { return .text("not in a stack") }
                let order = try d.widgets.stackOrder(s)
                return .number(Double((order.firstIndex { $0.widgetID == i.id } ?? -1) + 1))
            }
        },
        probe(["widget", "top"], "The kind of the widget on top of a stack",
              arguments: [ArgumentSpec("stack", .text, help: "the stack (default: the first)", optional: true)], options: [device]) { inv, ctx in
            let d = try ctx.device()
            guard d.widgets.isAvailable else { return .text("unavailable") }
            let s = try WidgetsCommands.stackID(inv, d.widgets)
            return .text(try d.widgets.stackOrder(s).first?.kind ?? "(none)")
        },
        probe(["widget", "relevance"], "A widget's relevance score in effect now ('none' without one)", arguments: [widgetArg], options: [device],
              examples: ["expect widget relevance QuickCaptureWidget == 100"]) { inv, ctx in
            try widget(inv, ctx) { d, i in d.widgets.currentRelevance(i, at: d.runtime.now).map { .number(Double($0)) } ?? .text("none") }
        },
        probe(["widget", "policy"], "A widget's current reload policy (.atEnd, .after(DATE), .never)", arguments: [widgetArg], options: [device]) { inv, ctx in
            try widget(inv, ctx) { _, i in .text(i.policy?.description ?? "none") }
        },
        probe(["widget", "next-reload"], "When the widget's next policy reload is due (UTC)", arguments: [widgetArg], options: [device]) { inv, ctx in
            try widget(inv, ctx) { _, i in .text(i.nextReload?.description ?? "none") }
        },
        probe(["widget", "entry"], "What the widget shows now", arguments: [widgetArg], options: [device]) { inv, ctx in
            try widget(inv, ctx) { d, i in .text(i.entry(at: d.runtime.now)?.content ?? "(none)") }
        },
        probe(["widget", "timeline-requests"], "How many times the widget's provider built a timeline", arguments: [widgetArg], options: [device]) { inv, ctx in
            try widget(inv, ctx) { _, i in .number(Double(i.timelineRequests)) }
        },
        probe(["widget", "budget"], "Budgeted reloads of the widget in the rolling window", arguments: [widgetArg], options: [device]) { inv, ctx in
            try widget(inv, ctx) { d, i in .number(Double(try d.widgets.budgetStatus(i.id).used)) }
        },
        probe(["tips", "available"], "Whether SiriTipView exists on the device (iOS only)", options: [device]) { _, ctx in
            .bool(try ctx.device().tips.isAvailable)
        },
        probe(["tip"], "A tip: 'visible', 'hidden', or 'unavailable' on macOS",
              arguments: [ArgumentSpec("location", .text, help: "the view, e.g. BacklogView")], options: [device, app],
              examples: ["expect tip BacklogView == visible"]) { inv, ctx in
            let d = try ctx.device()
            guard d.tips.isAvailable else { return .text("unavailable") }
            let a = try ctx.app(on: d)
            return .text(try d.tips.state(app: a.bundleIdentifier, location: try inv.text("location"), defaults: a.defaults).isVisible ? "visible" : "hidden")
        },
        probe(["tip", "phrase"], "The phrase a tip shows", arguments: [ArgumentSpec("location", .text, help: "the view")], options: [device, app]) { inv, ctx in
            let d = try ctx.device()
            guard d.tips.isAvailable else { return .text("unavailable") }
            let a = try ctx.app(on: d)
            return .text(try d.tips.state(app: a.bundleIdentifier, location: try inv.text("location"), defaults: a.defaults).phrase ?? "(none)")
        },
        probe(["tip", "status"], "A TipKit tip's status: 'available', 'pending' or 'invalidated(REASON)'",
              arguments: [ArgumentSpec("tip", .text, help: "the tip's id, e.g. FavoriteLandmarkTip")], options: [device, app],
              examples: ["expect tip status FavoriteLandmarkTip == available"]) { inv, ctx in
            let d = try ctx.device()
            let a = try ctx.app(on: d)
            let id = try inv.text("tip")
            guard let handle = d.tips.tipKitTips(app: a.bundleIdentifier)[id] else {
                let ids = d.tips.tipKitTips(app: a.bundleIdentifier).keys.sorted()
                throw TipStoreError.unknownTip(app: a.bundleIdentifier, id: id, suggestion: Suggestions.closest(to: id, in: ids))
            }
            return .text(d.tips.tipKitStatus(app: a.bundleIdentifier, handle.facts()).name)
        },
        probe(["entities", "count"], "How many entities the app has in the index", options: [device, app, typeOption.spec]) { inv, ctx in
            let d = try ctx.device()
            return .number(Double(d.entities.indexedEntities(app: try ctx.app(on: d).bundleIdentifier, type: inv[typeOption]).count))
        },
        probe(["entities", "orphans"], "The orphaned entity entries (Type:id)", options: [device, app]) { _, ctx in
            let d = try ctx.device()
            let a = try ctx.app(on: d)
            return .list(d.entities.orphanedEntities(app: a.bundleIdentifier, existing: (a.program as? AppEntityReporting)?.currentEntities()).map(\.entity.description))
        },
        probe(["entities", "suggestions"], "The app's entity suggestions in order (Type:id)", options: [device, app]) { _, ctx in
            let d = try ctx.device()
            return .list(d.entities.suggestedEntities(app: try ctx.app(on: d).bundleIdentifier).map(\.entity.description))
        },
        probe(["spotlight-action"], "Whether an intent runs directly from Spotlight on this device (Mac rule)",
              arguments: [ArgumentSpec("intent", .text, help: "the intent type")], options: [device, app]) { inv, ctx in
            let d = try ctx.device()
            return .bool(try d.entities.spotlightActionEligibility(app: try ctx.app(on: d).bundleIdentifier, intentType: try inv.text("intent")).isEligible)
        },
    ]
}
