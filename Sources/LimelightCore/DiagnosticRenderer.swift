/// Renders diagnostics the way compilers do: `file:line:col: error: message`, the source line, and a caret.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the severity and caret with ANSI escapes.
    public var colour: Bool

    /// Creates a renderer, plain by default.
    public init(colour: Bool = false) { self.colour = colour }

    /// Renders one diagnostic against the text it refers to; `file` may be a path or a label such as `<repl>`.
    public func render(_ d: Diagnostic, file: String, source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let lineText = d.range.start.line - 1 < lines.count && d.range.start.line >= 1 ? String(lines[d.range.start.line - 1]) : ""
        return render(d, file: file, lineText: lineText)
    }

    /// Renders one diagnostic given the single line it points into.
    public func render(_ d: Diagnostic, file: String, lineText: String) -> String {
        let sev = paint(d.severity.rawValue, d.severity == .error ? "31" : d.severity == .warning ? "33" : "36")
        var out = "\(file):\(d.range.start.line):\(d.range.start.column): \(sev): \(d.message)\n"
        let shown = lineText.replacingOccurrences(of: "\t", with: " ")
        out += "  \(shown)\n"
        let startCol = max(1, d.range.start.column)
        let width = d.range.end.line == d.range.start.line ? max(1, d.range.end.column - startCol) : max(1, shown.count - startCol + 1)
        let pad = String(repeating: " ", count: startCol - 1)
        out += "  " + pad + paint("^" + String(repeating: "~", count: max(0, width - 1)), "32")
        if let s = d.suggestion { out += "\n  " + paint("help", "36") + ": " + s }
        return out
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
