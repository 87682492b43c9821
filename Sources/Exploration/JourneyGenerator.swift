import LimelightCore
import Script

/// Writes the next command line of a journey: a command drawn from the pool, its arguments and some of its options
/// taken from the same completion sources the REPL's Tab uses (devices, apps, item identifiers, task titles), or made
/// up by type (short words, small numbers, durations) when a source has nothing.
struct JourneyGenerator {
    let pool: CommandPool
    var random: SeededRandom

    /// Words a text argument is made of when no completion source has one.
    static let words = ["Einkaufen", "Milch", "Report", "a", "Steuer Belege", "x1", "Ärger"]
    static let durations = ["1s", "2s", "5s", "30s", "1m", "15m", "1h", "6h", "1d", "8d", "31d"]
    static let dates = ["now", "now+1h", "now+1d", "now+2d", "now-1h"]
    static let numbers = ["0", "1", "2", "3", "5", "10"]

    /// The next line for `session`; nil when no drawn command could be given arguments (after a few tries).
    mutating func nextLine(for session: Session) -> (line: String, command: String)? {
        let completer = Completer(session: session)
        for _ in 0..<8 {
            guard let spec = pool.draw(&random) else { return nil }
            if let line = line(for: spec, completer: completer) { return (line, spec.name) }
        }
        return nil
    }

    private mutating func line(for spec: CommandSpec, completer: Completer) -> String? {
        var parts = spec.path
        for argument in spec.arguments {
            if argument.isOptional, chance(2) { break }
            guard let value = value(argument.kind, argument.completion, completer) else {
                if argument.isOptional { break }
                return nil
            }
            parts.append(value)
        }
        for option in spec.options where chance(6) {
            guard let kind = option.kind else {
                parts.append("--" + option.name)
                continue
            }
            if let value = value(kind, option.completion, completer) { parts += ["--" + option.name, value] }
        }
        return parts.joined(separator: " ")
    }

    private mutating func value(_ kind: ValueKind, _ source: CompletionSource, _ completer: Completer) -> String? {
        let live: [String]
        switch source {
        case .none, .files, .commands, .attributeNames, .eventKinds: live = []
        default: live = completer.values(source)
        }
        if !live.isEmpty, !chance(8) { return Lexer.quoteIfNeeded(pick(live)) }
        switch kind {
        case .text: return Lexer.quoteIfNeeded(pick(Self.words))
        case .integer: return pick(Self.numbers)
        case .number: return pick(Self.numbers + ["2.5"])
        case .duration: return pick(Self.durations)
        case .date: return pick(Self.dates)
        case .choice(let words): return words.isEmpty ? nil : pick(words)
        case .list: return "a,b"
        case .keyValue, .rest: return nil
        }
    }

    /// True one time in `n`.
    mutating func chance(_ n: UInt64) -> Bool { random.next() % n == 0 }

    mutating func pick(_ values: [String]) -> String { values[Int(random.next() % UInt64(values.count))] }
}
