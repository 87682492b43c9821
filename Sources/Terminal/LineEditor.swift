import CEditLine
import Foundation

/// An interactive line editor for the REPL, backed by libedit: emacs keys, persistent history,
/// Tab completion, Ctrl-C cancels the line, Ctrl-D on an empty line ends input.
///
/// Only create one when stdin and stdout are terminals; otherwise read lines plainly.
public final class LineEditor {
    /// How many history entries are kept when no limit is given.
    public static let defaultHistoryLimit = 1000

    private let editLine: OpaquePointer
    private let historyHandle: OpaquePointer
    private let state: UnsafeMutablePointer<limelight_el_state>
    private let historyFile: HistoryFile?
    let completer: LineCompleter?

    /// The history entries, oldest first (loaded from the history file, then this session's).
    public private(set) var history: [String] = []
    /// The last problem reading or writing the history file, for the caller to show once.
    public private(set) var historyError: HistoryFileError?

    /// Opens an editor on the terminal; nil when stdin or stdout is not a TTY or libedit fails.
    ///
    /// - Parameters:
    ///   - programName: Selects the section of `~/.editrc` that applies (libedit's `prog`).
    ///   - historyFile: Where history persists; nil keeps history in memory only.
    ///   - completer: Answers Tab; nil makes Tab insert nothing.
    ///   - historyLimit: The maximum number of entries kept in memory and on disk.
    public init?(programName: String, historyFile: String?, completer: LineCompleter?,
                 historyLimit: Int = LineEditor.defaultHistoryLimit) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        Self.selectUTF8Locale()
        guard let editLine = el_init(programName, limelight_stdin(), limelight_stdout(), limelight_stderr()) else { return nil }
        guard let historyHandle = history_init() else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.historyHandle = historyHandle
        self.historyFile = historyFile.map { HistoryFile(path: $0, limit: max(historyLimit, 1)) }
        self.completer = completer
        state = UnsafeMutablePointer<limelight_el_state>.allocate(capacity: 1)
        state.initialize(to: limelight_el_state(prompt: strdup(""), owner: nil, interrupted: 0))
        state.pointee.owner = Unmanaged.passUnretained(self).toOpaque()

