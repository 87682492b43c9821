import Foundation

/// Reads canonical JSON (`CanonicalJSONWriter`'s bytes) straight from bytes, for the world's big lists in a snapshot.
/// It reads only the canonical form — no whitespace, the writer's escapes, its numbers — and answers nil at the first
/// byte it does not expect; the caller then decodes the same bytes with `JSONDecoder`, which accepts any JSON and names
/// what is wrong. So a file Limelight wrote is read fast, and any other file is read (or refused) exactly as before.
/// Every read is bounds-checked: hostile bytes end in nil, never past the end.
public struct CanonicalJSONReader: ~Copyable {
    /// The bytes read.
    private let bytes: UnsafeRawBufferPointer
    /// Where the next read starts.
    public private(set) var offset: Int
    /// Whether `bytes` are known to be valid UTF-8 as a whole (a snapshot file is checked in one pass before its lines
    /// are read): then a string between two quotes is too, as quotes and escapes are ASCII and cannot split a
    /// character, and it is not checked again.
    private let validUTF8: Bool
    /// The names `name()` read recently.
    private var recent = RecentStrings()

    /// A reader of `bytes`, from the start; `validUTF8` when the caller has checked that all of `bytes` is valid UTF-8
    /// (`UTF8Check`), so strings are not checked again one by one.
    public init(_ bytes: UnsafeRawBufferPointer, validUTF8: Bool = false) {
        self.bytes = bytes
        self.validUTF8 = validUTF8
        offset = 0
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == bytes.count }

    /// The next byte, not read.
    public var next: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Reads `text` if the bytes continue with it.
    public mutating func literal(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard bytes.count - offset >= n, let base = bytes.baseAddress else { return n == 0 }
        guard memcmp(base + offset, text.utf8Start, n) == 0 else { return false }
        offset += n
        return true
    }

    /// Reads one byte if it is `ascii`.
    public mutating func byte(_ ascii: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == ascii else { return false }
        offset += 1
        return true
    }

    /// Reads a string with the writer's escapes; nil for anything else (another escape, a raw control character,
    /// invalid UTF-8).
    public mutating func string() -> String? {
        guard let (raw, plain) = scanString() else { return nil }
        return text(raw, plain: plain)
    }

