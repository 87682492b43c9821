import LimelightCore
/// Everything the command language knows about one command: its words, help, typed arguments and options, and what it does.
public struct CommandSpec {
    /// The spec's fields in one shared box: an invocation copies a command's spec with each line parsed, and a box
    /// costs one retain where the fields cost one each (copy-on-write keeps value semantics).
    private final class Storage {
        var path: [String] { didSet { name = path.joined(separator: " ") } }
        var summary: String
        var discussion: String
        var arguments: [ArgumentSpec]
        var options: [OptionSpec]
        var examples: [String]
        var topic: String
        var apps: [String]
        var body: CommandBody
        var staticCheck: ((CommandInvocation) -> [Diagnostic])?
        var isSessionControl: Bool
        private(set) var name: String

        init(path: [String], summary: String, discussion: String, arguments: [ArgumentSpec], options: [OptionSpec],
             examples: [String], topic: String, apps: [String], body: CommandBody,
             staticCheck: ((CommandInvocation) -> [Diagnostic])?, isSessionControl: Bool) {
            self.path = path
            self.summary = summary
            self.discussion = discussion
            self.arguments = arguments
            self.options = options
            self.examples = examples
            self.topic = topic
            self.apps = apps
            self.body = body
            self.staticCheck = staticCheck
            self.isSessionControl = isSessionControl
            self.name = path.joined(separator: " ")
        }

        func copy() -> Storage {
            Storage(path: path, summary: summary, discussion: discussion, arguments: arguments, options: options,
                    examples: examples, topic: topic, apps: apps, body: body, staticCheck: staticCheck,
                    isSessionControl: isSessionControl)
        }
    }

    private var storage: Storage

    /// The box, copied first when another spec shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The command's words, e.g. `["device", "add"]`.
    public var path: [String] {
        get { storage.path }
        set { unique.path = newValue }
    }
    /// One line for listings.
    public var summary: String {
        get { storage.summary }
        set { unique.summary = newValue }
    }
    /// Longer help shown by `help CMD`.
    public var discussion: String {
        get { storage.discussion }
        set { unique.discussion = newValue }
    }
    /// The positional arguments, in the order they are written.
    public var arguments: [ArgumentSpec] {
        get { storage.arguments }
        set { unique.arguments = newValue }
    }
    /// The `--name` options and flags the command accepts.
    public var options: [OptionSpec] {
        get { storage.options }
        set { unique.options = newValue }
    }
    /// Example lines shown by `help CMD` and in the command reference.
    public var examples: [String] {
        get { storage.examples }
        set { unique.examples = newValue }
    }
    /// The heading the command is listed under in `help`.
    public var topic: String {
        get { storage.topic }
        set { unique.topic = newValue }
    }
    /// For app actions: the bundle identifiers of the apps that declare the command (empty for system commands).
    public var apps: [String] {
        get { storage.apps }
        set { unique.apps = newValue }
    }
    /// What running the command does.
    public var body: CommandBody {
        get { storage.body }
        set { unique.body = newValue }
    }
    /// Checks the parser runs on a bound invocation before anything runs (for `check`, the editor and the REPL alike):
    /// errors in embedded languages, such as a query string, that do not depend on the world.
    public var staticCheck: ((CommandInvocation) -> [Diagnostic])? {
        get { storage.staticCheck }
        set { unique.staticCheck = newValue }
    }

    /// Whether the command is about the session itself (help, record, save, quit, undo, checkpoints, snapshots): the
    /// session keeps no world for `undo` before it, checks no invariants after it, and a recorded scenario leaves it out.
    public var isSessionControl: Bool {
        get { storage.isSessionControl }
        set { unique.isSessionControl = newValue }
    }

    /// Creates a command spec from its parts; `sessionControl` marks a command about the session itself.
    public init(_ path: [String], topic: String, sessionControl: Bool = false, summary: String, discussion: String = "",
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [], apps: [String] = [],
                staticCheck: ((CommandInvocation) -> [Diagnostic])? = nil, body: CommandBody) {
        storage = Storage(path: path, summary: summary, discussion: discussion, arguments: arguments, options: options,
                          examples: examples, topic: topic, apps: apps, body: body, staticCheck: staticCheck,
                          isSessionControl: sessionControl)
    }

    /// The command's name as typed, e.g. `device add` (its words joined once, when the spec is made).
    public var name: String { storage.name }

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
