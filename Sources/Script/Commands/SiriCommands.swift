import LimelightCore
import SimulatorKit
import SystemServices

/// `siri suggestions|learning|rule`, `settings siri`, `shortcuts`: what the system learned and what it shows.
enum SiriCommands {
    static let allOption = CommandOption.flag("all", help: "every learned suggestion, whether or not it shows now")
    static let appOption = CommandOption.text("app", help: "only this app", completion: .installedApps)
    static let repetitionsOption = CommandOption.integer("repetitions", help: "equivalent donations on distinct days needed (default 3)")
    static let windowOption = CommandOption.duration("window", help: "± time-of-day window (default 60m)")
    static let sameWeekdayOption = CommandOption.choice("same-weekday", ["true", "false"], help: "require the same weekday (default true)")
    static let equivalenceOption = CommandOption.choice("equivalence", ["sameParameters", "sameIntentType"], help: "what counts as the same action")
    static let lookbackOption = CommandOption.duration("lookback", help: "how far back donations count (default 56d)")

    static let device = StandardCommands.deviceOption
    static let appArgument = ArgumentSpec("app", .text, help: "the app (default: the selected app)", optional: true, completion: .installedApps)

    /// One suggestion as a line.
    static func line(_ s: SiriSuggestion, _ d: Device, apps: [InstalledApp]) -> String {
        let app = d.app(named: s.app)?.shortName ?? s.app
        let when = s.weekday.map { "\(weekdayNames[($0 - 1 + 7) % 7]) " } ?? "any day "
        let time = s.minuteOfDay.map { "around \(SuggestionLearner.clock($0))" } ?? "any time"
        return "\(s.id) \(app): \(s.intent) — \(when)\(time)\(s.isForced ? " (forced)" : "") — \(s.reason)"
    }

