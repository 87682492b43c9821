import LimelightCore
import Script

/// Writes the next command line of a journey: a command drawn from the pool, its arguments and some of its options
/// taken from the same completion sources the REPL's Tab uses (devices, apps, item identifiers, task titles), or made
/// up by type (short words, small numbers, durations) when a source has nothing.
///
/// It also binds the line as `CommandParser` would (`GeneratedStep.invocation`), so the journey runs it without
/// writing and parsing it again; a line it cannot bind plainly (a value the parser would refuse or read differently)
/// comes without one and is parsed.
struct JourneyGenerator {
    let pool: CommandPool
    var random: SeededRandom

    /// Words a text argument is made of when no completion source has one.
    static let words = ["Einkaufen", "Milch", "Report", "a", "Steuer Belege", "x1", "Ärger"]
    static let durations = ["1s", "2s", "5s", "30s", "1m", "15m", "1h", "6h", "1d", "8d", "31d"]
    static let dates = ["now", "now+1h", "now+1d", "now+2d", "now-1h"]
    static let numbers = ["0", "1", "2", "3", "5", "10"]

    /// A generated line, the command it names, and its invocation when it could be bound without parsing.
    struct GeneratedStep {
        var line: String
        var command: String
        var invocation: CommandInvocation?
        /// The pool entry of the command.
        var entry = 0
    }

    /// One word of a line being written: the value (unquoted) and what it binds to.
    private enum Part {
        case command
        /// An argument's value, its kind, and whether it was made up by kind (so the kind accepts it).
        case argument(String, ValueKind, madeUp: Bool)
        case option
        case flag(String)
        case optionValue(String, ValueKind, madeUp: Bool)
    }

    /// The next line for `session`; nil when no drawn command could be given arguments (after a few tries).
    mutating func nextLine(for session: Session) -> (line: String, command: String)? {
        next(for: session, line: 1).map { ($0.line, $0.command) }
    }

    /// The next step for `session`, bound as line `line` of the journey; nil as `nextLine` is.
    mutating func next(for session: Session, line: Int) -> GeneratedStep? {
        let completer = Completer(session: session)
        for _ in 0..<8 {
            guard let entry = pool.drawEntry(&random) else { return nil }
            let spec = pool.entries[entry].spec
            if let parts = parts(for: spec, completer: completer) {
                var step = Self.step(spec, pool.names[entry], parts, line: line, bindable: pool.bindable[entry], registry: pool.registry)
                step.entry = entry
                return step
            }
        }
        return nil
    }

    private mutating func parts(for spec: CommandSpec, completer: Completer) -> [(text: String, part: Part)]? {
        var parts = spec.path.map { (text: $0, part: Part.command) }
        for argument in spec.arguments {
            if argument.isOptional, chance(2) { break }
            guard let (value, madeUp) = value(argument.kind, argument.completion, completer) else {
                if argument.isOptional { break }
                return nil
            }
            parts.append((value, .argument(argument.name, argument.kind, madeUp: madeUp)))
        }
        for option in spec.options where chance(6) {
            guard let kind = option.kind else {
                parts.append(("--" + option.name, .flag(option.name)))
                continue
            }
            if let (value, madeUp) = value(kind, option.completion, completer) {
                parts.append(("--" + option.name, .option))
                parts.append((value, .optionValue(option.name, kind, madeUp: madeUp)))
            }
        }
        return parts
    }

