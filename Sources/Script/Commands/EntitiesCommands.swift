import LimelightCore
import SimulatorKit
import SystemServices

/// `entities list|orphans|suggestions|spotlight-action`: App Entities in the Spotlight index.
enum EntitiesCommands {
    static let typeOption = CommandOption.text("type", help: "only this entity type")
    static let limitOption = CommandOption.integer("limit", help: "how many (default 5)")

    static let device = StandardCommands.deviceOption
    static let app = StandardCommands.appOption

    static let all: [CommandSpec] = [
        CommandSpec(["entities", "list"], topic: "Entities", summary: "The app's indexed entities (Type:id, title, attributes)",
                    options: [device, app, typeOption.spec],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let list = d.entities.indexedEntities(app: a.bundleIdentifier, type: inv[typeOption])
                        if list.isEmpty { ctx.print("no indexed entities: an app indexes its IndexedEntity values when it launches (app launch APP)") }
                        for (entity, item) in list {
                            let attrs = item.attributeSet.attributeNames.filter { $0 != "title" }.compactMap { n in item.attributeSet.value(named: n).map { "\(n)=\($0)" } }
                            ctx.print("\(entity) \"\(item.attributeSet.title ?? "")\"" + (attrs.isEmpty ? "" : " " + attrs.joined(separator: " ")))
                        }
                    }),
        CommandSpec(["entities", "orphans"], topic: "Entities", summary: "Index entries left behind (an entity whose id changed, or deleted without deleteAppEntities)",
                    discussion: "With apps that report their current entities, entries not among them; otherwise entries sharing a title with a newer entry of the same type.",
                    options: [device, app],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let existing = (a.program as? AppEntityReporting)?.currentEntities()
                        let orphans = d.entities.orphanedEntities(app: a.bundleIdentifier, existing: existing)
                        if orphans.isEmpty { ctx.print("no orphaned entities") }
                        for o in orphans { ctx.print("orphan \(o.entity) \"\(o.title ?? "")\": \(o.reason)") }
                    }),
        CommandSpec(["entities", "suggestions"], topic: "Entities", summary: "The app's entities as Spotlight suggests them: on-screen first, then priority, then recency",
                    options: [device, app, limitOption.spec],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let list = d.entities.suggestedEntities(app: a.bundleIdentifier, limit: try QueryCommands.count(inv, limitOption, default: 5))
                        if list.isEmpty { ctx.print("no entity suggestions") }
                        for (n, s) in list.enumerated() { ctx.print("\(n + 1). \(s.entity) \"\(s.title ?? "")\" — \(s.reason)") }
                    }),
        CommandSpec(["entities", "spotlight-action"], topic: "Entities", summary: "Whether an intent can run directly from Spotlight on this device (the Mac ParameterSummary rule)",
                    arguments: [ArgumentSpec("intent", .text, help: "the intent type")], options: [device, app],
                    examples: ["entities spotlight-action NavigateIntent --device mac"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let result = try d.entities.spotlightActionEligibility(app: a.bundleIdentifier, intentType: try inv.text("intent"))
                        ctx.print("\(try inv.text("intent")) on \(d.name) (\(d.platform.displayName)): " + (result.isEligible ? "runs from Spotlight" : "not a Spotlight action"))
                        for r in result.reasons { ctx.print("  - \(r)") }
                    }),
    ]
}

/// `sync now` / `sync FROM TO`: move app data between devices that have the same app.
enum SyncCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["sync"], topic: "Sync", summary: "Sync app data from one device to another (apps installed on both; never the index)",
                    discussion: "Each app with a sync adapter sends records the receiver lacks or holds in another version; the receiving app is told, so it can index and donate. The Spotlight index, donations, widgets and defaults stay per device.",
                    arguments: [ArgumentSpec("from", .text, help: "the sending device", completion: .devices),
                                ArgumentSpec("to", .text, help: "the receiving device", completion: .devices)],
                    examples: ["sync phone mac"],
                    body: .action { inv, ctx in
                        guard let f = inv.argument("from"), let t = inv.argument("to") else { return }
                        guard let from = ctx.simulation.device(named: f.text) else { throw CommandError("no device named '\(f.text)'", range: f.range) }
                        guard let to = ctx.simulation.device(named: t.text) else { throw CommandError("no device named '\(t.text)'", range: t.range) }
                        guard from !== to else { throw CommandError("a device does not sync with itself", range: t.range) }
                        report(SyncEngine.sync(from: from, to: to), ctx)
                    }),
        CommandSpec(["sync", "now"], topic: "Sync", summary: "Sync every pair of devices once (each direction)",
                    body: .action { _, ctx in report(SyncEngine.syncAll(ctx.simulation), ctx) }),
    ]

    static func report(_ reports: [SyncReport], _ ctx: CommandContext) {
        if reports.isEmpty { ctx.print("nothing to sync (no app with sync is installed on two devices)") }
        for r in reports { ctx.print(r.description) }
    }
}
