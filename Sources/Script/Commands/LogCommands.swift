import LimelightCore

/// `log`: the event log, filtered by kind, device and app.
enum LogCommands {
    static let lastOption = CommandOption.integer("last", help: "only the last N events")
    static let deviceOption = CommandOption.text("device", help: "only this device's events", completion: .devices)
    static let appOption = CommandOption.text("app", help: "only this app's events", completion: .installedApps)

    static let all: [CommandSpec] = [
        CommandSpec(["log"], topic: "Log", summary: "Show the event log (everything the system and the apps did)",
                    discussion: "KIND filters by a dotted prefix: 'spotlight' shows spotlight.indexed, spotlight.deleted, …",
                    arguments: [ArgumentSpec("kind", .text, help: "an event kind or prefix, e.g. spotlight or app.launched", optional: true, completion: .eventKinds)],
                    options: [lastOption.spec,
                              deviceOption.spec,
                              appOption.spec],
                    examples: ["log", "log spotlight --last 5", "log app.launched"],
                    body: .action { inv, ctx in
                        for e in try events(inv, ctx) { ctx.print(render(e, ctx)) }
                    }),
    ]

    /// The events `log` shows, and `expect log` reads (which takes no options: each is read only when declared).
    static func events(_ inv: CommandInvocation, _ ctx: CommandContext) throws -> [Event] {
        let last = inv.declaredOption(lastOption) == nil ? nil : try QueryCommands.count(inv, lastOption, default: 0)
        var events = Array(ctx.simulation.runtime.log.events)
        if let k = inv.argument("kind")?.text { events = events.filter { $0.kind == k || $0.kind.hasPrefix(k + ".") } }
        if let d = inv.ifDeclared(deviceOption) { events = events.filter { $0.device == d } }
        if let a = inv.ifDeclared(appOption) {
            let bundle = ctx.simulation.selectedDevice?.app(named: a)?.shortName ?? a
            events = events.filter { $0.app == a || $0.app == bundle }
        }
        if let last { events = Array(events.suffix(last)) }
        return events
    }

    static func render(_ e: Event, _ ctx: CommandContext) -> String {
        let calendar = ctx.simulation.selectedDevice?.calendar ?? .utc
        let who = [e.device, e.app].compactMap { $0 }.joined(separator: "/")
        return "#\(e.sequence) \(calendar.short(e.instant)) \(e.kind)\(who.isEmpty ? "" : " [\(who)]") \(e.message)"
    }
}
