import Foundation

/// Lays a `SimViewNode` out on a grid of character cells, as SwiftUI lays a view out in points: stacks offer their
/// children space (the least flexible first), spacers and colors take what is left, text wraps at words and stops at
/// its line limit, padding and frames change what is offered. A cell is 9 by 18 points, so a small widget (158 points
/// square) is 17 by 8 cells. The result is a list of drawing operations the terminal and SVG drawings share, so both
/// show the same layout. Deterministic, and linear in the nodes times the stacks' depth.
public struct SimViewLayout {
    /// Points per cell, across.
    public static let cellWidth = 9.0
    /// Points per cell, down.
    public static let cellHeight = 18.0
    /// The most nodes laid out; the rest of a larger view is left out (and `truncated` set).
    public static let nodeLimit = 5_000

    /// A place on the grid.
    public struct Rect: Hashable, Sendable {
        /// Column.
        public var x: Int
        /// Row.
        public var y: Int
        /// Columns.
        public var width: Int
        /// Rows.
        public var height: Int
        /// A rectangle.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = max(0, width)
            self.height = max(0, height)
        }
    }

    /// One thing to draw.
    public enum Operation: Hashable, Sendable {
        /// Text starting at a cell, with its style (`bold`, `italic`, `redacted`) and color name.
        case text(x: Int, y: Int, String, bold: Bool, italic: Bool, redacted: Bool, color: String?)
        /// An image placeholder: the rectangle and the image's name.
        case image(Rect, String)
        /// A filled area: a color, gradient or shape (`shape` is its name, nil for a plain color).
        case fill(Rect, color: String, shape: String?)
        /// A line across (`horizontal`) or down.
        case rule(Rect, horizontal: Bool)
        /// A progress bar filled to a fraction.
        case progress(Rect, fraction: Double?)
        /// A frame around a tip.
        case box(Rect)
    }

    /// The result: what to draw, the widget's background and where a tap goes.
    public struct Drawing: Hashable, Sendable {
        /// Columns.
        public var width: Int
        /// Rows.
        public var height: Int
        /// The operations in drawing order (back to front).
        public var operations: [Operation] = []
        /// The container background's color or view name, if any (`containerBackground(_:for: .widget)`).
        public var background: String?
        /// The `widgetURL`, if any.
        public var url: String?
        /// Whether the view had more nodes than `nodeLimit`.
        public var truncated = false
    }

    struct Style {
        var bold = false
        var italic = false
        var redacted = false
        var color: String?
        var lineLimit: Int?
        var alignment = "leading"
        var textCase: String?

        func applying(_ p: SimViewProperty) -> Style {
            var s = self
            switch p.name {
            case "font":
                let v = p.value
                if v.hasPrefix("headline") || v.hasPrefix("largeTitle") || v.hasPrefix("title") || v.contains(",bold") || v.contains(",semibold")
                    || v.contains(",heavy") || v.contains(",black") { s.bold = true }
                if v.contains(",italic") { s.italic = true }
            case "weight": s.bold = ["semibold", "bold", "heavy", "black"].contains(p.value)
            case "italic": s.italic = p.value == "true"
            case "foreground": s.color = p.value
            case "lineLimit": s.lineLimit = Int(p.value)
            case "multilineTextAlignment": s.alignment = p.value
            case "textCase": s.textCase = p.value == "none" ? nil : p.value
            case "redacted": s.redacted = p.value == "placeholder"
            default: break
            }
            return s
        }
    }

    /// The node as layout boxes: modifiers that change size or draw (padding, frame, background) wrap the node.
    indirect enum Box {
        case empty
        case text(String, date: (Double, String)?, Style)
        case image(String, resizable: Bool)
        case stack(vertical: Bool, alignment: String, spacing: Int?, [Box])
        case zstack(alignment: String, [Box])
        case spacer(min: Int)
        case divider
        case fill(color: String, shape: String?)
        case progress(Double?, label: Box?)
        case padded(top: Int, leading: Int, bottom: Int, trailing: Int, Box)
        case framed(Frame, Box)
        case layered(overlay: Bool, alignment: String, Box, Box)
        case background(String, Box)
        case tip(title: String, Style, [Box])
    }

    struct Frame {
        var width: Int?, height: Int?
        var minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?
        var alignment = "center,center"
    }

    /// Date text: the moment the view is drawn and the calendar it reads (the device's time zone).
    let now: Double?
    let calendar: Calendar
    private var nodes = 0
    private var truncated = false
    private var background: String?
    private var url: String?

    /// A layout drawing at `now` (seconds since 1970) with `calendar`'s time zone.
    public init(now: Double? = nil, calendar: Calendar = SimCalendar.utc.calendar) {
        self.now = now
        self.calendar = calendar
    }

    /// The cells a widget of `width` by `height` points has.
    public static func cells(width: Double, height: Double) -> (columns: Int, rows: Int) {
        (max(1, Int(width / cellWidth)), max(1, Int(height / cellHeight)))
    }

    /// `node` laid out in `columns` by `rows` cells (a widget's root group applies its content margins).
    public static func draw(_ node: SimViewNode, columns: Int, rows: Int, now: Double? = nil,
                            calendar: Calendar = SimCalendar.utc.calendar) -> Drawing {
        var layout = SimViewLayout(now: now, calendar: calendar)
        let box = layout.box(node, Style())
        var drawing = Drawing(width: max(1, columns), height: max(1, rows))
        let size = layout.measure(box, drawing.width, drawing.height)
        let x = (drawing.width - size.w) / 2, y = (drawing.height - size.h) / 2
        layout.place(box, Rect(x: x, y: y, width: size.w, height: size.h), &drawing.operations)
        drawing.background = layout.background
        drawing.url = layout.url
        drawing.truncated = layout.truncated
        return drawing
    }

    /// `node` laid out `columns` wide and only as tall as it needs (at most `maxRows`): a tip in an app's screen.
    public static func drawFitting(_ node: SimViewNode, columns: Int, maxRows: Int, now: Double? = nil,
                                   calendar: Calendar = SimCalendar.utc.calendar) -> Drawing {
        var layout = SimViewLayout(now: now, calendar: calendar)
        let box = layout.box(node, Style())
        let size = layout.measure(box, max(1, columns), max(1, maxRows))
        return draw(node, columns: columns, rows: max(1, size.h), now: now, calendar: calendar)
    }

    // MARK: Boxes

    /// The largest length a layout works with (an infinite `maxWidth` is this).
    static let unbounded = 100_000

    static func cols(_ points: String) -> Int? { cells(points, cellWidth) }

    static func rows(_ points: String) -> Int? { cells(points, cellHeight) }

    /// A length in points as cells, at most `unbounded` (an infinite length); a negative length is none.
    static func cells(_ points: String, _ cell: Double) -> Int? {
        guard let v = Double(points), !v.isNaN else { return nil }
        guard v.isFinite, v < Double(unbounded) * cell else { return v > 0 ? unbounded : nil }
        return max(0, Int((v / cell).rounded()))
    }

    mutating func box(_ node: SimViewNode, _ inherited: Style) -> Box {
        nodes += 1
        guard nodes <= Self.nodeLimit else {
            truncated = true
            return .empty
        }
        var style = inherited
        for p in node.properties { style = style.applying(p) }
        if node.property("hidden") == "true" { return .empty }
        var base = content(node, style)
        for p in node.properties { base = wrap(base, p) }
        return base
    }

    private mutating func content(_ node: SimViewNode, _ style: Style) -> Box {
        switch node.kind {
        case .empty: return .empty
        case .text:
            var text = node.text ?? ""
            if style.textCase == "uppercase" { text = text.uppercased() } else if style.textCase == "lowercase" { text = text.lowercased() }
            return .text(text, date: nil, style)
        case .date:
            let seconds = Double(node.property("date") ?? "") ?? 0
            return .text(node.text ?? "", date: (seconds, node.property("style") ?? "time"), style)
        case .image: return .image(node.text ?? "image", resizable: node.property("resizable") == "true")
        case .vstack, .hstack, .group:
            let children = node.children.map { box($0, style) }
            let vertical = node.kind != .hstack
            return .stack(vertical: vertical, alignment: node.property("alignment") ?? (node.kind == .group ? "center" : "center"),
                          spacing: node.property("spacing").flatMap { vertical ? Self.rows($0) : Self.cols($0) }, children)
        case .zstack: return .zstack(alignment: node.property("alignment") ?? "center,center", node.children.map { box($0, style) })
        case .spacer: return .spacer(min: node.property("minLength").flatMap(Self.rows) ?? 0)
        case .divider: return .divider
        case .color: return .fill(color: node.text ?? "color", shape: nil)
        case .shape: return .fill(color: node.property("fill") ?? node.property("stroke") ?? "foreground", shape: node.text)
        case .control:
            var children = node.children.map { box($0, style) }
            if node.property("role") == "toggle" {
                children.append(.text(node.property("isOn") == "true" ? "(on)" : "(off)", date: nil, style))
                return .stack(vertical: false, alignment: "center", spacing: 1, children)
            }
            return children.count == 1 ? children[0] : .stack(vertical: false, alignment: "center", spacing: 1, children)
        case .progress:
            let label = node.children.isEmpty ? nil : Box.stack(vertical: true, alignment: "leading", spacing: 0, node.children.map { box($0, style) })
            return .progress(node.property("value").flatMap(Double.init), label: label)
        case .background, .overlay:
            guard node.children.count == 2 else { return node.children.first.map { box($0, style) } ?? .empty }
            return .layered(overlay: node.kind == .overlay, alignment: node.property("alignment") ?? "center,center",
                            box(node.children[0], style), box(node.children[1], style))
        case .tip:
            var title = style
            title.bold = true
            return .tip(title: node.text ?? "", title, node.children.map { box($0, style) })
        }
    }

    private mutating func wrap(_ base: Box, _ p: SimViewProperty) -> Box {
        switch p.name {
        case "padding":
            let v = p.value.split(separator: " ").map(String.init)
            guard v.count == 4 else { return base }
            return .padded(top: Self.rows(v[0]) ?? 0, leading: Self.cols(v[1]) ?? 0, bottom: Self.rows(v[2]) ?? 0, trailing: Self.cols(v[3]) ?? 0, base)
        case "contentMargins":
            let m = Double(p.value) ?? 0
            return m > 0 ? .padded(top: Self.rows(p.value) ?? 0, leading: Self.cols(p.value) ?? 0, bottom: Self.rows(p.value) ?? 0,
                                   trailing: Self.cols(p.value) ?? 0, base) : base
        case "frame":
            var f = Frame()
            for part in p.value.split(separator: " ") {
                let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard kv.count == 2 else { continue }
                switch kv[0] {
                case "width": f.width = Self.cols(kv[1])
                case "height": f.height = Self.rows(kv[1])
                case "minWidth": f.minWidth = Self.cols(kv[1])
                case "maxWidth": f.maxWidth = Self.cols(kv[1])
                case "minHeight": f.minHeight = Self.rows(kv[1])
                case "maxHeight": f.maxHeight = Self.rows(kv[1])
                case "alignment": f.alignment = kv[1]
                default: break
                }
            }
            return .framed(f, base)
        case "background": return .background(p.value, base)
        case "containerBackground":
            if background == nil { background = p.value.split(separator: ":", maxSplits: 1).last.map(String.init) }
            return base
        case "widgetURL":
            if url == nil, !p.value.isEmpty { url = p.value }
            return base
        default: return base
        }
    }

    // MARK: Measuring

    struct Size {
        var w: Int
        var h: Int
    }

    /// Lines of `text` wrapped at words to `width` columns, at most `limit` lines (the last cut with `…`).
    public static func wrap(_ text: String, width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var w = String(word)
                while w.count > width {
                    if !line.isEmpty { lines.append(line); line = "" }
                    lines.append(String(w.prefix(width)))
                    w = String(w.dropFirst(width))
                }
                if line.isEmpty { line = w } else if line.count + 1 + w.count <= width { line += " " + w } else {
                    lines.append(line)
                    line = w
                }
            }
            lines.append(line)
        }
        if lines.count > limit {
            var last = lines[limit - 1]
            if last.count >= width { last = String(last.prefix(max(0, width - 1))) }
            lines = Array(lines.prefix(limit - 1)) + [last + "…"]
        }
        return lines
    }

    func text(_ s: String, _ date: (Double, String)?) -> String {
        guard let (seconds, style) = date else { return s }
        return SimDateText.format(style: style, seconds: seconds, now: now, calendar: calendar)
    }

    func measure(_ b: Box, _ pw: Int, _ ph: Int) -> Size {
        let pw = max(0, pw), ph = max(0, ph)
        switch b {
        case .empty: return Size(w: 0, h: 0)
        case .text(let s, let date, let style):
            let t = text(s, date)
            guard !t.isEmpty else { return Size(w: 0, h: 0) }
            let lines = Self.wrap(t, width: pw, limit: min(style.lineLimit ?? Int.max, max(1, ph)))
            return Size(w: lines.map(\.count).max() ?? 0, h: max(1, lines.count))
        case .image(let name, let resizable):
            return resizable ? Size(w: pw, h: ph) : Size(w: min(pw, name.count + 2), h: min(1, ph))
        case .spacer(let m): return Size(w: 0, h: m)
        case .divider: return Size(w: pw, h: min(1, ph))
        case .fill: return Size(w: pw, h: ph)
        case .progress(_, let label):
            let l = label.map { measure($0, pw, max(0, ph - 1)) } ?? Size(w: 0, h: 0)
            return Size(w: pw, h: min(ph, l.h + 1))
        case .padded(let t, let l, let bo, let tr, let inner):
            let s = measure(inner, pw - l - tr, ph - t - bo)
            return Size(w: min(pw, s.w + l + tr), h: min(ph, s.h + t + bo))
        case .framed(let f, let inner):
            let ow = f.width ?? min(pw, f.maxWidth ?? pw)
            let oh = f.height ?? min(ph, f.maxHeight ?? ph)
            let s = measure(inner, ow, oh)
            var w = f.width ?? s.w
            var h = f.height ?? s.h
            if f.maxWidth != nil, f.width == nil { w = min(pw, f.maxWidth ?? pw) }
            if f.maxHeight != nil, f.height == nil { h = min(ph, f.maxHeight ?? ph) }
            if let m = f.minWidth { w = max(w, m) }
            if let m = f.minHeight { h = max(h, m) }
            return Size(w: min(w, pw), h: min(h, ph))
        case .layered(_, _, let content, _): return measure(content, pw, ph)
        case .background(_, let inner): return measure(inner, pw, ph)
        case .zstack(_, let children):
            let sizes = children.map { measure($0, pw, ph) }
            return Size(w: sizes.map(\.w).max() ?? 0, h: sizes.map(\.h).max() ?? 0)
        case .tip(let title, _, let children):
            let inner = max(0, pw - 4)
            let t = Self.wrap(title, width: inner, limit: 2).count
            let rest = children.reduce(0) { $0 + measure($1, inner, ph).h }
            return Size(w: pw, h: min(ph, t + rest + 2))
        case .stack(let vertical, _, let spacing, let children):
            let sizes = stackSizes(vertical: vertical, spacing: spacing, children, pw, ph)
            let gaps = gapsCount(children, sizes) * (spacing ?? (vertical ? 0 : 1))
            if vertical {
                return Size(w: min(pw, sizes.map(\.w).max() ?? 0), h: min(ph, sizes.reduce(0) { $0 + $1.h } + gaps))
            }
            return Size(w: min(pw, sizes.reduce(0) { $0 + $1.w } + gaps), h: min(ph, sizes.map(\.h).max() ?? 0))
        }
    }

    /// Gaps between the children that take space (an empty child is no child).
    func gapsCount(_ children: [Box], _ sizes: [Size]) -> Int {
        var count = 0
        for (c, s) in zip(children, sizes) where !isEmpty(c) || s.w > 0 || s.h > 0 { count += 1 }
        return max(0, count - 1)
    }

    func isEmpty(_ b: Box) -> Bool {
        if case .empty = b { return true }
        return false
    }

    /// Whether `b` grows with the space offered along the stack's axis (a spacer, a color, a resizable image, a frame
    /// with an infinite maximum, or a stack holding one).
    func flexible(_ b: Box, vertical: Bool) -> Bool {
        switch b {
        case .spacer, .fill: return true
        case .image(_, let resizable): return resizable
        case .progress, .tip, .divider: return !vertical && { if case .divider = b { return false } else { return true } }()
        case .framed(let f, let inner):
            if vertical { return f.height == nil && ((f.maxHeight ?? 0) >= Self.unbounded || (f.maxHeight == nil && flexible(inner, vertical: true))) }
            return f.width == nil && ((f.maxWidth ?? 0) >= Self.unbounded || (f.maxWidth == nil && flexible(inner, vertical: false)))
        case .padded(_, _, _, _, let inner), .background(_, let inner), .layered(_, _, let inner, _): return flexible(inner, vertical: vertical)
        case .stack(_, _, _, let children), .zstack(_, let children): return children.contains { flexible($0, vertical: vertical) }
        case .empty, .text, .image: return false
        }
    }

    /// A leaf's natural length along the axis, without laying it out (nil for containers).
    func natural(_ b: Box, vertical: Bool) -> Int? {
        switch b {
        case .text(let s, let date, _): return vertical ? 1 : text(s, date).count
        case .image(let name, false): return vertical ? 1 : name.count + 2
        case .empty: return 0
        default: return nil
        }
    }

    /// The children's sizes in a stack: fixed children first (the shortest leaves first), then flexible ones, then
    /// spacers, each offered an equal share of what is left. Each child is measured once.
    func stackSizes(vertical: Bool, spacing: Int?, _ children: [Box], _ pw: Int, _ ph: Int) -> [Size] {
        let along = vertical ? ph : pw
        let gap = spacing ?? (vertical ? 0 : 1)
        var remaining = along - gap * max(0, children.filter { !isEmpty($0) }.count - 1)
        let rank: [(Int, Int, Int)] = children.enumerated().map { i, c in
            if case .spacer = c { return (2, 0, i) }
            if flexible(c, vertical: vertical) { return (1, 0, i) }
            return (0, natural(c, vertical: vertical) ?? Self.unbounded, i)
        }
        let order = children.indices.sorted { rank[$0] < rank[$1] }
        var sizes = Array(repeating: Size(w: 0, h: 0), count: children.count)
        var left = children.count
        for i in order {
            let offer = max(0, remaining / max(1, left))
            var size: Size
            if case .spacer(let m) = children[i] {
                size = vertical ? Size(w: 0, h: max(m, offer)) : Size(w: max(m, offer), h: 0)
            } else if rank[i].0 == 0 {
                size = vertical ? measure(children[i], pw, max(0, remaining)) : measure(children[i], max(0, remaining), ph)
            } else {
                size = vertical ? measure(children[i], pw, offer) : measure(children[i], offer, ph)
            }
            sizes[i] = size
            remaining -= vertical ? size.h : size.w
            left -= 1
        }
        return sizes
    }

    // MARK: Placing

    static func offset(_ alignment: String, _ free: Int, horizontal: Bool) -> Int {
        let parts = alignment.split(separator: ",").map(String.init)
        let part = parts.count == 2 ? (horizontal ? parts[0] : parts[1]) : alignment
        switch part {
        case "leading", "top": return 0
        case "trailing", "bottom": return max(0, free)
        default: return max(0, free / 2)
        }
    }

    func place(_ b: Box, _ r: Rect, _ ops: inout [Operation]) {
        switch b {
        case .empty, .spacer: return
        case .text(let s, let date, let style):
            let lines = Self.wrap(text(s, date), width: r.width, limit: min(style.lineLimit ?? Int.max, max(1, r.height)))
            for (i, line) in lines.enumerated() {
                let x = style.alignment == "center" ? r.x + (r.width - line.count) / 2 : style.alignment == "trailing" ? r.x + r.width - line.count : r.x
                ops.append(.text(x: x, y: r.y + i, line, bold: style.bold, italic: style.italic, redacted: style.redacted, color: style.color))
            }
        case .image(let name, _): ops.append(.image(r, name))
        case .divider: ops.append(.rule(r, horizontal: r.width >= r.height))
        case .fill(let color, let shape): ops.append(.fill(r, color: color, shape: shape))
        case .progress(let fraction, let label):
            if let label { place(label, Rect(x: r.x, y: r.y, width: r.width, height: r.height - 1), &ops) }
            ops.append(.progress(Rect(x: r.x, y: r.y + r.height - 1, width: r.width, height: 1), fraction: fraction))
        case .padded(let t, let l, let bo, let tr, let inner):
            place(inner, Rect(x: r.x + l, y: r.y + t, width: r.width - l - tr, height: r.height - t - bo), &ops)
        case .framed(let f, let inner):
            let s = measure(inner, r.width, r.height)
            place(inner, Rect(x: r.x + Self.offset(f.alignment, r.width - s.w, horizontal: true),
                              y: r.y + Self.offset(f.alignment, r.height - s.h, horizontal: false), width: s.w, height: s.h), &ops)
        case .background(let color, let inner):
            ops.append(.fill(r, color: color, shape: nil))
            place(inner, r, &ops)
        case .layered(let overlay, let alignment, let content, let decoration):
            let s = measure(decoration, r.width, r.height)
            let d = Rect(x: r.x + Self.offset(alignment, r.width - s.w, horizontal: true),
                         y: r.y + Self.offset(alignment, r.height - s.h, horizontal: false), width: s.w, height: s.h)
            if !overlay { place(decoration, d, &ops) }
            place(content, r, &ops)
            if overlay { place(decoration, d, &ops) }
        case .zstack(let alignment, let children):
            for c in children {
                let s = measure(c, r.width, r.height)
                place(c, Rect(x: r.x + Self.offset(alignment, r.width - s.w, horizontal: true),
                              y: r.y + Self.offset(alignment, r.height - s.h, horizontal: false), width: s.w, height: s.h), &ops)
            }
        case .tip(let title, let style, let children):
            ops.append(.box(r))
            let inner = Rect(x: r.x + 2, y: r.y + 1, width: r.width - 4, height: r.height - 2)
            let t = Self.wrap(title, width: inner.width, limit: 2)
            for (i, line) in t.enumerated() where i < inner.height {
                ops.append(.text(x: inner.x, y: inner.y + i, line, bold: true, italic: false, redacted: style.redacted, color: style.color))
            }
            var y = inner.y + t.count
            for c in children where y < inner.y + inner.height {
                let s = measure(c, inner.width, inner.y + inner.height - y)
                place(c, Rect(x: inner.x, y: y, width: s.w, height: s.h), &ops)
                y += s.h
            }
        case .stack(let vertical, let alignment, let spacing, let children):
            let sizes = stackSizes(vertical: vertical, spacing: spacing, children, r.width, r.height)
            let gap = spacing ?? (vertical ? 0 : 1)
            var cursor = vertical ? r.y : r.x
            for (c, s) in zip(children, sizes) {
                if isEmpty(c) { continue }
                if vertical {
                    let x = r.x + Self.offset(alignment, r.width - s.w, horizontal: true)
                    place(c, Rect(x: x, y: cursor, width: s.w, height: s.h), &ops)
                    cursor += s.h + gap
                } else {
                    let y = r.y + Self.offset(alignment, r.height - s.h, horizontal: false)
                    place(c, Rect(x: cursor, y: y, width: s.w, height: s.h), &ops)
                    cursor += s.w + gap
                }
            }
        }
    }
}
