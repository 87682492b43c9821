import LimelightCore

/// A value bound to an argument or option, with the token it came from (equal when text, range and parsed value are).
public struct BoundValue: Sendable, Equatable {
    /// The value with quotes and escapes resolved.
    public var text: String
    /// Where the value's token sits in the line.
    public var range: SourceRange
    /// For a numeric kind, the number the parser read from `text` as it checked it (nil for the other kinds).
    public var parsed: ParsedValue?

    /// Creates a bound value from its text and range, and the typed value the parser read, if any.
    public init(text: String, range: SourceRange, parsed: ParsedValue? = nil) {
        self.text = text
        self.range = range
        self.parsed = parsed
    }
}

/// A comparison operator of `expect`.
public enum ComparisonOperator: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case contains, excludes

    /// Operators other languages write, with the one this language uses: `=` and `===` (SQL, JavaScript) are `==`,
    /// `<>` and `!==` are `!=`, `=<` and `=>` are `<=` and `>=`.
    public static let misspelt: [String: ComparisonOperator] = [
        "=": .equal, "===": .equal, "<>": .notEqual, "!==": .notEqual, "=<": .lessOrEqual, "=>": .greaterOrEqual,
    ]
}

/// What a command's `prepare` made from its line before the line ran (a box: an invocation holding it stays one
/// pointer larger, and loadable, where an existential field made every copy of an invocation go through the runtime).
public final class CommandPreparation: Sendable {
    /// The value `prepare` returned.
    public let value: any Sendable
    /// Boxes a value `prepare` made.
    public init(_ value: any Sendable) { self.value = value }
}

/// A parsed command line: the command it names and the values bound to its arguments and options.
public struct CommandInvocation: Sendable {
    /// The command the line names.
    public var spec: CommandSpec { didSet { prepared = nil } }
    /// The line number in its source (1 for a REPL line).
    public var line: Int
    /// The line as written.
    public var source: String
    /// The range covering the command's words.
    public var commandRange: SourceRange
    /// Argument values by argument name (several for a variadic argument).
    public var arguments: BoundValues { didSet { prepared = nil } }
    /// Option values by option name, in the order given (`true` for a flag).
    public var options: BoundValues { didSet { prepared = nil } }
    /// For `expect` probes: the trailing `OP VALUE`, if written.
    public var comparison: Comparison?
    /// What the spec's `prepare` made from this line before it ran, if it was prepared (not part of what the line
    /// says: two invocations of one line are the same command with or without it). A change to the command, its
    /// arguments or options drops it.
    public var prepared: CommandPreparation?

    /// Creates an invocation from its parts, as `CommandParser` would bind them (explore builds the lines it generates
    /// this way instead of writing and parsing them again).
    public init(spec: CommandSpec, line: Int, source: String, commandRange: SourceRange, arguments: BoundValues,
                options: BoundValues, comparison: Comparison? = nil) {
        self.spec = spec
        self.line = line
        self.source = source
        self.commandRange = commandRange
        self.arguments = arguments
        self.options = options
        self.comparison = comparison
    }

    /// The trailing `OP VALUE` of an `expect` probe (a named type: an optional tuple was copied and freed through the
    /// runtime's generic tuple witnesses, a few hundred instructions each time an invocation was).
    public struct Comparison: Sendable, Equatable {
        /// The operator.
        public var op: ComparisonOperator
        /// Where the operator is written.
        public var opRange: SourceRange
        /// The value compared with.
        public var value: BoundValue

        /// Creates a comparison from its parts.
        public init(op: ComparisonOperator, opRange: SourceRange, value: BoundValue) {
            self.op = op
            self.opRange = opRange
            self.value = value
        }
    }

    /// The whole line's range.
    public var lineRange: SourceRange {
        SourceRange(start: commandRange.start, end: SourceLocation(line: line, column: source.count + 1))
    }

    /// The first value of an argument, if given.
    public func argument(_ name: String) -> BoundValue? { arguments.first(name) }

    /// Every value of a variadic argument.
    public func values(_ name: String) -> [BoundValue] { arguments[name] ?? [] }

    /// An argument's text or, when absent, the option of the same name: a required value either way.
    public func text(_ name: String) throws -> String {
        if let v = argument(name) ?? (spec.options.contains { $0.name == name } ? options.last(name) : nil) { return v.text }
        throw CommandError("missing \(name)", range: lineRange)
    }
}