    /// The line of `parts` and, when every value binds plainly, its invocation (what `CommandParser` makes of the line:
    /// the same values, ranges and checks). A value the parser could read as an option, a value its kind refuses, a
    /// missing argument, a command whose shape is not `bindable` (a variadic argument before the last), or a line its
    /// command's static check has something to say about leave it to the parser.
    private static func step(_ spec: CommandSpec, _ name: String, _ parts: [(text: String, part: Part)], line: Int, bindable: Bool,
                             registry: CommandRegistry) -> GeneratedStep {
        var source = ""
        var arguments = BoundValues()
        var options = BoundValues()
        var plain = bindable
        var column = 1
        var commandEnd = 1
        for (text, part) in parts {
            let written: String
            switch part {
            case .command, .option, .flag: written = text
            case .argument, .optionValue: written = quoteIfNeeded(text)
            }
            let length = characterCount(written)
            switch part {
            case .command:
                commandEnd = column + length
            case .argument(let name, let kind, let madeUp):
                if plain, !bindsPlainly(text) || (!madeUp && kind.problem(with: text) != nil) { plain = false }
                arguments.append(BoundValue(text: text, range: SourceRange(line: line, column: column, length: length)), for: name)
            case .flag(let name):
                options.append(BoundValue(text: "true", range: SourceRange(line: line, column: column, length: length)), for: name)
            case .option:
                break
            case .optionValue(let name, let kind, let madeUp):
                if plain, !bindsPlainly(text) || (!madeUp && kind.problem(with: text) != nil) { plain = false }
                options.append(BoundValue(text: text, range: SourceRange(line: line, column: column, length: length)), for: name)
            }
            if column > 1 { source += " " }
            source += written
            column += length + 1
        }
        if plain { for argument in spec.arguments where !argument.isOptional && !arguments.contains(argument.name) { plain = false } }
        guard plain, source.utf8.count <= ScriptParser.longestLine else { return GeneratedStep(line: source, command: name, invocation: nil) }
        let commandRange = SourceRange(start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: commandEnd))
        let invocation = CommandInvocation(spec: spec, line: line, source: source, commandRange: commandRange, arguments: arguments, options: options)
        // The parser runs a command's static check on a line that bound cleanly: a line it has anything to say about is
        // left to the parser, so its diagnostics come as usual.
        if let check = spec.staticCheck, !check(invocation, registry).isEmpty { return GeneratedStep(line: source, command: name, invocation: nil) }
        return GeneratedStep(line: source, command: name, invocation: invocation)
    }

    /// `Lexer.quoteIfNeeded`, without looking at the characters of a value with none of the bytes it quotes for.
    static func quoteIfNeeded(_ value: String) -> String {
        if !value.isEmpty, !value.utf8.contains(where: { $0 == 0x20 || $0 == 0x22 || $0 == 0x27 || $0 == 0x23 || $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) {
            return value
        }
        return Lexer.quoteIfNeeded(value)
    }

    /// How many characters `text` has (the lexer's columns count characters): its bytes when it is ASCII.
    static func characterCount(_ text: String) -> Int {
        text.utf8.contains(where: { $0 >= 0x80 }) ? text.count : text.utf8.count
    }

    /// Whether a value, quoted if it needs it, is one token whose text is the value: not an option's shape, and no
    /// control or blank character but the space (which quoting covers).
    static func bindsPlainly(_ text: String) -> Bool {
        if text.utf8.first == UInt8(ascii: "-") { return false }
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x80 }) { return true }
        return !text.unicodeScalars.contains { ($0.value < 0x20 || $0.properties.isWhitespace) && $0 != " " }
    }

    /// A value for an argument or option (unquoted), and whether it was made up by its kind: from its completion
    /// source seven times in eight when it has values, else made up by its kind (from lists its kind accepts, as
    /// `JourneyGeneratorTests` checks).
    private mutating func value(_ kind: ValueKind, _ source: CompletionSource, _ completer: Completer) -> (String, Bool)? {
        let live: [String]
        switch source {
        case .none, .files, .commands, .attributeNames, .eventKinds, .widgetKinds, .placedWidgets, .widgetStacks: live = []  // the widget sources came later: journeys stay as they were
        default: live = completer.values(source)
        }
        if !live.isEmpty, !chance(8) { return (pick(live), false) }
        return Self.madeUp(kind, &random).map { ($0, true) }
    }

    /// Numbers made up for a `.number` value.
    static let decimals = numbers + ["2.5"]

    /// A value made up for `kind`; nil for kinds explore does not make up.
    static func madeUp(_ kind: ValueKind, _ random: inout SeededRandom) -> String? {
        func pick(_ values: [String]) -> String { values[Int(random.next() % UInt64(values.count))] }
        switch kind {
        case .text: return pick(words)
        case .integer: return pick(numbers)
        case .number: return pick(decimals)
        case .duration: return pick(durations)
        case .date: return pick(dates)
        case .choice(let words): return words.isEmpty ? nil : pick(words)
        case .list: return "a,b"
        case .keyValue, .rest: return nil
        }
    }

    /// True one time in `n`.
    mutating func chance(_ n: UInt64) -> Bool { random.next() % n == 0 }

    mutating func pick(_ values: [String]) -> String { values[Int(random.next() % UInt64(values.count))] }
}
