/// A positional argument a command declares: its name, type, whether it may be left out or repeated, and its completion.
public struct ArgumentSpec: Sendable {
    /// The argument's name, shown upper-cased in usage lines.
    public var name: String
    /// The type of value the argument takes, checked when the line is parsed.
    public var kind: ValueKind
    /// A short description shown in help and in missing-argument errors.
    public var help: String
    /// Whether the argument may be left out.
    public var isOptional: Bool
    /// Whether the argument also takes every further word on the line.
    public var isVariadic: Bool
    /// Where Tab completion gets candidate values from.
    public var completion: CompletionSource

    /// Creates an argument spec from its parts.
    public init(_ name: String, _ kind: ValueKind = .text, help: String, optional: Bool = false, variadic: Bool = false,
                completion: CompletionSource = .none) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
        self.completion = completion
    }

    /// How the argument appears in a usage line, e.g. `NAME`, `[TEXT]`, `ID…`.
    public var usage: String {
        var s = name.uppercased()
        if isVariadic { s += "…" }
        return isOptional ? "[\(s)]" : s
    }
}

/// An option a command declares (`--name VALUE` or a `--flag`), with its type, help and completion.
public struct OptionSpec: Sendable {
    /// The option's name without the leading `--`.
    public var name: String
    /// nil for a flag that takes no value.
    public var kind: ValueKind?
    /// A short description shown in help.
    public var help: String
    /// Whether the option may be given more than once without a warning.
    public var isRepeatable: Bool
    /// Where Tab completion gets candidate values from.
    public var completion: CompletionSource

    /// Creates an option spec; a `.choice` kind completes its own words unless `completion` is given.
    public init(_ name: String, _ kind: ValueKind? = .text, help: String, repeatable: Bool = false, completion: CompletionSource = .none) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isRepeatable = repeatable
        self.completion = completion
        if case .choice(let words)? = kind, completion == .none { self.completion = .choices(words) }
    }

    /// How the option appears in a usage line, e.g. `[--platform ios|macos]`.
    public var usage: String {
        guard let kind else { return "[--\(name)]" }
        return "[--\(name) \(kind.placeholder)]"
    }
}
