import Foundation
import Terminal

/// Facts about the process environment the executable decides on: terminal, colour, CI.
enum ProcessEnvironment {
    static var variables: [String: String] { ProcessInfo.processInfo.environment }

    /// Whether stdin is a terminal.
    static var stdinIsTTY: Bool { isatty(0) == 1 }
    /// Whether stdout is a terminal.
    static var stdoutIsTTY: Bool { isatty(1) == 1 }

    /// Colour on a terminal, never when NO_COLOR is set (to anything non-empty) or TERM is dumb; FORCE_COLOR forces it.
    static var colour: Bool { TerminalStyle.colourEnabled(env: variables, isTTY: stdoutIsTTY) }

    /// Whether `screen` may draw with box-drawing characters: not when NO_COLOR is set (to anything non-empty) or TERM is
    /// dumb, the terminals that ask for plain output; piped output keeps them (they are text, not escape sequences).
    static var boxDrawing: Bool {
        if let noColour = variables["NO_COLOR"], !noColour.isEmpty { return false }
        return variables["TERM"] != "dumb"
    }

    /// Whether we run under CI (the CI variable set to anything but empty, 0 or false).
    static var isCI: Bool {
        guard let v = variables["CI"] else { return false }
        return !(v.isEmpty || v == "0" || v.lowercased() == "false")
    }
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
