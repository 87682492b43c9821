import ArgumentParser
import Foundation
import LimelightCore

/// The `limelight` command: a REPL by default, plus `run`, `check`, `explore`, `reduce`, `serve`, `docs` and `init`
/// (started by `LimelightMain.run`).
struct Limelight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limelight",
        abstract: "A deterministic simulated device for Spotlight, Siri donations, widgets and tips.",
        discussion: """
        With no subcommand, opens the REPL on a fresh simulation (or reads commands from stdin when it is not a terminal). \
        Type 'help' at the prompt for the command language.
        """,
        version: LimelightVersion.current,
        subcommands: [Repl.self, Run.self, Check.self, Explore.self, Reduce.self, Serve.self, Docs.self, Init.self, RunWorker.self,
                      SessionWorkerCommand.self],
        defaultSubcommand: Repl.self
    )

    /// The subcommands a user may type (the hidden worker ones are left out of suggestions).
    static let visibleSubcommands = ["repl", "run", "check", "explore", "reduce", "serve", "docs", "init"]

    /// Parses and runs; a first word that is no subcommand is an error with a suggestion, not an argument of the REPL.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"),
           !(configuration.subcommands.map { $0._commandName }).contains(first) {
            let guess = Suggestions.closest(to: first, in: visibleSubcommands)
            FileHandle.standardError.write(Data(("error: unknown command '\(first)'" + (guess.map { " (did you mean '\($0)'?)" } ?? "")
                + "\nUsage: limelight [repl | run | check | explore | reduce | serve | docs] …; 'limelight --help' lists them\n").utf8))
            Foundation.exit(64)
        }
        main(nil)
    }
}
