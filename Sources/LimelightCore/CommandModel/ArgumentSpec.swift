/// A positional argument a command declares: its name, type, whether it may be left out or repeated, and its completion.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var kind: ValueKind
    public var help: String
    public var isOptional: Bool
    public var isVariadic: Bool
    public var completion: CompletionSource

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
    public var name: String
    /// nil for a flag that takes no value.
    public var kind: ValueKind?
    public var help: String
    public var isRepeatable: Bool
    public var completion: CompletionSource

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
