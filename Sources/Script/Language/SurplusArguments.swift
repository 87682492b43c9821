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
        // Typographic quotes (an editor's or a chat's “smart” quotes) do not group words; say so, or the hint to use
        // quotes sends the writer round in a circle.
        // Likewise a dash an editor made of `--` (— or –) does not start an option.
        let typographic = first.text.contains { "“”‘’„‚«»".contains($0) }
        let dash = first.text.first.map { "—–".contains($0) } ?? false
        let hint = typographic ? "“ ” and ‘ ’ are typographic quotes, which do not group words: write straight quotes, \"like this\" or 'like this'; " + spec.shortUsage
            : dash ? "'\(first.text.prefix(1))' is a typographic dash, not '--': write --\(first.text.dropFirst().prefix(40)); " + spec.shortUsage
            : spec.arguments.isEmpty ? spec.shortUsage : "put text with spaces in quotes; " + spec.shortUsage
        let shown = first.text.count > 40 ? String(first.text.prefix(40)) + "…" : first.text
        let message = count == 1
            ? "unexpected argument '\(shown)' for '\(spec.name)'"
            : "\(count) unexpected arguments for '\(spec.name)', from '\(shown)'"
        return Diagnostic(range: SourceRange(start: first.range.start, end: last.end), code: "extra-argument", message, suggestion: hint)
    }
}
