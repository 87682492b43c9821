/// Text made safe for HTML: the five markup characters escaped and control characters (other than tab and newline)
/// replaced, so anything a scenario prints, including `<script>`, stays text.
public enum HTML {
    /// `text` escaped for element content and for attribute values in double or single quotes.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A value usable as an element id: letters, digits and `-`, from any text (never empty).
    public static func identifier(_ text: String) -> String {
        var out = ""
        var dash = false
        for c in text.unicodeScalars {
            if (c.value < 128 && (c.properties.isAlphabetic || ("0"..."9").contains(c))) {
                out.unicodeScalars.append(c)
                dash = false
            } else if !dash, !out.isEmpty {
                out += "-"
                dash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "x" : out
    }
}
