import LimelightCore
import SimulatorKit
import Spotlight

extension SpotlightCommands {
    static let countOption = CommandOption.integer("count", help: "how many calls fail (default 1)")
    static let fractionOption = CommandOption.number("fraction", help: "how much is lost, 0–1 (default 1: everything)")
    static let latencyOption = CommandOption.duration("latency", help: "time from journaled to searchable (default 0s)")
    static let ttlOption = CommandOption.duration("ttl", help: "the default time to live of an item (default 30d)")
    static let quotaOption = CommandOption.integer("quota", help: "items per app before quotaExceeded (0: unlimited)")
    static let unknownAttributesOption = CommandOption.choice("unknown-attributes", ["error", "match-nothing"], help: "what a query naming an unknown attribute does (default error: invalidQuery)")

    static let faults: [CommandSpec] = [
        CommandSpec(["spotlight", "fail"], topic: "Spotlight (system)", summary: "Make the next calls fail with a CSIndexErrorCode (index unavailable, quota, …)",
                    arguments: [ArgumentSpec("code", .choice(IndexErrorCode.allCases.map(\.name)), help: "the error, e.g. quotaExceeded")],
                    options: [StandardCommands.deviceOption, StandardCommands.appOption,
                              countOption.spec],
                    examples: ["spotlight fail indexUnavailableError --count 2", "spotlight fail quotaExceeded"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        guard let v = inv.argument("code"), let code = IndexErrorCode(name: v.text) else { return }
                        let app = try ctx.appScope(on: d)?.bundleIdentifier
                        let count = inv[countOption] ?? 1
                        d.spotlight.injectFailure(app: app, code: code, count: count)
                        ctx.print("the next \(count) call\(count == 1 ? "" : "s")\(app.map { " from \($0)" } ?? "") will fail with \(code)")
                    }),
        CommandSpec(["spotlight", "lose"], topic: "Spotlight (system)", summary: "Lose all or part of the index (as after a restore) and ask apps to reindex",
                    options: [StandardCommands.deviceOption, StandardCommands.appOption,
                              fractionOption.spec],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let app = try ctx.appScope(on: d)?.bundleIdentifier
                        let f = inv[fractionOption] ?? 1
                        guard (0...1).contains(f) else { throw CommandError("the fraction must be between 0 and 1", range: inv.bound(fractionOption)?.range) }
                        d.spotlight.loseIndex(app: app, fraction: f)
                        ctx.print("index loss \(CSAttributeValue.format(f)) on \(d.name)\(app.map { " for \($0)" } ?? ""); apps will be asked to reindex")
                    }),
        CommandSpec(["spotlight", "reindex", "ack"], topic: "Spotlight (as the app)", summary: "Acknowledge the reindex requests a blank app received",
                    options: [StandardCommands.deviceOption, StandardCommands.appOption],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        guard let generic = a.program as? GenericApp else {
                            throw CommandError("\(a.displayName) handles reindex requests itself", suggestion: "only blank apps acknowledge by hand")
                        }
                        let n = generic.acknowledgeAll()
                        ctx.print("acknowledged \(n) reindex request\(n == 1 ? "" : "s")")
                    }),
        CommandSpec(["spotlight", "config"], topic: "Spotlight (system)", summary: "Show or change the index's simulation settings (latency, time to live, limits)",
                    options: [StandardCommands.deviceOption,
                              latencyOption.spec,
                              ttlOption.spec,
                              quotaOption.spec,
                              unknownAttributesOption.spec],
                    examples: ["spotlight config --latency 2s", "spotlight config --quota 100", "spotlight config --unknown-attributes match-nothing"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        // Everything is read and checked before anything changes, so a refused line changes nothing.
                        let latency = try ctx.nonNegativeDuration(inv, latencyOption)
                        let ttl = try ctx.nonNegativeDuration(inv, ttlOption)
                        let quota = inv.bound(quotaOption) == nil ? nil : try QueryCommands.count(inv, quotaOption, default: 0)
                        if let latency { d.spotlight.configuration.indexingLatency = latency }
                        if let ttl { d.spotlight.configuration.defaultTimeToLive = ttl }
                        if let quota { d.spotlight.configuration.quotaItemsPerApp = quota > 0 ? quota : nil }
                        if let v = inv[unknownAttributesOption] { d.spotlight.configuration.unknownQueryAttributesMatchNothing = v == "match-nothing" }
                        let c = d.spotlight.configuration
                        ctx.print("latency \(c.indexingLatency)  ttl \(c.defaultTimeToLive)  max item \(c.maxItemBytes) bytes  max attribute \(c.maxAttributeCharacters) characters  quota \(c.quotaItemsPerApp.map(String.init) ?? "unlimited")"
                                  + (c.unknownQueryAttributesMatchNothing ? "  unknown attributes match nothing" : ""))
                    }),
    ]
}
