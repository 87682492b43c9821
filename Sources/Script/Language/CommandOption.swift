import LimelightCore

/// A typed handle on an option a command declares: the `OptionSpec` it puts in the command's spec, and how a body reads
/// its value. The option's name is written once, where the handle is made; a body reads `inv[handle]`, so a misspelt
/// handle is a compile error, and reading a handle the command does not declare stops a debug build (every test run)
/// at the read instead of answering nil.
///
/// The value is the one the parser read: a number or a duration as it checked it (`BoundValue.parsed`), a choice as one
/// of its type's cases, a list or `key=value` split by the one rule the language has for them.
///
/// A class, not a struct: a body reads handles held in `static let`s on every step, and a struct copy of the spec inside
/// (names, help, choices) retained and released each of its strings on every read, about 1,500 instructions a read.
public final class CommandOption<Value>: Sendable {
    /// What the option contributes to the command's spec (name, kind, help, completion).
    public let spec: OptionSpec
    /// The value of one bound occurrence; nil when its text is not a value of the option (only for invocations not
    /// made by the parser, which checked it).
    let read: @Sendable (BoundValue) -> Value?

    init(spec: OptionSpec, read: @escaping @Sendable (BoundValue) -> Value?) {
        self.spec = spec
        self.read = read
    }

    /// The option's name without the leading `--`.
    public var name: String { spec.name }
}

extension CommandOption where Value == String {
    /// An option taking any text.
    public static func text(_ name: String, help: String, repeatable: Bool = false, completion: CompletionSource = .none) -> Self {
        Self(spec: OptionSpec(name, .text, help: help, repeatable: repeatable, completion: completion)) { $0.text }
    }

    /// An option taking one of a fixed set of words, read as the word.
    public static func choice(_ name: String, _ words: [String], help: String, completion: CompletionSource = .none) -> Self {
        Self(spec: OptionSpec(name, .choice(words), help: help, completion: completion)) { $0.text }
    }

    /// An option taking a date, read as written: its instant depends on the device's calendar and the time the command
    /// runs (`CommandContext.date(_:calendar:)`), which the parser does not know.
    public static func date(_ name: String, help: String) -> Self {
        Self(spec: OptionSpec(name, .date, help: help)) { $0.text }
    }
}

extension CommandOption where Value == Bool {
    /// A flag: true when given.
    public static func flag(_ name: String, help: String) -> Self {
        Self(spec: OptionSpec(name, nil, help: help)) { _ in true }
    }
}

extension CommandOption where Value == Int {
    /// An option taking a whole number.
    public static func integer(_ name: String, help: String, completion: CompletionSource = .none) -> Self {
        Self(spec: OptionSpec(name, .integer, help: help, completion: completion)) { bound in
            if case .integer(let n)? = bound.parsed ?? ValueKind.integer.parsedValue(of: bound.text) { return n }
            return nil
        }
    }
}

extension CommandOption where Value == Double {
    /// An option taking a decimal number.
    public static func number(_ name: String, help: String) -> Self {
        Self(spec: OptionSpec(name, .number, help: help)) { bound in
            if case .number(let n)? = bound.parsed ?? ValueKind.number.parsedValue(of: bound.text) { return n }
            return nil
        }
    }
}

extension CommandOption where Value == SimDuration {
    /// An option taking a length of time.
    public static func duration(_ name: String, help: String) -> Self {
        Self(spec: OptionSpec(name, .duration, help: help)) { bound in
            if case .duration(let d)? = bound.parsed ?? ValueKind.duration.parsedValue(of: bound.text) { return d }
            return nil
        }
    }
}

extension CommandOption where Value == [String] {
    /// An option taking comma-separated words, read as the words.
    public static func list(_ name: String, help: String, completion: CompletionSource = .none) -> Self {
        Self(spec: OptionSpec(name, .list, help: help, completion: completion)) { SpotlightItemOptions.splitList($0.text) }
    }
}

/// A `key=value` option's two sides (split at the first `=`).
public struct OptionKeyValue: Sendable, Equatable {
    /// What comes before the first `=`.
    public var key: String
    /// What comes after it.
    public var value: String
}

extension CommandOption where Value == OptionKeyValue {
    /// An option taking `key=value`, read as its two sides.
    public static func keyValue(_ name: String, help: String, repeatable: Bool = false, completion: CompletionSource = .none) -> Self {
        Self(spec: OptionSpec(name, .keyValue, help: help, repeatable: repeatable, completion: completion)) { bound in
            let (key, value) = SpotlightItemOptions.split(bound.text)
            return OptionKeyValue(key: key, value: value)
        }
    }
}

extension CommandOption where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// An option taking one of a type's cases by raw value (the words offered are the cases', in order).
    public static func choice(_ name: String, of type: Value.Type = Value.self, help: String) -> Self {
        Self(spec: OptionSpec(name, .choice(Value.allCases.map(\.rawValue)), help: help)) { Value(rawValue: $0.text) }
    }
}

extension CommandInvocation {
    /// Stops a debug build when the command reads an option its spec does not declare (a handle left out of `options`).
    private func checkDeclared(_ name: String) {
        assert(spec.options.contains { $0.name == name }, "'\(spec.name)' reads --\(name), which its spec does not declare")
    }

    /// The last value given for the option, nil when it was not given.
    public subscript<Value>(_ option: CommandOption<Value>) -> Value? {
        checkDeclared(option.name)
        return options.last(option.name).flatMap(option.read)
    }

    /// Every value given for a repeatable option, in the order written.
    public func all<Value>(_ option: CommandOption<Value>) -> [Value] {
        checkDeclared(option.name)
        return (options[option.name] ?? []).compactMap(option.read)
    }

    /// Where the option's last value is written (its text and range), for errors located at it.
    public func bound<Value>(_ option: CommandOption<Value>) -> BoundValue? {
        checkDeclared(option.name)
        return options.last(option.name)
    }

    /// Every written value of a repeatable option, with its range.
    public func boundAll<Value>(_ option: CommandOption<Value>) -> [BoundValue] {
        checkDeclared(option.name)
        return options[option.name] ?? []
    }

    /// Whether a flag was given.
    public func flag(_ option: CommandOption<Bool>) -> Bool {
        checkDeclared(option.name)
        return options.contains(option.name)
    }

    /// The option's last value when the command declares it, nil otherwise (see `declaredOption(_:)`).
    public func ifDeclared<Value>(_ option: CommandOption<Value>) -> Value? {
        declaredOption(named: option.name).flatMap(option.read)
    }

    /// Where the option's last value is written when the command declares it, nil otherwise: for what many commands
    /// share (`--device`, `--app`), read by helpers that serve commands with and without it.
    public func declaredOption<Value>(_ option: CommandOption<Value>) -> BoundValue? {
        declaredOption(named: option.name)
    }

    /// The last value of the option `name` when the command declares one, nil otherwise (`CommandContext.app(on:argument:)`
    /// reads an argument or, when the command has no such argument, the option of the same name).
    func declaredOption(named name: String) -> BoundValue? {
        // Most reads find the option not given: answered without walking the spec's options (a string compare each).
        guard let value = options.last(name) else { return nil }
        return spec.options.contains { $0.name == name } ? value : nil
    }

    /// Every value of the option `name` when the command declares one, none otherwise.
    func declaredOptionValues(named name: String) -> [BoundValue] {
        spec.options.contains { $0.name == name } ? options[name] ?? [] : []
    }
}
