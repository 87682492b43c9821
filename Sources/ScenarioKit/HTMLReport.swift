import LimelightCore

/// Renders a run as one self-contained HTML page: no scripts, no fonts, nothing fetched, readable without JavaScript.
/// The summary bar (its counts filter the page by status, through CSS `:target`) and the index come first, then the
/// failing scenarios open, the Home Screens, the criteria coverage, and every other scenario folded in `<details>`:
/// each with its steps, golden diffs side by side, the device's screen after each step that changed it and a timeline
/// of the simulated clock as inline SVG. The same run
/// gives the same bytes: wall-clock time appears only when `durations` is given (`run --timing`).
public struct HTMLReport {
    /// Seconds per scenario path; nil leaves timing out so the report is deterministic.
    public var durations: [String: Double]?

    /// The most output lines shown per step (the JSON report has them all).
    public static let outputLineLimit = 200
    /// The most events listed in a scenario's event table (the timeline draws every kept event).
    public static let eventRowLimit = 500

    /// Creates a report, with timing only when `durations` is given.
    public init(durations: [String: Double]? = nil) { self.durations = durations }

    /// The page.
    public func render(_ results: [ScenarioResult], coverage: [CoverageRow]) -> String {
        let ids = Self.identifiers(results.map(\.path))
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="limelight run --html">
        <title>\(HTML.escape(ConsoleReport().summary(results))) — Limelight run</title>
        <style>\(Self.style)</style>
        </head>
        <body>

        """
        html += header(results)
        html += "<main>\n"
        // Failures first (pytest-html, Allure): the index, then each failing scenario open, then the Home Screens and
        // the coverage, then every other scenario folded (a green run of a hundred scenarios is a page of summaries).
        html += index(results, ids: ids)
        let failing = zip(results, ids).filter { $0.0.status.isFailure }
        for (r, id) in failing { html += scenario(r, id: id) }
        html += gallery(results, ids: ids)
        html += coverageSection(coverage, ids: Dictionary(zip(results.map(\.path), ids), uniquingKeysWith: { a, _ in a }))
        if let durations, !results.isEmpty { html += slowest(results, ids: ids, durations: durations) }
        for (r, id) in zip(results, ids) where !r.status.isFailure { html += scenario(r, id: id) }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// The slowest scenarios by wall-clock time (only with `--timing`).
    func slowest(_ results: [ScenarioResult], ids: [String], durations: [String: Double]) -> String {
        let ranked = zip(results, ids).sorted { (durations[$0.0.path] ?? 0) > (durations[$1.0.path] ?? 0) }.prefix(Self.slowestShown)
        var out = "<section id=\"durations\">\n<h2>Slowest scenarios</h2> <span class=\"sub\">wall clock, --timing</span>\n<table class=\"durations\">\n<tbody>\n"
        for (r, id) in ranked {
            out += "<tr><td class=\"num\">\(Self.seconds(durations[r.path] ?? 0)) s</td><td>\(Self.badge(r.status)) <a href=\"#\(id)\">\(HTML.escape(r.path))</a></td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// How many scenarios the "Slowest scenarios" table lists.
    public static let slowestShown = 10

    /// The sticky bar at the top: the verdict and the counts.
    func header(_ results: [ScenarioResult]) -> String {
        let count = { (s: ScenarioStatus) in results.filter { $0.status == s }.count }
        let failed = results.filter(\.status.isFailure).count
        let chips: [(String, Int, String)] = [
            ("passed", count(.passed), "passed"), ("failed", count(.failed), "failed"), ("xfail", count(.expectedFailure), "xfail"),
            ("xpass", count(.unexpectedPass), "xpass"), ("skipped", count(.skipped), "skipped"), ("total", results.count, "total"),
        ]
        var out = "<header class=\"top\" id=\"summary\">\n<h1>Limelight run</h1>\n"
        // The filter by status: each chip links to a fragment; CSS (:target, :has) hides the other scenarios, no script.
        for (_, _, cls) in chips where cls != "total" { out += "<span class=\"filter-target\" id=\"only-\(cls)\"></span>" }
        out += "\n<p class=\"verdict \(failed == 0 ? "ok" : "bad")\">\(HTML.escape(ConsoleReport().summary(results)))</p>\n<ul class=\"counts\">\n"
        for (label, n, cls) in chips {
            let target = cls == "total" ? "summary" : "only-\(cls)"
            out += "<li class=\"chip \(cls)\"><a href=\"#\(target)\" title=\"show \(cls == "total" ? "every scenario" : "only " + label)\"><b>\(n)</b> \(label)</a></li>\n"
        }
        out += "</ul>\n"
        if let durations {
            let total = results.reduce(0.0) { $0 + (durations[$1.path] ?? 0) }
            out += "<p class=\"timing\">\(Self.seconds(total)) s of scenario time (wall clock)</p>\n"
        }
        return out + "</header>\n"
    }

    /// The Home Screens with widgets at the end of each scenario that placed any: Smart Stacks at a glance.
    func gallery(_ results: [ScenarioResult], ids: [String]) -> String {
        let shown = zip(results, ids).compactMap { r, id in r.pictures?.homeScreen.map { (r, id, $0) } }
        guard !shown.isEmpty else { return "" }
        var out = "<section id=\"home-screens\">\n<h2>Home Screens</h2> <span class=\"sub\">widgets and Smart Stacks as each scenario left them</span>\n<div class=\"gallery\">\n"
        for (r, id, screen) in shown {
            out += "<figure class=\"screen\"><pre>\(HTML.escape(screen.joined(separator: "\n")))</pre>"
            if let svgs = r.pictures?.homeWidgets, !svgs.isEmpty {
                out += "<div class=\"widget-views\">" + svgs.joined(separator: "\n") + "</div>"
            }
            out += "<figcaption>\(Self.badge(r.status)) <a href=\"#\(id)\">\(HTML.escape(r.path.split(separator: "/").suffix(2).joined(separator: "/")))</a></figcaption></figure>\n"
        }
        return out + "</div>\n</section>\n"
    }

    /// The list of scenarios, in columns, each linking to its section; failures are listed first.
    func index(_ results: [ScenarioResult], ids: [String]) -> String {
        var out = "<section id=\"scenarios\">\n<h2>Scenarios</h2>\n"
        let failing = zip(results, ids).filter { $0.0.status.isFailure }
        if !failing.isEmpty {
            out += "<ul class=\"failing\">\n"
            for (r, id) in failing {
                out += "<li>\(Self.badge(r.status)) <a href=\"#\(id)\">\(HTML.escape(r.path))</a> \(HTML.escape(r.failure?.message ?? ""))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "<ul class=\"index\">\n"
        for (r, id) in zip(results, ids) {
            let screens = r.steps.filter { $0.screen != nil }.count
            let events = (r.pictures?.events.count ?? 0) + (r.pictures?.eventsOmitted ?? 0)
            var facts = "\(r.steps.count) steps, \(screens) screens, \(events) events"
            if let durations { facts += ", \(Self.seconds(durations[r.path] ?? 0)) s" }
            out += "<li class=\"\(Self.statusClass(r.status))\">\(Self.badge(r.status)) <a href=\"#\(id)\" title=\"\(HTML.escape((r.header.title ?? r.path) + " (" + facts + ")"))\">"
            out += "\(HTML.escape(r.path.hasPrefix("Scenarios/") ? String(r.path.dropFirst(10)) : r.path))</a></li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    /// The criteria coverage table.
    func coverageSection(_ rows: [CoverageRow], ids: [String: String]) -> String {
        guard !rows.isEmpty else { return "" }
        let uncovered = rows.filter { $0.outcome == "uncovered" }.count
        var out = "<section id=\"coverage\">\n<details>\n<summary><h2>Criteria coverage</h2> "
        out += "<span class=\"sub\">\(rows.count - uncovered) of \(rows.count) criteria covered</span></summary>\n<table class=\"coverage\">\n"
        out += "<thead><tr><th>criterion</th><th>outcome</th><th>description</th><th>scenarios</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let links = row.scenarios.map { s in
                "<a href=\"#\(ids[s.path] ?? "")\">\(HTML.escape(s.path.split(separator: "/").last.map(String.init) ?? s.path))</a>"
            }
            out += "<tr class=\"outcome-\(HTML.identifier(row.outcome))\"><td><code>\(HTML.escape(row.criterion.id))</code></td>"
            out += "<td>\(HTML.escape(row.outcome))\(row.reason.map { "<br><span class=\"sub\">\(HTML.escape($0))</span>" } ?? "")</td>"
            out += "<td>\(HTML.escape(row.criterion.description))</td><td>\(links.joined(separator: ", "))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</details>\n</section>\n"
    }

    /// Element ids for scenario paths: the path's letters and digits, made unique with a number.
    static func identifiers(_ paths: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return paths.map { path in
            let base = "scenario-" + HTML.identifier(path)
            let n = seen[base, default: 0] + 1
            seen[base] = n
            return n == 1 ? base : "\(base)-\(n)"
        }
    }

    static func statusClass(_ s: ScenarioStatus) -> String {
        switch s {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        case .expectedFailure: "xfail"
        case .unexpectedPass: "xpass"
        }
    }

    static func badge(_ s: ScenarioStatus) -> String {
        let label: String
        switch s {
        case .passed: label = "PASS"
        case .failed: label = "FAIL"
        case .skipped: label = "SKIP"
        case .expectedFailure: label = "XFAIL"
        case .unexpectedPass: label = "XPASS"
        }
        return "<span class=\"badge \(statusClass(s))\">\(label)</span>"
    }

    /// Seconds with three decimals.
    static func seconds(_ t: Double) -> String {
        let ms = Int((t * 1000).rounded())
        let frac = ms % 1000
        return "\(ms / 1000).\(frac < 10 ? "00" : frac < 100 ? "0" : "")\(frac)"
    }
}
