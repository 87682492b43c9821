/// The outcome of one `LineEditor.readLine(prompt:)` call.
public enum LineEditorResult: Equatable, Sendable {
    /// The user pressed Return; the text excludes the line terminator.
    case line(String)
    /// The user pressed Ctrl-C; the partly typed line was discarded and the program should continue.
    case interrupted
    /// The user pressed Ctrl-D on an empty line, or the terminal went away.
    case endOfFile
}
