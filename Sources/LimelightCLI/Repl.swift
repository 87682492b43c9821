import ArgumentParser
import Foundation
import LimelightCore
import ReferenceApps
import Script
import Terminal

/// `limelight` / `limelight repl`: the interactive REPL, or a script read from stdin when it is not a terminal.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the REPL on a fresh simulated device (the default).",
        discussion: """
        In a terminal: line editing, Tab completion, persistent history ($LIMELIGHT_HISTORY, else \
        $XDG_STATE_HOME/limelight/history, else ~/.limelight_history). Ctrl-C cancels the line, Ctrl-D exits.

        From a pipe: reads the same language with no prompt and no colour, stops at the first error with exit \
        status 1 unless --keep-going.
        """
    )

    @Option(help: "Seed for the simulation's randomness.") var seed: UInt64 = 42
    @Flag(help: "From a pipe: go on after an error (the exit status still reports it).") var keepGoing = false
    @Option(help: "The history file (default: see above).") var history: String?
    @Flag(help: "Do not read or write a history file.") var noHistory = false

    func run() throws {
        signal(SIGXFSZ, SIG_IGN)  // past a file-size limit a save fails with EFBIG (reported) instead of ending the session
        let session = Session(seed: seed, catalog: LimelightMain.catalog)
        session.screenCharset = ProcessEnvironment.boxDrawing ? .unicode : .ascii
        let loop = ReplLoop(session: session, colour: ProcessEnvironment.colour && ProcessEnvironment.stdinIsTTY)
        if ProcessEnvironment.stdinIsTTY, ProcessEnvironment.stdoutIsTTY {
            let path = noHistory ? nil : (history ?? LineEditor.defaultHistoryPath(env: ProcessEnvironment.variables))
            session.undoDepth = 32  // a person at the terminal: keep recent worlds so `undo` restores instead of replaying
            let adapter = CompletionAdapter(completer: Completer(session: session))
            if let editor = LineEditor(programName: "limelight", historyFile: path, completer: adapter) {
                loop.interactive(editor: editor)
                loop.finishRecording()
                return
            }
        }
        session.keepWorldsUnattended()  // from a pipe: `undo` replays at most 64 steps, not the whole session
        let failed = loop.piped(keepGoing: keepGoing)
        loop.finishRecording()
        if failed || loop.writeFailed { throw ExitCode(1) }
    }
}

/// Adapts the command language's completer to the line editor's protocol.
final class CompletionAdapter: LineCompleter {
    let completer: Completer

    init(completer: Completer) { self.completer = completer }

    func completions(forLine line: String, cursor: Int) -> LineCompletion {
        let r = completer.completeDescribed(line: line, cursor: cursor)
        return LineCompletion(replaceFrom: r.start, candidates: r.candidates, descriptions: r.descriptions)
    }
}
