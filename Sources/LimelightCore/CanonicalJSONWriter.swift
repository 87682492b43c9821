/// Writes canonical JSON (`CanonicalJSON`) straight into bytes, for the world's big lists (items, events), where
/// `JSONEncoder` — which builds a tree of every value, then sorts and writes it — costs ten times the bytes it writes.
/// The bytes are exactly `JSONEncoder`'s: the same escapes (`\b \t \n \f \r`, other control characters as `\u00xx`, a
/// quote and a backslash, nothing else), numbers as `Double.description` without a trailing `.0`, and "nan", "inf" and
/// "-inf" as strings. The caller writes an object's keys in sorted order (byte order, as `JSONEncoder`'s
/// `.sortedKeys` does for ASCII keys). `CanonicalJSONWriterTests` compares the two on every kind of value.
public struct CanonicalJSONWriter {
    /// What has been written.
    public private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes.
    public init(reserving capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Writes bytes that are already JSON (punctuation, a key with its quotes and colon).
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes one byte of punctuation.
    public mutating func byte(_ ascii: UInt8) { bytes.append(ascii) }

    /// Drops what was written after the first `count` bytes (a value abandoned halfway), or everything (`0`, after
    /// the bytes were passed on), keeping the capacity.
    public mutating func truncate(to count: Int) {
        bytes.removeSubrange(min(max(0, count), bytes.count)...)
    }

    /// Writes bytes that are already JSON (a chunk another writer made).
    public mutating func raw<C: Collection>(bytes more: C) where C.Element == UInt8 { bytes.append(contentsOf: more) }

    /// Writes a string with `JSONEncoder`'s escapes.
    public mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    /// Writes a string given as its UTF-8 bytes (valid UTF-8, as a `String`'s are) exactly as `string(_:)` writes it.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        guard let base = utf8.baseAddress else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var start = 0, i = 0
        let count = utf8.count
        while true {
            // Plain bytes eight at a time, then the next byte on its own.
            i = JSONPlainBytes.skipWords(UnsafeRawPointer(base), from: i, count: count)
            guard i < count else { break }
            let b = base[i]
            i += 1
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<(i - 1)]))
            bytes.append(UInt8(ascii: "\\"))
            start = i
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 15)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a string or `null`.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    /// Writes an integer.
    public mutating func integer<I: BinaryInteger>(_ value: I) {
        if value >= 0, value < 10 { bytes.append(UInt8(ascii: "0") + UInt8(value)); return }
        guard let magnitude = UInt64(exactly: value.magnitude) else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        // The digits written in place, last first (no string made).
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits = 1, rest = magnitude
        while rest >= 10 { rest /= 10; digits += 1 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        rest = magnitude
        for i in stride(from: start + digits - 1, through: start, by: -1) {
            bytes[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// Writes a number as `JSONEncoder` does: its `description` without a trailing `.0`, and the strings "nan", "inf"
    /// and "-inf" for the numbers JSON has no form for (`CanonicalJSON.nonConformingFloats`).
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw(value.isNaN ? "\"nan\"" : value > 0 ? "\"inf\"" : "\"-inf\"")
            return
        }
        // Whole numbers up to 2^53 print as their digits ("789296400.0" less its ".0"; larger ones in exponent form);
        // -0 keeps its sign.
        if value.magnitude <= 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            if value == 0, value.sign == .minus { raw("-0"); return }
            integer(Int64(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }
}
