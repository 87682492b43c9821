import LimelightCore
import SimulatorKit
import Spotlight

/// `expect …`: assertions over the simulation's state, each a probe plus an optional `OP VALUE` comparison.
enum ExpectCommands {
    static let appOrAll = CommandOption.text("app", help: "the app (default: the selected app; 'all' for every app)", completion: .installedApps)
    static let domainOption = CommandOption.text("domain", help: "count only this domain (recursive)", completion: .domains)
    static let indexOption = CommandOption.text("index", help: "the index name")

    static let device = StandardCommands.deviceOption
    static let app = StandardCommands.appOption

    static func probe(_ path: [String], _ summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                      examples: [String] = [], _ read: @escaping @Sendable (CommandInvocation, CommandContext) throws -> ProbeValue) -> CommandSpec {
        CommandSpec(["expect"] + path, topic: "Expectations", summary: summary, arguments: arguments, options: options, examples: examples,
                    body: .probe(read))
    }

    /// The most `expect error` one line nests (`expect error expect error …`).
    static let deepestExpectError = 8

    static let all: [CommandSpec] = [
        CommandSpec(["expect", "error"], topic: "Expectations", summary: "Run a command that must fail, and print its error",
                    discussion: "Passes when COMMAND is refused (a parse error or a command error) and fails when it succeeds, so scenarios can check bad inputs. The error's message is printed, so golden output can pin it. Nothing the refused command would have done happens.",
                    arguments: [ArgumentSpec("command", .rest, help: "the command line that must fail")],
                    examples: ["expect error spotlight index t1 --custom com.example.rank=3", "expect error clock advance -2d"],
                    body: .action { inv, ctx in
                        guard let inner = inv.argument("command") else { return }
                        // Each `expect error` runs its command, which may be another: bounded, and counted before any
                        // runs (1,000 of them overflowed the stack; 50,000 ran for minutes).
                        let words = Lexer.tokenize(inner.text, lineNumber: inv.line).tokens
                        var nested = 0
                        while 2 * nested + 1 < words.count, !words[2 * nested].isQuoted, words[2 * nested].text == "expect",
                              !words[2 * nested + 1].isQuoted, words[2 * nested + 1].text == "error" { nested += 1 }
                        guard nested < ExpectCommands.deepestExpectError else {
                            throw CommandError("'expect error' nests \(nested + 1) deep; it wraps at most \(ExpectCommands.deepestExpectError) levels",
                                               range: inner.range, suggestion: "'expect error COMMAND' once is enough to check that COMMAND fails")
                        }
                        let padded = String(repeating: " ", count: inner.range.start.column - 1) + inner.text
                        let outcome = ctx.session.executeNested(padded, line: inv.line)
                        guard let error = outcome.diagnostics.first(where: { $0.severity == .error }) else {
                            throw CommandError("expected this command to fail, but it succeeded", range: inner.range, code: "expectation-failed")
                        }
                        ctx.print(shown: outcome.output, recorded: outcome.scenarioOutput)
                        ctx.print("error: \(error.message)")
                        if let suggestion = error.suggestion { ctx.print("help: \(suggestion)") }
                    }),
        probe(["spotlight", "count"], "The number of visible items (of the selected app), or of items matching TEXT",
              arguments: [ArgumentSpec("text", .text, help: "count only items whose searchable text contains this", optional: true)],
              options: [device, appOrAll.spec,
                        domainOption.spec],
              examples: ["expect spotlight count == 3", "expect spotlight count \"Einkaufen\" == 0", "expect spotlight count --domain groceries >= 1"]) { inv, ctx in
            let d = try ctx.device()
            let scope: String? = inv[appOrAll] == "all" ? nil : try ctx.app(on: d).bundleIdentifier
            if inv.bound(domainOption) == nil, inv.argument("text") == nil { return .number(Double(d.spotlight.visibleCount(app: scope))) }
            var items = d.spotlight.items(app: scope)
            if let dom = inv[domainOption] { items = d.spotlight.items(app: scope, inDomain: dom) }
            if let t = inv.argument("text")?.text {
                let matches = Set(d.spotlight.textMatches(app: scope, text: t).map(\.uniqueIdentifier))
                items = items.filter { matches.contains($0.uniqueIdentifier) }
            }
            return .number(Double(items.count))
        },
        probe(["item"], "An indexed item: 'present'/'absent', or one attribute's value",
              arguments: [ArgumentSpec("id", .text, help: "the item's identifier", completion: .itemIdentifiers),
                          ArgumentSpec("attribute", .text, help: "an attribute name, domainIdentifier, or expirationDate", optional: true, completion: .attributeNames)],
              options: [device, app],
              examples: ["expect item note-1 == present", "expect item note-1 title == Milk", "expect item note-1 keywords contains dairy"]) { inv, ctx in
            let d = try ctx.device()
            let a = try ctx.app(on: d)
            let id = try inv.text("id")
            guard let item = d.spotlight.item(app: a.bundleIdentifier, identifier: id) else { return .text("absent") }
            guard let attr = inv.argument("attribute")?.text else { return .text("present") }
            switch attr {
            case "domainIdentifier": return .text(item.domainIdentifier ?? "(none)")
            case "expirationDate": return .text(item.expirationDate.description)
            case "contentType": return .text(item.attributeSet.contentType)
            default: return item.attributeSet.value(named: attr).map(ProbeValue.init) ?? .text("(none)")
            }
        },
        probe(["spotlight", "state"], "A named index's last committed client state ('(none)' when there is none)",
              options: [device, app, indexOption.spec]) { inv, ctx in
            let d = try ctx.device()
            let a = try ctx.app(on: d)
            guard let state = d.spotlight.clientState(app: a.bundleIdentifier, name: inv[indexOption]) else { return .text("(none)") }
            return .text(String(decoding: state, as: UTF8.self))
        },
        probe(["spotlight", "reindex-requests"], "How many reindex requests wait for the app's acknowledgement", options: [device, app]) { _, ctx in
            let d = try ctx.device()
            return .number(Double(d.spotlight.pendingReindexRequests(app: try ctx.app(on: d).bundleIdentifier).count))
        },
        probe(["spotlight", "pending"], "How many journaled operations are not yet searchable", options: [device]) { _, ctx in
            .number(Double(try ctx.device().spotlight.pendingJournal.count))
        },
        probe(["app", "state"], "An app's run state: not-running, foreground or background",
              arguments: [ArgumentSpec("app", .text, help: "the app", optional: true, completion: .installedApps)], options: [device],
              examples: ["expect app state == foreground"]) { _, ctx in
            let d = try ctx.device()
            return .text(try ctx.app(on: d).state.rawValue)
        },
        probe(["app", "installed"], "Whether an app is installed",
              arguments: [ArgumentSpec("app", .text, help: "the app", completion: .catalogApps)], options: [device]) { inv, ctx in
            .bool(try ctx.device().app(named: try inv.text("app")) != nil)
        },
        probe(["screen"], "What the app shows: tab, presented, path, selection (or the whole screen)",
              arguments: [ArgumentSpec("field", .choice(["tab", "presented", "path", "selection"]), help: "one part of the screen", optional: true)],
              options: [device, app], examples: ["expect screen tab == Today", "expect screen presented == \"EditTaskView(Einkaufen)\""]) { inv, ctx in
            let d = try ctx.device()
            let s = try ctx.app(on: d).screen
            switch inv.argument("field")?.text {
            case "tab": return .text(s.tab ?? "none")
            case "presented": return .text(s.presented ?? "none")
            case "path": return .list(s.navigationPath)
            case "selection": return .text(s.selection ?? "none")
            default: return .text(s.description)
            }
        },
        probe(["device", "state"], "The device's lock state: unlocked, locked or before-first-unlock", options: [device]) { _, ctx in
            .text(try ctx.device().protectionState.rawValue)
        },
        probe(["haptics"], "Haptic patterns played on the device, oldest first", options: [device, app],
              examples: ["expect haptics contains success"]) { inv, ctx in
            let d = try ctx.device()
            let scope = try ctx.appScope(on: d)?.shortName
            return .list(d.haptics.filter { scope == nil || $0.app == scope }.map(\.pattern))
        },
        probe(["log"], "Messages of events of a kind (count with 'expect log count')",
              arguments: [ArgumentSpec("kind", .text, help: "an event kind or prefix", optional: true, completion: .eventKinds)],
              examples: ["expect log spotlight.dropped contains note-9"]) { inv, ctx in
            .list(try LogCommands.events(inv, ctx).map(\.message))
        },
        probe(["log", "count"], "How many events of a kind were logged",
              arguments: [ArgumentSpec("kind", .text, help: "an event kind or prefix", optional: true, completion: .eventKinds)],
              examples: ["expect log count app.launched == 2"]) { inv, ctx in
            .number(Double(ctx.simulation.runtime.log.count(ofKind: inv.argument("kind")?.text)))
        },
    ]
}
