import LimelightCore
import SimulatorKit
import Spotlight

/// `spotlight index|update|delete…`: the REPL acting as an app that calls CoreSpotlight directly.
enum SpotlightCommands {
    static let indexOption = CommandOption.text("index", help: "a named index (default: CSSearchableIndex.default())")
    static let protectionOption = CommandOption.choice("protection", CSFileProtection.allCases.map(\.rawValue), help: "the named index's protection class")
    static let stateOption = CommandOption.text("state", help: "the new client state (text, stored as UTF-8 bytes)")
    static let expectedOption = CommandOption.text("expected", help: "the expected current client state ('none' for no state)")

    static let indexOptions: [OptionSpec] = [
        StandardCommands.deviceOption, StandardCommands.appOption,
        indexOption.spec,
        protectionOption.spec,
    ]

    /// The IndexHandle handle the REPL uses for this device/app/name (kept, so a batch spans commands).
    static func handle(_ inv: CommandInvocation, _ ctx: CommandContext) throws -> (Device, InstalledApp, IndexHandle) {
        let d = try ctx.device()
        let a = try ctx.app(on: d)
        let name = inv[indexOption]
        let protection = inv[protectionOption].flatMap { CSFileProtection(rawValue: $0) } ?? .none
        let key = IndexHandleKey(device: d.name, app: a.bundleIdentifier, name: name, protection: protection)
        // The handle of the command before is compared, not hashed (a bulk of `spotlight index` lines uses one handle).
        let handles = ctx.simulation.handles
        if let last = handles.lastIndexHandle, last.key == key { return (d, a, last.handle) }
        if let h = handles.indexHandles[key] {
            handles.lastIndexHandle = (key, h)
            return (d, a, h)
        }
        let h = d.spotlight.searchableIndex(app: a.bundleIdentifier, name: name, protectionClass: protection)
        ctx.session.indexHandles[key] = h
        return (d, a, h)
    }

    /// A completion handler that prints the outcome when the index calls it back.
    static func report(_ ctx: CommandContext, _ what: String) -> (IndexError?) -> Void {
        { error in
            if let error { ctx.print("\(what): error \(error)") } else { ctx.print("\(what): journaled") }
        }
    }

    /// `report(ctx, verb + " " + identifier)`, with the line made once when the call comes back (a bulk file's
    /// `spotlight index` lines print one each).
    static func report(_ ctx: CommandContext, _ verb: String, _ identifier: String) -> (IndexError?) -> Void {
        { error in
            if let error { return ctx.print("\(verb) \(identifier): error \(error)") }
            ctx.print(String(concatenating: verb, " ", identifier, ": journaled"))
        }
    }

