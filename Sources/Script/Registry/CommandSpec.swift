import LimelightCore
/// Everything the command language knows about one command: its words, help, typed arguments and options, and what it does.
public struct CommandSpec {
    /// The command's words, e.g. `["device", "add"]`.
    public var path: [String]
    /// One line for listings.
    public var summary: String
    /// Longer help shown by `help CMD`.
    public var discussion: String
    /// The positional arguments, in the order they are written.
    public var arguments: [ArgumentSpec]
    /// The `--name` options and flags the command accepts.
    public var options: [OptionSpec]
    /// Example lines shown by `help CMD` and in the command reference.
    public var examples: [String]
    /// The heading the command is listed under in `help`.
    public var topic: String
    /// For app actions: the bundle identifiers of the apps that declare the command (empty for system commands).
    public var apps: [String]
    /// What running the command does.
    public var body: CommandBody
    /// Checks the parser runs on a bound invocation before anything runs (for `check`, the editor and the REPL alike):
    /// errors in embedded languages, such as a query string, that do not depend on the world.
    public var staticCheck: ((CommandInvocation) -> [Diagnostic])?

    /// Creates a command spec from its parts.
    public init(_ path: [String], topic: String, summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
                options: [OptionSpec] = [], examples: [String] = [], apps: [String] = [],
                staticCheck: ((CommandInvocation) -> [Diagnostic])? = nil, body: CommandBody) {
        self.path = path
        self.topic = topic
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.apps = apps
        self.staticCheck = staticCheck
        self.body = body
    }

    /// The command's name as typed, e.g. `device add`.
    public var name: String { path.joined(separator: " ") }

    /// The usage line, e.g. `device add NAME [--platform ios|macos]`.
    public var usage: String {
        var parts = [name] + arguments.map(\.usage)
        if case .probe = body { parts.append("[OP VALUE]") }
        parts += options.map(\.usage)
        return parts.joined(separator: " ")
    }

    /// The usage line for error messages: the full one when short, else the arguments and a pointer to `help`.
    public var shortUsage: String {
        if usage.count <= 90 { return "usage: \(usage)" }
        var parts = [name] + arguments.map(\.usage)
        if takesComparison { parts.append("[OP VALUE]") }
        return "usage: \(parts.joined(separator: " ")) [options]; see 'help \(name)'"
    }

    /// Whether the command is an `expect` probe that takes a trailing comparison.
    public var takesComparison: Bool {
        if case .probe = body { return true }
        return false
    }
}

/// What a command does when it runs.
public enum CommandBody {
    /// Changes the simulation and/or prints lines.
    case action((CommandInvocation, CommandContext) throws -> Void)
    /// Reads a value from the simulation for `expect` to compare.
    case probe((CommandInvocation, CommandContext) throws -> ProbeValue)
}
