import Foundation

/// Draws a `SimViewLayout.Drawing` as SVG at the widget's size in points: the container background, fills in their
/// colors, text on the layout's grid, images as labelled placeholders. Byte-identical for the same drawing.
public enum SimViewSVG {
    /// The colors of SwiftUI's named colors (the light appearance).
    static let palette: [String: String] = [
        "black": "#000000", "white": "#ffffff", "gray": "#8e8e93", "red": "#ff3b30", "green": "#34c759", "blue": "#007aff",
        "orange": "#ff9500", "yellow": "#ffcc00", "pink": "#ff2d55", "purple": "#af52de", "mint": "#00c7be", "teal": "#30b0c7",
        "cyan": "#32ade6", "indigo": "#5856d6", "brown": "#a2845e", "clear": "none", "primary": "#000000", "secondary": "#6e6e73",
        "tertiary": "#8e8e93", "quaternary": "#c7c7cc", "quinary": "#e5e5ea", "accentColor": "#007aff", "tint": "#007aff",
        "foreground": "#000000", "background": "#ffffff", "systemBackground": "#ffffff",
    ]

    /// An SVG color for a SwiftUI color or style name (`red`, `rgb(0.20,0.40,1.00)`, `linear(gradient(blue,purple))`,
    /// `asset(Brand)`); an unknown name gets a gray.
    public static func color(_ name: String) -> String {
        var n = name
        if let at = n.firstIndex(of: "@") { n = String(n[..<at]) }
        if let c = palette[n] { return c }
        if n.hasPrefix("rgb("), n.hasSuffix(")") {
            let parts = n.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0) }
            if parts.count >= 3 {
                return "#" + parts.prefix(3).map { v -> String in
                    let i = Int((min(max(v, 0), 1) * 255).rounded())
                    return (i < 16 ? "0" : "") + String(i, radix: 16)
                }.joined()
            }
        }
        if let open = n.firstIndex(of: "("), n.hasSuffix(")") {
            let inner = n[n.index(after: open)..<n.index(before: n.endIndex)]
            let first = inner.split(separator: ",").first.map(String.init) ?? ""
            return color(first.hasPrefix("gradient(") ? String(first.dropFirst(9)) : first)
        }
        return "#d1d1d6"
    }

    /// `text` with XML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    static func n(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    /// The drawing as an `<svg>` element titled `label`, `cornerRadius` points round (a widget's 22).
    public static func svg(_ drawing: SimViewLayout.Drawing, label: String, cornerRadius: Double = 22) -> String {
        let cw = SimViewLayout.cellWidth, ch = SimViewLayout.cellHeight
        let w = Double(drawing.width) * cw, h = Double(drawing.height) * ch
        var out = "<svg class=\"widget-view\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w))\" height=\"\(n(h))\""
        out += " role=\"img\" aria-label=\"\(escape(label))\">\n<title>\(escape(label))</title>\n"
        let background = drawing.background.map(color) ?? "#ffffff"
        out += "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(w - 1))\" height=\"\(n(h - 1))\" rx=\"\(n(cornerRadius))\" fill=\"\(background)\" stroke=\"#c7c7cc\"/>\n"
        let dark = isDark(background)
        for op in drawing.operations {
            switch op {
            case .fill(let r, let c, let shape):
                let fill = color(c)
                guard fill != "none" else { continue }
                let (x, y, rw, rh) = (Double(r.x) * cw, Double(r.y) * ch, Double(r.width) * cw, Double(r.height) * ch)
                let radius = shape == "Circle" || shape == "Capsule" || shape == "Ellipse" ? min(rw, rh) / 2 : shape == "RoundedRectangle" ? 8 : 0
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(rw))\" height=\"\(n(rh))\" rx=\"\(n(radius))\" fill=\"\(fill)\"/>\n"
            case .text(let x, let y, let s, let bold, let italic, let redacted, let c):
                let tx = Double(x) * cw, ty = Double(y) * ch
                let columns = Double(s.reduce(0) { $0 + CharacterWidth.of($1) })   // an emoji is two cells wide, as in the text drawing
                if redacted {
                    out += "<rect x=\"\(n(tx))\" y=\"\(n(ty + 4))\" width=\"\(n(columns * cw))\" height=\"\(n(ch - 8))\" rx=\"4\" fill=\"#d1d1d6\"/>\n"
                    continue
                }
                let fill = c.map(color) ?? (dark ? "#ffffff" : "#000000")
                out += "<text x=\"\(n(tx))\" y=\"\(n(ty + ch - 5))\" textLength=\"\(n(columns * cw))\" lengthAdjust=\"spacingAndGlyphs\""
                out += " font-family=\"DejaVu Sans Mono, monospace\" font-size=\"13\" fill=\"\(fill)\""
                out += (bold ? " font-weight=\"bold\"" : "") + (italic ? " font-style=\"italic\"" : "") + ">\(escape(s))</text>\n"
            case .image(let r, let name):
                let (x, y, rw, rh) = (Double(r.x) * cw, Double(r.y) * ch, Double(r.width) * cw, Double(r.height) * ch)
                out += "<g class=\"image\"><rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"\(n(max(0, rw - 2)))\" height=\"\(n(max(0, rh - 2)))\" rx=\"4\""
                out += " fill=\"#e5e5ea\" stroke=\"#8e8e93\" stroke-dasharray=\"3 2\"/>"
                out += "<text x=\"\(n(x + rw / 2))\" y=\"\(n(y + rh / 2 + 4))\" text-anchor=\"middle\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"10\""
                out += " fill=\"#3a3a3c\">\(escape(name))</text></g>\n"
            case .rule(let r, let horizontal):
                let (x, y) = (Double(r.x) * cw, Double(r.y) * ch)
                if horizontal {
                    out += "<line x1=\"\(n(x))\" y1=\"\(n(y + ch / 2))\" x2=\"\(n(x + Double(r.width) * cw))\" y2=\"\(n(y + ch / 2))\" stroke=\"#c7c7cc\"/>\n"
                } else {
                    out += "<line x1=\"\(n(x + cw / 2))\" y1=\"\(n(y))\" x2=\"\(n(x + cw / 2))\" y2=\"\(n(y + Double(r.height) * ch))\" stroke=\"#c7c7cc\"/>\n"
                }
            case .progress(let r, let fraction):
                let (x, y, rw) = (Double(r.x) * cw, Double(r.y) * ch + ch / 2 - 3, Double(r.width) * cw)
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(rw))\" height=\"6\" rx=\"3\" fill=\"#e5e5ea\"/>"
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(rw * min(max(fraction ?? 0.5, 0), 1)))\" height=\"6\" rx=\"3\" fill=\"#007aff\"/>\n"
            case .box(let r):
                let (x, y, rw, rh) = (Double(r.x) * cw, Double(r.y) * ch, Double(r.width) * cw, Double(r.height) * ch)
                out += "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"\(n(max(0, rw - 2)))\" height=\"\(n(max(0, rh - 2)))\" rx=\"10\" fill=\"#f2f2f7\" stroke=\"#c7c7cc\"/>\n"
            }
        }
        return out + "</svg>"
    }

    /// Whether a `#rrggbb` color is dark (text on it is drawn white).
    static func isDark(_ hex: String) -> Bool {
        guard hex.count == 7, hex.hasPrefix("#"), let v = Int(hex.dropFirst(), radix: 16) else { return false }
        let r = Double((v >> 16) & 0xff), g = Double((v >> 8) & 0xff), b = Double(v & 0xff)
        return 0.299 * r + 0.587 * g + 0.114 * b < 128
    }
}
