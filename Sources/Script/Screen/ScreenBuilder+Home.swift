import Foundation
import LimelightCore
import Spotlight
import SimulatorKit
import SystemServices

extension ScreenBuilder {
    /// The Home Screen: each widget and Smart Stack in place (a stack shows its top widget as a card and the others'
    /// order and scores under it), then the installed apps.
    func home(_ d: Device) -> ScreenPicture {
        var widgets: [ScreenRow] = []
        let w = d.widgets
        if !w.isAvailable {
            widgets = [.text("\(d.platform.displayName) has no Home Screen widgets.")]
        } else if w.homeScreen.isEmpty {
            widgets = [.text("No widgets yet."), .text("See what apps offer:"), .text("widgets kinds", indent: 2),
                       .text("Place one:"), .text("widgets add KIND", indent: 2)]
        } else {
            for (n, item) in w.homeScreen.enumerated() {
                if n > 0 { widgets.append(.blank) }
                switch item {
                case .widget(let id): widgets.append(widgetCard(id, d, title: "Widget", extra: d.widgets.instances[id].map { [$0.family.rawValue] } ?? []))
                case .stack(let s): widgets += stack(s, d)
                }
            }
        }
        let apps = d.apps.map(\.displayName)
        let appRows: [ScreenRow] = apps.isEmpty
            ? [.text("No apps."), .text("app install \(simulation.catalog.shortNames.first ?? "APP")", indent: 2)]
            : [.text("Apps: " + apps.joined(separator: "  "))]
        return ScreenPicture(title: "\(d.name): Home Screen", status: clock(d), sections: [widgets, appRows])
    }

    /// A widget as a card: its id and name, the entry on display, and `extra` lines.
    func widgetCard(_ id: String, _ d: Device, title: String, extra: [String] = []) -> ScreenRow {
        guard let i = d.widgets.instances[id] else { return .text(id) }
        let name = d.widgets.declarations[i.kind]?.displayName ?? i.kind
        var lines = ["\(id) \(name)"]
        let entry = i.entry(at: d.runtime.now)
        if let view = entry?.view {
            lines += widgetView(view, family: i.family, d)
        } else {
            lines.append(entry.map { "\"\($0.content)\"" } ?? "(no entry yet)")
        }
        lines += extra
        return .card(title: title, lines: lines)
    }

    /// A widget's own SwiftUI view for its family, drawn at the device's now (ASCII, so scenario output does not
    /// depend on the terminal), at most `widgetColumns` wide.
    func widgetView(_ view: SimViewNode, family: WidgetFamilyKind, _ d: Device) -> [String] {
        Self.widgetLines(view, family: family, columns: widgetColumns, now: d.runtime.now, calendar: d.calendar.calendar)
    }

    /// A widget's view drawn in its family's cells (no wider than `columns`), framed by a border of dots.
    public static func widgetLines(_ view: SimViewNode, family: WidgetFamilyKind, columns: Int, now: SimInstant, calendar: Calendar) -> [String] {
        let drawing = widgetDrawing(view, family: family, columns: columns - 2, now: now, calendar: calendar)
        let rule = String(repeating: ".", count: drawing.width)
        var lines = ["." + rule + "."]
        lines += SimViewCanvas.lines(drawing, unicode: false).map { ":" + $0 + ":" }
        lines.append("." + rule + ".")
        if let background = drawing.background { lines.append("background \(background)") }
        return lines
    }

    /// A widget's view laid out in its family's cells, no wider than `columns`.
    public static func widgetDrawing(_ view: SimViewNode, family: WidgetFamilyKind, columns: Int, now: SimInstant, calendar: Calendar) -> SimViewLayout.Drawing {
        let size = family.simulatedSize
        let cells = SimViewLayout.cells(width: size.width, height: size.height)
        return SimViewLayout.draw(view, columns: min(cells.columns, max(4, columns)), rows: cells.rows,
                                  now: now.date.timeIntervalSince1970, calendar: calendar)
    }

    /// A Smart Stack: the top widget as a card, then the others in rotation order with their scores.
    private func stack(_ id: String, _ d: Device) -> [ScreenRow] {
        guard let order = try? d.widgets.stackOrder(id), let top = order.first else { return [.text("Smart Stack \(id) (empty)")] }
        let rotate = d.widgets.stacks[id]?.smartRotate ?? true
        var rows: [ScreenRow] = [widgetCard(top.widgetID, d, title: "Smart Stack \(id)" + (rotate ? "" : " (Smart Rotate off)"),
                                            extra: [score(top)])]
        for (n, r) in order.enumerated().dropFirst() {
            rows.append(.split("  \(n + 1). \(r.widgetID) \(r.kind)", score(r)))
        }
        return rows
    }

    /// A ranking's score: the raw relevance and, when it differs, the value it ranks by.
    private func score(_ r: StackRanking) -> String {
        guard let s = r.score else { return "no score" }
        let raw = CSAttributeValue.format(Double(s))
        guard let v = r.rankValue, v != Double(s) else { return "score \(raw)" }
        let hundredths = Int((v * 100).rounded())
        let fraction = abs(hundredths) % 100
        return "score \(raw) (\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(fraction < 10 ? "0" : "")\(fraction))"
    }

    /// The device's placed widgets that draw their own view, in Home Screen order, as SVG at their family's size (the
    /// HTML report's gallery).
    public static func widgetSVGs(_ d: Device) -> [String] {
        let w = d.widgets
        var ids: [String] = []
        for item in w.homeScreen {
            switch item {
            case .widget(let id): ids.append(id)
            case .stack(let s): ids += w.stacks[s]?.widgetIDs ?? []
            }
        }
        return ids.compactMap { id in
            guard let i = w.instances[id], let view = i.entry(at: d.runtime.now)?.view else { return nil }
            let drawing = widgetDrawing(view, family: i.family, columns: Int.max / 4, now: d.runtime.now, calendar: d.calendar.calendar)
            let name = w.declarations[i.kind]?.displayName ?? i.kind
            return SimViewSVG.svg(drawing, label: "\(id) \(name) (\(i.family.rawValue))")
        }
    }
}
