import LimelightCore

/// A command of a scenario with its continuation lines joined and its line parsed, as the scan hands it out.
struct PreparedCommand: Sendable {
    /// Its last line (0-based): the first one unless continuation lines follow.
    var last: Int
    /// Its length in UTF-8 bytes, continuation lines joined; over `ScriptParser.longestLine` it was not parsed.
    var length: Int
    /// The command as written, continuation lines joined.
    var source: String
    /// The parsed command; nil when the line has errors or was not parsed.
    var invocation: CommandInvocation?
    /// The diagnostics of its line.
    var diagnostics: [Diagnostic]
}
