/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Comparable {
    case error, warning, note

    /// Orders severities from most to least serious: error, warning, note.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        let order: [DiagnosticSeverity] = [.error, .warning, .note]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// A located message about source text: what is wrong, where, and what to do instead.
public struct Diagnostic: Hashable, Sendable, Error {
    /// Whether this is an error, a warning or a note.
    public var severity: DiagnosticSeverity
    /// Where in the source the problem is.
    public var range: SourceRange
    /// What is wrong, as one sentence without a trailing period.
    public var message: String
    /// A suggested fix, e.g. `did you mean 'device'?`, shown as `help:`; the first fix-it's message when it has fix-its.
    public var suggestion: String?
    /// The fixes offered as edits, made where the suggestion is made (`FixIt`): the REPL's `help:` line, the language
    /// server's quick fixes and `check --fix` come from them. Only a diagnostic with exactly one is fixed by `check --fix`.
    public var fixIts: [FixIt]
    /// A stable code for tools, e.g. `unknown-command`.
    public var code: String

    /// Creates a diagnostic from its parts; the severity defaults to error.
    /// With fix-its and no suggestion, the first fix-it's message is the suggestion.
    public init(_ severity: DiagnosticSeverity = .error, range: SourceRange, code: String, _ message: String, suggestion: String? = nil,
                fixIts: [FixIt] = []) {
        self.severity = severity
        self.fixIts = fixIts
        let suggestion = suggestion ?? fixIts.first?.message
        self.range = range
        self.code = code
        self.message = message.utf8.count > Self.longestMessage ? String(message.prefix(Self.longestMessage)) + "…" : message
        self.suggestion = suggestion.map { $0.utf8.count > Self.longestMessage ? String($0.prefix(Self.longestMessage)) + "…" : $0 }
    }

    /// The one fix-it `check --fix` applies: nil when there is none or more than one (an ambiguous suggestion).
    public var unambiguousFixIt: FixIt? { fixIts.count == 1 ? fixIts[0] : nil }

    /// The longest message or suggestion a diagnostic keeps, in characters (input echoed in a message is cut there).
    public static let longestMessage = 400

    /// The same diagnostic with its range shifted by `columns` (used when a fragment such as a query string sits inside a line).
    public func shifted(columns: Int) -> Diagnostic {
        var copy = self
        copy.range = range.shifted(columns: columns)
        copy.fixIts = fixIts.map { $0.mapRanges { $0.shifted(columns: columns) } }
        return copy
    }
}
