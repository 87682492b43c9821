import CEditLine

/// The size of the terminal a program writes to, for wrapping text and deciding when to page.
public struct TerminalSize: Equatable, Sendable {
    /// Columns (characters per line).
    public var columns: Int
    /// Rows (lines on the screen).
    public var rows: Int

    /// The size of the terminal on `fd` (standard output by default), or nil when it is not a terminal.
    public static func current(fd: Int32 = 1) -> TerminalSize? {
        var columns: Int32 = 0, rows: Int32 = 0
        guard limelight_terminal_size(fd, &columns, &rows) == 0 else { return nil }
        return TerminalSize(columns: Int(columns), rows: Int(rows))
    }
}
