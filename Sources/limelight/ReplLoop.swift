import Foundation
import LimelightCore
import Script
import Terminal

/// Reads lines, runs them in the session, prints output and located errors, and carries out the effects commands ask for.
final class ReplLoop {
    let session: Session
    let colour: Bool
    /// The scenario file being recorded to, if any.
    private var recording: String?
    private var quit = false

    init(session: Session, colour: Bool) {
        self.session = session
        self.colour = colour
    }

    /// The prompt: the selected device and app, e.g. `phone/focusblox> `.
    var prompt: String {
        let d = session.simulation.selectedDevice
        let where_ = [d?.name, d?.selectedApp?.shortName].compactMap { $0 }.joined(separator: "/")
        let text = (where_.isEmpty ? "limelight" : where_) + "> "
        return colour ? "\u{1B}[1;36m" + text + "\u{1B}[0m" : text
    }

    /// The terminal loop: Ctrl-C cancels the line, Ctrl-D or `quit` leaves.
    func interactive(editor: LineEditor) {
        print("Limelight — a simulated device for Spotlight, Siri, widgets and tips. Type 'help', or Tab to complete.")
        var pending = ""
        while !quit {
            let shown = pending.isEmpty ? prompt : (colour ? "\u{1B}[2m...> \u{1B}[0m" : "...> ")
            switch editor.readLine(prompt: shown) {
            case .endOfFile:
                if !pending.isEmpty { pending = ""; continue }
                print("")
                return
            case .interrupted:
                pending = ""
                continue
            case .line(let text):
                if text.hasSuffix("\\") {
                    pending += String(text.dropLast()) + " "
                    continue
                }
                let full = pending + text
                pending = ""
                if !full.trimmingCharacters(in: .whitespaces).isEmpty { editor.addToHistory(full) }
                _ = step(full, line: 1, label: "<repl>")
            }
        }
    }

    /// The pipe loop: no prompt, stop at the first error unless `keepGoing`; returns whether anything failed.
    func piped(keepGoing: Bool) -> Bool {
        var failed = false
        var lineNumber = 0
        var pending = ""
        var pendingStart = 0
        while !quit, let raw = Swift.readLine(strippingNewline: true) {
            lineNumber += 1
            if raw.hasSuffix("\\"), pending.utf8.count + raw.utf8.count <= ScriptParser.longestLine {
                if pending.isEmpty { pendingStart = lineNumber }
                pending += String(raw.dropLast()) + " "
                continue
            }
            let full = pending + raw
            let at = pending.isEmpty ? lineNumber : pendingStart
            pending = ""
            let trimmed = full.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(">") || isHeader(trimmed) { continue }
            if !step(full, line: at, label: "<stdin>") {
                failed = true
                if !keepGoing { return true }
            }
        }
        return failed
    }

    private func isHeader(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        return ScenarioHeader.keys.contains(String(line[..<colon]))
    }

    /// Runs one line; prints its output and errors; returns false when it failed.
    func step(_ text: String, line: Int, label: String) -> Bool {
        let outcome = session.execute(text, line: line)
        for l in outcome.output { print(l) }
        fflush(stdout)
        let renderer = DiagnosticRenderer(colour: colour)
        for d in outcome.diagnostics { printError(renderer.render(d, file: label, lineText: text)) }
        if let f = outcome.expectationFailure {
            printError(renderer.render(f, file: label, lineText: text))
        }
        for effect in outcome.effects { perform(effect) }
        if let path = recording { writeRecording(path) }
        fflush(stdout)
        return !outcome.failed
    }

    private func perform(_ effect: SessionEffect) {
        switch effect {
        case .quit:
            quit = true
        case .writeFile(let path, let contents):
            do { try FileSystem.writeAtomically(contents, to: path) } catch { printError("error: cannot write \(path): \(error)") }
        case .startRecording(let path):
            recording = path
            writeRecording(path)
            print("recording to \(path): the session so far and every later step (type 'record stop' to stop)")
        case .stopRecording:
            if let path = recording { print("stopped recording; \(session.transcript.count) steps in \(path)") } else { print("not recording") }
            recording = nil
        }
    }

    /// Rewrites the recorded scenario: the whole session so far, which replays green on a fresh simulation.
    private func writeRecording(_ path: String) {
        let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        do { try FileSystem.writeAtomically(session.transcriptScenario(title: title), to: path) } catch { printError("error: cannot write \(path): \(error)") }
    }
}
