/// Draws a `SimViewLayout.Drawing` as lines of text, one character a cell: text as it is (redacted text as blocks),
/// images as their name in brackets (a box when they have room), dividers as rules, progress as a bar. Colors and
/// backgrounds have no character; the SVG drawing shows them.
public enum SimViewCanvas {
    /// The drawing as `drawing.height` lines of exactly `drawing.width` columns (a wide character counts two);
    /// `unicode` draws rules and boxes with box-drawing characters, else with `-`, `|` and `+`.
    public static func lines(_ drawing: SimViewLayout.Drawing, unicode: Bool) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: drawing.width), count: drawing.height)
        let tail: Character = "\u{0}"
        func put(_ x: Int, _ y: Int, _ c: Character) {
            guard y >= 0, y < drawing.height, x >= 0, x < drawing.width else { return }
            grid[y][x] = c
        }
        // A wide character (an emoji, a CJK ideograph) takes two columns of a terminal: the cell after it holds `tail`,
        // which the lines leave out, so every line is `drawing.width` columns wide as a terminal shows it.
        func write(_ x: Int, _ y: Int, _ s: String, limit: Int) {
            let end = min(drawing.width, x + max(0, limit))
            var column = x
            for c in s {
                let width = CharacterWidth.of(c)
                if width == 0 { continue }
                guard column + width <= end else { break }
                put(column, y, c == tail ? "?" : c)
                if width == 2 { put(column + 1, y, tail) }
                column += width
            }
        }
        let h: Character = unicode ? "─" : "-", v: Character = unicode ? "│" : "|"
        let corners: [Character] = unicode ? ["╭", "╮", "╰", "╯"] : ["+", "+", "+", "+"]
        for op in drawing.operations {
            switch op {
            case .text(let x, let y, let s, _, _, let redacted, _):
                write(x, y, redacted ? String(s.map { $0 == " " ? " " : (unicode ? "▒" : "#") }) : s, limit: drawing.width - x)
            case .image(let r, let name):
                guard r.width > 0, r.height > 0 else { continue }
                if r.height >= 3, r.width >= 4 {
                    box(r, h: h, v: v, corners: corners, put: put)
                    let label = String(name.prefix(r.width - 2))
                    write(r.x + (r.width - label.count) / 2, r.y + r.height / 2, label, limit: r.width - 2)
                } else {
                    let label = "[" + name + "]"
                    write(r.x, r.y + r.height / 2, label.count > r.width ? String(label.prefix(max(0, r.width - 1))) + "]" : label, limit: r.width)
                }
            case .rule(let r, let horizontal):
                if horizontal { for x in r.x..<(r.x + r.width) { put(x, r.y, h) } } else { for y in r.y..<(r.y + r.height) { put(r.x, y, v) } }
            case .progress(let r, let fraction):
                let filled = Int(((fraction ?? 0.5) * Double(r.width)).rounded())
                for i in 0..<r.width { put(r.x + i, r.y, i < filled ? (unicode ? "█" : "=") : (unicode ? "░" : "-")) }
            case .box(let r):
                box(r, h: h, v: v, corners: corners, put: put)
            case .fill:
                continue
            }
        }
        return grid.map { row in
            // A wide character keeps its tail cell; one whose tail was drawn over (or a tail whose character was)
            // becomes a one-column stand-in, so the line stays exactly `drawing.width` columns.
            var line = ""
            for (i, c) in row.enumerated() {
                if c == tail {
                    if i == 0 || CharacterWidth.of(row[i - 1]) != 2 { line.append(" ") }
                } else if CharacterWidth.of(c) == 2, i + 1 >= row.count || row[i + 1] != tail {
                    line.append("?")
                } else {
                    line.append(c)
                }
            }
            return line
        }
    }

    private static func box(_ r: SimViewLayout.Rect, h: Character, v: Character, corners: [Character],
                            put: (Int, Int, Character) -> Void) {
        guard r.width >= 2, r.height >= 2 else { return }
        for x in (r.x + 1)..<(r.x + r.width - 1) {
            put(x, r.y, h)
            put(x, r.y + r.height - 1, h)
        }
        for y in (r.y + 1)..<(r.y + r.height - 1) {
            put(r.x, y, v)
            put(r.x + r.width - 1, y, v)
        }
        put(r.x, r.y, corners[0])
        put(r.x + r.width - 1, r.y, corners[1])
        put(r.x, r.y + r.height - 1, corners[2])
        put(r.x + r.width - 1, r.y + r.height - 1, corners[3])
    }
}
