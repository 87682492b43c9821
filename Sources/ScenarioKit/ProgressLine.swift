import Foundation
import LimelightCore

/// The `[12/108] Scenarios/foo.scenario` line a long run keeps rewriting in place on a terminal (standard error),
/// naming the scenario it waits for; cleared before each result is printed and at the end.
public final class ProgressLine: Sendable {
    /// How many scenarios the run has.
    public let total: Int
    /// The terminal's width in columns: the line is kept shorter, since a wrapped line cannot be rewritten.
    public let width: Int
    private let write: @Sendable (String) -> Void
    /// Whether the line is on screen (the run's threads show and clear it in turn).
    private let shown = LockedBox(false)

    /// Creates a progress line writing through `write` (standard error by default).
    public init(total: Int, width: Int, write: @escaping @Sendable (String) -> Void = ProgressLine.standardError) {
        self.total = total
        self.width = max(20, min(width, 1000))
        self.write = write
    }

    /// Whether to show progress: only on a terminal, and never under CI (its logs are not terminals that rewrite lines).
    public static func wanted(stderrIsTTY: Bool, isCI: Bool) -> Bool { stderrIsTTY && !isCI }

    /// The line for `done` finished scenarios, waiting for `next`: the path is cut from the left to fit the width.
    public func text(done: Int, next: String?) -> String {
        let count = "[\(done)/\(total)]"
        guard let next else { return count }
        let room = width - 1 - count.count - 1
        let clean = String(next.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        let path = clean.count <= room ? clean : "…" + String(clean.suffix(max(0, room - 1)))
        return count + " " + path
    }

    /// Shows (or rewrites) the line.
    public func show(done: Int, next: String?) {
        shown.withLock { shown in
            write("\r" + text(done: done, next: next) + "\u{1B}[K")
            shown = true
        }
    }

    /// Removes the line, if shown, so that what is printed next starts on a clean line.
    public func clear() {
        shown.withLock { shown in
            guard shown else { return }
            write("\r\u{1B}[K")
            shown = false
        }
    }

    /// Writes to standard error at once.
    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The width of the terminal on standard error, or 80 when it cannot be read.
    public static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
