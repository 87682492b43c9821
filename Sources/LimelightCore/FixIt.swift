/// A fix a diagnostic offers as data, in the spirit of swift-syntax's `FixIt`: what it does, as the `help:` line says
/// it, and the edits that do it. Made where the suggestion is made (the parser, the registry, a lookup that knows the
/// names it could have meant), so the REPL, the language server's quick fixes and `check --fix` never read it back out
/// of English.
public struct FixIt: Hashable, Sendable {
    /// One replacement: the text `range` covers becomes `replacement` (an empty range inserts).
    public struct Edit: Hashable, Sendable {
        /// The text replaced, on the diagnostic's line(s), in the same 1-based character columns as diagnostics.
        public var range: SourceRange
        /// What replaces it, exactly as it is to be written (quotes and escapes included).
        public var replacement: String

        /// Creates an edit replacing `range` with `replacement`.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// What the fix does, as the diagnostic's `help:` line says it (e.g. `did you mean '--index'?`).
    public var message: String
    /// The edits, in source order and not overlapping.
    public var edits: [Edit]

    /// Creates a fix-it from its message and edits.
    public init(_ message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }

    /// A fix-it of one edit replacing `range` with `replacement`.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.init(message, edits: [Edit(range: range, replacement: replacement)])
    }

    /// The same fix-it with every edit's range transformed (a diagnostic moved to another line or column).
    public func mapRanges(_ transform: (SourceRange) -> SourceRange) -> FixIt {
        FixIt(message, edits: edits.map { Edit(range: transform($0.range), replacement: $0.replacement) })
    }
}
