import LimelightCore

/// One construct a scan of a scenario's lines finds (`ScriptParser.scan`), in file order.
public enum ScriptItem: Sendable {
    /// A command with its continuation and golden lines, and the diagnostics of its line.
    case step(ScriptStep, diagnostics: [Diagnostic])
    /// A `## Heading` line.
    case section(name: String, line: Int)
    /// A `key: value` header line before the first command.
    case header(key: String, value: String, line: Int, column: Int)
    /// A line that is only a problem: output with no command above it, a header after the first command.
    case problem(Diagnostic)

    /// The same construct found `delta` lines further down (columns unchanged).
    public func moved(byLines delta: Int) -> ScriptItem {
        guard delta != 0 else { return self }
        switch self {
        case .step(var step, let diagnostics):
            step.line += delta
            step.invocation = step.invocation?.moved(toLine: step.line)
            step.goldenLines = step.goldenLines.map { ($0.lowerBound + delta)...($0.upperBound + delta) }
            return .step(step, diagnostics: diagnostics.map { $0.moved(byLines: delta) })
        case .section(let name, let line): return .section(name: name, line: line + delta)
        case .header(let key, let value, let line, let column): return .header(key: key, value: value, line: line + delta, column: column)
        case .problem(let d): return .problem(d.moved(byLines: delta))
        }
    }

    /// Whether the construct is a command.
    public var isStep: Bool {
        if case .step = self { return true }
        return false
    }
}

/// Where a scan of a scenario's lines stands between two constructs: the section it is in and whether it is still in
/// the header (no command seen yet). A scan started from a state found by an earlier scan goes on exactly as that one did.
public struct ScriptScanState: Equatable, Sendable {
    /// The `## section` the next command belongs to.
    public var section: String?
    /// Whether no command has been seen yet (a `key: value` line is then a header line).
    public var inHeader: Bool

    /// Creates a state from its parts.
    public init(section: String?, inHeader: Bool) {
        self.section = section
        self.inHeader = inHeader
    }

    /// The state at the top of a file.
    public static let start = ScriptScanState(section: nil, inHeader: true)
}
