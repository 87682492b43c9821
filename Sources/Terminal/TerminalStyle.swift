/// Decides whether output may be coloured and wraps text in ANSI SGR sequences.
public enum TerminalStyle {
    /// True when colour should be used: a non-empty `NO_COLOR` disables it, a non-empty
    /// `FORCE_COLOR` enables it, `TERM=dumb` disables it, otherwise colour follows `isTTY`.
    public static func colourEnabled(env: [String: String], isTTY: Bool) -> Bool {
        if let noColour = env["NO_COLOR"], !noColour.isEmpty { return false }
        if let force = env["FORCE_COLOR"], !force.isEmpty { return true }
        if env["TERM"] == "dumb" { return false }
        return isTTY
    }

    /// An SGR attribute used to style REPL output.
    public enum Attribute: String, Sendable, CaseIterable {
        /// Bold text.
        case bold = "1"
        /// Dimmed text, for hints.
        case dim = "2"
        /// Red, for errors.
        case red = "31"
        /// Green, for success.
        case green = "32"
        /// Yellow, for warnings.
        case yellow = "33"
        /// Blue.
        case blue = "34"
        /// Cyan, for prompts and names.
        case cyan = "36"
    }

    /// Wraps `text` in the attributes' SGR codes when `enabled`, else returns it unchanged.
    public static func paint(_ text: String, _ attributes: Attribute..., enabled: Bool) -> String {
        guard enabled, !attributes.isEmpty, !text.isEmpty else { return text }
        let codes = attributes.map(\.rawValue).joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }
}
