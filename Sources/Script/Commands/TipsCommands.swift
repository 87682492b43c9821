import LimelightCore
import SimulatorKit
import SystemServices

/// `tips`, `tips show`, `tips dismiss`, `tips close`: the `SiriTipView`s and TipKit tips an app places, and the user closing them.
enum TipsCommands {
    static let device = StandardCommands.deviceOption

    /// One tip's state as a line.
    static func line(_ s: SiriTipState) -> String {
        "\(s.placement.location): \(s.isVisible ? "visible" : "hidden") — SiriTipView(intent: \(s.placement.intentType), isVisible: \(s.placement.storage))"
            + (s.phrase.map { " \"\($0)\"" } ?? "") + (s.allowsDismissal ? "" : " (no close button)") + " — \(s.reason)"
    }

    /// The TipKit tips an app placed, one line each, by id: status, title, actions, displays.
    static func tipKitLines(_ d: Device, _ a: InstalledApp) -> [String] {
        let handles = d.tips.tipKitTips(app: a.bundleIdentifier)
        let store = d.tips.tipKitDatastore(app: a.bundleIdentifier)
        return handles.keys.sorted().compactMap { id in
            guard let h = handles[id] else { return nil }
            let status = d.tips.tipKitStatus(app: a.bundleIdentifier, h.facts())
            let record = store.tips[id] ?? TipKitTipRecord()
            let actions = h.actionTitles.isEmpty ? "" : " [" + h.actionTitles.joined(separator: ", ") + "]"
            let shown = record.displayCount == 0 ? "never displayed"
                : "displayed \(record.displayCount) time\(record.displayCount == 1 ? "" : "s"), last \(record.lastDisplayed.map { "\($0)" } ?? "?")"
            return "\(id) in \(h.location): \(status) — TipView \"\(h.title)\"\(actions) — \(shown)"
        }
    }

    /// The device, or nil after printing the "unavailable" result (macOS).
    static func available(_ ctx: CommandContext) throws -> Device? {
        let d = try ctx.device()
        guard d.tips.isAvailable else {
            ctx.print("unavailable: \(TipsError.unavailable(d.platform))")
            return nil
        }
        return d
    }

    static let all: [CommandSpec] = [
        CommandSpec(["tips"], topic: "Tips", summary: "The Siri tips and TipKit tips an app places, and whether each shows now",
                    discussion: "Siri tips (SiriTipView, iOS only) first, by view; then TipKit tips (TipView.place(in:)), by id, with their status: available, pending (and why: a rule, the display frequency, Tips.configure not called) or invalidated(reason), and how often each was displayed.",
                    arguments: [ArgumentSpec("app", .text, help: "the app (default: the selected app)", optional: true, completion: .installedApps)],
                    options: [device], examples: ["tips focusblox"],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        guard d.tips.isAvailable else {
                            let kit = (try? ctx.app(on: d)).map { tipKitLines(d, $0) } ?? []
                            if kit.isEmpty { ctx.print("unavailable: \(TipsError.unavailable(d.platform))") }
                            for l in kit { ctx.print(l) }
                            return
                        }
                        let a = try ctx.app(on: d)
                        let states = d.tips.states(app: a.bundleIdentifier, defaults: a.defaults)
                        let kit = tipKitLines(d, a)
                        if states.isEmpty, kit.isEmpty { ctx.print("\(a.displayName) places no Siri tips") }
                        for s in states { ctx.print(line(s)) }
                        for l in kit { ctx.print(l) }
                    }),
        CommandSpec(["tips", "close"], topic: "Tips", summary: "Close a TipKit tip: it is invalidated (tipClosed) and never shows again",
                    arguments: [ArgumentSpec("tip", .text, help: "the tip's id, e.g. FavoriteLandmarkTip")],
                    options: [device, StandardCommands.appOption], examples: ["tips close FavoriteLandmarkTip"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let id = try inv.text("tip")
                        let status = try d.tips.closeTipKitTip(app: a.bundleIdentifier, id: id)
                        ctx.print("closed \(id): \(status.name)")
                    }),
        CommandSpec(["tips", "show"], topic: "Tips", summary: "One tip: visible or not, its phrase, and why",
                    arguments: [ArgumentSpec("location", .text, help: "the view, e.g. BacklogView")],
                    options: [device, StandardCommands.appOption], examples: ["tips show BacklogView"],
                    body: .action { inv, ctx in
                        guard let d = try available(ctx) else { return }
                        let a = try ctx.app(on: d)
                        ctx.print(line(try d.tips.state(app: a.bundleIdentifier, location: try inv.text("location"), defaults: a.defaults)))
                    }),
        CommandSpec(["tips", "dismiss"], topic: "Tips", summary: "Tap a tip's close button: false is written to its isVisible binding",
                    discussion: "Whether the dismissal survives a relaunch depends on the app: @State forgets, @AppStorage remembers on this device only. The system itself remembers nothing.",
                    arguments: [ArgumentSpec("location", .text, help: "the view, e.g. BacklogView")],
                    options: [device, StandardCommands.appOption], examples: ["tips dismiss BacklogView"],
                    body: .action { inv, ctx in
                        guard let d = try available(ctx) else { return }
                        let a = try ctx.app(on: d)
                        ctx.print("dismissed " + line(try d.tips.dismiss(app: a.bundleIdentifier, location: try inv.text("location"), defaults: a.defaults)))
                    }),
    ]
}
