import LimelightCore

/// `help` and `help COMMAND`.
enum HelpCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["help"], topic: "Session", sessionControl: true, summary: "Show what to type first and the topics, or one topic's or command's help",
                    discussion: "With no argument, says how to start and lists the topics in a screenful. 'help TOPIC' lists a topic's commands (e.g. help widgets), 'help COMMAND' shows a command's usage, arguments, options and examples, 'help all' lists every command. In a terminal, help is wrapped to its width and long pages go through $PAGER (or less).",
                    arguments: [ArgumentSpec("command", .text, help: "a topic, 'all', or a command's words, e.g. device add", optional: true, variadic: true, completion: .commands)],
                    examples: ["help", "help widgets", "help device add", "help all"],
                    body: .action { inv, ctx in
                        let words = inv.values("command").map(\.text)
                        let help = HelpRenderer(registry: ctx.session.registry, width: ctx.session.displayWidth)
                        for line in try help.help(for: words, range: inv.argument("command")?.range) {
                            ctx.print(line)
                        }
                    }),
    ]
}

/// Renders help text from the registry: the list by topic and each command's page.
public struct HelpRenderer {
    /// The registry the help text is generated from.
    public let registry: CommandRegistry
    /// The terminal's width to wrap to, or nil to leave lines as they are (scenarios, pipes: stable output).
    public let width: Int?

    /// Creates a renderer for the commands in `registry`, wrapping to `width` columns when given.
    public init(registry: CommandRegistry, width: Int? = nil) {
        self.registry = registry
        self.width = width.map { min(max($0, 40), 400) }
    }

    /// The help lines for `words` (empty: the overview), wrapped to the width.
    public func help(for words: [String], range: SourceRange? = nil) throws -> [String] {
        try unwrapped(words, range: range).flatMap(wrap)
    }

    private func unwrapped(_ words: [String], range: SourceRange?) throws -> [String] {
        if words.isEmpty { return overview() }
        let name = words.joined(separator: " ")
        if name == "all" { return everything() }
        let topic = registry.topics.first { HelpRenderer.slug($0.topic) == HelpRenderer.slug(name) }
        if let spec = registry.spec(named: name) {
            // A command that names its topic too (`tips`, `sync`): its page, then the topic's other commands.
            guard let topic, topic.commands.count > 1 else { return page(spec) }
            return page(spec) + [""] + topicPage(topic.topic, topic.commands)
        }
        if let topic { return topicPage(topic.topic, topic.commands) }
        let children = registry.commands.filter { Array($0.path.prefix(words.count)) == words }
        if !children.isEmpty {
            return ["\(name) commands:"] + children.map { "  " + pad($0.name, 28) + $0.summary } + ["", "Type 'help \(name) SUBCOMMAND' for details."]
        }
        let topics = registry.topics.map { HelpRenderer.slug($0.topic) }
        let guess = Suggestions.closest(to: name, in: registry.commands.map(\.name) + registry.nextWords(after: []) + topics + ["all"])
        throw CommandError("no command or topic '\(name)'", range: range,
                           suggestion: guess.map { "did you mean 'help \($0)'?" } ?? "type 'help' for the topics, 'help all' for every command",
                           code: "unknown-command")
    }

    /// What to type first and the topics, one line each: a screenful.
    public func overview() -> [String] {
        var out = ["Limelight — a simulated iPhone or Mac for Spotlight, Siri, widgets and tips.", "",
                   "Start with:",
                   "  device add phone            a simulated iPhone (there is none until you add one)",
                   "  app install simplr          a reference app (simplr, portfolio, focusblox, landmarks: Docs/ReferenceApps.md)",
                   "  app launch simplr           it indexes its tasks in Spotlight",
                   "  spotlight search Einkaufen  what the user sees typing in Spotlight; 'spotlight tap 1' opens a result",
                   "", "Topics ('help TOPIC' lists its commands):"]
        for (topic, commands) in registry.topics {
            let names = commands.map(\.name)
            let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
            out.append("  " + pad(HelpRenderer.slug(topic), 22) + shown + " (\(commands.count))")
        }
        out += ["", "'help COMMAND' shows a command's options (help spotlight search), 'help all' lists every command.",
                "Tab completes commands, options and names; Ctrl-C stops a running step; Ctrl-D leaves."]
        return out
    }

