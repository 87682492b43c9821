import LimelightCore

/// Reads a JSON message straight from its UTF-8 bytes into a `JSONValue`, for the common shapes of what a client
/// sends: objects with distinct keys, arrays, strings (every JSON escape, surrogate pairs joined), whole numbers of at
/// most 18 digits, `true`, `false`, `null`, nested at most `deepest` levels. It answers nil at the first thing outside
/// that (a fraction or exponent, a repeated key, a lone surrogate, a raw control character, invalid UTF-8, any
/// malformed text), and the caller then decodes the same bytes with Foundation's `JSONDecoder`, which accepts any
/// JSON and names what is wrong: what it reads, it reads as the decoder does (`JSONMessageReaderTests` compares
/// them). Foundation unescapes a long string one run between two escapes at a time (a 5 MB `didOpen` of a scenario
/// cost 0.36 G instructions there); here a run is copied whole and the string validated once.
/// Every read is bounds-checked: hostile bytes end in nil, never past the end.
struct JSONMessageReader: ~Copyable {
    /// The deepest nesting read here; deeper text goes to the decoder (which allows 512 levels).
    static let deepest = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The message `bytes` hold (one value, blanks around it), or nil when it is to be decoded by `JSONDecoder`.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = JSONMessageReader(bytes)
        // A bare `null` is no message to the decoder (a value not found), nor to the server.
        guard let value = reader.value(depth: 0), value != .null else { return .none }
        reader.skipBlanks()
        guard reader.offset == bytes.count else { return .none }
        return value
    }

    /// The message `bytes` hold, or nil (see `value(of:)`).
    static func value(of bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { value(of: $0) }
    }

    private mutating func skipBlanks() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard bytes.count - offset >= n else { return false }
        let start = text.utf8Start
        for i in 0..<n where bytes[offset + i] != start[i] { return false }
        offset += n
        return true
    }

    private mutating func value(depth: Int) -> JSONValue? {
        skipBlanks()
        guard offset < bytes.count, depth < Self.deepest else { return .none }
        switch bytes[offset] {
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "{"):
            offset += 1
            var members: [String: JSONValue] = [:]
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipBlanks()
                guard let key = string() else { return .none }
                skipBlanks()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return .none }
                offset += 1
                guard let member = value(depth: depth + 1), members.updateValue(member, forKey: key) == nil else { return .none }
                skipBlanks()
                guard offset < bytes.count else { return .none }
                let b = bytes[offset]
                offset += 1
                if b == UInt8(ascii: "}") { return .object(members) }
                guard b == UInt8(ascii: ",") else { return .none }
            }
        case UInt8(ascii: "["):
            offset += 1
            var elements: [JSONValue] = []
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return .none }
                elements.append(element)
                skipBlanks()
                guard offset < bytes.count else { return .none }
                let b = bytes[offset]
                offset += 1
                if b == UInt8(ascii: "]") { return .array(elements) }
                guard b == UInt8(ascii: ",") else { return .none }
            }
        // (`JSONValue` is expressible by `nil` too: every "none" below is spelt `.none`, never `nil`, so none is `.null`.)
        case UInt8(ascii: "t"): return literal("true") ? .some(.bool(true)) : .none
        case UInt8(ascii: "f"): return literal("false") ? .some(.bool(false)) : .none
        case UInt8(ascii: "n"): return literal("null") ? .some(.null) : .none
        default: return integer().map(JSONValue.integer)
        }
    }

    /// A whole number: `-`? then `0` or up to 18 digits not starting with 0, with no fraction or exponent after it.
    private mutating func integer() -> Int? {
        var i = offset
        let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        var value = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            guard i - first < 18 else { return nil }  // a 19th digit: the decoder's (18 fit an Int whatever they are)
            value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
        }
        let digits = i - first
        guard digits > 0, !(digits > 1 && bytes[first] == UInt8(ascii: "0")), !(negative && value == 0) else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") { return nil }
        offset = i
        return negative ? -value : value
    }

    /// A string: its runs without escapes copied whole, escapes resolved, the result validated as UTF-8 once.
    private mutating func string() -> String? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        offset += 1
        let start = offset
        // The common case, no escape: the bytes between the quotes are the string.
        offset = Self.endOfRun(bytes, from: offset)
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\"") {
            defer { offset += 1 }
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }
        // Room for the whole string at once: its closing quote is the first `"` no backslash escapes.
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        var out: [UInt8] = []
        out.reserveCapacity(min(end, bytes.count) - start)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                offset += 1
                return String(validating: out, as: UTF8.self)
            }
            if b < 0x20 { return nil }  // a raw control character
            if b != UInt8(ascii: "\\") {
                // A run without escapes, copied whole.
                let run = offset
                offset = Self.endOfRun(bytes, from: offset)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
                continue
            }
            guard offset + 1 < bytes.count else { return nil }
            let e = bytes[offset + 1]
            offset += 2
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4() else { return nil }
                var scalar: Unicode.Scalar?
                switch unit {
                case 0xD800...0xDBFF:
                    // A high surrogate: a low one must follow as `\uDC00`–`\uDFFF`.
                    guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                case 0xDC00...0xDFFF: return nil  // a lone low surrogate
                default: scalar = Unicode.Scalar(UInt32(unit))
                }
                guard let scalar else { return nil }
                out.append(contentsOf: scalar.utf8)
            default: return nil
            }
        }
        return nil  // no closing quote
    }

    /// Where the run of a string's bytes from `start` ends: at the first quote, backslash or control character, or the
    /// end of the bytes. A loop over locals (read through the struct, the index was stored back at every byte).
    private static func endOfRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let end = bytes.count
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { return i }
            i &+= 1
        }
        return end
    }

    /// Four hex digits (either case) as a UTF-16 code unit.
    private mutating func hex4() -> UInt16? {
        guard bytes.count - offset >= 4 else { return nil }
        var value: UInt16 = 0
        for i in 0..<4 {
            let b = bytes[offset + i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        offset += 4
        return value
    }
}
