/// What one of the parser's lines is by itself, before the scan places it: how the scan and the command prefetch
/// agree on where each command starts.
enum ScriptLineKind {
    /// Empty or only blanks.
    case blank
    /// A `# comment` line.
    case comment
    /// A `## Section` heading.
    case section
    /// A `> output` line (output of the command above it, or an orphan).
    case output
    /// A `key: value` line with a known header key (a header, or a late one after the first command).
    case header(key: String, value: String)
    /// The first line of a command.
    case command
}
