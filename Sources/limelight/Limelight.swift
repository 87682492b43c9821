import ArgumentParser

/// The `limelight` command: a REPL by default, plus `run`, `check`, `serve` and `docs`.
@main
struct Limelight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limelight",
        abstract: "A deterministic simulated device for Spotlight, Siri donations, widgets and tips.",
        discussion: """
        With no subcommand, opens the REPL on a fresh simulation (or reads commands from stdin when it is not a terminal).
        Type 'help' at the prompt for the command language.
        """,
        subcommands: [Repl.self, Run.self, Check.self, Serve.self, Docs.self, RunWorker.self, SessionWorkerCommand.self],
        defaultSubcommand: Repl.self
    )
}
