import LimelightCore

/// `help` and `help COMMAND`.
enum HelpCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["help"], topic: "Session", summary: "List the commands, or show one command's help",
                    discussion: "With no argument, lists every command by topic. With a command's words, shows its usage, arguments, options and examples.",
                    arguments: [ArgumentSpec("command", .text, help: "the command's words, e.g. device add", optional: true, variadic: true, completion: .commands)],
                    examples: ["help", "help device add", "help spotlight"],
                    body: .action { inv, ctx in
                        let words = inv.values("command").map(\.text)
                        for line in try HelpRenderer(registry: ctx.session.registry).help(for: words, range: inv.argument("command")?.range) {
                            ctx.print(line)
                        }
                    }),
    ]
}

/// Renders help text from the registry: the list by topic and each command's page.
public struct HelpRenderer {
    /// The registry the help text is generated from.
    public let registry: CommandRegistry

    /// Creates a renderer for the commands in `registry`.
    public init(registry: CommandRegistry) { self.registry = registry }

    /// The help lines for `words` (empty: the overview).
    public func help(for words: [String], range: SourceRange? = nil) throws -> [String] {
        if words.isEmpty { return overview() }
        let name = words.joined(separator: " ")
        if let spec = registry.spec(named: name) { return page(spec) }
        let children = registry.commands.filter { Array($0.path.prefix(words.count)) == words }
        if !children.isEmpty {
            return ["\(name) commands:"] + children.map { "  " + pad($0.name, 28) + $0.summary } + ["", "Type 'help \(name) SUBCOMMAND' for details."]
        }
        let guess = Suggestions.closest(to: name, in: registry.commands.map(\.name) + registry.nextWords(after: []))
        throw CommandError("no command '\(name)'", range: range, suggestion: guess.map { "did you mean 'help \($0)'?" } ?? "type 'help' for the list",
                           code: "unknown-command")
    }

    /// Every command by topic with its summary.
    public func overview() -> [String] {
        var out = ["Limelight — a simulated device for Spotlight, Siri, widgets and tips.", ""]
        for (topic, commands) in registry.topics {
            out.append("\(topic):")
            for c in commands { out.append("  " + pad(c.name, 28) + c.summary + (c.apps.isEmpty ? "" : " [\(c.apps.joined(separator: ", "))]")) }
            out.append("")
        }
        out.append("Type 'help COMMAND' for a command's options. Tab completes commands, options and names.")
        return out
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
