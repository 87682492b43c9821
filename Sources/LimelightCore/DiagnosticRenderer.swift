/// Renders diagnostics the way compilers do: `file:line:col: error: message`, the source line, and a caret.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the severity and caret with ANSI escapes.
    public var colour: Bool
    /// The terminal's width, when known: the message and `help:` lines are wrapped to it (the source line and its caret
    /// are not, so the caret stays under the word); nil leaves them whole, as files, pipes and editors want them.
    public var width: Int?

    /// Creates a renderer, plain and unwrapped by default.
    public init(colour: Bool = false, width: Int? = nil) {
        self.colour = colour
        self.width = width.map { max(20, $0) }
    }

    /// Renders one diagnostic against the lines of the text it refers to (split once for all of a file's diagnostics:
    /// splitting the whole text per diagnostic made a file with many errors quadratic).
    public func render(_ d: Diagnostic, file: String, lines: [String]) -> String {
        let n = d.range.start.line
        return render(d, file: file, lineText: n >= 1 && n <= lines.count ? lines[n - 1] : "")
    }

    /// Renders one diagnostic against the text it refers to; `file` may be a path or a label such as `<repl>`. For
    /// several diagnostics of one text, split it once and use `render(_:file:lines:)`.
    public func render(_ d: Diagnostic, file: String, source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let lineText = d.range.start.line - 1 < lines.count && d.range.start.line >= 1 ? String(lines[d.range.start.line - 1]) : ""
        return render(d, file: file, lineText: lineText)
    }

    /// Renders one diagnostic given the single line it points into; a long line is shown as a window around the caret.
    public func render(_ d: Diagnostic, file: String, lineText: String) -> String {
        let sev = paint(d.severity.rawValue, d.severity == .error ? "31" : d.severity == .warning ? "33" : "36")
        let place = "\(file):\(d.range.start.line):\(d.range.start.column): "
        var out = wrapped(place + d.severity.rawValue + ": " + Self.visible(d.message), indent: 2)
            .replacingOccurrences(of: place + d.severity.rawValue + ":", with: place + sev + ":", options: .anchored) + "\n"
        let chars = Array(lineText.prefix(Self.scanLimit))
        let startCol = max(1, d.range.start.column)
        let fullWidth = d.range.end.line == d.range.start.line ? max(1, d.range.end.column - startCol) : max(1, chars.count - startCol + 1)
        // The shown slice of the line: all of it when short, else a window that keeps the caret in view.
        var lower = 0, upper = chars.count
        if chars.count > Self.windowWidth {
            lower = min(max(0, startCol - 1 - Self.windowLead), max(0, chars.count - Self.windowWidth))
            upper = min(chars.count, lower + Self.windowWidth)
        }
        let head = lower > 0 ? "…" : "", tail = upper < chars.count || lineText.count > chars.count ? "…" : ""
        let shown = Self.visible(String(chars[lower..<upper]).replacingOccurrences(of: "\t", with: " "))
        out += "  \(head)\(shown)\(tail)\n"
        let caretColumn = min(max(0, startCol - 1 - lower), upper - lower) + head.count
        let width = max(1, min(fullWidth, upper - lower - (caretColumn - head.count)))
        out += "  " + String(repeating: " ", count: caretColumn) + paint("^" + String(repeating: "~", count: width - 1), "32")
        // The help line is the fix-it's message when there is one (the suggestion is then that message too).
        if let s = d.fixIts.first?.message ?? d.suggestion {
            let help = wrapped("  help: " + Self.visible(String(s.prefix(Self.windowWidth * 4))), indent: 8)
            out += "\n" + help.replacingOccurrences(of: "  help:", with: "  " + paint("help", "36") + ":", options: .anchored)
        }
        return out
    }

    /// How many characters of a line are shown at most; a longer line is shown as a window around the caret.
    public static let windowWidth = 120
    /// How many characters before the caret a window keeps.
    static let windowLead = 40
    /// How far into a line the renderer looks (a caret past it is shown at the window's end).
    static let scanLimit = 1 << 20

    /// `text` safe to print on a terminal, character for character (so the caret stays in its column): a control
    /// character echoed from the input (an escape sequence, a NUL) becomes its control picture (␛, ␀), and a C1 control
    /// or a bidirectional override, which would reorder the line around it ("Trojan Source"), becomes U+FFFD.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isHidden(scalar) else { out.append(scalar); continue }
            switch scalar.value {
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: out.append("\u{2421}")
            default: out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    /// Whether `visible` hides `scalar`: a control other than a line end, or a bidirectional formatting character. The
    /// one classification of what may not reach a terminal (`screen`'s cleaning uses it too).
    public static func hides(_ scalar: Unicode.Scalar) -> Bool { isHidden(scalar) }

    /// Controls other than a line end and bidirectional formatting characters.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` word-wrapped to `width` (continuation lines indented by `indent`), or as it is when no width is set or
    /// it fits; a word longer than the width stays whole.
    public func wrapped(_ text: String, indent: Int) -> String {
        guard let width, text.count > width else { return text }
        let pad = String(repeating: " ", count: indent)
        let leading = text.prefix { $0 == " " }
        var lines: [String] = []
        var current = String(leading)
        var empty = true
        for word in text.dropFirst(leading.count).split(separator: " ") {
            if !empty, current.count + 1 + word.count > width {
                lines.append(current)
                current = pad + word
            } else {
                current += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
