import Foundation
import LimelightCore
import ScenarioKit
import Script
import Terminal

/// Reads lines, runs them in the session, prints output and located errors, and carries out the effects commands ask for.
final class ReplLoop {
    let session: Session
    let colour: Bool
    /// The scenario file being recorded to, if any.
    private var recording: ScenarioRecording?
    /// Whether a file write failed (the pipe loop's exit status reports it; the session goes on).
    private(set) var writeFailed = false
    private var quit = false

    init(session: Session, colour: Bool) {
        self.session = session
        self.colour = colour
    }

    /// The prompt: the selected device and app, e.g. `phone/focusblox> `.
    var prompt: String {
        let d = session.simulation.selectedDevice
        let where_ = [d?.name, d?.selectedApp?.shortName].compactMap { $0 }.joined(separator: "/")
        let text = (where_.isEmpty ? "limelight" : where_) + ">"
        // The reset goes before the final space: libedit drops a non-printing sequence at the very end of a prompt,
        // which left everything typed after it bold cyan.
        return colour ? "\u{1B}[1;36m" + text + "\u{1B}[0m " : text + " "
    }

    /// What the REPL says when it opens in a terminal: what it is and what to type first.
    static let banner = [
        "Limelight \(LimelightVersion.current) — a simulated iPhone or Mac for Spotlight, Siri, widgets and tips.",
        "There is no device yet: type 'device add phone', then 'app install simplr'. 'help' shows more; Tab completes.",
    ]

    /// The terminal loop: Ctrl-C cancels the line or stops a running step; Ctrl-D, `quit`, or Ctrl-C twice on an empty
    /// line leaves.
    func interactive(editor: LineEditor) {
        // Wrapped to the terminal, as help is (a long line wrapped by the terminal breaks words).
        let renderer = DiagnosticRenderer(width: TerminalSize.current()?.columns)
        for line in Self.banner { print(TerminalSize.current() == nil ? line : renderer.wrapped(line, indent: 0)) }
        session.interruptCheck = { editor.takePendingInterrupt() }
        let progress = StepProgressLine()
        session.stepProgress = { progress.update(now: $0, target: $1, jobs: $2) }
        var pending = ""
        var leaveOnNextInterrupt = false
        while !quit {
            let shown = pending.isEmpty ? prompt : (colour ? "\u{1B}[2m...> \u{1B}[0m" : "...> ")
            let terminal = TerminalSize.current()
            session.displayWidth = terminal?.columns
            switch editor.readLine(prompt: shown) {
            case .endOfFile:
                if !pending.isEmpty { pending = ""; continue }
                print("")
                return
            case .interrupted:
                if pending.isEmpty, editor.lastInterruptWasOnEmptyLine {
                    if leaveOnNextInterrupt { return }
                    leaveOnNextInterrupt = true
                    print("(press Ctrl-C again to leave, or Ctrl-D)")
                }
                pending = ""
                continue
            case .line(let text):
                leaveOnNextInterrupt = false
                if text.hasSuffix("\\") {
                    pending += String(text.dropLast()) + " "
                    continue
                }
                let full = pending + text
                pending = ""
                if !full.trimmingCharacters(in: .whitespaces).isEmpty { editor.addToHistory(full) }
                _ = editor.takePendingInterrupt()  // a Ctrl-C from before this line must not stop it
                progress.begin()
                _ = step(full, line: 1, label: "<repl>", screen: terminal, beforeOutput: progress.end)
            }
        }
    }

