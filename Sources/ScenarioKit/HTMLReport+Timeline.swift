import LimelightCore

extension HTMLReport {
    /// A lane of the timeline: a label and which event kinds it draws.
    struct Lane {
        let label: String
        let colour: String
    }

    /// The lanes, top to bottom; `lane(of:)` sorts events into them.
    static let lanes: [Lane] = [
        Lane(label: "Index", colour: "#2563eb"), Lane(label: "Expiries, deletions", colour: "#dc2626"),
        Lane(label: "Widget reloads", colour: "#d97706"), Lane(label: "Smart Stack", colour: "#ca8a04"),
        Lane(label: "Donations, Siri", colour: "#7c3aed"), Lane(label: "Apps, launches", colour: "#059669"),
        Lane(label: "Device, OS", colour: "#475569"), Lane(label: "Other", colour: "#94a3b8"),
    ]

    /// The lane an event kind is drawn in.
    static func lane(of kind: String) -> Int {
        func under(_ p: String) -> Bool { kind == p || kind.hasPrefix(p + ".") }
        if kind == "spotlight.expired" || kind == "spotlight.deleted" { return 1 }
        if kind == "spotlight.tapped" { return 5 }
        if under("spotlight") { return 0 }
        if under("widgets.reload") || under("widgets.budget") || under("widgets.timeline") { return 2 }
        if under("widgets") { return 3 }
        if under("intents") || under("siri") { return 4 }
        if under("app") || under("activity") || under("entities") || under("tips") || under("haptics") { return 5 }
        if under("device") || under("sync") { return 6 }
        return 7
    }

    /// Plot geometry: where the time axis runs and how tall a lane is.
    static let plotLeft = 150.0, plotRight = 940.0, laneHeight = 22.0, bucketWidth = 3.0

    /// The simulated clock as an inline SVG: a lane per kind of event, a mark per moment (events closer than a few
    /// pixels share a mark whose tooltip lists them), budgeted widget reloads as a line rising towards the daily
    /// limit, and under it the events as a table.
    func timeline(_ p: ScenarioPictures, scenarioID: String) -> String {
        guard !p.events.isEmpty else { return "<p class=\"empty\">No events on the simulated clock.</p>\n" }
        let start = p.events.map(\.seconds).min() ?? 0
        let end = max(p.end, p.events.map(\.seconds).max() ?? start)
        let span = end - start
        let width = Self.plotRight - Self.plotLeft
        let x: (Int, TimelineEvent) -> Double = { i, e in
            span > 0 ? Self.plotLeft + (e.seconds - start) / span * width
                : Self.plotLeft + (p.events.count == 1 ? 0 : Double(i) / Double(p.events.count - 1) * width)
        }
        var used = Set<Int>()
        var buckets: [Int: [Int: [Int]]] = [:]  // lane → bucket → event indices
        for (i, e) in p.events.enumerated() {
            let lane = Self.lane(of: e.kind)
            used.insert(lane)
            buckets[lane, default: [:]][Int(((x(i, e) - Self.plotLeft) / Self.bucketWidth).rounded(.down)), default: []].append(i)
        }
        let order = used.sorted()
        let top = 6.0, height = top + Double(order.count) * Self.laneHeight + 34
        var svg = "<svg class=\"timeline\" viewBox=\"0 0 960 \(Self.number(height))\" width=\"960\" height=\"\(Self.number(height))\" role=\"img\" aria-label=\"timeline of the simulated clock\">\n"
        for (row, lane) in order.enumerated() {
            let y = top + Double(row) * Self.laneHeight
            svg += "<rect class=\"lane\" x=\"0\" y=\"\(Self.number(y))\" width=\"960\" height=\"\(Self.number(Self.laneHeight))\" fill=\"\(row % 2 == 0 ? "#f8fafc" : "#ffffff")\"/>\n"
            svg += "<text x=\"6\" y=\"\(Self.number(y + 15))\" class=\"lane-label\">\(HTML.escape(Self.lanes[lane].label))</text>\n"
            for (bucket, indices) in (buckets[lane] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let h = indices.count == 1 ? 8.0 : indices.count < 10 ? 12.0 : 16.0
                let bx = Self.plotLeft + Double(bucket) * Self.bucketWidth
                svg += "<rect x=\"\(Self.number(bx))\" y=\"\(Self.number(y + (Self.laneHeight - h) / 2))\" width=\"\(Self.number(Self.bucketWidth))\" height=\"\(Self.number(h))\" fill=\"\(markColour(indices.map { p.events[$0] }, lane: lane))\">"
                svg += "<title>\(HTML.escape(tooltip(indices.map { p.events[$0] })))</title></rect>\n"
            }
            if lane == 2 { svg += budgetLine(p, y: y, x: x) }
        }
        let axisY = top + Double(order.count) * Self.laneHeight + 4
        svg += "<line x1=\"\(Self.number(Self.plotLeft))\" y1=\"\(Self.number(axisY))\" x2=\"\(Self.number(Self.plotRight))\" y2=\"\(Self.number(axisY))\" stroke=\"#64748b\"/>\n"
        let ticks = span > 0 ? 5 : 1
        for t in 0...ticks where span > 0 || t == 0 {
            let seconds = start + span * Double(t) / Double(ticks)
            let tx = Self.plotLeft + width * Double(t) / Double(ticks)
            let anchor = t == 0 ? "start" : t == ticks ? "end" : "middle"
            svg += "<line x1=\"\(Self.number(tx))\" y1=\"\(Self.number(axisY))\" x2=\"\(Self.number(tx))\" y2=\"\(Self.number(axisY + 5))\" stroke=\"#64748b\"/>"
            svg += "<text x=\"\(Self.number(tx))\" y=\"\(Self.number(axisY + 18))\" text-anchor=\"\(anchor)\" class=\"tick\">\(HTML.escape(Self.clock(seconds, span: span)))</text>\n"
        }
        svg += "</svg>\n"
        var out = "<figure class=\"timeline\">\n<figcaption>Simulated clock, UTC: \(HTML.escape(Self.clock(start, span: .infinity)))"
        out += span > 0 ? " to \(HTML.escape(Self.clock(end, span: .infinity)))" : " (the clock did not move: events in the order they happened)"
        out += " · \(p.events.count) event\(p.events.count == 1 ? "" : "s")"
        if p.eventsOmitted > 0 { out += "; \(p.eventsOmitted) later events not kept (at most \(ScenarioPictures.eventLimit) per scenario)" }
        out += "</figcaption>\n" + svg
        if used.contains(2) {
            out += "<p class=\"legend\">Widget reloads: <span class=\"key\" style=\"background:#16a34a\"></span> free "
            out += "<span class=\"key\" style=\"background:#d97706\"></span> budgeted <span class=\"key\" style=\"background:#dc2626\"></span> denied or deferred; "
            out += "the line rises with the budgeted reloads in the rolling window towards the daily budget.</p>\n"
        }
        out += eventTable(p) + "</figure>\n"
        return out
    }

