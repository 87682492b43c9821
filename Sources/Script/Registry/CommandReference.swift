/// The command reference in Markdown, generated from the registry so it cannot drift (Docs/Commands.md is checked against it).
public enum CommandReference {
    /// The whole reference as Markdown: a section per topic, with each command's help page in a code block.
    public static func markdown(registry: CommandRegistry) -> String {
        var out = "# Command reference\n\n"
        out += "Generated from the command registry by `limelight docs commands`; a test fails when this file and the registry disagree.\n"
        out += "The same commands work in the REPL, in scenario files and over the JSON-RPC server.\n\n"
        let help = HelpRenderer(registry: registry)
        for (topic, commands) in registry.topics {
            out += "## \(topic)\n\n"
            for c in commands {
                out += "### `\(c.name)`\n\n```\n" + help.page(c).joined(separator: "\n") + "\n```\n\n"
            }
        }
        return out
    }
}
