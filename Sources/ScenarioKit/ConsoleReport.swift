import LimelightCore
/// Renders a run for the terminal: a line per scenario, failure details, the coverage table, and `N passed, N failed`.
public struct ConsoleReport: Sendable {
    /// Whether to colour status labels with ANSI escapes.
    public var colour: Bool
    /// Whether to list every step of passing scenarios too.
    public var verbose: Bool

    /// Whether the lines go to a terminal: text from the scenario (its title, paths, messages, steps) then goes through
    /// `DiagnosticRenderer.visible`, so an escape sequence or a bidirectional override in it is shown, not obeyed; a
    /// pipe gets it byte for byte.
    public var terminal: Bool

    /// Creates a report, plain and brief by default.
    public init(colour: Bool = false, verbose: Bool = false, terminal: Bool = false) {
        self.colour = colour
        self.verbose = verbose
        self.terminal = terminal
    }

    /// Text from the input as it is shown (see `terminal`).
    private func shown(_ text: String) -> String { terminal ? DiagnosticRenderer.visible(text) : text }

    /// The lines for one scenario's result.
    public func lines(for r: ScenarioResult) -> [String] {
        let label: String
        switch r.status {
        case .passed: label = paint("PASS ", "32")
        case .failed: label = paint("FAIL ", "31")
        case .skipped: label = paint("SKIP ", "33")
        case .expectedFailure: label = paint("XFAIL", "36")
        case .unexpectedPass: label = paint("XPASS", "31")
        }
        let path = shown(r.path)
        var out = ["\(label) \(path)" + (r.header.title.map { "  — \(shown($0))" } ?? "")]
        switch r.status {
        case .failed:
            if let f = r.failure {
                out.append("      \(path):\(f.line):\(f.column): \(shown(f.message))")
                let details = f.details.first?.hasPrefix(r.path) == true ? Array(f.details.dropFirst()) : f.details
                out += details.map { "    " + diffColour(shown($0)) }
            }
        case .expectedFailure:
            out.append("      expected failure: \(shown(r.header.expectedFailure ?? ""))")
            if let f = r.failure { out.append("      failed as expected at \(path):\(f.line): \(shown(f.message))") }
        case .unexpectedPass:
            out.append("      marked xfail (\(shown(r.header.expectedFailure ?? ""))) but every step passed: remove the xfail line or check the reason")
        case .skipped:
            out.append("      skipped: \(shown(r.failure?.message ?? ""))")
        case .passed:
            if verbose { for s in r.steps { out.append("      ✓ \(s.line): \(shown(s.source))") } }
        }
        return out
    }

    /// A diff line in colour when colour is on: removed (expected) red, added (actual) green.
    func diffColour(_ line: String) -> String {
        if line.hasPrefix("  - ") { return paint(line, "31") }
        if line.hasPrefix("  + ") { return paint(line, "32") }
        return line
    }

    /// The short list of failures a run ends with (cargo test's `failures:`, pytest's short summary): one
    /// `  PATH:LINE:COL: message` line per failed scenario (the message's first line); empty when nothing failed.
    public func failureRecap(_ results: [ScenarioResult]) -> [String] {
        let failed = results.filter(\.status.isFailure)
        guard !failed.isEmpty else { return [] }
        var out = ["", "failures (\(failed.count)):"]
        for r in failed {
            // No FAIL label here: a tool that reads `FAIL PATH` lines finds each failure once, above.
            if r.status == .unexpectedPass {
                out.append("  \(r.path): marked xfail but every step passed")
            } else if let f = r.failure {
                let message = f.message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                out.append("  \(r.path):\(f.line):\(f.column): \(message)")
            } else {
                out.append("  \(r.path)")
            }
        }
        return out
    }

    /// The closing summary: `N passed, N failed` first, then the other counts (`deselected`: scenarios found but left
    /// out by the selection options).
    public func summary(_ results: [ScenarioResult], deselected: Int = 0) -> String {
        let count = { (s: ScenarioStatus) in results.filter { $0.status == s }.count }
        let failed = results.filter(\.status.isFailure).count
        var extras: [String] = []
        if count(.expectedFailure) > 0 { extras.append("\(count(.expectedFailure)) expected failure\(count(.expectedFailure) == 1 ? "" : "s")") }
        if count(.unexpectedPass) > 0 { extras.append("\(count(.unexpectedPass)) unexpected pass\(count(.unexpectedPass) == 1 ? "" : "es")") }
        if count(.skipped) > 0 { extras.append("\(count(.skipped)) skipped") }
        if deselected > 0 { extras.append("\(deselected) deselected") }
        return "\(count(.passed) + count(.expectedFailure)) passed, \(failed) failed" + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
    }

    /// The coverage table: criterion, outcome, scenarios; uncovered criteria listed at the end.
    public func coverage(_ rows: [CoverageRow]) -> [String] {
        var out = ["Criteria coverage:"]
        let width = max(8, rows.map(\.criterion.id.count).max() ?? 8)
        for row in rows where row.outcome != "uncovered" {
            let id = row.criterion.id + String(repeating: " ", count: width - row.criterion.id.count)
            let names = row.scenarios.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
            out.append("  \(id)  \(pad(row.outcome, 9)) \(names.joined(separator: ", "))" + (row.reason.map { "  [\($0)]" } ?? ""))
        }
        let uncovered = rows.filter { $0.outcome == "uncovered" }
        let covered = rows.count - uncovered.count
        out.append("  \(covered) of \(rows.count) criteria covered" + (uncovered.isEmpty ? "" : "; uncovered: " + uncovered.map(\.criterion.id).joined(separator: ", ")))
        return out
    }

    private func pad(_ s: String, _ w: Int) -> String { s.count >= w ? s : s + String(repeating: " ", count: w - s.count) }

    private func paint(_ s: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
}