    /// One topic's commands with their summaries.
    public func topicPage(_ topic: String, _ commands: [CommandSpec]) -> [String] {
        ["\(topic):"] + commands.map { "  " + pad($0.name, 28) + $0.summary + ($0.apps.isEmpty ? "" : " [\($0.apps.joined(separator: ", "))]") }
            + ["", "Type 'help COMMAND' for a command's options."]
    }

    /// Every command by topic with its summary (`help all`).
    public func everything() -> [String] {
        var out = ["Limelight — a simulated iPhone or Mac for Spotlight, Siri, widgets and tips.", ""]
        for (topic, commands) in registry.topics {
            out.append("\(topic):")
            for c in commands { out.append("  " + pad(c.name, 28) + c.summary + (c.apps.isEmpty ? "" : " [\(c.apps.joined(separator: ", "))]")) }
            out.append("")
        }
        out.append("Type 'help COMMAND' for a command's options. Tab completes commands, options and names.")
        return out
    }

    /// The word a topic is asked for by: lower case, `-` for spaces, parenthesised words kept (`spotlight-system`).
    public static func slug(_ topic: String) -> String {
        String(topic.lowercased().map { $0 == " " ? "-" : $0 }.filter { $0 != "(" && $0 != ")" })
    }

    /// Wraps one line to the width, continuing under its text column (after the leading blanks and a name column);
    /// a word longer than the width stays whole.
    func wrap(_ line: String) -> [String] {
        guard let width, line.count > width else { return [line] }
        let leading = line.prefix { $0 == " " }.count
        let continuation = String(repeating: " ", count: Self.continuationIndent(line))
        var out: [String] = []
        var current = String(repeating: " ", count: leading)
        var started = false
        for word in line.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
            if started, !word.isEmpty, current.count + 1 + word.count > width,
               current.count > continuation.count {
                out.append(current)
                current = continuation + word
            } else {
                current += (started ? " " : "") + word
            }
            started = true
        }
        out.append(current)
        return out
    }

    /// Where continuation lines start: under the summary column of a `  name   summary` row, else under the text.
    static func continuationIndent(_ line: String) -> Int {
        let leading = line.prefix { $0 == " " }.count
        var column = 0, blanks = 0
        for (i, c) in line.enumerated() where i >= leading {
            if c == " " { blanks += 1 } else {
                if blanks >= 2 { column = i }
                blanks = 0
            }
        }
        return min(column > 0 ? column : leading, 40)
    }

    /// One command's page: usage, description, arguments, options, examples.
    public func page(_ spec: CommandSpec) -> [String] {
        var out = ["usage: \(spec.usage)", "", spec.summary + "."]
        if !spec.discussion.isEmpty { out += ["", spec.discussion] }
        if !spec.apps.isEmpty { out += ["", "Offered by: " + spec.apps.joined(separator: ", ")] }
        if !spec.arguments.isEmpty {
            out += ["", "Arguments:"]
            out += spec.arguments.map { "  " + pad($0.name.uppercased(), 20) + $0.help }
        }
        if spec.takesComparison {
            out += ["", "Comparison (optional for yes/no checks):",
                    "  OP VALUE            one of == != < <= > >= contains excludes, then the expected value"]
        }
        if !spec.options.isEmpty {
            out += ["", "Options:"]
            out += spec.options.map { "  " + pad("--" + $0.name + ($0.kind.map { " " + $0.placeholder } ?? ""), 20) + $0.help }
        }
        if !spec.examples.isEmpty { out += ["", "Examples:"] + spec.examples.map { "  " + $0 } }
        return out
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + "  " : s + String(repeating: " ", count: width - s.count)
    }
}