    /// A mark's colour: its lane's, except that denied or budgeted reloads and free ones differ.
    private func markColour(_ events: [TimelineEvent], lane: Int) -> String {
        if events.contains(where: { $0.kind == "widgets.budget.denied" || $0.kind == "widgets.reload.deferred" }) { return "#dc2626" }
        if lane == 2, events.allSatisfy({ $0.message.contains("[free") || $0.message.contains("[developer mode]") }) { return "#16a34a" }
        return Self.lanes[lane].colour
    }

    /// A mark's tooltip: the first events it stands for.
    private func tooltip(_ events: [TimelineEvent]) -> String {
        var lines = events.prefix(4).map { "\(Self.clock($0.seconds, span: .infinity)) \($0.kind)\($0.device.map { " [\($0)]" } ?? ""): \($0.message)" }
        if events.count > 4 { lines.append("and \(events.count - 4) more") }
        return lines.joined(separator: "\n")
    }

    /// Budgeted widget reloads (`[budget U/L]` in the reload's message) as a line rising with U/L across the lane.
    private func budgetLine(_ p: ScenarioPictures, y: Double, x: (Int, TimelineEvent) -> Double) -> String {
        var points: [String] = []
        var label = ""
        for (i, e) in p.events.enumerated() where e.kind == "widgets.reload" {
            guard let r = e.message.range(of: "[budget "), let close = e.message[r.upperBound...].firstIndex(of: "]") else { continue }
            let parts = e.message[r.upperBound..<close].split(separator: "/")
            guard parts.count == 2, let used = Double(parts[0]), let limit = Double(parts[1]), limit > 0 else { continue }
            let py = y + Self.laneHeight - 2 - min(1, used / limit) * (Self.laneHeight - 4)
            points.append("\(Self.number(x(i, e))),\(Self.number(py))")
            label = "budget \(parts[0])/\(parts[1])"
        }
        guard !points.isEmpty else { return "" }
        return "<polyline class=\"budget\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"#b45309\" stroke-width=\"1\"><title>\(HTML.escape("budgeted reloads in the rolling window; last: \(label)"))</title></polyline>\n"
    }

    /// The events as a table, at most `eventRowLimit` rows, folded away.
    private func eventTable(_ p: ScenarioPictures) -> String {
        var out = "<details class=\"events\"><summary>Events (\(p.events.count + p.eventsOmitted))</summary>\n<table>\n"
        out += "<thead><tr><th>time (UTC)</th><th>device</th><th>app</th><th>kind</th><th>message</th></tr></thead>\n<tbody>\n"
        for e in p.events.prefix(Self.eventRowLimit) {
            out += "<tr><td>\(HTML.escape(Self.clock(e.seconds, span: .infinity)))</td><td>\(HTML.escape(e.device ?? ""))</td><td>\(HTML.escape(e.app ?? ""))</td>"
            out += "<td><code>\(HTML.escape(e.kind))</code></td><td>\(HTML.escape(e.message))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        let hidden = p.events.count + p.eventsOmitted - min(p.events.count, Self.eventRowLimit)
        if hidden > 0 { out += "<p class=\"note\">\(hidden) more events not listed.</p>\n" }
        return out + "</details>\n"
    }

    /// A simulated time in UTC: `2026-01-05 09:00`, with seconds when the span is under ten minutes.
    static func clock(_ seconds: Double, span: Double) -> String {
        let instant = SimInstant(secondsSinceReferenceDate: seconds)
        let iso = SimCalendar.utc.iso8601(instant)  // 2026-01-05T09:00:00Z
        let date = iso.prefix(10), time = iso.dropFirst(11).prefix(8)
        return span < 600 ? "\(date) \(time)" : "\(date) \(time.prefix(5))"
    }

    /// A coordinate with at most one decimal, the same on every machine.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let tenths = Int((min(max(v, -1e9), 1e9) * 10).rounded())
        let sign = tenths < 0 ? "-" : "", t = abs(tenths)
        return t % 10 == 0 ? "\(sign)\(t / 10)" : "\(sign)\(t / 10).\(t % 10)"
    }
}
