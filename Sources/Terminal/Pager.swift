import Foundation

/// Shows long output through a pager, as psql and git do: `$LIMELIGHT_PAGER`, else `$PAGER`, else `less -R -F -X`
/// when `less` is installed. An empty value or `cat` turns paging off.
public struct Pager: Sendable {
    /// The shell command that pages standard input, or nil for none.
    public let command: String?

    /// The pager chosen from `environment` (and whether `less` is on the `PATH`).
    public init(environment: [String: String]) {
        let chosen = environment["LIMELIGHT_PAGER"] ?? environment["PAGER"]
        if let chosen {
            let trimmed = chosen.trimmingCharacters(in: .whitespaces)
            command = trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
        } else {
            let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            command = path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") } ? "less -R -F -X" : nil
        }
    }

    /// Whether `lineCount` lines need a pager on a screen of `rows` rows (a screenful minus the prompt fits).
    public func shouldPage(lineCount: Int, rows: Int) -> Bool {
        command != nil && rows > 2 && lineCount > rows - 1
    }

    /// Pipes `lines` through the pager and waits for it; false when it could not be started (print them instead).
    public func show(_ lines: [String]) -> Bool {
        guard let command else { return false }
        // Quitting the pager early closes the pipe: the write fails instead of ending the REPL.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        guard let pipe = popen(command, "w") else { return false }
        for line in lines {
            guard fputs(line + "\n", pipe) >= 0 else { break }  // the user quit the pager early
        }
        return pclose(pipe) != -1
    }
}
