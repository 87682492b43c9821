/// Which characters a screen is drawn with: box drawing, or plain ASCII (`+-|`) for terminals that lack it
/// (`NO_COLOR`, `TERM=dumb`) and for scenario output, which must not depend on the terminal.
public enum ScreenCharset: String, Sendable, CaseIterable {
    case unicode, ascii
}

/// Draws a `ScreenPicture` as lines of text exactly `width` columns wide (wide characters count twice), cutting long
/// text with an ellipsis.
public struct ScreenRenderer: Sendable {
    /// The width the screen is drawn at unless `--width` says otherwise: a phone held upright.
    public static let defaultWidth = 40
    /// The widths `--width` accepts.
    public static let widthRange = 20...200

    /// The width in columns, within `widthRange`.
    public let width: Int
    /// The characters the frame is drawn with.
    public let charset: ScreenCharset

    /// Creates a renderer; a width outside `widthRange` is brought into it.
    public init(width: Int = ScreenRenderer.defaultWidth, charset: ScreenCharset) {
        self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
        self.charset = charset
    }

    /// The frame characters of a character set.
    struct Glyphs {
        let h: String, v: String, tl: String, tr: String, bl: String, br: String, lt: String, rt: String
        let chevron: String, ellipsis: String
    }

    var glyphs: Glyphs {
        switch charset {
        case .unicode: Glyphs(h: "─", v: "│", tl: "┌", tr: "┐", bl: "└", br: "┘", lt: "├", rt: "┤", chevron: "›", ellipsis: "…")
        case .ascii: Glyphs(h: "-", v: "|", tl: "+", tr: "+", bl: "+", br: "+", lt: "+", rt: "+", chevron: ">", ellipsis: "...")
        }
    }

    /// The columns inside the frame and its one-space margins.
    var inner: Int { width - 4 }

    /// The picture as lines, each exactly `width` columns.
    public func render(_ picture: ScreenPicture) -> [String] {
        let g = glyphs
        let rule = String(repeating: g.h, count: width - 2)
        var out = [g.tl + rule + g.tr]
        out.append(framed(split(picture.title, picture.status)))
        for section in picture.sections {
            out.append(g.lt + rule + g.rt)
            for row in section { out += lines(row).map(framed) }
        }
        out.append(g.bl + rule + g.br)
        return out
    }

    /// A content line (already fitting `inner`) between the frame's sides.
    private func framed(_ content: String) -> String {
        glyphs.v + " " + DisplayWidth.pad(content, inner) + " " + glyphs.v
    }

    private func fit(_ text: String, _ columns: Int) -> String { DisplayWidth.fit(text, columns, ellipsis: glyphs.ellipsis) }

    /// The content lines of one row.
    func lines(_ row: ScreenRow) -> [String] {
        switch row {
        case .text(let text, let indent):
            let i = min(max(indent, 0), inner / 2)
            return [String(repeating: " ", count: i) + fit(text, inner - i)]
        case .split(let left, let right):
            return [split(left, right)]
        case .path(let parts):
            return [path(parts)]
        case .tabs(let tabs, let selected):
            return [tabBar(tabs, selected: selected)]
        case .card(let title, let body):
            return card(title: title, body: body)
        case .blank:
            return [""]
        }
    }

    /// Left text and right text pushed to the right edge; the left side gives way first.
    private func split(_ left: String, _ right: String) -> String {
        let r = DisplayWidth.sanitized(right)
        let rw = DisplayWidth.of(r)
        guard !r.isEmpty else { return fit(left, inner) }
        guard rw + 2 <= inner else { return fit(left.isEmpty ? r : left + " " + r, inner) }
        let l = fit(left, inner - rw - 1)
        return DisplayWidth.pad(l, inner - rw) + r
    }

    /// A navigation path; when too long, the outermost parts give way to an ellipsis.
    private func path(_ parts: [String]) -> String {
        let sep = " \(glyphs.chevron) "
        var shown = parts.map(DisplayWidth.sanitized)
        var cut = false
        while shown.count > 1 {
            let text = ((cut ? [glyphs.ellipsis] : []) + shown).joined(separator: sep)
            if DisplayWidth.of(text) <= inner { return text }
            shown.removeFirst()
            cut = true
        }
        return fit(((cut ? [glyphs.ellipsis] : []) + shown).joined(separator: sep), inner)
    }

    /// A tab bar with the selected tab in brackets; when too wide, the tabs farthest from the selected one give way.
    private func tabBar(_ tabs: [String], selected: String?) -> String {
        var shown = tabs.map(DisplayWidth.sanitized)
        let anchor = selected.flatMap { shown.firstIndex(of: DisplayWidth.sanitized($0)) } ?? 0
        var low = 0, high = shown.count
        func text() -> String {
            let cells = shown[low..<high].map { $0 == selected.map(DisplayWidth.sanitized) ? "[\($0)]" : " \($0) " }
            return (low > 0 ? glyphs.ellipsis : "") + cells.joined(separator: " ") + (high < shown.count ? glyphs.ellipsis : "")
        }
        while high - low > 1, DisplayWidth.of(text()) > inner {
            if high - 1 - anchor >= anchor - low { high -= 1 } else { low += 1 }
        }
        return fit(text(), inner)
    }

    /// A framed card the width of the screen's inside, its title set in the top edge.
    private func card(title: String, body: [String]) -> [String] {
        let g = glyphs
        let bodyWidth = inner - 4
        let label = title.isEmpty ? "" : " " + fit(title, inner - 6) + " "
        let top = g.tl + g.h + label + String(repeating: g.h, count: max(0, inner - 3 - DisplayWidth.of(label))) + g.tr
        var out = [top]
        for line in body { out.append(g.v + " " + DisplayWidth.pad(fit(line, bodyWidth), bodyWidth) + " " + g.v) }
        out.append(g.bl + String(repeating: g.h, count: inner - 2) + g.br)
        return out
    }
}