    /// Patterns that would form if parameters were ignored: explains why repeated actions on other objects teach Siri nothing.
    static func nearMisses(_ d: Device, app: String?) -> [String] {
        guard d.intents.learner.equivalence == .sameParameters else { return [] }
        var loose = d.intents.learner
        loose.equivalence = .sameIntentType
        let donations = d.intents.donations(app: app)
        var seen: Set<String> = []
        var out: [String] = []
        for newest in donations.reversed() where seen.insert(newest.intent.typeName).inserted {
            guard let p = loose.pattern(completedBy: newest, in: donations, calendar: d.calendar) else { continue }
            var when = p.reason.split(separator: "(").first.map(String.init) ?? ""
            if let range = when.range(of: "equivalent donations ") { when = String(when[range.upperBound...]) }
            out.append("note: \(p.evidence.count) \(newest.intent.typeName) donations fall \(when.trimmingBlanks()), but their parameters differ, and Siri treats intents with different parameters as different actions")
            out.append("  to group them by intent type: siri rule --equivalence sameIntentType")
        }
        return out
    }

    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static let all: [CommandSpec] = [
        CommandSpec(["siri", "suggestions"], topic: "Siri", summary: "Proactive Siri suggestions showing now (or every learned one with --all)",
                    discussion: "A suggestion is learned when enough equivalent donations fall on the same weekday in the same time window (see 'siri rule'); it shows on that weekday within the window.",
                    options: [device, allOption.spec,
                              appOption.spec],
                    examples: ["siri suggestions", "siri suggestions --all"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let scope = try ctx.appScope(on: d)?.bundleIdentifier
                        let list = inv.flag(allOption) ? d.intents.suggestions.filter { scope == nil || $0.app == scope }
                            : d.intents.activeSuggestions(app: scope)
                        let now = ctx.simulation.runtime.now
                        if list.isEmpty {
                            ctx.print("no suggestions \(inv.flag(allOption) ? "learned" : "now") (\(d.calendar.weekdayName(now)) \(d.calendar.short(now)))")
                            let hints = nearMisses(d, app: scope)
                            for hint in hints { ctx.print(hint) }
                            let donated = d.intents.donations(app: scope).count
                            if donated == 0 {
                                ctx.print("  Siri learns suggestions from donations and there are none yet: apps donate when the person acts")
                                ctx.print("  (e.g. a task created in an app), or donate one with 'intents donate INTENT'")
                            } else if !inv.flag(allOption), hints.isEmpty {
                                ctx.print("  \(donated) donation\(donated == 1 ? "" : "s") so far; 'siri suggestions --all' shows what was learned and when it shows, 'siri rule' the rule")
                            }
                        }
                        for s in list { ctx.print(line(s, d, apps: d.apps)) }
                    }),
        CommandSpec(["siri", "learning"], topic: "Siri", summary: "Settings → Siri & Search → Learn from this App on/off, or force suggestions (test switch)",
                    discussion: "on/off act on one app (Learn from this App). force makes every unflagged donation on the device produce a suggestion at once; normal turns forcing off. Flagged donations never produce one.",
                    arguments: [ArgumentSpec("mode", .choice(["on", "off", "force", "normal"]), help: "on, off, force or normal"), appArgument],
                    options: [device], examples: ["siri learning off focusblox", "siri learning force"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        switch inv.argument("mode")?.text {
                        case "force", "normal":
                            let on = inv.argument("mode")?.text == "force"
                            d.intents.learner.forceSuggestions = on
                            ctx.print("force suggestions \(on ? "on" : "off") on \(d.name)")
                        default:
                            let a = try ctx.app(on: d)
                            let on = inv.argument("mode")?.text == "on"
                            d.intents.setLearning(on, for: a.bundleIdentifier)
                            ctx.print("\(a.displayName): Learn from this App \(on ? "on" : "off")")
                        }
                    }),
        CommandSpec(["siri", "rule"], topic: "Siri", summary: "Show or change the suggestion learner's rule on a device",
                    options: [device, repetitionsOption.spec,
                              windowOption.spec,
                              sameWeekdayOption.spec,
                              equivalenceOption.spec,
                              lookbackOption.spec],
                    examples: ["siri rule", "siri rule --repetitions 2 --window 30m"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        // Everything is read and checked before anything changes, so a refused line changes nothing.
                        var repetitions: Int?
                        if let r = inv.bound(repetitionsOption) {
                            guard let n = inv[repetitionsOption], n >= 1 else { throw CommandError("repetitions must be at least 1", range: r.range) }
                            repetitions = n
                        }
                        let window = try ctx.nonNegativeDuration(inv, windowOption)
                        let lookback = try ctx.nonNegativeDuration(inv, lookbackOption)
                        if let repetitions { d.intents.learner.requiredRepetitions = repetitions }
                        if let window { d.intents.learner.timeWindow = window }
                        if let lookback { d.intents.learner.lookback = lookback }
                        if let s = inv[sameWeekdayOption] { d.intents.learner.requiresSameWeekday = s == "true" }
                        if let e = inv[equivalenceOption], let eq = DonationEquivalence(rawValue: e) { d.intents.learner.equivalence = eq }
                        let l = d.intents.learner
                        ctx.print("rule: \(l.requiredRepetitions) equivalent donations (\(l.equivalence.rawValue)) on distinct days, \(l.requiresSameWeekday ? "same weekday" : "any weekday"), within ±\(l.timeWindow), looking back \(l.lookback); force \(l.forceSuggestions ? "on" : "off"); system donations \(l.countsSystemDonations ? "count" : "ignored")")
                    }),
        CommandSpec(["settings", "siri"], topic: "Siri", summary: "Settings → Siri & Search for an app: Learn from this App, App Shortcuts, donated intents, suggestions",
                    arguments: [appArgument], options: [device], examples: ["settings siri focusblox"],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let (a, _) = try IntentsCommands.metadata(ctx, d)
                        let view = try d.intents.siriAndSearchView(app: a.bundleIdentifier)
                        ctx.print("Settings › Siri & Search › \(view.displayName) (screen path: Settings/Siri & Search/\(view.displayName))")
                        ctx.print("  Learn from this App: \(view.learnFromThisApp ? "on" : "off")")
                        ctx.print("  App Shortcuts: " + (view.appShortcuts.isEmpty ? "none" : view.appShortcuts.map { "\"\($0)\"" }.joined(separator: ", ")))
                        if view.donatedIntents.isEmpty { ctx.print("  donated: none") }
                        for i in view.donatedIntents {
                            ctx.print("  donated: \(i.title) (\(i.typeName)) ×\(i.donationCount)" + (i.flaggedCount > 0 ? ", \(i.flaggedCount) flagged" : "")
                                      + (i.lastDonated.map { ", last \(d.calendar.short($0))" } ?? ""))
                        }
                        for s in view.suggestions { ctx.print("  suggestion: " + line(s, d, apps: d.apps)) }
                    }),
        CommandSpec(["shortcuts"], topic: "Siri", summary: "The Shortcuts app's actions for an app: its intents, App Shortcuts and generated Find actions",
                    arguments: [appArgument], options: [device], examples: ["shortcuts landmarks"],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let (a, _) = try IntentsCommands.metadata(ctx, d)
                        let view = try d.intents.shortcutsAppView(app: a.bundleIdentifier)
                        ctx.print("Shortcuts › \(a.displayName): \(view.actions.count) action\(view.actions.count == 1 ? "" : "s")")
                        for action in view.actions {
                            if action.origin == "find" {
                                ctx.print("  \(action.title) [find] filters: " + action.filters.map { "\($0.title) (\($0.comparators.joined(separator: "|")))" }.joined(separator: ", "))
                            } else {
                                ctx.print("  \(action.title) [\(action.origin)] \(action.typeName)(\(action.parameters.joined(separator: ", ")))")
                            }
                        }
                        for i in view.donatedIntents { ctx.print("  donated: \(i.title) ×\(i.donationCount)") }
                    }),
    ]
}
