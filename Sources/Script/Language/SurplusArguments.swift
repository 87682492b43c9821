import LimelightCore

/// The arguments a line has beyond what its command takes, gathered into one diagnostic however many there are.
struct SurplusArguments {
    private var first: (text: String, range: SourceRange)?
    private var last: SourceRange?
    private var count = 0

    /// Notes one argument the command does not take.
    mutating func note(_ text: String, _ range: SourceRange) {
        if first == nil { first = (text, range) }
        last = range
        count += 1
    }

    /// One diagnostic spanning every surplus argument, or nil when there were none.
    func diagnostic(for spec: CommandSpec) -> Diagnostic? {
        guard let first, let last else { return nil }
        let hint = spec.arguments.isEmpty ? spec.shortUsage : "put text with spaces in quotes; " + spec.shortUsage
        let shown = first.text.count > 40 ? String(first.text.prefix(40)) + "…" : first.text
        let message = count == 1
            ? "unexpected argument '\(shown)' for '\(spec.name)'"
            : "\(count) unexpected arguments for '\(spec.name)', from '\(shown)'"
        return Diagnostic(range: SourceRange(start: first.range.start, end: last.end), code: "extra-argument", message, suggestion: hint)
    }
}
