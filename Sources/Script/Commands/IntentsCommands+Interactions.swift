import LimelightCore
import SimulatorKit
import SystemServices

/// `intents interaction` and `intents interaction delete`: SiriKit donations (`INInteraction`) as the app makes them,
/// into the same store as App Intents donations.
extension IntentsCommands {
    static let interactionIDOption = CommandOption.text("id", help: "INInteraction.identifier (default: a UUID)")
    static let groupOption = CommandOption.text("group", help: "INInteraction.groupIdentifier")
    static let responseOption = CommandOption.text("response", help: "the response's code, e.g. success")
    static let deleteIDOption = CommandOption.text("id", help: "an interaction identifier; repeat for several", repeatable: true)
    static let deleteGroupOption = CommandOption.text("group", help: "a group identifier")
    static let allOption = CommandOption.flag("all", help: "every interaction the app donated")

    /// The longest interaction identifier or group identifier the commands take (as `INInteraction` stores).
    static let maximumInteractionIdentifierLength = 1024

    /// Checks an identifier's length.
    static func interactionIdentifier(_ value: BoundValue, _ what: String) throws -> String {
        guard !value.text.isEmpty, value.text.count <= maximumInteractionIdentifierLength else {
            throw CommandError("the \(what) must have 1 to \(maximumInteractionIdentifierLength) characters (it has \(value.text.count))",
                               range: value.range, suggestion: "use a shorter \(what)")
        }
        return value.text
    }

    static let interactions: [CommandSpec] = [
        CommandSpec(["intents", "interaction"], topic: "Intents",
                    summary: "Donate a SiriKit interaction as the app would (INInteraction(intent:response:).donate())",
                    discussion: "SiriKit intents come from the app's intent definition file or are system intents (INSendMessageIntent …), so they need no App Intents declaration. The donation joins the same store, detector and learner as App Intents donations; 'intents donations' marks it 'via INInteraction(…)'. Values are integers when they read as one, else text.",
                    arguments: [ArgumentSpec("intent", .text, help: "the intent class, e.g. OrderSoupIntent"),
                                ArgumentSpec("parameters", .keyValue, help: "parameter values as name=value", optional: true, variadic: true)],
                    options: [device, app, interactionIDOption.spec,
                              groupOption.spec,
                              responseOption.spec],
                    examples: ["intents interaction OrderSoupIntent soup=tomato --group orders", "intents interaction INSendMessageIntent content=Hi --id m1"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        guard let type = inv.argument("intent") else { return }
                        var parameters: [String: IntentValue] = [:]
                        for word in inv.values("parameters") {
                            guard let eq = word.text.firstIndex(of: "="), eq != word.text.startIndex else {
                                throw CommandError("'\(word.text)' is not name=value", range: word.range, suggestion: "write it as soup=tomato")
                            }
                            let name = String(word.text[..<eq]), raw = String(word.text[word.text.index(after: eq)...])
                            guard parameters[name] == nil else {
                                throw CommandError("'\(name)' is given twice", range: word.range, suggestion: "give each parameter once")
                            }
                            parameters[name] = Int(raw).map(IntentValue.int) ?? .string(raw)
                        }
                        let id = try inv.bound(interactionIDOption).map { try interactionIdentifier($0, "identifier") } ?? ctx.simulation.runtime.uuid()
                        let group = try inv.bound(groupOption).map { try interactionIdentifier($0, "group identifier") }
                        let record = SiriKitInteractionRecord(identifier: id, groupIdentifier: group, responseCode: inv[responseOption])
                        let intent = IntentRecord(type.text, parameters)
                        let stored = d.intents.storeInteraction(intent, interaction: record, app: a.bundleIdentifier)
                        let flagged = d.intents.donation(stored)?.warnings ?? []
                        ctx.print("donated \(intent) via \(record)" + (flagged.isEmpty ? "" : " [flagged: \(flagged.map(\.description).joined(separator: "; "))]"))
                    }),
        CommandSpec(["intents", "interaction", "delete"], topic: "Intents",
                    summary: "Delete the app's SiriKit interactions: INInteraction.delete(with:) by identifiers or group, or deleteAll()",
                    options: [device, app, deleteIDOption.spec,
                              deleteGroupOption.spec, allOption.spec],
                    examples: ["intents interaction delete --group orders", "intents interaction delete --id m1 --id m2", "intents interaction delete --all"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let ids = try inv.boundAll(deleteIDOption).map { try interactionIdentifier($0, "identifier") }
                        let group = try inv.bound(deleteGroupOption).map { try interactionIdentifier($0, "group identifier") }
                        let all = inv.flag(allOption)
                        guard [!ids.isEmpty, group != nil, all].filter({ $0 }).count == 1 else {
                            throw CommandError("say which interactions to delete, one way", range: inv.commandRange,
                                               suggestion: "give --id ID (repeatable), --group GROUP or --all")
                        }
                        let removed: [DonationIdentifier]
                        let call: String
                        if let group {
                            removed = d.intents.deleteInteractions(groupIdentifier: group, app: a.bundleIdentifier)
                            call = "INInteraction.delete(with: \"\(group)\")"
                        } else if all {
                            removed = d.intents.deleteAllInteractions(app: a.bundleIdentifier)
                            call = "INInteraction.deleteAll()"
                        } else {
                            guard ids.count <= IntentsService.maximumInteractionIdentifiersPerDeletion else {
                                throw CommandError("at most \(IntentsService.maximumInteractionIdentifiersPerDeletion) identifiers at once", range: inv.commandRange)
                            }
                            removed = d.intents.deleteInteractions(identifiers: ids, app: a.bundleIdentifier)
                            call = "INInteraction.delete(with: [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))])"
                        }
                        ctx.print("\(call) → \(removed.count) deleted")
                    }),
    ]
}
