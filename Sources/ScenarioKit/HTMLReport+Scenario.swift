import LimelightCore

extension HTMLReport {
    /// One scenario: its header, failure, timeline, and steps with their output and screens.
    func scenario(_ r: ScenarioResult, id: String) -> String {
        let cls = Self.statusClass(r.status)
        // A failure is open; anything else is folded to its summary line (a fragment link to it unfolds it).
        let folded = !r.status.isFailure
        var out = "<section class=\"scenario \(cls)\" id=\"\(id)\" data-path=\"\(HTML.escape(r.path))\">\n"
        if folded { out += "<details class=\"fold\"><summary>" }
        out += "<h2>\(Self.badge(r.status)) \(HTML.escape(r.name))</h2>" + (folded ? " <span class=\"sub\">\(r.steps.count) steps\(durations?[r.path].map { ", " + Self.seconds($0) + " s" } ?? "")</span></summary>" : "")
        out += "\n<p class=\"meta\"><code>\(HTML.escape(r.path))</code>"
        if !r.header.tags.isEmpty { out += " · tags: " + r.header.tags.map { "<span class=\"tag\">\(HTML.escape($0))</span>" }.joined(separator: " ") }
        if !r.header.criteria.isEmpty { out += " · criteria: " + r.header.criteria.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: " ") }
        if let t = durations?[r.path] { out += " · \(Self.seconds(t)) s" }
        out += "</p>\n"
        out += statusNote(r, scenarioID: id)
        if let p = r.pictures { out += timeline(p, scenarioID: id) }
        if let p = r.pictures, r.header.snapshot != nil, !p.initialScreen.isEmpty {
            out += "<figure class=\"screen start\"><figcaption>before the first step (snapshot \(HTML.escape(r.header.snapshot ?? "")))</figcaption>"
            out += "<pre>\(HTML.escape(p.initialScreen.joined(separator: "\n")))</pre></figure>\n"
        }
        if r.steps.isEmpty {
            out += "<p class=\"empty\">No step ran.</p>\n"
        } else {
            out += "<ol class=\"steps\">\n"
            for step in r.steps { out += self.step(step, r, scenarioID: id) }
            out += "</ol>\n"
        }
        if let omitted = r.pictures?.screensOmitted, omitted > 0 {
            out += "<p class=\"note\">\(omitted) later screen change\(omitted == 1 ? " is" : "s are") not shown (at most \(ScenarioPictures.screenLimit) per scenario).</p>\n"
        }
        if folded { out += "</details>\n" }
        return out + "</section>\n"
    }

    /// The failure, expected failure, unexpected pass or skip reason.
    private func statusNote(_ r: ScenarioResult, scenarioID: String) -> String {
        switch r.status {
        case .passed: return ""
        case .skipped: return "<p class=\"note skipped\">Skipped: \(HTML.escape(r.failure?.message ?? ""))</p>\n"
        case .unexpectedPass:
            return "<p class=\"note xpass\">Marked xfail (\(HTML.escape(r.header.expectedFailure ?? ""))) but every step passed: remove the xfail line or check the reason.</p>\n"
        case .expectedFailure, .failed:
            var out = "<div class=\"failure\">\n"
            if r.status == .expectedFailure { out += "<p>Expected failure: \(HTML.escape(r.header.expectedFailure ?? ""))</p>\n" }
            if let f = r.failure {
                let stepLine = r.steps.last(where: { !$0.passed })?.line ?? f.line
                out += "<p><a href=\"#\(scenarioID)-line-\(stepLine)\"><code>\(HTML.escape("\(r.path):\(f.line):\(f.column)"))</code></a> \(HTML.escape(f.message))</p>\n"
                if !f.details.isEmpty, !r.steps.contains(where: { $0.expected != nil }) {
                    out += "<pre class=\"details\">\(HTML.escape(f.details.joined(separator: "\n")))</pre>\n"
                }
            }
            return out + "</div>\n"
        }
    }

    /// One step: line, source, pass or fail, output (or the golden diff), and the screen when it changed.
    private func step(_ s: StepResult, _ r: ScenarioResult, scenarioID: String) -> String {
        var out = "<li class=\"step \(s.passed ? "pass" : "fail")\" id=\"\(scenarioID)-line-\(s.line)\">\n<div class=\"body\">\n"
        out += "<p class=\"src\"><span class=\"mark\">\(s.passed ? "✓" : "✗")</span> <span class=\"ln\">\(s.line)</span> <code>\(HTML.escape(s.source))</code></p>\n"
        if let expected = s.expected {
            out += sideBySide(expected: expected, actual: s.output)
        } else if !s.output.isEmpty {
            out += "<pre class=\"out\">\(HTML.escape(Self.bounded(s.output).joined(separator: "\n")))</pre>\n"
        }
        if !s.passed, s.expected == nil, let f = r.failure, f.line == s.line || f.step == s.source, !f.details.isEmpty {
            out += "<pre class=\"details\">\(HTML.escape(f.details.joined(separator: "\n")))</pre>\n"
        }
        out += "</div>\n"
        if let screen = s.screen {
            out += "<figure class=\"screen\"><pre>\(HTML.escape(screen.joined(separator: "\n")))</pre><figcaption>after line \(s.line)</figcaption></figure>\n"
        }
        return out + "</li>\n"
    }

    /// At most `outputLineLimit` lines, with a note of how many more there were.
    static func bounded(_ lines: [String]) -> [String] {
        guard lines.count > outputLineLimit else { return lines }
        return Array(lines.prefix(outputLineLimit)) + ["… \(lines.count - outputLineLimit) more lines (see the JSON report)"]
    }

    /// Expected and actual output side by side, lines aligned as `OutputDiff` aligns them.
    func sideBySide(expected: [String], actual: [String]) -> String {
        let e = Self.bounded(expected), a = Self.bounded(actual)
        var rows: [(DiffCell, DiffCell)] = []
        var left: [String] = [], right: [String] = []
        func flush() {
            for i in 0..<max(left.count, right.count) {
                rows.append((i < left.count ? .changed(left[i]) : .none, i < right.count ? .changed(right[i]) : .none))
            }
            left = []; right = []
        }
        // OutputDiff bounds its own work (common head and tail, an exact middle only when small) and its length.
        for line in OutputDiff.lines(expected: e, actual: a) {
            let text = String(line.dropFirst(4))
            if line.hasPrefix("  - ") { left.append(text) } else if line.hasPrefix("  + ") { right.append(text) } else {
                flush()
                let shown = line.hasPrefix("    ") ? text : line.trimmingBlanks()
                rows.append((.same(shown), .same(shown)))
            }
        }
        flush()
        var out = "<table class=\"diff\">\n<thead><tr><th>expected (golden)</th><th>actual</th></tr></thead>\n<tbody>\n"
        for (l, r) in rows {
            out += "<tr>" + cell(l, changed: "del") + cell(r, changed: "ins") + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// One side of a diff row.
    enum DiffCell {
        case same(String), changed(String), none
    }

    private func cell(_ c: DiffCell, changed: String) -> String {
        switch c {
        case .none: return "<td class=\"none\"></td>"
        case .same(let text): return "<td><pre>\(HTML.escape(text))</pre></td>"
        case .changed(let text): return "<td class=\"\(changed)\"><pre>\(HTML.escape(text))</pre></td>"
        }
    }
}
