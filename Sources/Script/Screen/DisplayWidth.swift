import LimelightCore

/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two, combining marks
/// and zero-width characters none (they belong to the character before them), everything else one.
public enum DisplayWidth {
    /// The columns of one character (a grapheme cluster), judged by its first scalar (`CharacterWidth`).
    public static func of(_ c: Character) -> Int { CharacterWidth.of(c) }

    /// The columns of a string.
    public static func of(_ s: String) -> Int {
        var n = 0
        for c in s { n += of(c) }
        return n
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut; control characters
    /// (which would move the cursor or colour the terminal) become `?`. Never splits a character.
    public static func fit(_ text: String, _ width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let clean = sanitized(text)
        if of(clean) <= width { return clean }
        let room = width - of(ellipsis)
        guard room >= 0 else { return String(repeating: ".", count: width) }
        var out = "", used = 0
        for c in clean {
            let w = of(c)
            if used + w > room { break }
            out.append(c)
            used += w
        }
        return out + ellipsis
    }

    /// `text` padded with spaces on the right to `width` columns (text must already fit).
    public static func pad(_ text: String, _ width: Int) -> String {
        let w = of(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// `text` with control characters (C0, DEL, C1) and bidirectional formatting characters replaced by `?` (ASCII, as
    /// `screen` draws in ASCII by default); what counts is `DiagnosticRenderer.hides`, the one classification.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars { out.append(isControl(s) ? "?" : s) }
        return String(out)
    }

    /// What `DiagnosticRenderer.visible` hides (controls, bidirectional overrides), and line ends (a screen row is one line).
    private static func isControl(_ s: Unicode.Scalar) -> Bool { s.value == 0x0A || DiagnosticRenderer.hides(s) }
}
