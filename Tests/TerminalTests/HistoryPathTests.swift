import Testing
@testable import Terminal

@Suite("LineEditor.defaultHistoryPath")
struct HistoryPathTests {
    @Test("LIMELIGHT_HISTORY wins over everything")
    func explicitOverride() {
        let env = ["LIMELIGHT_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u"]
        #expect(LineEditor.defaultHistoryPath(env: env) == "/tmp/h")
    }

    @Test("LIMELIGHT_HISTORY expands a leading tilde")
    func tilde() {
        #expect(LineEditor.defaultHistoryPath(env: ["LIMELIGHT_HISTORY": "~/x/h", "HOME": "/home/u"]) == "/home/u/x/h")
    }

    @Test("XDG_STATE_HOME is used when absolute")
    func xdg() {
        let env = ["XDG_STATE_HOME": "/home/u/.local/state", "HOME": "/home/u"]
        #expect(LineEditor.defaultHistoryPath(env: env) == "/home/u/.local/state/limelight/history")
    }

    @Test("empty or relative values fall back to HOME", arguments: [
        ["LIMELIGHT_HISTORY": "", "XDG_STATE_HOME": "", "HOME": "/home/u"],
        ["XDG_STATE_HOME": "relative/state", "HOME": "/home/u"],
        ["HOME": "/home/u"],
    ])
    func fallback(env: [String: String]) {
        #expect(LineEditor.defaultHistoryPath(env: env) == "/home/u/.limelight_history")
    }

    @Test("without HOME the user's home directory is used")
    func noHome() {
        #expect(LineEditor.defaultHistoryPath(env: [:]).hasSuffix("/.limelight_history"))
    }
}

@Suite("TerminalStyle")
struct TerminalStyleTests {
    @Test("colour follows the TTY by default")
    func tty() {
        #expect(TerminalStyle.colourEnabled(env: [:], isTTY: true))
        #expect(!TerminalStyle.colourEnabled(env: [:], isTTY: false))
    }

    @Test("any non-empty NO_COLOR disables colour", arguments: ["1", "0", "yes", "false"])
    func noColour(value: String) {
        #expect(!TerminalStyle.colourEnabled(env: ["NO_COLOR": value, "FORCE_COLOR": "1"], isTTY: true))
    }

    @Test("an empty NO_COLOR is ignored")
    func emptyNoColour() {
        #expect(TerminalStyle.colourEnabled(env: ["NO_COLOR": ""], isTTY: true))
    }

    @Test("TERM=dumb disables colour; FORCE_COLOR enables it even without a TTY")
    func dumbAndForce() {
        #expect(!TerminalStyle.colourEnabled(env: ["TERM": "dumb"], isTTY: true))
        #expect(TerminalStyle.colourEnabled(env: ["FORCE_COLOR": "1"], isTTY: false))
    }

    @Test("paint wraps in SGR only when enabled")
    func paint() {
        #expect(TerminalStyle.paint("hi", .bold, .red, enabled: true) == "\u{1B}[1;31mhi\u{1B}[0m")
        #expect(TerminalStyle.paint("hi", .bold, enabled: false) == "hi")
        #expect(TerminalStyle.paint("", .bold, enabled: true) == "")
    }
}

@Suite("PromptText")
struct PromptTextTests {
    @Test("colour sequences are bracketed for libedit; plain text is untouched")
    func marking() {
        #expect(PromptText.markingEscapes("limelight> ") == "limelight> ")
        #expect(PromptText.markingEscapes("\u{1B}[36mios\u{1B}[0m> ") == "\u{1}\u{1B}[36m\u{1}ios\u{1}\u{1B}[0m\u{1}> ")
        #expect(PromptText.markingEscapes("a\u{1}b") == "ab")
    }

    @Test("a truncated escape sequence does not trap")
    func truncated() {
        #expect(PromptText.markingEscapes("x\u{1B}[3") == "x\u{1}\u{1B}[3\u{1}")
        #expect(PromptText.markingEscapes("\u{1B}") == "\u{1}\u{1B}\u{1}")
    }
}
