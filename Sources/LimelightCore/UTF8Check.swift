import Foundation

/// Whether bytes are valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF), in one pass that
/// reads eight ASCII bytes at a time: what a snapshot's 86 MB or a canonical JSON string is checked with before it is
/// taken as text, without building the `String` that `String(validating:)` builds through its generic path.
public enum UTF8Check {
    /// Whether `bytes` are valid UTF-8.
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var i = 0
        while i < count {
            // Eight ASCII bytes at a time.
            while i + 8 <= count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < count else { return true }
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            let need: Int, low: UInt8, high: UInt8
            switch b0 {
            case 0xC2...0xDF: (need, low, high) = (1, 0x80, 0xBF)
            case 0xE0: (need, low, high) = (2, 0xA0, 0xBF)          // no overlong three-byte forms
            case 0xE1...0xEC, 0xEE, 0xEF: (need, low, high) = (2, 0x80, 0xBF)
            case 0xED: (need, low, high) = (2, 0x80, 0x9F)          // no surrogates
            case 0xF0: (need, low, high) = (3, 0x90, 0xBF)          // no overlong four-byte forms
            case 0xF1...0xF3: (need, low, high) = (3, 0x80, 0xBF)
            case 0xF4: (need, low, high) = (3, 0x80, 0x8F)          // nothing past U+10FFFF
            default: return false
            }
            guard i + need < count else { return false }
            let b1 = bytes[i + 1]
            guard b1 >= low, b1 <= high else { return false }
            for k in stride(from: 2, through: need, by: 1) where bytes[i + k] & 0xC0 != 0x80 { return false }
            i += need + 1
        }
        return true
    }

    /// Whether `bytes` are valid UTF-8.
    public static func isValid(_ bytes: some ContiguousBytes) -> Bool {
        bytes.withUnsafeBytes { isValid($0) }
    }
}
