import LimelightCore
import SimulatorKit
import SystemServices

/// `intents list|donations|delete|run|donate|reset`: App Intents declarations and the donation store.
enum IntentsCommands {
    static let onlyApp = CommandOption.text("app", help: "only this app", completion: .installedApps)
    static let typeOption = CommandOption.text("type", help: "only this intent type")
    static let flaggedOption = CommandOption.flag("flagged", help: "only flagged donations")
    static let idOption = CommandOption.text("id", help: "a donation identifier (.donationIdentifier); repeat for several", repeatable: true)
    static let entityOption = CommandOption.text("entity", help: "an entity as Type:id (.entityIdentifier); repeat for several", repeatable: true)
    static let deleteTypeOption = CommandOption.text("type", help: "an intent type (.intentType), combinable with one --entity")
    static let viaOption = CommandOption.choice("via", ["siri", "shortcuts", "widget", "spotlight", "control-center"], help: "who runs it (default siri)")

    static let confirmOption = CommandOption.choice("confirm", SimQuestionBoard.Answering.allCases.map(\.rawValue),
                                                    help: "how the person answers perform()'s requestConfirmation (default confirm)")

    /// `intents confirm` / `intents cancel`: the person answers the oldest open confirmation; perform() goes on.
    static func answerCommand(_ path: [String], confirming: Bool) -> CommandSpec {
        CommandSpec(path, topic: "Intents",
                    summary: confirming ? "Confirm the oldest open requestConfirmation of an intent run with --confirm later"
                        : "Cancel the oldest open requestConfirmation of an intent run with --confirm later (it throws in perform())",
                    options: [device], examples: [path.joined(separator: " ")],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        guard let open = d.questions.pending.first, let app = d.app(named: open.app) else {
                            throw CommandError("no question is waiting for an answer on \(d.name)", range: inv.commandRange,
                                               suggestion: "'intents run INTENT --confirm later' leaves perform()'s requestConfirmation open")
                        }
                        ctx.print("\(confirming ? "confirmed" : "cancelled"): \(open)")
                        do {
                            let answered = try app.run(on: d) { try d.questions.answer(confirming: confirming) }
                            for line in answered?.outcome?.lines ?? [] { ctx.print(line) }
                        } catch let error as AsyncAppStepError {
                            throw CommandError(error.description, range: inv.commandRange, suggestion: error.suggestion, code: "app-code-stuck")
                        } catch {
                            ctx.print("perform() failed: \(error)")
                        }
                    })
    }

    static let device = StandardCommands.deviceOption
    static let app = StandardCommands.appOption

    /// The selected (or `--app`) app's App Intents metadata; an error when the app declares none.
    static func metadata(_ ctx: CommandContext, _ d: Device, argument: String = "app") throws -> (InstalledApp, AppIntentsMetadata) {
        let a = try ctx.app(on: d, argument: argument)
        guard let meta = d.intents.metadata(for: a.bundleIdentifier) else {
            throw CommandError("\(a.displayName) declares no App Intents", range: ctx.invocation.commandRange,
                               suggestion: "apps with App Intents: \(d.apps.filter { d.intents.metadata(for: $0.bundleIdentifier) != nil }.map(\.shortName).joined(separator: ", "))")
        }
        return (a, meta)
    }

    /// One donation as a line: `D3 2026-01-05 09:00 Mon CompleteTaskIntent(task: TaskEntity:1) by app [flagged: …]`.
    static func line(_ donation: IntentDonation, number: Int, _ d: Device) -> String {
        var s = "D\(number) \(d.calendar.short(donation.instant)) \(d.calendar.weekdayName(donation.instant).prefix(3)) \(donation.intent) by \(donation.source)"
        if let r = donation.result { s += " with \(r)" }
        if let interaction = donation.interaction { s += " via \(interaction)" }
        if donation.isFlagged { s += " [flagged: \(donation.warnings.map(\.description).joined(separator: "; "))]" }
        return s + " id=\(donation.identifier)"
    }

    static let all: [CommandSpec] = [
        CommandSpec(["intents", "list"], topic: "Intents", summary: "List the intents, entity types and App Shortcuts an app declares",
                    arguments: [ArgumentSpec("app", .text, help: "the app (default: the selected app)", optional: true, completion: .installedApps)],
                    options: [device], examples: ["intents list focusblox"],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let (_, meta) = try metadata(ctx, d)
                        for i in meta.intents {
                            var flags: [String] = []
                            if i.isOpenIntent { flags.append("OpenIntent(\(i.targetEntityType ?? "?"))") }
                            if !i.isDiscoverable { flags.append("not discoverable") }
                            if let s = i.parameterSummary { flags.append("summary \"\(s.text)\"") }
                            let params = i.parameters.map { "\($0.name): \($0.type)\($0.isRequired ? "" : "?")" }.joined(separator: ", ")
                            ctx.print("intent \(i.typeName) \"\(i.title)\" (\(params))" + (flags.isEmpty ? "" : " " + flags.joined(separator: ", ")))
                        }
                        for t in meta.entityTypes {
                            let props = t.properties.map { "\($0.name)\($0.indexingKey.map { "→\($0)" } ?? "")" }.joined(separator: ", ")
                            ctx.print("entity \(t.typeName) \"\(t.displayName)\" (\(props)) open: \(t.openIntentType ?? "none (dead end)")")
                        }
                        for s in meta.appShortcuts { ctx.print("shortcut \(s.shortTitle) → \(s.intentType): \(s.phrases.map { "\"\($0)\"" }.joined(separator: ", "))") }
                    }),
        CommandSpec(["intents", "donations"], topic: "Intents", summary: "List the donation store (oldest first), optionally of one app or intent type",
                    discussion: "The store Apple keeps hidden: every donation with its time, source (app or system(siri|shortcuts|widget|spotlight)), and warnings for timestamps or per-call unique values. D-numbers are positions in the listing.",
                    options: [device, onlyApp.spec,
                              typeOption.spec, flaggedOption.spec],
                    examples: ["intents donations --app focusblox", "intents donations --type CompleteTaskIntent", "intents donations --flagged"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let scope = try ctx.appScope(on: d)?.bundleIdentifier
                        var list = d.intents.donations(app: scope, intentType: inv[typeOption])
                        if inv.flag(flaggedOption) { list = list.filter(\.isFlagged) }
                        if list.isEmpty { ctx.print("no donations: apps donate when the person acts in them; 'intents donate INTENT' donates one by hand") }
                        for (n, donation) in list.enumerated() { ctx.print(line(donation, number: n + 1, d)) }
                    }),
        CommandSpec(["intents", "delete"], topic: "Intents", summary: "deleteDonations(matching:) as the app: by donation id, entity id or intent type",
                    options: [device, app, idOption.spec,
                              entityOption.spec,
                              deleteTypeOption.spec],
                    examples: ["intents delete --type CompleteTaskIntent", "intents delete --entity TaskEntity:42"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let ids = inv.boundAll(idOption).map { DonationIdentifier($0.text) }
                        var entities: [EntityKey] = []
                        for v in inv.boundAll(entityOption) {
                            guard let e = EntityKey(parsing: v.text) else {
                                throw CommandError("'\(v.text)' is not Type:id", range: v.range, suggestion: "write TaskEntity:42")
                            }
                            entities.append(e)
                        }
                        let predicate: DonationPredicate
                        if let type = inv.bound(deleteTypeOption) {
                            guard ids.isEmpty, entities.count <= 1 else {
                                throw CommandError("--type combines with at most one --entity and no --id", range: type.range)
                            }
                            predicate = .intentType(type.text, entityIdentifier: entities.first)
                        } else if !ids.isEmpty {
                            guard entities.isEmpty else { throw CommandError("give --id or --entity, not both", range: inv.commandRange) }
                            predicate = ids.count == 1 ? .donationIdentifier(ids[0]) : .donationIdentifiers(ids)
                        } else if !entities.isEmpty {
                            predicate = entities.count == 1 ? .entityIdentifier(entities[0]) : .entityIdentifiers(entities)
                        } else {
                            throw CommandError("say which donations to delete", range: inv.commandRange, suggestion: "add --id ID, --entity Type:id or --type IntentType")
                        }
                        let removed = d.intents.donationManager(for: a.bundleIdentifier).deleteDonationsNow(matching: predicate)
                        ctx.print("deleteDonations(matching: \(predicate)) → \(removed.count) deleted")
                    }),
        CommandSpec(["intents", "run"], topic: "Intents", summary: "Run an app intent as Siri, Shortcuts, a widget button or Spotlight would (the system donates it)",
                    discussion: "perform() runs in the step. When it asks for confirmation the simulated person confirms, or cancels with --confirm cancel; with --confirm later the question stays open and perform() waits for 'intents confirm' or 'intents cancel'. A perform() nothing can resume fails the step as stuck.",
                    arguments: [ArgumentSpec("intent", .text, help: "the intent type, e.g. CreateTaskIntent"),
                                ArgumentSpec("parameters", .keyValue, help: "parameter values as name=value", optional: true, variadic: true)],
                    options: [device, app, viaOption.spec, confirmOption.spec],
                    examples: ["intents run CreateTaskIntent title=Milk --via siri", "intents run GetNextUpIntent --via shortcuts",
                               "intents run DeleteTaskIntent task=TaskEntity:1 --confirm later"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let (a, meta) = try metadata(ctx, d)
                        guard let name = inv.argument("intent") else { return }
                        let intent = try IntentArguments.intent(name, inv.values("parameters"), metadata: meta, calendar: d.calendar, now: ctx.simulation.runtime.now)
                        let invoker = IntentArguments.invokers[inv[viaOption] ?? "siri"] ?? .siri
                        let answering = SimQuestionBoard.Answering(rawValue: inv[confirmOption] ?? "confirm") ?? .confirm
                        let previous = d.questions.answering
                        d.questions.answering = answering
                        defer { d.questions.answering = previous }
                        let lines: [String]
                        do {
                            lines = try d.runIntent(intent, app: a, via: invoker)
                        } catch let error as AsyncAppStepError {
                            throw CommandError(error.description, range: inv.commandRange, suggestion: error.suggestion, code: "app-code-stuck")
                        }
                        ctx.print("\(invoker.rawValue) ran \(intent); donated by system(\(invoker.rawValue))")
                        for l in lines { ctx.print(l) }
                    }),
        answerCommand(["intents", "confirm"], confirming: true),
        answerCommand(["intents", "cancel"], confirming: false),
        CommandSpec(["intents", "donate"], topic: "Intents", summary: "Donate an intent as the app would (IntentDonationManager.shared.donate(intent:))",
                    discussion: "Uses the throwing form, so an undeclared intent or parameter is an error. Use this to try anti-patterns such as a timestamp parameter: the donation is stored but flagged.",
                    arguments: [ArgumentSpec("intent", .text, help: "the intent type"),
                                ArgumentSpec("parameters", .keyValue, help: "parameter values as name=value", optional: true, variadic: true)],
                    options: [device, app], examples: ["intents donate CreateTaskIntent title=Milk category=work", "intents donate CreateTaskIntent title=Milk dueDate=now"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let (a, meta) = try metadata(ctx, d)
                        guard let name = inv.argument("intent") else { return }
                        let intent = try IntentArguments.intent(name, inv.values("parameters"), metadata: meta, calendar: d.calendar, now: ctx.simulation.runtime.now)
                        let id = try d.intents.donationManager(for: a.bundleIdentifier).donateThrowing(intent: intent)
                        let stored = d.intents.donation(id)
                        ctx.print("donated \(intent)" + ((stored?.isFlagged ?? false) ? " [flagged: \(stored?.warnings.map(\.description).joined(separator: "; ") ?? "")]" : ""))
                    }),
        CommandSpec(["intents", "reset"], topic: "Intents", summary: "Clear the device's donation store and suggestions (a test reset; apps have no delete-all)",
                    options: [device],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        d.intents.resetDonationStore()
                        ctx.print("donation store cleared on \(d.name)")
                    }),
    ]
}