    /// The string a scanned string's bytes stand for (unescaped unless `plain`), or nil.
    private func text(_ raw: UnsafeRawBufferPointer, plain: Bool) -> String? {
        if plain { return validString(raw) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        guard Self.unescape(raw, into: &out) else { return nil }
        return out.withUnsafeBytes { validString($0) }
    }

    /// Reads a string as `string()` does, answering one of the strings the reader read this way recently when the
    /// bytes are its bytes (`RecentStrings`; no new string made): for the names a big list repeats in every element —
    /// an item's app, content type and attribute names, an event's device, app and kind.
    public mutating func name() -> String? {
        guard let (raw, plain) = scanString() else { return nil }
        if plain, let known = recent.string(equalTo: raw) { return known }
        let made = text(raw, plain: plain)
        if plain, let made { recent.remember(made) }
        return made
    }

    /// Reads a string as `string()` does and appends its UTF-8 bytes to `out`, without making a `String` (a snapshot's
    /// steps are read this way: their bytes go straight into the transcript's encoding); false, with the reader and
    /// `out` as they were, for anything `string()` would not take.
    public mutating func string(appendingUTF8To out: inout [UInt8]) -> Bool {
        let start = offset, count = out.count
        guard let (raw, plain) = scanString() else {
            offset = start
            return false
        }
        if plain {
            guard validUTF8 || UTF8Check.isValid(raw) else {
                offset = start
                return false
            }
            out.append(contentsOf: raw)
            return true
        }
        guard Self.unescape(raw, into: &out), validUTF8 || out[count...].withUnsafeBytes({ UTF8Check.isValid($0) }) else {
            offset = start
            out.removeSubrange(count...)
            return false
        }
        return true
    }

    /// Moves past a string and gives the bytes between its quotes, and whether they hold no escape; nil when no string
    /// the writer writes starts here (a raw control character, no closing quote).
    private mutating func scanString() -> (raw: UnsafeRawBufferPointer, plain: Bool)? {
        guard byte(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        var plain = true
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        while true {
            // Plain bytes eight at a time, up to the next quote, backslash or control character (or the last few bytes).
            offset = JSONPlainBytes.skipWords(base, from: offset, count: count)
            guard offset < count else { return nil }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 { return nil }
            if b == UInt8(ascii: "\\") {
                plain = false
                offset += 1
            }
            offset += 1
        }
        let end = offset
        offset += 1
        return (UnsafeRawBufferPointer(rebasing: bytes[start..<end]), plain)
    }

    /// Appends the bytes `raw` (a string's bytes between its quotes) stand for to `out`; false at an escape the writer
    /// does not write.
    private static func unescape(_ raw: UnsafeRawBufferPointer, into out: inout [UInt8]) -> Bool {
        guard let base = raw.baseAddress else { return true }
        var i = 0
        while i < raw.count {
            // The plain bytes up to the next backslash are copied as one run.
            let plainEnd = JSONPlainBytes.skipWords(base, from: i, count: raw.count)
            if plainEnd > i {
                out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[i..<plainEnd]))
                i = plainEnd
                continue
            }
            let b = raw[i]
            i += 1
            guard b == UInt8(ascii: "\\") else { out.append(b); continue }
            guard i < raw.count else { return false }
            let e = raw[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "u"):
                // Only the writer's `\u00xx` for a control character without a short escape.
                guard raw.count - i >= 4, raw[i] == UInt8(ascii: "0"), raw[i + 1] == UInt8(ascii: "0"),
                      let high = hexDigit(raw[i + 2]), high < 2, let low = hexDigit(raw[i + 3]) else { return false }
                let value = high << 4 | low
                guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) else { return false }
                out.append(value)
                i += 4
            default: return false
            }
        }
        return true
    }

    /// The string these UTF-8 bytes are, or nil when they are not valid UTF-8 (decoding would replace what is not).
    private func validString(_ utf8: UnsafeRawBufferPointer) -> String? {
        validUTF8 || UTF8Check.isValid(utf8) ? String(decoding: utf8, as: UTF8.self) : nil
    }

    /// A lower-case hex digit's value, as the writer writes them.
    private static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Reads a string or `null` (`.some(nil)`); nil when neither is there.
    public mutating func optionalString() -> String?? {
        if literal("null") { return .some(nil) }
        return string().map { .some($0) }
    }

    /// Reads an integer of at most 18 digits (what a sequence, a count or a byte is).
    public mutating func integer() -> Int? {
        let negative = byte(UInt8(ascii: "-"))
        // The writer's form only: no leading zero, no "-0".
        if next == UInt8(ascii: "0"), offset + 1 < bytes.count, bytes[offset + 1] >= UInt8(ascii: "0"), bytes[offset + 1] <= UInt8(ascii: "9") { return nil }
        if negative, next == UInt8(ascii: "0") { return nil }
        var value = 0, digits = 0
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            guard digits < 18 else { return nil }
            value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            digits += 1
            offset += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }

    /// Reads a number in the writer's form: plain digits up to 15 of them directly, anything else through `Double(_:)`
    /// (correctly rounded, as the decoder is) and then only if the writer writes that value so; the strings "nan", "inf" and "-inf" (`CanonicalJSON.nonConformingFloats`) when
    /// `nonConforming`.
    public mutating func number(nonConforming: Bool = false) -> Double? {
        if nonConforming, next == UInt8(ascii: "\"") {
            switch string() {
            case "nan": return .nan
            case "inf": return .infinity
            case "-inf": return -.infinity
            default: return nil
            }
        }
        // JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        let start = offset
        let negative = byte(UInt8(ascii: "-"))
        let leadingZero = next == UInt8(ascii: "0")
        let whole = skipDigits()
        guard whole > 0, !(leadingZero && whole > 1) else { return nil }
        var simple = true
        if byte(UInt8(ascii: ".")) {
            simple = false
            guard skipDigits() > 0 else { return nil }
        }
        if byte(UInt8(ascii: "e")) || byte(UInt8(ascii: "E")) {
            simple = false
            if !byte(UInt8(ascii: "+")) { _ = byte(UInt8(ascii: "-")) }
            guard skipDigits() > 0 else { return nil }
        }
        guard offset - start <= 40 else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
        if simple, whole <= 15 {
            var value = 0
            for b in text where b != UInt8(ascii: "-") { value = value * 10 + Int(b - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        // Only the form the writer writes ("1.5", "1e+20"; never "1.50", "1E20" or "1.0"), so that what this reader
        // accepts is byte for byte what writing the values again gives (a loaded line's bytes are its digest's bytes).
        var canonical = CanonicalJSONWriter(reserving: 32)
        canonical.number(value)
        guard canonical.bytes.elementsEqual(text) else { return nil }
        return value
    }

    /// Reads decimal digits; how many.
    private mutating func skipDigits() -> Int {
        var n = 0
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            offset += 1
            n += 1
        }
        return n
    }

    /// Reads `true` or `false`.
    public mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Reads a list: `[`, elements by `element` separated by commas, `]`; nil when any element is.
    public mutating func list<T>(_ element: (inout CanonicalJSONReader) -> T?) -> [T]? {
        guard byte(UInt8(ascii: "[")) else { return nil }
        var out: [T] = []
        if byte(UInt8(ascii: "]")) { return out }
        repeat {
            guard let x = element(&self) else { return nil }
            out.append(x)
        } while byte(UInt8(ascii: ","))
        return byte(UInt8(ascii: "]")) ? out : nil
    }
}
