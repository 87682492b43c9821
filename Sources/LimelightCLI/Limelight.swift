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
        subcommands: [Repl.self, Run.self, Check.self, Explore.self, Reduce.self, Serve.self, Docs.self, Init.self, SnapshotTool.self, RunWorker.self,
                      SessionWorkerCommand.self],
        defaultSubcommand: Repl.self
    )

    /// The subcommands a user may type (the hidden worker ones are left out of suggestions).
    static let visibleSubcommands = ["repl", "run", "check", "explore", "reduce", "serve", "docs", "init", "snapshot"]

    /// Parses and runs; a first word that is no subcommand is an error with a suggestion, not an argument of the REPL.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"),
           !(configuration.subcommands.map { $0._commandName }).contains(first) {
            let guess = Suggestions.closest(to: first, in: visibleSubcommands)
            FileHandle.standardError.write(Data(("error: unknown command '\(first)'" + (guess.map { " (did you mean '\($0)'?)" } ?? "")
                + "\nUsage: limelight [repl | run | check | explore | reduce | serve | docs | init | snapshot] …; 'limelight --help' lists them\n").utf8))
            Foundation.exit(ExitStatus.usage)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(with: error)
        }
        Foundation.exit(0)
    }

    /// Ends the process for `error` with the one exit-code scheme (`ExitStatus`): a usage error (ArgumentParser's own,
    /// exit 64 there, or a path or file the command line names that cannot be used) exits 2, and every message starts
    /// with a lower-case "error:".
    static func exit(with error: Error) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if let usage = error as? ValidationError {
            printError("error: \(usage.description)")
            Foundation.exit(ExitStatus.usage)
        }
        let code = exitCode(for: error)
        var text = fullMessage(for: error)
        if code == .success {
            if !text.isEmpty { print(text) }
            Foundation.exit(0)
        }
        if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
        if !text.isEmpty { printError(text) }
        Foundation.exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
    }
}

/// The exit statuses of every `limelight` command (Docs/Reports.md, "Exit status"; `limelight run --help`).
enum ExitStatus {
    /// Every scenario passed (or nothing went wrong).
    static let success: Int32 = 0
    /// A scenario failed, a check found an error, or a report could not be written.
    static let failures: Int32 = 1
    /// The command line cannot be used: an unknown option or command, a bad value, a path that does not exist.
    static let usage: Int32 = 2
    /// Nothing was selected: no scenario files under the paths, or the selection options left none of them.
    static let nothingSelected: Int32 = 4
    /// Ctrl-C stopped the run (128 + SIGINT, as shells report it); what finished before it is summed up.
    static let interrupted: Int32 = 130
}
