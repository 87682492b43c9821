import ArgumentParser
import ReferenceApps
import Script

/// `limelight docs commands`: the command reference in Markdown, generated from the registry (Docs/Commands.md).
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "docs", abstract: "Print the command reference (Markdown) generated from the command registry.")

    /// The documents this command can print.
    enum Topic: String, ExpressibleByArgument, CaseIterable {
        case commands
    }

    @Argument(help: "What to print: commands (the command reference, Docs/Commands.md).") var topic: Topic = .commands

    func run() throws {
        print(CommandReference.markdown(registry: StandardCommands.registry(catalog: LimelightMain.catalog)), terminator: "")
    }
}