    /// The pipe loop: no prompt, stop at the first error unless `keepGoing`; returns whether anything failed. Lines end
    /// as in a scenario file (LF, CRLF or CR; a byte-order mark is dropped), and a line past the longest a command may be
    /// is refused from its first MiB: a stream without line ends is never read into memory whole.
    func piped(keepGoing: Bool) -> Bool {
        var failed = false
        var lineNumber = 0
        var pending = ""
        var pendingStart = 0
        var input = PipedLines(longest: ScriptParser.longestLine)
        while !quit, let read = input.next() {
            lineNumber += 1
            let raw = read.text
            if read.bytes > ScriptParser.longestLine {
                let at = pending.isEmpty ? lineNumber : pendingStart
                let length = pending.utf8.count + read.bytes
                pending = ""
                let problem = Diagnostic(range: SourceRange(line: at, column: 1, length: 1), code: "line-too-long",
                                         "this command is \(length) bytes long; the longest Limelight reads is \(ScriptParser.longestLine) bytes",
                                         suggestion: "split it into several commands")
                printError(DiagnosticRenderer(colour: colour).render(problem, file: "<stdin>", lineText: raw))
                failed = true
                if !keepGoing { return true }
                continue
            }
            if raw.hasSuffix("\\"), pending.utf8.count + raw.utf8.count <= ScriptParser.longestLine {
                if pending.isEmpty { pendingStart = lineNumber }
                pending += String(raw.dropLast()) + " "
                continue
            }
            let full = pending + raw
            let at = pending.isEmpty ? lineNumber : pendingStart
            pending = ""
            let trimmed = full.trimmingBlanks()
            if trimmed.hasPrefix(">") || ScriptParser.isHeaderLine(trimmed) { continue }
            if !step(full, line: at, label: "<stdin>") {
                failed = true
                if !keepGoing { return true }
            }
        }
        return failed
    }

    /// Runs one line; prints its output (through the pager when it is longer than the `screen` a person reads) and
    /// errors; returns false when it failed.
    func step(_ text: String, line: Int, label: String, screen: TerminalSize? = nil, beforeOutput: () -> Void = {}) -> Bool {
        let outcome = session.execute(text, line: line)
        beforeOutput()
        // On a terminal, text the input put in the output (a title with an escape sequence or a bidirectional override)
        // is shown, not obeyed; a pipe gets the output as it is (it is data, and golden output compares it).
        let output = screen == nil && !ProcessEnvironment.stdoutIsTTY ? outcome.output : outcome.output.map(DiagnosticRenderer.visible)
        // Only a person at a terminal gets a pager; a pipe never looks at the environment (once a line was a third of
        // a bulk load's time).
        let pager = screen.map { _ in Pager(environment: ProcessEnvironment.variables) }
        if let screen, let pager, pager.shouldPage(lineCount: output.count, rows: screen.rows) {
            flushStandardOutput()
            if !pager.show(output) { for l in output { print(l) } }
        } else {
            for l in output { print(l) }
        }
        flushStandardOutput()
        let renderer = DiagnosticRenderer(colour: colour, width: screen?.columns)
        for d in outcome.diagnostics { printError(renderer.render(d, file: label, lineText: text)) }
        if let f = outcome.expectationFailure {
            printError(renderer.render(f, file: label, lineText: text))
        }
        if let f = outcome.invariantFailure {
            printError(renderer.render(f, file: label, lineText: text))
        }
        for effect in outcome.effects { perform(effect) }
        if let recording { updateRecording(recording) }
        flushStandardOutput()
        return !outcome.failed
    }

    private func perform(_ effect: SessionEffect) {
        switch effect {
        case .quit:
            quit = true
        case .writeFile(let path, let contents, let force):
            if write(contents, to: path, force: force) { print("saved \(session.transcript.count) steps to \(path)") }
        case .startRecording(let path, let force):
            recording?.finish()
            let started = ScenarioRecording(path: path, force: force)
            guard updateRecording(started) else { return }
            recording = started
            print("recording to \(path): the session so far and every later step (type 'record stop' to stop)")
        case .stopRecording:
            if let recording {
                recording.finish()
                print("stopped recording; \(session.transcript.count) steps in \(recording.path)")
            } else {
                print("not recording")
            }
            recording = nil
        }
    }

    /// Brings the recorded scenario up to date (the whole session so far, which replays green on a fresh simulation); a
    /// failure is printed and the session goes on.
    @discardableResult
    private func updateRecording(_ recording: ScenarioRecording) -> Bool {
        do {
            try recording.update(from: session)
            return true
        } catch {
            printError("error: \(error)")
            writeFailed = true
            return false
        }
    }

    /// Ends a recording in progress (what it appended is flushed to the disk).
    func finishRecording() {
        recording?.finish()
    }

    /// Writes a recorded scenario file, refusing to replace a file Limelight did not record unless `force`; a failure is
    /// printed (naming the file and the reason) and the session goes on.
    private func write(_ contents: String, to path: String, force: Bool) -> Bool {
        do {
            try RecordedFile.checkOverwrite(path, force: force)
            try FileSystem.writeAtomically(contents, to: path)
            return true
        } catch {
            printError("error: \(error)")
            writeFailed = true
            return false
        }
    }
}
