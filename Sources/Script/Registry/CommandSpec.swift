import LimelightCore
/// Everything the command language knows about one command: its words, help, typed arguments and options, and what it does.
public struct CommandSpec: Sendable {
    /// The spec's fields in one shared box: an invocation copies a command's spec with each line parsed, and a box
    /// costs one retain where the fields cost one each. The box is immutable (so `Sendable` the compiler checks); a
    /// change makes a new one, which happens only while commands are declared.
    private final class Storage: Sendable {
        let fields: Fields
        /// The command's words joined once.
        let name: String
        /// The options' names as UTF-8 bytes, end to end, and where each one ends (`CommandLineCheck` finds an option
        /// by comparing bytes, with no string made).
        let optionNameBytes: [UInt8]
        let optionNameEnds: [Int]
        init(_ fields: Fields) {
            self.fields = fields
            name = fields.path.joined(separator: " ")
            var bytes: [UInt8] = [], ends: [Int] = []
            for option in fields.options {
                bytes += option.name.utf8
                ends.append(bytes.count)
            }
            optionNameBytes = bytes
            optionNameEnds = ends
        }
    }

    private struct Fields: Sendable {
        var path: [String]
        var summary: String
        var discussion: String
        var arguments: [ArgumentSpec]
        var options: [OptionSpec]
        var examples: [String]
        var topic: String
        var apps: [String]
        var body: CommandBody
        var staticCheck: (@Sendable (CommandInvocation, CommandRegistry) -> [Diagnostic])?
        var prepare: (@Sendable (CommandInvocation) -> (any Sendable)?)?
        var isSessionControl: Bool
    }

    private var storage: Storage

    /// The fields, read from the box and written as a new box.
    private var unique: Fields {
        get { storage.fields }
        set { storage = Storage(newValue) }
    }

    /// The command's words, e.g. `["device", "add"]`.
    public var path: [String] {
        get { storage.fields.path }
        set { unique.path = newValue }
    }
    /// One line for listings.
    public var summary: String {
        get { storage.fields.summary }
        set { unique.summary = newValue }
    }
    /// Longer help shown by `help CMD`.
    public var discussion: String {
        get { storage.fields.discussion }
        set { unique.discussion = newValue }
    }
    /// The positional arguments, in the order they are written.
    public var arguments: [ArgumentSpec] {
        get { storage.fields.arguments }
        set { unique.arguments = newValue }
    }
    /// The `--name` options and flags the command accepts.
    public var options: [OptionSpec] {
        get { storage.fields.options }
        set { unique.options = newValue }
    }
    /// Example lines shown by `help CMD` and in the command reference.
    public var examples: [String] {
        get { storage.fields.examples }
        set { unique.examples = newValue }
    }
    /// The heading the command is listed under in `help`.
    public var topic: String {
        get { storage.fields.topic }
        set { unique.topic = newValue }
    }
    /// For app actions: the bundle identifiers of the apps that declare the command (empty for system commands).
    public var apps: [String] {
        get { storage.fields.apps }
        set { unique.apps = newValue }
    }
    /// What running the command does.
    public var body: CommandBody {
        get { storage.fields.body }
        set { unique.body = newValue }
    }
    /// Checks the parser runs on a bound invocation before anything runs (for `check`, the editor and the REPL alike):
    /// errors in embedded languages, such as a query string, that do not depend on the world. It gets the registry the
    /// line is parsed against (`invariant` parses the expectation it holds).
    public var staticCheck: (@Sendable (CommandInvocation, CommandRegistry) -> [Diagnostic])? {
        get { storage.fields.staticCheck }
        set { unique.staticCheck = newValue }
    }

    /// Work the command does from its line alone, before it runs: a pure function of the invocation, so the scenario
    /// runner calls it on the threads that parse a long file ahead of the run (`ScriptParser.prepare`) and hands its
    /// result to the body as `CommandInvocation.prepared`. The body must do the same with or without it (a REPL line,
    /// the language server and a short file are not prepared); nil, or a nil result, leaves all the work to the body.
    public var prepare: (@Sendable (CommandInvocation) -> (any Sendable)?)? {
        get { storage.fields.prepare }
        set { unique.prepare = newValue }
    }

    /// Whether the command is about the session itself (help, record, save, quit, undo, checkpoints, snapshots): the
    /// session keeps no world for `undo` before it, checks no invariants after it, and a recorded scenario leaves it out.
    public var isSessionControl: Bool {
        get { storage.fields.isSessionControl }
        set { unique.isSessionControl = newValue }
    }

    /// Creates a command spec from its parts; `sessionControl` marks a command about the session itself.
    public init(_ path: [String], topic: String, sessionControl: Bool = false, summary: String, discussion: String = "",
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [], apps: [String] = [],
                staticCheck: (@Sendable (CommandInvocation, CommandRegistry) -> [Diagnostic])? = nil,
                prepare: (@Sendable (CommandInvocation) -> (any Sendable)?)? = nil, body: CommandBody) {
        storage = Storage(Fields(path: path, summary: summary, discussion: discussion, arguments: arguments, options: options,
                                 examples: examples, topic: topic, apps: apps, body: body, staticCheck: staticCheck,
                                 prepare: prepare, isSessionControl: sessionControl))
    }

    /// The command's name as typed, e.g. `device add` (its words joined once, when the spec is made).
    public var name: String { storage.name }

    /// The index in `options` of the option whose name is `name`'s bytes, compared in place.
    func optionIndex(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        let ends = storage.optionNameEnds
        return storage.optionNameBytes.withUnsafeBufferPointer { all -> Int? in
            var start = 0
            for (index, end) in ends.enumerated() {
                defer { start = end }
                guard end - start == name.count, !name.isEmpty, all[start] == name[0] else { continue }
                var i = 1
                while i < name.count, all[start + i] == name[i] { i += 1 }
                if i == name.count { return index }
            }
            return nil
        }
    }

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
public enum CommandBody: Sendable {
    /// Changes the simulation and/or prints lines.
    case action(@Sendable (CommandInvocation, CommandContext) throws -> Void)
    /// Reads a value from the simulation for `expect` to compare.
    case probe(@Sendable (CommandInvocation, CommandContext) throws -> ProbeValue)
}