    static let all: [CommandSpec] = [
        CommandSpec(["spotlight", "index"], topic: "Spotlight (as the app)", summary: "Index an item (replaces an item with the same identifier)",
                    discussion: "Calls indexSearchableItems(_:completionHandler:) on the app's index. The completion reports when the item is journaled; it becomes searchable after the configured indexing latency.",
                    arguments: [ArgumentSpec("id", .text, help: "the item's uniqueIdentifier", completion: .itemIdentifiers)],
                    options: SpotlightItemOptions.all + indexOptions,
                    examples: ["spotlight index note-1 --title \"Milk\" --domain groceries --keywords milk,dairy",
                               "spotlight index e1 --title Standup --attr startDate=2026-01-06T09:00 --expires now+2d"],
                    prepare: { SpotlightItemOptions.prepared($0, isUpdate: false) },
                    body: .action { inv, ctx in
                        let (d, _, h) = try handle(inv, ctx)
                        let item = try SpotlightItemOptions.item(inv, identifier: try inv.text("id"), isUpdate: false, ctx: ctx, calendar: d.calendar)
                        h.indexSearchableItems([item], completionHandler: report(ctx, "index", item.uniqueIdentifier))
                    }),
        CommandSpec(["spotlight", "update"], topic: "Spotlight (as the app)", summary: "Index an item with isUpdate: merge into the existing item (dropped if missing)",
                    discussion: "Attributes you give overwrite, --clear NAME removes one, the rest are kept. An update for an identifier that is not in the index is dropped, as Apple documents.",
                    arguments: [ArgumentSpec("id", .text, help: "the item's uniqueIdentifier", completion: .itemIdentifiers)],
                    options: SpotlightItemOptions.all + indexOptions,
                    examples: ["spotlight update note-1 --title \"Oat milk\" --clear keywords"],
                    prepare: { SpotlightItemOptions.prepared($0, isUpdate: true) },
                    body: .action { inv, ctx in
                        let (d, _, h) = try handle(inv, ctx)
                        let item = try SpotlightItemOptions.item(inv, identifier: try inv.text("id"), isUpdate: true, ctx: ctx, calendar: d.calendar)
                        h.indexSearchableItems([item], completionHandler: report(ctx, "update", item.uniqueIdentifier))
                    }),
        CommandSpec(["spotlight", "delete"], topic: "Spotlight (as the app)", summary: "Delete items by identifier",
                    arguments: [ArgumentSpec("id", .text, help: "uniqueIdentifiers to delete", variadic: true, completion: .itemIdentifiers)],
                    options: indexOptions,
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        let ids = inv.values("id").map(\.text)
                        h.deleteSearchableItems(withIdentifiers: ids, completionHandler: report(ctx, "delete \(ids.joined(separator: ", "))"))
                    }),
        CommandSpec(["spotlight", "delete", "domain"], topic: "Spotlight (as the app)", summary: "Delete every item in domains (recursive: 'a' removes 'a' and 'a.b', not 'ab')",
                    arguments: [ArgumentSpec("domain", .text, help: "domainIdentifiers", variadic: true, completion: .domains)],
                    options: indexOptions,
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        let ds = inv.values("domain").map(\.text)
                        h.deleteSearchableItems(withDomainIdentifiers: ds, completionHandler: report(ctx, "delete domain \(ds.joined(separator: ", "))"))
                    }),
        CommandSpec(["spotlight", "delete", "all"], topic: "Spotlight (as the app)", summary: "Delete all of the app's items (and reset its client state)",
                    options: indexOptions,
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        h.deleteAllSearchableItems(completionHandler: report(ctx, "delete all"))
                    }),
    ]

    static let batch: [CommandSpec] = [
        CommandSpec(["spotlight", "batch", "begin"], topic: "Spotlight (as the app)", summary: "beginBatch() on a named index: later calls wait for 'batch end'",
                    options: indexOptions, examples: ["spotlight batch begin --index main"],
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        let log = ctx.simulation.runtime.log
                        let before = log.events.count
                        h.beginBatch()
                        if let refusal = log.events.dropFirst(before).last(where: { $0.kind == "spotlight.error" }) {
                            ctx.print("no batch opened: \(refusal.message)")
                        } else {
                            ctx.print("batch open on \(h.name ?? "the default index")")
                        }
                    }),
        CommandSpec(["spotlight", "batch", "end"], topic: "Spotlight (as the app)", summary: "endBatch(withClientState:) — or with --expected, the expected-state variant",
                    options: indexOptions + [stateOption.spec,
                                             expectedOption.spec],
                    examples: ["spotlight batch end --index main --state page-3", "spotlight batch end --index main --expected page-3 --state page-4"],
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        let state = Array((inv[stateOption] ?? "").utf8)
                        if let expected = inv.bound(expectedOption) {
                            let e: [UInt8]? = expected.text == "none" ? nil : Array(expected.text.utf8)
                            h.endBatch(expectedClientState: e, newClientState: state, completionHandler: report(ctx, "end batch"))
                        } else {
                            h.endBatch(withClientState: state, completionHandler: report(ctx, "end batch"))
                        }
                    }),
        CommandSpec(["spotlight", "state"], topic: "Spotlight (as the app)", summary: "fetchLastClientState() of a named index",
                    options: indexOptions,
                    body: .action { inv, ctx in
                        let (_, _, h) = try handle(inv, ctx)
                        h.fetchLastClientState { state, error in
                            if let error { ctx.print("client state: error \(error)") } else {
                                ctx.print("client state: " + (state.map { String(decoding: $0, as: UTF8.self) }.map { $0.isEmpty ? "(empty)" : $0 } ?? "(none)"))
                            }
                        }
                    }),
    ]
}
