/// How many terminal columns a character takes: East Asian wide and fullwidth characters and emoji take two, combining
/// marks and zero-width characters none (they belong to the character before them), everything else one. The one
/// classification: the screen's `DisplayWidth` and the widget canvas (`SimViewCanvas`) both ask it.
public enum CharacterWidth {
    /// The columns of one character (a grapheme cluster), judged by its first scalar.
    public static func of(_ c: Character) -> Int {
        guard let first = c.unicodeScalars.first else { return 0 }
        let v = first.value
        if v == 0x200B || v == 0x200D || v == 0xFEFF { return 0 }
        if c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    /// Whether a code point is East Asian Wide or Fullwidth (the main blocks of Unicode's EastAsianWidth.txt).
    public static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