        _ = limelight_history_setsize(historyHandle, Int32(max(historyLimit, 1)))
        _ = limelight_history_setunique(historyHandle, 1)
        configure()
        loadHistory()
        InterruptFlag.install()
    }

    deinit {
        el_end(editLine)
        history_end(historyHandle)
        free(state.pointee.prompt)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Whether the last `.interrupted` came from Ctrl-C on a line with nothing typed (twice in a row leaves the REPL).
    public private(set) var lastInterruptWasOnEmptyLine = false

    /// Reads one line, showing `prompt` (ANSI colour sequences in it are handled).
    public func readLine(prompt: String) -> LineEditorResult {
        free(state.pointee.prompt)
        state.pointee.prompt = strdup(PromptText.markingEscapes(prompt))
        state.pointee.interrupted = 0
        if InterruptFlag.take() {
            // Ctrl-C arrived between two prompts (while output was printing): it counts as one on an empty line.
            fputs("\n", limelight_stdout())
            fflush(limelight_stdout())
            lastInterruptWasOnEmptyLine = true
            return .interrupted
        }
        var count: Int32 = 0
        let raw = el_gets(editLine, &count)
        if state.pointee.interrupted != 0 {
            state.pointee.interrupted = 0
            // The interrupt key appends "^C" to what was typed: nothing else means the line was empty.
            let typed = raw.map { String(cString: $0) } ?? ""
            lastInterruptWasOnEmptyLine = typed.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "^C", with: "").isEmpty
            return .interrupted
        }
        guard let raw, count > 0 else {
            if InterruptFlag.take() { return .interrupted }
            // libedit echoes "^D" but no newline; end the line so later output starts cleanly.
            fputs("\n", limelight_stdout())
            fflush(limelight_stdout())
            return .endOfFile
        }
        var line = String(cString: raw)
        while let last = line.last, last.isNewline { line.removeLast() }
        return .line(line)
    }

    /// Records a line in history (memory and file); trailing whitespace is dropped, and blank lines
    /// and repeats of the last entry are skipped.
    public func addToHistory(_ line: String) {
        let entry = HistoryFile.sanitize(line)
        guard !entry.trimmingCharacters(in: .whitespaces).isEmpty, entry != history.last else { return }
        _ = limelight_history_enter(historyHandle, entry)
        history.append(entry)
        let limit = historyFile?.limit ?? Self.defaultHistoryLimit
        if history.count > limit { history.removeFirst(history.count - limit) }
        guard let historyFile else { return }
        do {
            try historyFile.append(entry)
            appendedSinceCompaction += 1
            if appendedSinceCompaction > limit {
                try historyFile.rewrite(history)
                appendedSinceCompaction = 0
            }
        } catch let error as HistoryFileError {
            historyError = error
        } catch {
            historyError = .cannotWrite(path: historyFile.path, errno: errno)
        }
    }

    /// Returns whether Ctrl-C was pressed while no line was being read (e.g. during a long
    /// command), and clears it; a second unconsumed Ctrl-C terminates the process.
    public func takePendingInterrupt() -> Bool {
        InterruptFlag.take()
    }

    private var appendedSinceCompaction = 0

    private func configure() {
        _ = limelight_el_set_clientdata(editLine, state)
        _ = limelight_el_set_prompt(editLine)
        _ = limelight_el_set_editor(editLine, "emacs")
        _ = limelight_el_set_signal(editLine, 1)
        // Ctrl-C must reach us as a key while editing, not as SIGINT.
        _ = limelight_el_setty(editLine, "-d", "-isig", nil)
        _ = limelight_el_set_hist(editLine, historyHandle)
        _ = limelight_el_bind_interrupt(editLine)
        if completer != nil {
            _ = limelight_el_addfn(editLine, "limelight-complete", "Complete the word at the cursor",
                                   lineEditorCompleteFunction)
            _ = limelight_el_bind(editLine, "^I", "limelight-complete")
        }
        for (key, command) in Self.extraBindings {
            _ = limelight_el_bind(editLine, key, command)
        }
        _ = el_source(editLine, nil)
    }

    /// Key bindings users expect beyond libedit's emacs defaults.
    static let extraBindings: [(String, String)] = [
        ("^R", "em-inc-search-prev"),
        ("\\e[H", "ed-move-to-beg"), ("\\e[F", "ed-move-to-end"),
        ("\\e[1~", "ed-move-to-beg"), ("\\e[4~", "ed-move-to-end"),
        ("\\e[3~", "ed-delete-next-char"),
        ("\\e[1;5C", "em-next-word"), ("\\e[1;5D", "ed-prev-word"),
        ("\\e\\e[C", "em-next-word"), ("\\e\\e[D", "ed-prev-word"),
    ]

    private func loadHistory() {
        guard let historyFile else { return }
        do {
            history = try historyFile.load()
        } catch let error as HistoryFileError {
            historyError = error
        } catch {
            historyError = .cannotWrite(path: historyFile.path, errno: errno)
        }
        for entry in history { _ = limelight_history_enter(historyHandle, entry) }
    }

    /// Makes the C library decode multibyte input as UTF-8 (libedit never calls setlocale itself).
    static func selectUTF8Locale() {
        if let current = setlocale(LC_CTYPE, ""), Self.isUTF8(current) { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            return
        }
    }

    private static func isUTF8(_ locale: UnsafePointer<CChar>) -> Bool {
        let name = String(cString: locale).lowercased()
        return name.contains("utf-8") || name.contains("utf8")
    }

    /// Called from the Tab key function with the libedit handle; returns a libedit CC_* code.
    func complete(_ el: OpaquePointer) -> UInt8 {
        guard let completer, let info = el_wline(el)?.pointee else { return UInt8(CC_ERROR) }
        let scalars = Self.scalars(from: info.buffer, to: info.lastchar)
        let cursorScalars = max(0, min(info.cursor - info.buffer, scalars.count))
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        var before = ""
        before.unicodeScalars.append(contentsOf: scalars[..<cursorScalars])
        let cursor = before.count
        let edit = completer.completions(forLine: line, cursor: cursor).insertion(line: line, cursor: cursor)
        return apply(edit, to: el)
    }
}
