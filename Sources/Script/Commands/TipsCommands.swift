import LimelightCore
import SimulatorKit
import SystemServices

/// `tips`, `tips show`, `tips dismiss`: the `SiriTipView`s an app places, and the user closing them.
enum TipsCommands {
    static let device = StandardCommands.deviceOption

    /// One tip's state as a line.
    static func line(_ s: SiriTipState) -> String {
        "\(s.placement.location): \(s.isVisible ? "visible" : "hidden") — SiriTipView(intent: \(s.placement.intentType), isVisible: \(s.placement.storage))"
            + (s.phrase.map { " \"\($0)\"" } ?? "") + (s.allowsDismissal ? "" : " (no close button)") + " — \(s.reason)"
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
        CommandSpec(["tips"], topic: "Tips", summary: "The Siri tips an app places, and whether each is visible now",
                    arguments: [ArgumentSpec("app", .text, help: "the app (default: the selected app)", optional: true, completion: .installedApps)],
                    options: [device], examples: ["tips focusblox"],
                    body: .action { _, ctx in
                        guard let d = try available(ctx) else { return }
                        let a = try ctx.app(on: d)
                        let states = d.tips.states(app: a.bundleIdentifier, defaults: a.defaults)
                        if states.isEmpty { ctx.print("\(a.displayName) places no Siri tips") }
                        for s in states { ctx.print(line(s)) }
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
